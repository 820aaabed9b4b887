/**
 * The desk's mid rates of the day per 1 GBP, `GET /api/fx-rates/` (no fee). FX quotes for trades (002 §7,
 * 001 §3, §5 'Currency exchange'): `POST /api/fx-quotes/` prices a conversion
 * between two of the account's currencies (GBP, EUR, USD, AED) from a sell or a buy amount, with the errors
 * `insufficient_sell_balance`, `daily_limit_reached`, `trade_would_exceed_daily_limit`,
 * `insufficient_buy_liquidity` and a suggested buy amount; a non-transient quote without errors can be
 * accepted for 60 seconds with `POST /api/fx-quotes/{reference}/confirm/`, which checks the sell balance and
 * the daily limit again — under the customer's and the account's row locks, in the transaction that books —
 * and books two `fx_conversion` ledger transactions (one per currency, each balanced against the FX desk).
 */
import {
  type CurrencyCode,
  type Decimal,
  type FxQuote,
  type FxRates,
  fxQuoteInputSchema,
} from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { accountByReference, type Customer, lockAccount, lockCustomer } from '../accounts';
import type { Db } from '../db/types';
import { moneyCustomer } from '../payments';
import { tradeDate } from '../shared/dates';
import { dec, minDecimal, wire, ZERO } from '../shared/decimal';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { idempotentResponse, withIdempotency } from '../shared/idempotency';
import { bookCashMovement, cashBalance } from '../shared/ledger';
import { FX_DAILY_LIMIT_GBP } from '../shared/limits';
import { nextReference } from '../shared/references';
import { DETAIL, FX_TEXT } from '../shared/refusals';
import { parseBody } from '../shared/validation';
import type { SandboxEnv, SandboxState } from '../state';
import {
  buyFor,
  effectiveRate,
  FX_DESK_LIQUIDITY,
  FX_FEE_PERCENT,
  FX_MID_RATES,
  fromGbp,
  inGbp,
  sellFor,
} from './rates';

/** Seconds an FX quote can be accepted. */
export const FX_QUOTE_SECONDS = 60;

type FxError = FxQuote['errors'][number]['error_type'];

interface Priced {
  sell: Decimal;
  buy: Decimal;
  suggested: Decimal | null;
  errors: FxError[];
  userLimit: Decimal;
  balance: Decimal;
}

/** Converted today (London) by the customer, in GBP at the mid rate. */
async function usedTodayGbp(db: Db, customerId: number, now: Date): Promise<Decimal> {
  const rows = await db.query<{ sell_currency: CurrencyCode; sell_amount: string }>(
    `SELECT sell_currency, sell_amount::text AS sell_amount FROM fx_quotes
      WHERE customer_id = $1 AND state = 'confirmed' AND confirmed_at >= $2`,
    [customerId, startOfLondonDay(now).toISOString()],
  );
  return rows.reduce((sum, r) => sum.plus(inGbp(r.sell_currency, dec(r.sell_amount))), ZERO);
}

/** What the customer may still convert today, in the sell currency (rounded down to the cent). */
async function remainingLimit(db: Db, customerId: number, sell: CurrencyCode, now: Date): Promise<Decimal> {
  const remainingGbp = dec(FX_DAILY_LIMIT_GBP).minus(await usedTodayGbp(db, customerId, now));
  return remainingGbp.lte(0) ? ZERO : fromGbp(sell, remainingGbp);
}

function startOfLondonDay(now: Date): Date {
  const day = tradeDate(now);
  // the London day starts at 00:00 local: try UTC midnight and an hour before (summer time)
  const utc = new Date(`${day}T00:00:00Z`);
  const bst = new Date(utc.getTime() - 3600_000);
  return tradeDate(bst) === day ? bst : utc;
}

