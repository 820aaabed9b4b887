// Spec: 001 §5 'Deposit', §9 (ISA limit £20,000 per tax year; tax year 6 April to 5 April); issue 26
/**
 * The Innovative Finance ISA's allowance: £20,000 paid in per UK tax year, on the sandbox clock.
 *
 * An IFISA's row holds what is left (`isa_remaining`), its used percentage and the tax year they belong to
 * (`isa_period`, e.g. '2026/27'). A row of an earlier tax year reads as the whole allowance
 * ({@link isaThisYear}), and is rolled over to the current year when money next goes in.
 *
 * **Every path that brings money into an ISA from outside it reserves the allowance through
 * {@link reserveIsaAllowance}, inside the database transaction that books the money**: a card payment, a bank
 * transfer and an instant transfer (`payments/fundings.ts`), a transfer from the customer's other account
 * (`payments/routes.ts`).
 * The Robowise and rolling-gilt funding to come must call it too. The reservation is one conditional `UPDATE`
 * (`isa_remaining >= amount`), so two requests racing for the last of the allowance cannot both have it, on
 * PGlite or Postgres; an ISA-restricted customer is refused on every path. Money moving inside the ISA (buys,
 * Smart Interest series paid from its cash, currency exchange) is not a subscription and reserves nothing.
 */
import {
  type CurrencyCode,
  en,
  formatMessage,
  formatMoney,
  ISA_ALLOWANCE,
  ukTaxYear,
} from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import { dec } from '../shared/decimal';
import { fail, invalid } from '../shared/errors';
import { PAYMENTS_TEXT } from '../shared/refusals';

/** An ISA's allowance in the current tax year. */
export interface IsaAllowance {
  /** what may still be paid in, e.g. '12000.00' */
  remaining: string;
  /** the share of the allowance used, in percent */
  used: string;
  /** the tax year, e.g. '2026/27' */
  period: string;
}

/** An account row's ISA columns. */
export interface IsaColumns {
  isa_remaining: string | null;
  isa_used_percentage: string | null;
  isa_period: string | null;
}

/** The allowance an account row stands for at `now` (the whole allowance once its tax year is over); null if no ISA. */
export function isaThisYear(row: IsaColumns, now: Date): IsaAllowance | null {
  if (row.isa_remaining === null) return null;
  const period = ukTaxYear(now).label;
  if (row.isa_period !== period) return { remaining: ISA_ALLOWANCE, used: '0.00', period };
  return { remaining: row.isa_remaining, used: row.isa_used_percentage ?? '0.00', period };
}

const ISA_COLUMNS =
  'isa_remaining::text AS isa_remaining, isa_used_percentage::text AS isa_used_percentage, isa_period';

/** An account's allowance at `now`, or null when it is not an ISA. */
export async function isaAllowance(db: Db, accountId: number, now: Date): Promise<IsaAllowance | null> {
  const rows = await db.query<IsaColumns>(`SELECT ${ISA_COLUMNS} FROM investment_accounts WHERE id = $1`, [
    accountId,
  ]);
  return rows[0] ? isaThisYear(rows[0], now) : null;
}

/** Moves an ISA's remaining allowance by `delta` and keeps its used percentage (no check: callers check). */
function moveSql(condition: string): string {
  return `UPDATE investment_accounts SET isa_remaining = isa_remaining + $2::numeric,
            isa_used_percentage = round((($3::numeric - (isa_remaining + $2::numeric)) / $3::numeric) * 100, 2)
      WHERE id = $1 AND isa_remaining IS NOT NULL AND isa_period = $4${condition} RETURNING id`;
}

/** Starts the tax year of `now` on an ISA whose figures are of an earlier one (in the caller's transaction). */
async function rollOver(db: Db, accountId: number, period: string): Promise<void> {
  await db.query(
    `UPDATE investment_accounts SET isa_remaining = $2::numeric, isa_used_percentage = 0, isa_period = $3
      WHERE id = $1 AND isa_remaining IS NOT NULL AND isa_period IS DISTINCT FROM $3`,
    [accountId, ISA_ALLOWANCE, period],
  );
}

/** Who pays in, where, how much, and the body field a refusal is reported on. */
export interface IsaPayIn {
  customer: { isa_restricted: boolean };
  account: { id: number; account_type: string };
  /** a positive amount, 2 decimals */
  amount: string;
  currency: CurrencyCode;
  now: Date;
  /** the field of the request that carries the amount (default 'amount') */
  field?: string;
}

/** Refuses (403) an ISA-restricted customer paying into their ISA: the first check of every path in. */
export function refuseRestrictedPayIn(
  customer: { isa_restricted: boolean },
  account: { account_type: string },
): void {
  if (account.account_type === 'ifisa' && customer.isa_restricted) fail(403, PAYMENTS_TEXT.isaRestricted);
}

/**
 * Reserves `amount` of the allowance for money coming into an account, when it is an ISA (any other account:
 * nothing to do). Refuses an ISA-restricted customer (403) and an amount over what is left this tax year (400 on
 * the amount's field, with the specs' words). Call it inside the transaction that books the money, before booking.
 */
export async function reserveIsaAllowance(db: Db, payIn: IsaPayIn): Promise<void> {
  const { account, amount, now } = payIn;
  refuseRestrictedPayIn(payIn.customer, account);
  if (account.account_type !== 'ifisa') return;
  const period = ukTaxYear(now).label;
  await rollOver(db, account.id, period);
  const moved = await db.query(moveSql(' AND isa_remaining >= $5::numeric'), [
    account.id,
    `-${dec(amount).toFixed(2)}`,
    ISA_ALLOWANCE,
    period,
    dec(amount).toFixed(2),
  ]);
  if (moved.length === 0) {
    invalid({
      [payIn.field ?? 'amount']: [
        formatMessage(en, 'payments.method.isaAllowanceInstant', {
          amount: formatMoney(amount, payIn.currency),
        }),
      ],
    });
  }
}

/**
 * Gives back an allowance reserved at `reservedAt` for money that never came in (a declined or cancelled card
 * payment), when that was in the current tax year: a new year's allowance starts whole anyway.
 */
export async function releaseIsaAllowance(
  db: Db,
  accountId: number,
  amount: string,
  reservedAt: Date,
  now: Date,
): Promise<void> {
  const period = ukTaxYear(now).label;
  if (ukTaxYear(reservedAt).label !== period) return;
  await db.query(moveSql(''), [accountId, dec(amount).toFixed(2), ISA_ALLOWANCE, period]);
}
