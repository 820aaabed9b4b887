/**
 * The ledger under random trading (fast-check): random buys, sells and switches — through market quotes and
 * RFQ packages, many beyond the cash, the holding or the liquidity — and after every one: each ledger
 * transaction balances, no balance or position is negative, balances and positions are the ledger's sums,
 * a refused trade changed nothing and an executed one moved the cash by exactly its quoted totals.
 */
import {
  ApiError,
  type CurrencyCode,
  confirmMarketQuote,
  confirmRfqPackage,
  createRfqPackage,
  type QuoteLegInput,
} from '@bondkit/sdk-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/index';
import { dec } from '../../../src/shared/decimal';
import { ledgerDiscrepancies } from '../../../src/shared/ledger';
import {
  AGREED,
  marketRfq,
  type ProductPick,
  reseedForGroup,
  tradableProducts,
  trader,
  unbalancedTransactions,
} from '../../support/trade';

type Command =
  | { kind: 'buy'; product: number; amount: number; gross: boolean }
  | { kind: 'sell'; product: number; percent: number }
  | { kind: 'switch'; from: number; to: number; percent: number; buyAmount: number; package: boolean };

export function ledgerPropertySuite(sandbox: () => Sandbox, runs: number): void {
  describe('the ledger under random trading', () => {
    reseedForGroup(sandbox);

    it("every trade's legs sum to zero and no balance or position ever goes negative", async () => {
      const db = sandbox().db;
      const corporate = await trader(sandbox(), 'corporate');
      const account = await corporate.account('corporate');
      const products = (
        await tradableProducts(
          db,
          "p.currency IN ('GBP', 'EUR') AND p.adib_product_type IS NULL AND p.sell_liquidity >= 20000",
          [],
          { includeHeld: true },
        )
      ).slice(0, 10);
      expect(products.length).toBeGreaterThanOrEqual(6);
      const byCurrency = (currency: string) => products.filter((p) => p.currency === currency);

      const snapshot = async () => {
        const cash = await db.query<{ currency: string; amount: string }>(
          'SELECT currency, amount::text AS amount FROM account_balances WHERE account_id = $1 ORDER BY currency',
          [account.id],
        );
        const positions = await db.query<{ product_id: number; principal: string }>(
          'SELECT product_id, principal::text AS principal FROM positions WHERE account_id = $1 ORDER BY product_id',
          [account.id],
        );
        return { cash, positions };
      };
      const held = async (productId: number) => {
        const rows = await db.query<{ principal: string }>(
          'SELECT principal::text AS principal FROM positions WHERE account_id = $1 AND product_id = $2',
          [account.id, productId],
        );
        return dec(rows[0]?.principal ?? '0');
      };
      const percentOf = async (product: ProductPick, percent: number) => {
        const principal = (await held(product.product_id)).times(percent).div(100).round(2, 0);
        return principal.gt(0) ? principal : dec('100'); // not held: try to sell 100 anyway
      };
      const leg = (
        product: ProductPick,
        amount: string,
        type: 'gross' | 'principal' = 'principal',
      ): QuoteLegInput => ({
        product_id: product.product_id,
        type,
        amount,
        currency: product.currency as CurrencyCode,
      });

      /** Runs a command: the cash change per currency when it executed, or null when it was refused (400). */
      const execute = async (command: Command): Promise<Map<string, ReturnType<typeof dec>> | null> => {
        try {
          if (command.kind === 'buy') {
            const product = products[command.product % products.length] as ProductPick;
            const quote = await confirmMarketQuote(corporate.client, {
              investment_account_id: account.id,
              buys: [leg(product, `${command.amount}.00`, command.gross ? 'gross' : 'principal')],
            });
            return new Map([[product.currency, dec(quote.buys[0]?.total ?? '0').times(-1)]]);
          }
          if (command.kind === 'sell') {
            const product = products[command.product % products.length] as ProductPick;
            const amount = (await percentOf(product, command.percent)).toFixed(2);
            const quote = await confirmMarketQuote(corporate.client, {
              investment_account_id: account.id,
              sells: [leg(product, amount)],
            });
            return new Map([[product.currency, dec(quote.sells[0]?.total ?? '0')]]);
          }
          const from = products[command.from % products.length] as ProductPick;
          const peers = byCurrency(from.currency).filter((p) => p !== from);
          const to = peers[command.to % peers.length] as ProductPick;
          const sell = (await percentOf(from, command.percent)).toFixed(2);
          const buy = `${command.buyAmount}.00`;
          if (command.package) {
            const pkg = await createRfqPackage(corporate.client, {
              rfq_package_type: 'switch',
              investment_account_reference: account.reference,
              rfqs: [
                marketRfq('sell', from.reference, sell, from.currency),
                marketRfq('buy', to.reference, buy, to.currency),
              ],
            });
            const done = await confirmRfqPackage(corporate.client, pkg.package_reference, AGREED);
            expect(done.state).toBe('confirmed');
            return new Map([[from.currency, dec(pkg.net_cash_flow)]]);
          }
          const quote = await confirmMarketQuote(corporate.client, {
            investment_account_id: account.id,
            sells: [leg(from, sell)],
            buys: [leg(to, buy)],
          });
          return new Map([[from.currency, dec(quote.net_cash_flow ?? 'NaN')]]);
        } catch (error) {
          if (error instanceof ApiError && error.status === 400) return null;
          throw error;
        }
      };

      const command: fc.Arbitrary<Command> = fc.oneof(
        fc.record({
          kind: fc.constant('buy' as const),
          product: fc.nat(99),
          amount: fc.integer({ min: 1, max: 60_000 }),
          gross: fc.boolean(),
        }),
        fc.record({
          kind: fc.constant('sell' as const),
          product: fc.nat(99),
          percent: fc.integer({ min: 1, max: 130 }),
        }),
        fc.record({
          kind: fc.constant('switch' as const),
          from: fc.nat(99),
          to: fc.nat(99),
          percent: fc.integer({ min: 1, max: 130 }),
          buyAmount: fc.integer({ min: 1, max: 40_000 }),
          package: fc.boolean(),
        }),
      );

      let executed = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 4 }), async (commands) => {
          for (const c of commands) {
            const before = await snapshot();
            const moved = await execute(c);
            const after = await snapshot();
            if (moved === null) {
              refused++;
              expect(after, `refused ${JSON.stringify(c)} changed nothing`).toEqual(before);
            } else {
              executed++;
              for (const [currency, delta] of moved) {
                const was = dec(before.cash.find((b) => b.currency === currency)?.amount ?? '0');
                const now = dec(after.cash.find((b) => b.currency === currency)?.amount ?? '0');
                expect(now.minus(was).toFixed(2), `cash moved by the quote: ${JSON.stringify(c)}`).toBe(
                  delta.toFixed(2),
                );
              }
            }
            expect(await unbalancedTransactions(db)).toEqual([]);
            const [negative] = await db.query<{ n: number }>(
              `SELECT (SELECT count(*) FROM account_balances WHERE amount < 0)
                    + (SELECT count(*) FROM positions WHERE principal < 0)
                    + (SELECT count(*) FROM products WHERE sell_liquidity < 0) AS n`,
            );
            expect(Number(negative?.n)).toBe(0);
            expect(await ledgerDiscrepancies(db)).toEqual([]);
          }
        }),
        { numRuns: runs, endOnFailure: true },
      );
      // the run exercised both outcomes
      expect(executed).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    }, 240_000);
  });
}
