/** Helpers of the trading tests. */
import {
  ApiError,
  type BondkitClient,
  type CurrencyCode,
  createClient,
  type InvestmentAccount,
  type QuoteInput,
  type RfqInput,
  type SessionUser,
  sessionUserSchema,
  type TradeConfirmInput,
} from '@bondkit/sdk-core';
import { afterEach, beforeAll, expect } from 'vitest';
import type { CookieFetch } from '../../src/cookie-fetch';
import type { Db } from '../../src/db/types';
import type { Sandbox } from '../../src/index';
import { SANDBOX_ORIGIN } from '../../src/index';
import { IDEMPOTENCY_KEY_IN_FLIGHT } from '../../src/shared/idempotency';
import { ledgerDiscrepancies } from '../../src/shared/ledger';
import { newestCode, personaEmail } from '../../src/testing';
import { expectParses, postJson, signIn, TEST_NOW } from './helpers';

/** A partner trade's one-time code with every checkbox any partner trade needs, ticked. */
export function ticked(code: string): TradeConfirmInput {
  return {
    verification_code: code,
    has_waived_cooling_off_period: true,
    has_accepted_key_facts_statement: true,
    has_confirmed_suitability_report: true,
    has_accepted_suitability_disclaimer: true,
    has_confirmed_appropriateness_report: true,
    has_accepted_appropriateness_disclaimer: true,
    has_confirmed_terms_and_conditions: true,
  };
}

/** The agreements a trade needs, accepted. */
export const AGREED = {
  has_accepted_investor_agreement: true,
  has_accepted_fractional_bonds_agreement: true,
};

/**
 * The hooks of one group of trading tests: reseed the shared sandbox at TEST_NOW before the group, and after each
 * test put the clock back to TEST_NOW (and the market back to following its hours, for groups that force it).
 * Call it before the group's own `beforeAll`, which then sees the fresh seed.
 */
export function reseedForGroup(sandbox: () => Sandbox, options: { forcesMarket?: boolean } = {}): void {
  beforeAll(async () => {
    sandbox().clock.set(TEST_NOW);
    await sandbox().reset();
  });
  afterEach(async () => {
    sandbox().clock.set(TEST_NOW);
    if (options.forcesMarket) await forceMarket(sandbox(), 'auto');
  });
}

/** An RFQ for a notional amount at the market price: no requested price, no expiry, all or nothing. */
export function marketRfq(
  side: 'buy' | 'sell',
  productReference: string,
  amount: string,
  currency: string,
): Omit<RfqInput, 'investment_account_reference'> {
  return {
    notional_amount: amount,
    notional_currency: currency as CurrencyCode,
    quote_type: side,
    product_reference: productReference,
    requested_price: null,
    expiry_type: null,
    allow_partial_fulfilment: false,
    transient: false,
  };
}

/** A signed-in persona: the sdk-core client (answers parsed with the trade schemas) and its cookie fetch. */
export interface Trader {
  client: BondkitClient;
  fetch: CookieFetch;
  me(): Promise<SessionUser>;
  /** the account of a type, or the first account */
  account(type?: InvestmentAccount['account_type']): Promise<InvestmentAccount>;
  /** the account's balance in a currency, '0.00' when none */
  balance(reference: string, currency: string): Promise<string>;
}

export async function trader(sandbox: Sandbox, persona: string): Promise<Trader> {
  const fetch = await signIn(sandbox.fetch, persona);
  const client = createClient({
    baseUrl: `${SANDBOX_ORIGIN}/api`,
    fetch,
    getCsrfToken: () => fetch.getCookie('csrftoken'),
  });
  const me = async () => {
    const response = await fetch('/api/customers/me/');
    expect(response.status).toBe(200);
    const body = (await response.json()) as SessionUser;
    expectParses(sessionUserSchema, body, 'customers/me');
    return body;
  };
  return {
    client,
    fetch,
    me,
    async account(type) {
      const accounts = (await me()).investment_accounts;
      const account = type ? accounts.find((a) => a.account_type === type) : accounts[0];
      if (!account) throw new Error(`${persona} has no ${type ?? ''} account`);
      return account;
    },
    async balance(reference, currency) {
      const account = (await me()).investment_accounts.find((a) => a.reference === reference);
      return account?.currencies[currency as 'GBP'] ?? '0.00';
    },
  };
}

/** Awaits a call that must fail and returns its ApiError (asserting the status, and the message if given). */
export async function apiError(call: Promise<unknown>, status: number, message?: string): Promise<ApiError> {
  let caught: unknown;
  try {
    await call;
  } catch (error) {
    caught = error;
  }
  expect(caught, 'the call should fail').toBeInstanceOf(ApiError);
  const error = caught as ApiError;
  expect(error.status, JSON.stringify(error.body)).toBe(status);
  if (message !== undefined) expect(error.message).toBe(message);
  return error;
}

/**
 * Sends one call twice at once with one idempotency key, as a double click does: each answers the first result,
 * or 409 while the first is still running (`shared/idempotency.ts`); sent again afterwards it answers the first
 * result. Resolves to that result.
 */
