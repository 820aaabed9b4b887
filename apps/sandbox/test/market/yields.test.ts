/**
 * One bond-maths convention: the market's `yield_to_maturity` (computed by the sandbox) and the trade
 * ticket's yield at a limit price (sdk-core's `limitPriceYield`) agree for every seeded bond at the same
 * price and settlement date — checked through the real in-process sandbox and sdk-core's parsed answers.
 */
import { createMarketQuote, getMarketProducts, limitPriceYield, type MarketProduct } from '@bondkit/sdk-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../src/index';
import { type Connection, connect, isPlainGbpBond, startSandbox } from '../../src/testing';
import { movePrice } from '../support/trade';

let sandbox: Sandbox;
let investor: Connection;
let products: MarketProduct[];
let settlement: string;

/** Yields in percent → the difference in basis points. */
const bp = (a: string, b: string) => Math.abs(Number(a) - Number(b)) * 100;

/** The ticket's yield at `price` for a product of the market list. */
const ticketYield = (p: MarketProduct, price: string) =>
  limitPriceYield({
    price,
    coupon: p.coupon,
    settlement,
    maturity: p.maturity,
    frequency: p.coupon_frequency,
    dayCount: p.day_count,
  });

/** Dated, priced bonds whose trades settle on the market's settlement date (no coming-soon package). */
const datedBonds = () =>
  products.filter(
    (p) => p.maturity !== null && p.yield_to_maturity !== null && p.pending_liquidity.length === 0,
  );

beforeAll(async () => {
  sandbox = await startSandbox();
  investor = await connect(sandbox, 'investor');
  products = await getMarketProducts(investor.client, { signedIn: true });
  const bond = products.find(isPlainGbpBond);
  const account = investor.user?.investment_accounts.find((a) => a.currencies.GBP !== undefined);
  if (!bond || !account) throw new Error('no GBP bond or account to quote');
  // the date the ticket's quote settles on: what the ticket computes its yield at
  const quote = await createMarketQuote(investor.client, {
    investment_account_id: account.id,
    buys: [{ product_id: bond.product_id, type: 'principal', amount: '1000', currency: 'GBP' }],
    sells: [],
  });
  settlement = quote.settlement_date;
});

afterAll(async () => {
  await sandbox.close();
});

describe('the market and the ticket share one yield convention', () => {
  it('every product carries its coupon frequency and day count', () => {
    for (const p of products) {
      expect(p.coupon_frequency, p.reference).toBe(1);
      expect(p.day_count, p.reference).toBe('30E/360');
    }
  });

  it("gives every seeded bond the ticket's yield at its buy price, within 0.01 bp", () => {
    const bonds = datedBonds();
    expect(bonds.length).toBeGreaterThanOrEqual(40);
    const differing = bonds
      .map((p) => ({
        reference: p.reference,
        market: p.yield_to_maturity,
        ticket: ticketYield(p, p.buy_price),
      }))
      .filter((row) => row.ticket === null || row.market === null || bp(row.ticket, row.market) > 0.01);
    expect(differing).toEqual([]);
  });

  it("keeps agreeing after the price moves (the sandbox's price control recomputes the yields)", async () => {
    const bonds = datedBonds();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: bonds.length - 1 }),
        fc.integer({ min: 5_000, max: 14_000 }),
        async (index, cents) => {
          const bond = bonds[index] as MarketProduct;
          const buy = (cents / 100).toFixed(2);
          const sell = ((cents - 10) / 100).toFixed(2);
          await movePrice(sandbox, { product_id: bond.product_id, buy_price: buy, sell_price: sell });
          const moved = (await getMarketProducts(investor.client, { signedIn: true })).find(
            (p) => p.product_id === bond.product_id,
          ) as MarketProduct;
          expect(moved.buy_price).toBe(buy);
          const ticket = ticketYield(moved, buy);
          expect(ticket).not.toBeNull();
          expect(bp(ticket as string, moved.yield_to_maturity as string)).toBeLessThanOrEqual(0.01);
        },
      ),
      { numRuns: 12 },
    );
  });
});
