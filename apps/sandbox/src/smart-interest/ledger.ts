// Spec: 000 §4, §7, §9 (holdings, payments, cash-out); issue 18 (one ledger for every money movement)
/**
 * Smart Interest money in the one ledger (`shared/ledger.ts`): every money movement of a holding is a balanced
 * ledger transaction, booked in the database transaction that changes the holding, and recorded in
 * `smart_interest_bookings` (holding, kind, due date → transaction) so it is booked once.
 *
 * | kind           | when                                                   | account cash        | books                          |
 * | -------------- | ------------------------------------------------------ | ------------------- | ------------------------------ |
 * | `purchase`     | the order                                              | − principal         | `smart_interest_holdings` +    |
 * | `interest`     | each annual coupon date the sandbox clock passes       | + coupon            | `external` −                   |
 * | `repayment`    | maturity + 3 days (at maturity when reinvesting)       | + principal + final | holdings − principal, external |
 * | `cash_out`     | the request + 7 days                                   | + sale amount       | holdings − principal, external |
 * | `reinvestment` | maturity, with a booked reinvestment                   | − amount rolled     | holdings + (the new holding)   |
 * | `bonus`        | with the reinvestment, when its offer has a bonus      | + bonus             | `external` −                   |
 *
 * Movements that fall due as the sandbox clock runs are booked by {@link settleDueHoldings} on the customer's
 * next API request (each holding once a day at most). The book `smart_interest_holdings` therefore always holds
 * the principal of the held holdings ({@link smartInterestDiscrepancies} checks it).
 */
import type { CurrencyCode, Decimal, DynamicBondState } from '@bondkit/sdk-core';
import { lockAccount } from '../accounts';
import type { Db } from '../db/types';
import { tradeDate } from '../shared/dates';
import { dec, wire, ZERO } from '../shared/decimal';
import { cashBalance, type LedgerTransactionType, postLedgerTransaction } from '../shared/ledger';
import type { SandboxState } from '../state';
import { createHolding, findSeries, type HoldingRow, holdingName, settingsFor } from './store';
import {
  addDays,
  CASH_OUT_SETTLEMENT_DAYS,
  couponDates,
  couponOf,
  daysBetween,
  holdingFigures,
  isCashedOut,
  REPAYMENT_SETTLEMENT_DAYS,
} from './terms';

/** The money movements of a holding. */
export type MovementKind = 'purchase' | 'interest' | 'repayment' | 'cash_out' | 'reinvestment' | 'bonus';

/** The ledger type each movement is booked as (a buy is a purchase without a product). */
export const MOVEMENT_LEDGER_TYPE: Record<MovementKind, LedgerTransactionType> = {
  purchase: 'purchase',
  interest: 'smart_interest_interest',
  repayment: 'smart_interest_repayment',
  cash_out: 'smart_interest_cash_out',
  reinvestment: 'smart_interest_reinvestment',
  bonus: 'smart_interest_bonus',
};

/** One money movement of a holding. */
export interface Movement {
  kind: MovementKind;
  /** the day it is due (the ledger's trade date) */
  date: string;
  /** the account's cash: positive in, negative out */
  cash: Decimal;
  /** the principal entering (positive) or leaving (negative) the `smart_interest_holdings` book */
  held: Decimal;
  /** what the activity list says */
  text: string;
}

type Named = Pick<HoldingRow, 'holding_name' | 'reference'>;
const named = (row: Named) => `${row.holding_name} (${row.reference})`;

/** A holding's buy: the principal leaves the account's cash. */
export function purchaseMovement(row: HoldingRow): Movement {
  const principal = dec(row.principal);
  return {
    kind: 'purchase',
    date: row.start_date,
    cash: principal.times(-1),
    held: principal,
    text: `Purchase of ${named(row)}`,
  };
}