async function price(
  db: Db,
  customer: Customer,
  accountId: number,
  input: {
    sell_currency: CurrencyCode;
    buy_currency: CurrencyCode;
    sell_amount?: string;
    buy_amount?: string;
  },
  now: Date,
): Promise<Priced> {
  const { sell_currency: from, buy_currency: to } = input;
  const sell =
    input.sell_amount !== undefined
      ? dec(input.sell_amount)
      : sellFor(from, to, dec(input.buy_amount ?? '0'));
  const buy = input.buy_amount !== undefined ? dec(input.buy_amount) : buyFor(from, to, sell);
  const balance = await cashBalance(db, accountId, from);
  const remaining = await remainingLimit(db, customer.customer_id, from, now);
  // the quote tells the customer's daily limit itself (the client words 'your daily limit of {limit}' with it)
  const userLimit = fromGbp(from, dec(FX_DAILY_LIMIT_GBP));
  const errors: FxError[] = [];
  let suggested: Decimal | null = null;
  if (sell.gt(balance)) errors.push('insufficient_sell_balance');
  if (remaining.lte(0)) {
    errors.push('daily_limit_reached');
  } else if (sell.gt(remaining)) {
    errors.push('trade_would_exceed_daily_limit');
    suggested = buyFor(from, to, remaining);
  }
  const liquidity = dec(FX_DESK_LIQUIDITY[to]);
  if (buy.gt(liquidity)) {
    errors.push('insufficient_buy_liquidity');
    suggested = suggested ? minDecimal(suggested, liquidity) : liquidity;
  }
  return { sell, buy, suggested, errors, userLimit, balance };
}

interface FxRow {
  fx_quote_id: number;
  reference: string;
  customer_id: number;
  account_id: number;
  state: FxQuote['state'];
  sell_currency: CurrencyCode;
  buy_currency: CurrencyCode;
  sell_amount: string;
  buy_amount: string;
  total_sell_cost: string;
  suggested_buy_amount: string | null;
  fee_rate: string;
  effective_rate: string;
  errors: FxQuote['errors'];
  user_limit: string;
  sell_account_balance: string;
  expires_at: Date | null;
}

const FX_COLUMNS = `fx_quote_id, reference, customer_id, account_id, state, sell_currency, buy_currency,
  sell_amount::text AS sell_amount, buy_amount::text AS buy_amount, total_sell_cost::text AS total_sell_cost,
  suggested_buy_amount::text AS suggested_buy_amount, fee_rate::text AS fee_rate,
  effective_rate::text AS effective_rate, errors, user_limit::text AS user_limit,
  sell_account_balance::text AS sell_account_balance, expires_at`;

function liveState(row: FxRow, now: Date): FxQuote['state'] {
  return row.state === 'awaiting_confirmation' && row.expires_at !== null && row.expires_at <= now
    ? 'expired'
    : row.state;
}

function serialise(row: FxRow, now: Date): FxQuote {
  return {
    reference: row.reference,
    state: liveState(row, now),
    sell_currency: row.sell_currency,
    buy_currency: row.buy_currency,
    sell_amount: wire(row.sell_amount),
    buy_amount: wire(row.buy_amount),
    total_sell_cost: wire(row.total_sell_cost),
    suggested_buy_amount: row.suggested_buy_amount === null ? null : wire(row.suggested_buy_amount),
    fee_rate: dec(row.fee_rate).toFixed(2),
    effective_rate: dec(row.effective_rate).toFixed(),
    errors: row.errors,
    limits: { user_limit: wire(row.user_limit), sell_account_balance: wire(row.sell_account_balance) },
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
  };
}

async function loadQuote(db: Db, where: string, params: readonly unknown[]): Promise<FxRow | null> {
  const rows = await db.query<FxRow>(`SELECT ${FX_COLUMNS} FROM fx_quotes WHERE ${where}`, params);
  return rows[0] ?? null;
}

