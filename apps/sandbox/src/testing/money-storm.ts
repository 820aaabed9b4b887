/**
 * The money storm (issue 19): many random operations — fund, withdraw, transfer between accounts, exchange
 * currency, trade — by several personas at once through the real API, then the ledger's conservation checked
 * exactly. Used by the sandbox's property test and the `ledger-1000-concurrent` bench; plain functions, no
 * test runner.
 */
import {
  ApiError,
  type BondkitClient,
  type CurrencyCode,
  confirmFxQuote,
  confirmMarketQuote,
  createFxQuote,
  fundAccount,
  getAccountBalances,
  type InvestmentAccount,
  setRegisteredAccount,
  transferBetweenAccounts,
  withdraw,
} from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import type { Sandbox } from '../index';
import { ledgerDiscrepancies } from '../shared/ledger';
import { createRng } from '../shared/prng';
import { connect } from './connect';

/** The personas the storm signs in (each with cash; the investor has two accounts). */
export const STORM_PERSONAS = ['investor', 'corporate', 'sipp'] as const;

/** One random operation. */
export type StormOperation =
  | { kind: 'fund'; persona: number; account: number; currency: CurrencyCode; amount: string }
  | { kind: 'withdraw'; persona: number; account: number; currency: CurrencyCode; amount: string }
  | { kind: 'transfer'; persona: number; from: number; to: number; currency: CurrencyCode; amount: string }
  | { kind: 'fx'; persona: number; account: number; sell: CurrencyCode; amount: string }
  | { kind: 'trade'; persona: number; account: number; product: number; amount: string };

/** `count` random operations from `seed` (the same seed gives the same operations). */
export function stormOperations(seed: number, count: number): StormOperation[] {
  const rng = createRng(seed);
  const cents = (max: number) => (rng.int(1, max * 100) / 100).toFixed(2);
  const currency = (): CurrencyCode => (rng.chance(0.7) ? 'GBP' : 'EUR');
  const out: StormOperation[] = [];
  for (let i = 0; i < count; i++) {
    const persona = rng.int(0, STORM_PERSONAS.length - 1);
    const account = rng.int(0, 1);
    switch (rng.int(0, 4)) {
      case 0:
        out.push({ kind: 'fund', persona, account, currency: currency(), amount: cents(3000) });
        break;
      case 1:
        out.push({
          kind: 'withdraw',
          persona,
          account,
          currency: currency(),
          amount: cents(rng.chance(0.2) ? 200_000 : 2000),
        });
        break;
      case 2:
        out.push({
          kind: 'transfer',
          persona,
          from: account,
          to: 1 - account,
          currency: currency(),
          amount: cents(5000),
        });
        break;
      case 3:
        out.push({
          kind: 'fx',
          persona,
          account,
          sell: currency(),
          amount: cents(rng.chance(0.1) ? 150_000 : 3000),
        });
        break;
      default:
        out.push({ kind: 'trade', persona, account, product: rng.int(0, 99), amount: cents(4000) });
    }
  }
  return out;
}

/** What the ledger says after the storm; every count must be zero and every total exactly '0.00'. */
export interface Conservation {
  /** per currency, the sum of every ledger entry of every book (each transaction balances, so exactly 0) */
  totals: Record<string, string>;
  /** balances and positions that differ from the ledger's sums, or transactions that do not balance */
  discrepancies: number;
  /** balances or positions below zero */
  negatives: number;
  /** the transfer clearing book per currency (nets to zero) */
  clearing: Record<string, string>;
  /** customer cash moved to `withdrawals_payable` that no withdrawal confirmation explains */
  unexplainedWithdrawals: string;
}

