/**
 * Issue 19's first defect: a Smart Interest quote's `total_returned` must be what the booked holding returns —
 * the amount plus every payment it makes (before, the quote priced annual payout as simple interest over the
 * days, while the holding pays whole-year coupons and a final part-year). Over every seeded series and
 * random what-if terms of both payout types: quote, book, and compare with the holding's payments.
 */
import {
  type BondkitClient,
  createSmartInterestOrder,
  createSmartInterestWhatIf,
  getDynamicBond,
  getSmartInterestSeries,
  quoteSmartInterestSeries,
  subscribeSmartInterestSeries,
  toBig,
} from '@bondkit/sdk-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../src/index';
import { TEST_NOW } from '../support/helpers';
import { gbpAccount, TODAY } from '../support/smart-interest';
import { browse } from '../support/stores';

/** What a holding returns: the sum of its payments (nothing is paid yet on the day it is booked). */
async function returned(client: BondkitClient, reference: string): Promise<string> {
  const holding = await getDynamicBond(client, { reference, expand: ['payments'] });
  return (holding.payments ?? []).reduce((sum, p) => sum.plus(toBig(p.amount_due)), toBig('0')).toFixed(2);
}

const amounts = fc
  .integer({ min: 10_000, max: 60_000 })
  .map((pence) => toBig(String(pence)).div(100).toFixed(2));

describe('Smart Interest: a quote returns what the booked holding returns', () => {
  let sandbox: Sandbox;
  let client: BondkitClient;
  beforeAll(async () => {
    sandbox = await createSandbox({ now: TEST_NOW });
    client = (await browse(sandbox.fetch, 'investor')).client;
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it('for every seeded series (property)', async () => {
    const account = await gbpAccount(client);
    for (const currency of ['GBP', 'EUR'] as const) {
      const series = await getSmartInterestSeries(client, { openOn: TODAY, currency });
      expect(series.length).toBeGreaterThan(0);
      for (const s of series) {
        await fc.assert(
          fc.asyncProperty(amounts, async (amount) => {
            const request = { series: s.reference, amount, investmentAccount: account.reference };
            const quote = await quoteSmartInterestSeries(client, request);
            const order = await subscribeSmartInterestSeries(client, request);
            expect(await returned(client, order.reference), `${s.reference} ${amount}`).toBe(
              quote.total_returned,
            );
          }),
          { numRuns: 3 },
        );
      }
    }
  }, 120_000);

  it('for what-if terms of both payout types, annual over whole and part years (property)', async () => {
    const account = await gbpAccount(client);
    await fc.assert(
      fc.asyncProperty(
        amounts,
        fc.constantFrom('term' as const, 'annual' as const),
        fc.integer({ min: 3 * 365, max: 7 * 365 }),
        async (amount, payoutType, daysToMaturity) => {
          const ask = { amount, currency: 'GBP' as const, payoutType, daysToMaturity };
          const quote = await createSmartInterestWhatIf(client, ask);
          const order = await createSmartInterestOrder(client, {
            ...ask,
            investmentAccountId: account.id,
            rate: quote.rate,
          });
          expect(await returned(client, order.reference), `${payoutType} ${daysToMaturity} ${amount}`).toBe(
            quote.total_returned,
          );
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
