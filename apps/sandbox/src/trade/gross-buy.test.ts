/**
 * Issue 19's second defect: a gross buy must take the largest principal, to the cent, whose consideration plus
 * accrued interest the cash covers (before, one more penny of face still fitted in most legs: the estimate was
 * only ever stepped down). Over every seeded product and random cash amounts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../index';
import { settlementDate } from '../shared/dates';
import { dec } from '../shared/decimal';
import { TEST_NOW } from '../testing';
import { type ProductRow, productsById } from './context';
import { priceLeg } from './pricing';

describe('a gross buy takes the largest principal the cash covers', () => {
  let sandbox: Sandbox;
  let products: ProductRow[];
  beforeAll(async () => {
    sandbox = await createSandbox({ now: TEST_NOW });
    const ids = await sandbox.db.query<{ product_id: number }>(
      'SELECT product_id FROM products ORDER BY product_id',
    );
    products = [
      ...(
        await productsById(
          sandbox.db,
          ids.map((r) => r.product_id),
        )
      ).values(),
    ];
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('for every seeded product (property)', () => {
    expect(products.length).toBeGreaterThan(100);
    const settlement = settlementDate(new Date(TEST_NOW));
    const cash = fc.integer({ min: 100, max: 5_000_000 }).map((pence) => dec(pence).div(100));
    for (const product of products) {
      fc.assert(
        fc.property(cash, (amount) => {
          const gross = priceLeg({
            product,
            side: 'buy',
            type: 'gross',
            amount,
            isPartner: false,
            settlement,
          });
          expect(gross.total.lte(amount), `${product.reference} ${amount}`).toBe(true);
          const oneMore = priceLeg({
            product,
            side: 'buy',
            type: 'principal',
            amount: gross.principal.plus('0.01'),
            isPartner: false,
            settlement,
          });
          expect(
            oneMore.total.gt(amount),
            `${product.reference} ${amount}: ${gross.principal} + 0.01 fits`,
          ).toBe(true);
        }),
        { numRuns: 25 },
      );
    }
  });
});