/** /api/fx-rates/, /api/fx-quotes/ */
export function fxRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();

  // the desk's mid rates today (London), per 1 GBP: what a dashboard's total across currencies converts at
  app.get('/fx-rates/', (c) =>
    c.json({
      date: tradeDate(state.clock.now()),
      base: 'GBP',
      rates: { ...FX_MID_RATES },
    } satisfies FxRates),
  );

  app.post('/fx-quotes/', async (c) => {
    // 001 §6: read-only users cannot exchange; the identity check not passed is refused as for funding
    const customer = await moneyCustomer(c, state.db, 'quote');
    const input = parseBody(fxQuoteInputSchema, await readJsonObject(c.req.raw));
    if (input.sell_currency === input.buy_currency) invalid({ buy_currency: [FX_TEXT.sameCurrency] });
    const amountField = input.sell_amount !== undefined ? 'sell_amount' : 'buy_amount';
    if (dec(input[amountField] ?? '0').lte(0)) invalid({ [amountField]: [FX_TEXT.notPositive] });
    const now = state.clock.now();
    const body = await state.db.transaction(async (tx) => {
      const account = await accountByReference(tx, customer, input.investment_account_reference);
      const priced = await price(tx, customer, account.id, input, now);
      const quoteState: FxQuote['state'] = input.transient
        ? 'transient'
        : priced.errors.length > 0
          ? 'errored'
          : 'awaiting_confirmation';
      const { id, reference } = await nextReference(tx, 'fx_quotes_fx_quote_id_seq', 'FXQ');
      await tx.query(
        `INSERT INTO fx_quotes (fx_quote_id, reference, customer_id, account_id, state, sell_currency, buy_currency,
           sell_amount, buy_amount, total_sell_cost, suggested_buy_amount, fee_rate, effective_rate, errors,
           user_limit, sell_account_balance, created, expires_at, confirmed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17, $18, NULL)`,
        [
          id,
          reference,
          customer.customer_id,
          account.id,
          quoteState,
          input.sell_currency,
          input.buy_currency,
          wire(priced.sell),
          wire(priced.buy),
          wire(priced.sell),
          priced.suggested ? wire(priced.suggested) : null,
          FX_FEE_PERCENT,
          effectiveRate(input.sell_currency, input.buy_currency).toFixed(),
          JSON.stringify(priced.errors.map((error_type) => ({ error_type }))),
          wire(priced.userLimit),
          wire(priced.balance),
          now.toISOString(),
          quoteState === 'awaiting_confirmation'
            ? new Date(now.getTime() + FX_QUOTE_SECONDS * 1000).toISOString()
            : null,
        ],
      );
      const row = await loadQuote(tx, 'fx_quote_id = $1', [id]);
      if (!row) throw new Error('fx quote vanished');
      return serialise(row, now);
    });
    return c.json(body, 201);
  });

  app.post('/fx-quotes/:reference/confirm/', async (c) => {
    // accepting moves money: read-only, the identity check and the user record's blocks refused (001 §6)
    const customer = await moneyCustomer(c, state.db, 'exchange');
    const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
      const now = state.clock.now();
      const row = await loadQuote(tx, 'reference = $1 AND customer_id = $2 FOR UPDATE', [
        c.req.param('reference'),
        customer.customer_id,
      ]);
      if (!row) fail(404, DETAIL.notFound);
      const live = liveState(row, now);
      if (live === 'confirmed') fail(400, FX_TEXT.alreadyConfirmed);
      if (live === 'expired') fail(400, FX_TEXT.expired);
      if (live !== 'awaiting_confirmation') fail(400, FX_TEXT.notConfirmable);
      // the limits again, where the money moves: the customer's conversions (any account) and the
      // account's bookings wait for each other, so two confirmations cannot both fit what only one fits
      await lockCustomer(tx, customer.customer_id);
      await lockAccount(tx, row.account_id);
      const balance = await cashBalance(tx, row.account_id, row.sell_currency);
      if (dec(row.sell_amount).gt(balance))
        fail(400, FX_TEXT.onlyAvailable(`${row.sell_currency} ${wire(balance)}`));
      const limit = await remainingLimit(tx, customer.customer_id, row.sell_currency, now);
      if (dec(row.sell_amount).gt(limit)) fail(400, FX_TEXT.dailyLimit);
      const base = {
        type: 'fx_conversion' as const,
        customerId: customer.customer_id,
        accountId: row.account_id,
        tradeDate: tradeDate(now),
        created: now,
        text: `Currency exchange ${row.reference}: ${row.sell_currency} ${wire(row.sell_amount)} to ${row.buy_currency} ${wire(row.buy_amount)}`,
      };
      const sell = dec(row.sell_amount);
      const buy = dec(row.buy_amount);
      await bookCashMovement(tx, {
        ...base,
        currency: row.sell_currency,
        amount: sell.times(-1),
        counterBook: 'fx_desk',
      });
      await bookCashMovement(tx, {
        ...base,
        currency: row.buy_currency,
        amount: buy,
        counterBook: 'fx_desk',
      });
      await tx.query("UPDATE fx_quotes SET state = 'confirmed', confirmed_at = $2 WHERE fx_quote_id = $1", [
        row.fx_quote_id,
        now.toISOString(),
      ]);
      const confirmed = await loadQuote(tx, 'fx_quote_id = $1', [row.fx_quote_id]);
      if (!confirmed) throw new Error('fx quote vanished');
      return { status: 200 as const, body: serialise(confirmed, now) };
    });
    return idempotentResponse(c, result);
  });

  return app;
}