/** Checks the ledger's conservation exactly (SQL numeric sums, no floating point). */
export async function conservation(db: Db): Promise<Conservation> {
  const totals = await db.query<{ currency: string; total: string }>(
    'SELECT currency, sum(amount)::numeric(20, 2)::text AS total FROM ledger_entries GROUP BY currency ORDER BY currency',
  );
  const clearing = await db.query<{ currency: string; total: string }>(
    `SELECT currency, sum(amount)::numeric(20, 2)::text AS total FROM ledger_entries WHERE book = 'transfer_clearing'
      GROUP BY currency ORDER BY currency`,
  );
  const negatives = await db.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM account_balances WHERE amount < 0) +
             (SELECT count(*) FROM positions WHERE principal < 0))::int AS n`,
  );
  const withdrawals = await db.query<{ gap: string }>(
    `SELECT (coalesce((SELECT sum(amount) FROM ledger_entries WHERE book = 'withdrawals_payable'), 0) -
             coalesce((SELECT sum(amount) FROM withdrawal_confirmations), 0))::numeric(20, 2)::text AS gap`,
  );
  return {
    totals: Object.fromEntries(totals.map((r) => [r.currency, r.total])),
    discrepancies: (await ledgerDiscrepancies(db)).length,
    negatives: negatives[0]?.n ?? 0,
    clearing: Object.fromEntries(clearing.map((r) => [r.currency, r.total])),
    unexplainedWithdrawals: withdrawals[0]?.gap ?? 'missing',
  };
}

/** What a storm did. */
export interface StormResult {
  operations: number;
  /** operations the API carried out */
  executed: number;
  /** operations the API refused (4xx: a rule, a limit, a balance) */
  refused: number;
  /** executed and refused per kind of operation */
  byKind: Record<StormOperation['kind'], { executed: number; refused: number }>;
  /** milliseconds from the first operation to the last answer (sign-in and setup not counted) */
  wallMs: number;
  conservation: Conservation;
}

interface Player {
  client: BondkitClient;
  accounts: InvestmentAccount[];
}

/**
 * Runs `operations` against the sandbox, `concurrency` at a time, then lets the transfers land (the clock
 * moves past them) and checks conservation. A 5xx or a broken answer throws; a refusal is counted.
 */
export async function runMoneyStorm(
  sandbox: Sandbox,
  operations: readonly StormOperation[],
  concurrency = 20,
): Promise<StormResult> {
  const players: Player[] = [];
  for (const persona of STORM_PERSONAS) {
    const { client, user } = await connect(sandbox, persona);
    if (!user) throw new Error(`${persona} did not sign in`);
    await setRegisteredAccount(client, {
      currency: 'GBP',
      account_name: persona,
      account_number: '12345678',
      sort_code: '12-34-56',
    });
    await setRegisteredAccount(client, {
      currency: 'EUR',
      account_name: persona,
      account_number: 'DE89370400440532013000',
      sort_code: 'COBADEFFXXX',
    });
    players.push({ client, accounts: user.investment_accounts });
  }
  const products = await sandbox.db.query<{ product_id: number; currency: CurrencyCode }>(
    `SELECT product_id, currency FROM products WHERE state = 'open' AND tradeability = 'open' AND NOT market_blocked
        AND currency = 'GBP' AND adib_product_type IS NULL AND access_restriction_types = '[]'::jsonb
        AND sell_liquidity >= 5000 ORDER BY product_id LIMIT 20`,
  );
  const urls = { success_url: 'http://host.test/#ok', error_url: 'http://host.test/#error' };

  const run = async (op: StormOperation): Promise<boolean> => {
    const player = players[op.persona] as Player;
    const accountOf = (i: number) => player.accounts[i % player.accounts.length] as InvestmentAccount;
    switch (op.kind) {
      case 'fund':
        await fundAccount(
          player.client,
          { investmentAccountId: accountOf(op.account).id, currency: op.currency },
          { method: 'open_banking', amount: op.amount, ...urls },
        );
        return true;
      case 'withdraw':
        await withdraw(
          player.client,
          { investmentAccountId: accountOf(op.account).id, currency: op.currency },
          op.amount,
        );
        return true;
      case 'transfer': {
        const from = accountOf(op.from);
        const to = accountOf(op.to);
        if (from.id === to.id) return false;
        await transferBetweenAccounts(player.client, {
          amount: op.amount,
          currency: op.currency,
          from_investment_account_id: from.id,
          to_investment_account_id: to.id,
        });
        return true;
      }
      case 'fx': {
        const quote = await createFxQuote(player.client, {
          investment_account_reference: accountOf(op.account).reference,
          sell_currency: op.sell,
          buy_currency: op.sell === 'GBP' ? 'EUR' : 'GBP',
          sell_amount: op.amount,
          transient: false,
        });
        if (quote.state !== 'awaiting_confirmation') return false;
        await confirmFxQuote(player.client, quote.reference);
        return true;
      }
      case 'trade': {
        const product = products[op.product % Math.max(1, products.length)];
        if (!product) return false;
        await confirmMarketQuote(player.client, {
          investment_account_id: accountOf(op.account).id,
          buys: [
            { product_id: product.product_id, type: 'gross', amount: op.amount, currency: product.currency },
          ],
        });
        return true;
      }
    }
  };

  let executed = 0;
  let refused = 0;
  const byKind: StormResult['byKind'] = {
    fund: { executed: 0, refused: 0 },
    withdraw: { executed: 0, refused: 0 },
    transfer: { executed: 0, refused: 0 },
    fx: { executed: 0, refused: 0 },
    trade: { executed: 0, refused: 0 },
  };
  const started = performance.now();
  for (let i = 0; i < operations.length; i += concurrency) {
    const batch = operations.slice(i, i + concurrency);
    const outcomes = await Promise.all(
      batch.map(async (op) => {
        try {
          return await run(op);
        } catch (error) {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          throw error;
        }
      }),
    );
    outcomes.forEach((done, j) => {
      const kind = byKind[(batch[j] as StormOperation).kind];
      if (done) {
        executed++;
        kind.executed++;
      } else {
        refused++;
        kind.refused++;
      }
    });
  }
  // the instant transfers land on the sandbox clock: move past them and read every account once
  sandbox.clock.advance(60);
  for (const player of players) {
    for (const account of player.accounts) await getAccountBalances(player.client, account.id);
  }
  const wallMs = performance.now() - started;
  return {
    operations: operations.length,
    executed,
    refused,
    byKind,
    wallMs,
    conservation: await conservation(sandbox.db),
  };
}