/** What {@link planSettlement} decides for a holding on a day. */
export interface Settlement {
  /** every movement due by then (the ones already booked included) */
  movements: Movement[];
  state: DynamicBondState;
  /** the holding matured with a reinvestment booked: {@link settleHolding} rolls it over */
  reinvest: boolean;
}

/**
 * What is due for a holding by `today` from its state: annual coupons on their dates (up to the cash-out
 * request), at maturity 'Repaying' (or the reinvestment), the repayment of principal and final interest
 * {@link REPAYMENT_SETTLEMENT_DAYS} after maturity, a cash-out's sale amount {@link CASH_OUT_SETTLEMENT_DAYS}
 * after the request; both leave the holding 'Repaid'. Pure: the seed's history and the clock's settlement
 * share it.
 */
export function planSettlement(row: HoldingRow, today: string, daysPerYear: number): Settlement {
  const movements: Movement[] = [];
  let state = row.state;
  if (state === 'Repaid') return { movements, state, reinvest: false };
  const requested = isCashedOut(row) ? row.cash_out_requested_on : null;
  const couponsUntil = requested !== null && requested < today ? requested : today;
  const coupon = dec(couponOf(row));
  for (const date of couponDates(row)) {
    if (date > couponsUntil) break;
    movements.push({
      kind: 'interest',
      date,
      cash: coupon,
      held: ZERO,
      text: `Interest payment of ${named(row)}`,
    });
  }
  const principal = dec(row.principal);
  if (state === 'Open' && today >= row.maturity) {
    if (row.reinvest_series !== null) return { movements, state, reinvest: true };
    state = 'Repaying';
  }
  if (state === 'Repaying') {
    const due = addDays(row.maturity, REPAYMENT_SETTLEMENT_DAYS);
    if (today >= due) {
      movements.push(repaymentMovement(row, due, daysPerYear));
      state = 'Repaid';
    }
  }
  if (state === 'Cash out requested' && requested !== null && row.sale_amount !== null) {
    const due = addDays(requested, CASH_OUT_SETTLEMENT_DAYS);
    if (today >= due) {
      movements.push({
        kind: 'cash_out',
        date: due,
        cash: dec(row.sale_amount),
        held: principal.times(-1),
        text: `Cash-out of ${named(row)}`,
      });
      state = 'Repaid';
    }
  }
  return { movements, state, reinvest: false };
}

/** The repayment of a holding on `date`: its principal and its final interest (the schedule's last payment). */
function repaymentMovement(row: HoldingRow, date: string, daysPerYear: number): Movement {
  const principal = dec(row.principal);
  const final = dec(holdingFigures(row, row.maturity, daysPerYear).final_coupon);
  return {
    kind: 'repayment',
    date,
    cash: principal.plus(final),
    held: principal.times(-1),
    text: `Repayment of ${named(row)} with its final interest`,
  };
}

/** The instant a movement due on `date` is booked at: now when due today, else midday (UTC) that day. */
export function bookedAt(date: string, now: Date): Date {
  return date < tradeDate(now) ? new Date(`${date}T12:00:00Z`) : now;
}

/** The ledger entries of a movement (customer cash, the holdings book, the outside world for the rest). */
export function movementEntries(accountId: number, movement: Movement) {
  const rest = movement.cash.plus(movement.held).times(-1);
  return [
    { book: 'customer_cash' as const, account_id: accountId, amount: movement.cash },
    ...(movement.held.eq(0)
      ? []
      : [{ book: 'smart_interest_holdings' as const, account_id: accountId, amount: movement.held }]),
    ...(rest.eq(0) ? [] : [{ book: 'external' as const, amount: rest }]),
  ];
}

/**
 * Books one movement of holding `row` through the ledger and records it, inside the caller's database
 * transaction. A negative balance is refused by the ledger (400, nothing booked).
 */
