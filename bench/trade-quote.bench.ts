/**
 * trade-quote-roundtrip: one trade quote through the in-process sandbox, median milliseconds (target ≤ 20).
 *
 * What is timed: sdk-core's `createMarketQuote` with a signed-in client (session cookie and CSRF header, as
 * a browser sends them) against `createSandbox()`'s in-process fetch — the client's request building, the
 * sandbox's authentication, quote pricing on the database (account, product, balance, holdings) and the
 * client's parsing of the answer with the trade schemas. Rotating over a few realistic tickets (gross and
 * principal buys, a sell of a holding, a switch). The sandbox start, the sign-in and a warm-up of each
 * ticket are not timed.
 */
import { connect, startSandbox } from '@bondkit/sandbox/testing';
import { createMarketQuote, getPositions, type QuoteInput } from '@bondkit/sdk-core';
import type { Figure } from './run';
import { median } from './support/stats';

const ROUNDS = 50;

export default async function run(): Promise<Figure[]> {
  const sandbox = await startSandbox();
  try {
    const { client, user } = await connect(sandbox, 'investor');
    const account = user?.investment_accounts[0];
    if (!account) throw new Error('the investor has no account');
    const [held] = await getPositions(client, { investment_account_reference: account.reference });
    if (!held) throw new Error('the investor holds nothing');
    const [buyable] = await sandbox.db.query<{ product_id: number }>(
      `SELECT product_id FROM products WHERE currency = $1 AND state = 'open' AND tradeability = 'open'
          AND sell_liquidity >= 10000 AND adib_product_type IS NULL AND product_id <> $2 ORDER BY product_id LIMIT 1`,
      [held.currency, held.product_id],
    );
    if (!buyable) throw new Error('nothing to buy');
    const currency = held.currency;
    const tickets: QuoteInput[] = [
      {
        investment_account_id: account.id,
        buys: [{ product_id: buyable.product_id, type: 'gross', amount: '1000.00', currency }],
      },
      {
        investment_account_id: account.id,
        buys: [{ product_id: buyable.product_id, type: 'principal', amount: '2500.00', currency }],
      },
      {
        investment_account_id: account.id,
        sells: [{ product_id: held.product_id, type: 'principal', amount: '500.00', currency }],
      },
      {
        investment_account_id: account.id,
        sells: [{ product_id: held.product_id, type: 'principal', amount: '500.00', currency }],
        buys: [{ product_id: buyable.product_id, type: 'principal', amount: '450.00', currency }],
      },
    ];
    for (let i = 0; i < 5; i++) for (const ticket of tickets) await createMarketQuote(client, ticket);
    const samples: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const ticket = tickets[i % tickets.length] as QuoteInput;
      const start = performance.now();
      await createMarketQuote(client, ticket);
      samples.push(performance.now() - start);
    }
    return [
      {
        name: 'trade-quote-roundtrip',
        value: Math.round(median(samples) * 100) / 100,
        unit: 'ms',
        target: 20,
        better: 'lower',
      },
    ];
  } finally {
    await sandbox.close();
  }
}