export async function submitTwice<T>(call: () => Promise<T>): Promise<T> {
  const answers = await Promise.allSettled([call(), call()]);
  const results: T[] = [];
  for (const answer of answers) {
    if (answer.status === 'fulfilled') results.push(answer.value);
    else {
      expect(answer.reason).toBeInstanceOf(ApiError);
      expect((answer.reason as ApiError).status).toBe(409);
      expect((answer.reason as ApiError).message).toBe(IDEMPOTENCY_KEY_IN_FLIGHT);
    }
  }
  const [first] = results;
  expect(results.length, 'one of the two submits goes through').toBeGreaterThan(0);
  for (const result of results) expect(result).toEqual(first);
  expect(await call()).toEqual(first);
  return first as T;
}

/** Asserts the ledger balances, and balances and positions are exactly its sums. */
export async function expectLedgerConsistent(db: Db): Promise<void> {
  expect(await ledgerDiscrepancies(db)).toEqual([]);
}

export interface ProductPick {
  product_id: number;
  reference: string;
  currency: string;
  buy_price: string;
  sell_price: string;
  sell_liquidity: string;
  coupon: string;
  maturity: string | null;
  adib_product_type: string | null;
  adib_risk_category_minimum_score: number | null;
}

/**
 * Products open for trading (state and tradeability open, no access questionnaire but the partner's, no package, not in a
 * seeded order, by default held by nobody), filtered by a SQL condition over `p`, in id order.
 */
export async function tradableProducts(
  db: Db,
  condition = 'true',
  params: unknown[] = [],
  options: { includeHeld?: boolean } = {},
): Promise<ProductPick[]> {
  return db.query<ProductPick>(
    `SELECT p.product_id, p.reference, p.currency, p.buy_price::text AS buy_price, p.sell_price::text AS sell_price,
            p.sell_liquidity::text AS sell_liquidity, p.coupon::text AS coupon, p.maturity, p.adib_product_type,
            p.adib_risk_category_minimum_score
       FROM products p
      WHERE p.state = 'open' AND p.tradeability = 'open' AND NOT p.market_blocked
        AND p.access_restriction_types <@ '["adib-suitability"]'::jsonb
        AND NOT EXISTS (SELECT 1 FROM pending_liquidity k WHERE k.product_id = p.product_id)
        AND NOT EXISTS (SELECT 1 FROM order_legs l JOIN orders o USING (order_id)
                         WHERE l.product_id = p.product_id AND o.source = 'seed')
        AND (${options.includeHeld ? 'true' : 'NOT EXISTS (SELECT 1 FROM positions x WHERE x.product_id = p.product_id)'})
        AND (${condition})
      ORDER BY p.product_id`,
    params,
  );
}

/** Moves a product's prices through the sandbox admin call (which then matches resting orders). */
export async function movePrice(
  sandbox: Sandbox,
  body: { product_id: number; buy_price?: string; sell_price?: string; delta?: string },
): Promise<{ orders: Record<string, string> }> {
  const response = await postJson(sandbox.fetch, '/sandbox/prices', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { orders: Record<string, string> };
}

/** Forces the market state ('auto' follows market hours). */
export async function forceMarket(
  sandbox: Sandbox,
  state: 'open' | 'closed' | 'suspended' | 'auto',
): Promise<void> {
  const response = await postJson(sandbox.fetch, '/sandbox/market', { state });
  expect(response.status).toBe(200);
}

/** The newest one-time passcode the dev inbox shows for a persona. */
export function latestCode(sandbox: Sandbox, persona: string): Promise<string> {
  return newestCode(sandbox.fetch, personaEmail(persona));
}

/** Ledger transactions booked for an order, by type. */
export async function transactionsOfOrder(
  db: Db,
  orderReference: string,
): Promise<{ transaction_type: string; amount: string; currency: string }[]> {
  return db.query(
    `SELECT t.transaction_type, t.amount::text AS amount, t.currency FROM ledger_transactions t
       JOIN orders o ON o.order_id = t.order_id WHERE o.order_reference = $1 ORDER BY t.transaction_id`,
    [orderReference],
  );
}

/** Every ledger transaction's entries sum to zero per currency. */
export async function unbalancedTransactions(db: Db): Promise<number[]> {
  const rows = await db.query<{ transaction_id: number }>(
    'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount) <> 0',
  );
  return rows.map((r) => r.transaction_id);
}

/** A market quote buying one product. */
export function buyInput(
  accountId: number,
  product: ProductPick,
  amount: string,
  type: 'gross' | 'principal' = 'principal',
): QuoteInput {
  return {
    investment_account_id: accountId,
    buys: [{ product_id: product.product_id, type, amount, currency: product.currency as 'GBP' }],
    sells: [],
  };
}

/** A market quote selling one product. */
export function sellInput(
  accountId: number,
  productId: number,
  currency: string,
  amount: string,
): QuoteInput {
  return {
    investment_account_id: accountId,
    buys: [],
    sells: [{ product_id: productId, type: 'principal', amount, currency: currency as 'GBP' }],
  };
}

/** Open dated standard (not sukuk) products of a currency with at least `liquidity` to sell, in id order. */
export function datedStandardProducts(
  db: Db,
  currency: 'GBP' | 'EUR',
  liquidity: number,
): Promise<ProductPick[]> {
  return tradableProducts(
    db,
    `p.currency = '${currency}' AND p.adib_product_type IS NULL AND p.sell_liquidity >= ${liquidity} AND p.maturity IS NOT NULL`,
  );
}