export async function bookMovement(
  db: Db,
  row: Pick<HoldingRow, 'id' | 'account_id' | 'currency'>,
  customerId: number,
  movement: Movement,
  now: Date,
): Promise<{ transaction_id: number; reference: string }> {
  const posted = await postLedgerTransaction(db, {
    type: MOVEMENT_LEDGER_TYPE[movement.kind],
    customerId,
    accountId: row.account_id,
    currency: row.currency,
    text: movement.text,
    tradeDate: movement.date,
    created: bookedAt(movement.date, now),
    entries: movementEntries(row.account_id, movement),
  });
  await db.query(
    'INSERT INTO smart_interest_bookings (holding_id, kind, due_date, transaction_id) VALUES ($1, $2, $3, $4)',
    [row.id, movement.kind, movement.date, posted.transaction_id],
  );
  return posted;
}

/**
 * Books a new holding's buy in the order's database transaction: the principal leaves the account's cash.
 *
 * @returns the balance after it, or null when the cash does not cover it (nothing is booked)
 */
export async function bookPurchase(
  db: Db,
  row: HoldingRow,
  customerId: number,
  now: Date,
): Promise<string | null> {
  const rows = await db.query<{ covered: boolean }>(
    `SELECT amount >= $3::numeric AS covered FROM account_balances
      WHERE account_id = $1 AND currency = $2 FOR UPDATE`,
    [row.account_id, row.currency, row.principal],
  );
  if (!rows[0]?.covered) return null;
  await bookMovement(db, row, customerId, purchaseMovement(row), now);
  return (await cashBalance(db, row.account_id, row.currency)).toFixed(2);
}

const bookingKey = (kind: string, date: string) => `${kind} ${date}`;

/**
 * Books what is due for holding `id` by `now` (in the caller's database transaction, the holding locked): its
 * coupons, repayment or cash-out not booked yet, and at maturity with a reinvestment booked the rollover into a
 * new holding of the series (repayment, reinvestment and bonus on the maturity day; the old holding repaid).
 *
 * @returns the new holding's id after a rollover (it may have movements due too), else null
 */
export async function settleHolding(db: Db, id: number, now: Date): Promise<number | null> {
  const today = tradeDate(now);
  const [row] = await db.query<HoldingRow & { customer_id: number }>(
    `SELECT d.*, a.customer_id FROM dynamic_bonds d JOIN investment_accounts a ON a.id = d.account_id
      WHERE d.id = $1 FOR UPDATE OF d`,
    [id],
  );
  if (!row) return null;
  const settings = await settingsFor(db, row.currency);
  const daysPerYear = settings?.days_per_year ?? 365;
  let plan = planSettlement(row, today, daysPerYear);
  const series = plan.reinvest && row.reinvest_series ? await findSeries(db, row.reinvest_series) : null;
  const rollover =
    plan.reinvest && settings && series && series.maturity > row.maturity ? { settings, series } : null;
  // the series is gone or ends first: the holding is repaid as if no reinvestment was booked
  if (plan.reinvest && !rollover)
    plan = planSettlement({ ...row, reinvest_series: null }, today, daysPerYear);
  const booked = new Set(
    (
      await db.query<{ kind: string; due_date: string }>(
        'SELECT kind, due_date FROM smart_interest_bookings WHERE holding_id = $1',
        [id],
      )
    ).map((b) => bookingKey(b.kind, b.due_date)),
  );
  const due = plan.movements.filter((m) => !booked.has(bookingKey(m.kind, m.date)));
  let rolledInto: number | null = null;
  let state = plan.state;
  if (rollover) {
    const rolled = dec(row.principal).plus(
      row.reinvest_coupon ? dec(holdingFigures(row, row.maturity, daysPerYear).final_coupon) : ZERO,
    );
    const next = await createHolding(
      db,
      {
        account_id: row.account_id,
        holding_name: holdingName(daysBetween(row.maturity, rollover.series.maturity), daysPerYear),
        currency: row.currency,
        payout_type: rollover.series.payout_type,
        start_date: row.maturity,
        maturity: rollover.series.maturity,
        principal: wire(rolled),
        rate: rollover.series.cash_rate,
        series_reference: rollover.series.reference,
      },
      rollover.settings,
      now,
    );
    due.push(repaymentMovement(row, row.maturity, daysPerYear), {
      kind: 'reinvestment',
      date: row.maturity,
      cash: rolled.times(-1),
      held: rolled,
      text: `Reinvestment of ${named(row)} into ${named(next)}`,
    });
    if (row.offer_bonus !== null && dec(row.offer_bonus).gt(0)) {
      due.push({
        kind: 'bonus',
        date: row.maturity,
        cash: dec(row.offer_bonus),
        held: ZERO,
        text: `Reinvestment bonus of ${named(row)}`,
      });
    }
    rolledInto = next.id;
    state = 'Repaid';
  }
  if (due.length > 0) await lockAccount(db, row.account_id);
  for (const movement of due) await bookMovement(db, row, row.customer_id, movement, now);
  await db.query('UPDATE dynamic_bonds SET state = $2, settled_on = $3 WHERE id = $1', [id, state, today]);
  return rolledInto;
}

/**
 * Books the customer's Smart Interest movements that fell due on the sandbox clock since their holdings were
 * last settled (each holding in its own database transaction; a rollover's new holding next).
 */
export async function settleDueHoldings(
  state: SandboxState,
  customerId: number,
  now: Date = state.clock.now(),
): Promise<Date | null> {
  const due = await state.db.query<{ id: number }>(
    `SELECT d.id FROM dynamic_bonds d JOIN investment_accounts a ON a.id = d.account_id
      WHERE a.customer_id = $1 AND d.state <> 'Repaid' AND (d.settled_on IS NULL OR d.settled_on < $2)
      ORDER BY d.id`,
    [customerId, tradeDate(now)],
  );
  const queue = due.map((row) => row.id);
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const holding = id;
    const next = await state.db.transaction((tx) => settleHolding(tx, holding, now));
    if (next !== null) queue.push(next);
  }
  // what is held is looked at again on the next trade date (what falls due on the clock, due.ts)
  const [held] = await state.db.query<{ n: number }>(
    `SELECT 1 AS n FROM dynamic_bonds d JOIN investment_accounts a ON a.id = d.account_id
      WHERE a.customer_id = $1 AND d.state <> 'Repaid' LIMIT 1`,
    [customerId],
  );
  return held ? nextTradeDate(now) : null;
}

/** The first instant whose trade date follows `now`'s (found by halving: `tradeDate` owns the calendar). */
function nextTradeDate(now: Date): Date {
  const today = tradeDate(now);
  let before = now.getTime();
  let after = before + 26 * 3_600_000;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (tradeDate(new Date(middle)) === today) before = middle;
    else after = middle;
  }
  return new Date(after);
}

/** Where the `smart_interest_holdings` book differs from the principal of the held holdings (per account, currency). */
export async function smartInterestDiscrepancies(db: Db): Promise<string[]> {
  const rows = await db.query<{ account_id: number; currency: CurrencyCode; ledger: string; held: string }>(
    `WITH l AS (SELECT account_id, currency, sum(amount) AS amount FROM ledger_entries
                 WHERE book = 'smart_interest_holdings' GROUP BY account_id, currency),
          h AS (SELECT account_id, currency, sum(principal) AS amount FROM dynamic_bonds
                 WHERE state <> 'Repaid' GROUP BY account_id, currency)
     SELECT coalesce(l.account_id, h.account_id) AS account_id, coalesce(l.currency, h.currency) AS currency,
            coalesce(l.amount, 0)::text AS ledger, coalesce(h.amount, 0)::text AS held
       FROM l FULL JOIN h ON h.account_id = l.account_id AND h.currency = l.currency
      WHERE coalesce(l.amount, 0) <> coalesce(h.amount, 0)`,
  );
  return rows.map((r) => `${r.account_id} ${r.currency}: ledger ${r.ledger}, holdings ${r.held}`);
}
