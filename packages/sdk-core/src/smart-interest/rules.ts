// Spec: 000 §4, §5, §6, §9; 001 §2, §9
/**
 * Pure Smart Interest rules: rate interpolation, the term slider, amount
 * checks, the bonus, order gating, the wise5 amount and cash-out figures (the reinvest notices are in
 * `reinvest-notices.ts`).
 *
 * Rules return message ids (see README.md for their texts), never prose. Arithmetic is exact decimal (`Decimal`) throughout.
 *
 * @module
 */

import { deriveSessionFlags, type MaybeUser, questionnaireStatusOf } from '../auth/index';
import type { FailureMessageId } from '../http/index';
import type { MessageValues } from '../messages/index';
import { type Amount, type CurrencyCode, Decimal, formatMoney, toBig } from '../money/index';
import type { QuestionnaireType } from '../questionnaires/index';
import type { DynamicBond } from './holdings-schema';
import type { SmartInterestBonus, SmartInterestPayoutType, SmartInterestRateRow } from './schema';

// ── Messages ──────────────────────────────────────────────────────────────────

/**
 * Message ids the Smart Interest rules and machine return; their exact texts are listed in README.md and live
 * in the catalogue (`messages/en.ts`).
 */
export const smartInterestMessageIds = [
  'smartInterest.amount.minimum',
  'smartInterest.order.restricted',
  'smartInterest.order.cannotExecute',
  'smartInterest.order.serverError',
  'smartInterest.order.serverErrorRefresh',
  'smartInterest.series.loadFailed',
  'smartInterest.series.empty',
  'smartInterest.repayment.quoteFailed',
  'smartInterest.repayment.bookFailed',
  'smartInterest.repayment.booked',
  'smartInterest.reinvestNotice',
  'smartInterest.state.open',
  'smartInterest.state.cashOutRequested',
  'smartInterest.state.repaying',
  'smartInterest.state.repaid',
] as const;
/** A value of {@link smartInterestMessageIds}. */
export type SmartInterestMessageId = (typeof smartInterestMessageIds)[number];

/** A message for the UI: a catalogue id and its placeholder values. */
export interface SmartInterestMessage {
  /** a Smart Interest id, or the catalogue's words for a session that ended (`failureMessage`) */
  code: SmartInterestMessageId | FailureMessageId;
  values?: MessageValues;
}

// ── Constants (000 §9) ────────────────────────────────────────────────────────

// Spec: 000 §5, §9
/** The least amount that can be invested unless the server says otherwise. */
export const SMART_INTEREST_MIN_INVESTMENT = '100';
// Spec: 000 §9
/** The amount the input starts with. */
export const SMART_INTEREST_DEFAULT_AMOUNT = '1000';
// Spec: 000 §9
/** Version 1's default term in years. */
export const SMART_INTEREST_DEFAULT_YEARS = 5;
// Spec: 000 §9 'default schedule term'
/** Version 1's default payout schedule. */
export const SMART_INTEREST_DEFAULT_PAYOUT: SmartInterestPayoutType = 'term';
/** Debounce of the what-if quote while the amount is typed (the FX quote's 750 ms). */
export const SMART_INTEREST_QUOTE_DEBOUNCE_MS = 750;
// Spec: 000 §9
/** Days per year when the server sends none (the denominator comes from the server). */
export const SMART_INTEREST_DEFAULT_DAYS_PER_YEAR = 365;
// Spec: 000 §2, §5
/** The questionnaire a Smart Interest order needs. */
export const SMART_INTEREST_QUESTIONNAIRE: QuestionnaireType = 'smart-interest';
// Spec: 000 §9
/** The fixed sample terms (point / annual_point), the rate tables used when the server sends none. */
export const DEFAULT_RATE_TABLES: Readonly<Partial<Record<CurrencyCode, readonly SmartInterestRateRow[]>>> = {
  GBP: [
    { years: 3, point: '6.25', annual_point: '5.75' },
    { years: 5, point: '7.50', annual_point: '6.75' },
    { years: 7, point: '9.00', annual_point: '8.00' },
  ],
  EUR: [
    { years: 3, point: '4.50', annual_point: '4.00' },
    { years: 5, point: '5.75', annual_point: '5.00' },
    { years: 7, point: '7.00', annual_point: '6.00' },
  ],
};

// ── Rate table and interpolation ──────────────────────────────────────────────

/** Decimals kept by interpolation (far finer than any rate shown; rounded half-up). */
const RATE_DP = 10;

/**
 * A rate table ready for interpolation: sorted by years, one row per year (the first wins), rows with an
 * unreadable rate dropped.
 */
export function normaliseRateTable(table: readonly SmartInterestRateRow[]): SmartInterestRateRow[] {
  const seen = new Set<number>();
  const rows: SmartInterestRateRow[] = [];
  for (const row of table) {
    if (seen.has(row.years) || !Number.isFinite(row.years)) continue;
    try {
      toBig(row.point);
      toBig(row.annual_point);
    } catch {
      continue;
    }
    seen.add(row.years);
    rows.push(row);
  }
  return rows.sort((a, b) => a.years - b.years);
}

// Spec: 000 §9
/** The rate table of a currency: the server's when given and not empty, else the defaults (or empty). */
export function rateTableFor(
  currency: CurrencyCode,
  serverTable?: readonly SmartInterestRateRow[] | null,
): SmartInterestRateRow[] {
  const table = serverTable && serverTable.length > 0 ? serverTable : (DEFAULT_RATE_TABLES[currency] ?? []);
  return normaliseRateTable(table);
}

function rateOf(row: SmartInterestRateRow, payout: SmartInterestPayoutType): Decimal {
  return toBig(payout === 'annual' ? row.annual_point : row.point);
}

// Spec: 000 §9
/**
 * The rate (percent) for a term, interpolated linearly between the table's points: `point` for term
 * payout, `annual_point` for annual payout. Terms outside the table take the nearest end's rate; a term on a
 * table year gives that row's rate exactly.
 *
 * @example interpolateRate(DEFAULT_RATE_TABLES.GBP!, 4, 'term')   // '6.875'
 * @example interpolateRate(DEFAULT_RATE_TABLES.GBP!, 4, 'annual') // '6.25'
 * @param years - the term in years (whole or not)
 * @returns a decimal string without trailing zeros (10 decimals at most), or null for an empty table
 */
export function interpolateRate(
  table: readonly SmartInterestRateRow[],
  years: number | string,
  payout: SmartInterestPayoutType,
): string | null {
  const rows = normaliseRateTable(table);
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return null;
  const term = toBig(String(years));
  if (term.lte(first.years)) return rateOf(first, payout).toFixed();
  if (term.gte(last.years)) return rateOf(last, payout).toFixed();
  for (let i = 1; i < rows.length; i++) {
    const upper = rows[i]!;
    const lower = rows[i - 1]!;
    if (term.gt(upper.years)) continue;
    if (term.eq(upper.years)) return rateOf(upper, payout).toFixed();
    // (p0·(y1 − t) + p1·(t − y0)) / (y1 − y0): one division, so table points stay exact.
    const weighted = rateOf(lower, payout)
      .times(new Decimal(upper.years).minus(term))
      .plus(rateOf(upper, payout).times(term.minus(lower.years)));
    return weighted
      .div(upper.years - lower.years)
      .round(RATE_DP, Decimal.roundHalfUp)
      .toFixed();
  }
  return rateOf(last, payout).toFixed();
}

// Spec: 000 §9
/** Version 1's term slider: first to last table year, whole years, starting at 5 years. */
export interface TermSlider {
  min: number;
  max: number;
  step: 1;
  /** {@link SMART_INTEREST_DEFAULT_YEARS} kept within the range */
  defaultYears: number;
}

// Spec: 000 §9
/** The term slider of a rate table; an empty table gives a 5-year-only slider. */
export function termSlider(table: readonly SmartInterestRateRow[]): TermSlider {
  const rows = normaliseRateTable(table);
  const min = rows[0]?.years ?? SMART_INTEREST_DEFAULT_YEARS;
  const max = rows[rows.length - 1]?.years ?? SMART_INTEREST_DEFAULT_YEARS;
  return { min, max, step: 1, defaultYears: clampYears(SMART_INTEREST_DEFAULT_YEARS, min, max) };
}

function clampYears(years: number, min: number, max: number): number {
  if (!Number.isFinite(years)) return min;
  return Math.min(max, Math.max(min, Math.round(years)));
}

/** A term kept on the slider: whole years within the table's first and last year. */
export function clampTermYears(table: readonly SmartInterestRateRow[], years: number): number {
  const slider = termSlider(table);
  return clampYears(years, slider.min, slider.max);
}

/** `daysToMaturity` of a version 1 order: years × the server's days per year. */
export function daysToMaturity(years: number, daysPerYear = SMART_INTEREST_DEFAULT_DAYS_PER_YEAR): number {
  return Math.round(years * daysPerYear);
}

// ── Amount ────────────────────────────────────────────────────────────────────

// Spec: 000 §5
/** 'The minimum that can be invested is {minimum}.' with the minimum formatted in the currency. */
export function minimumInvestmentMessage(
  minimum: Amount = SMART_INTEREST_MIN_INVESTMENT,
  currency: CurrencyCode = 'GBP',
): SmartInterestMessage {
  return { code: 'smartInterest.amount.minimum', values: { minimum: formatMoney(minimum, currency) } };
}

/** Input of {@link checkInvestmentAmount}. */
export interface InvestmentAmountInput {
  /** the parsed amount, or null when the input is empty or unreadable */
  amount: Amount | null;
  currency: CurrencyCode;
  /** defaults to {@link SMART_INTEREST_MIN_INVESTMENT} */
  minimum?: Amount;
  /** the chosen account's balance in `currency`; null/undefined when no account is chosen (a visitor) */
  balance?: Amount | null;
}

// Spec: 000 §5
/** What the amount input shows and whether submit is enabled. */
export interface InvestmentAmountCheck {
  /** the amount is missing or below the minimum: highlight the field */
  belowMinimum: boolean;
  /** the amount is above the chosen account's balance in the currency */
  aboveBalance: boolean;
  /** the minimum message while below the minimum, else null */
  message: SmartInterestMessage | null;
  /** submit buttons are disabled */
  submitDisabled: boolean;
}

// Spec: 000 §5
/**
 * Checks an amount: below the minimum (default 100) the field is highlighted with 'The minimum that
 * can be invested is {minimum}.' and submit is disabled; submit is also disabled above the chosen account's
 * balance in the currency.
 */
export function checkInvestmentAmount(input: InvestmentAmountInput): InvestmentAmountCheck {
  const minimum = input.minimum ?? SMART_INTEREST_MIN_INVESTMENT;
  const amount = input.amount === null ? null : toBig(input.amount);
  const belowMinimum = amount === null || amount.lt(toBig(minimum));
  const aboveBalance =
    amount !== null &&
    input.balance !== null &&
    input.balance !== undefined &&
    amount.gt(toBig(input.balance));
  return {
    belowMinimum,
    aboveBalance,
    message: belowMinimum ? minimumInvestmentMessage(minimum, input.currency) : null,
    submitDisabled: belowMinimum || aboveBalance,
  };
}

// Spec: 000 §5
/** The bonus is shown only when the amount reaches the bonus's minimum investment. */
export function isBonusShown(
  amount: Amount | null,
  bonus: Pick<SmartInterestBonus, 'minimum_investment'> | null,
): boolean {
  if (amount === null || bonus === null) return false;
  return toBig(amount).gte(toBig(bonus.minimum_investment));
}

// Spec: 000 §9
/**
 * The wise5 amount of a principal: below 100 it is 100, otherwise the principal rounded up to a
 * whole unit (`'250.01'` → `'251'`).
 */
export function wise5Amount(principal: Amount): string {
  const value = toBig(principal);
  if (value.lt(100)) return '100';
  return value.round(0, Decimal.roundUp).toFixed(0);
}

// ── Order gating (000 §5, §6) ─────────────────────────────────────────────────

/** Where an order submit goes instead of placing the order. */
export type SmartInterestGateTarget = 'register' | 'questionnaire';

/** The outcome of {@link smartInterestOrderGate}. */
export type SmartInterestOrderGate =
  | { kind: 'allowed' }
  | { kind: 'navigate'; to: SmartInterestGateTarget }
  | { kind: 'blocked'; message: SmartInterestMessage };

// Spec: 000 §5, §6
/**
 * Whether a Smart Interest order may be submitted, checked in this order: a visitor goes to
 * register; a user who cannot execute orders is stopped ('smartInterest.order.cannotExecute'); a user who has
 * not passed the Smart Interest questionnaire goes to the questionnaire; a `block_buys` block shows
 * 'Your account is restricted at the moment. Please contact {email} to resolve this.'
 *
 * @param supportEmail - the support address shown in the messages
 */
export function smartInterestOrderGate(user: MaybeUser, supportEmail: string): SmartInterestOrderGate {
  const flags = deriveSessionFlags(user);
  if (!flags.isSignedIn) return { kind: 'navigate', to: 'register' };
  if (!flags.canExecuteOrders) {
    return {
      kind: 'blocked',
      message: { code: 'smartInterest.order.cannotExecute', values: { email: supportEmail } },
    };
  }
  if (questionnaireStatusOf(user, SMART_INTEREST_QUESTIONNAIRE) !== 'passed') {
    return { kind: 'navigate', to: 'questionnaire' };
  }
  if (flags.blocks.buys) {
    return {
      kind: 'blocked',
      message: { code: 'smartInterest.order.restricted', values: { email: supportEmail } },
    };
  }
  return { kind: 'allowed' };
}

// ── Holdings: cash-out and reinvest (000 §4, §9) ──────────────────────────────

/** A holding's state as a message id (the table's label). */
export function holdingStateMessageId(state: DynamicBond['state']): SmartInterestMessageId {
  switch (state) {
    case 'Open':
      return 'smartInterest.state.open';
    case 'Cash out requested':
      return 'smartInterest.state.cashOutRequested';
    case 'Repaying':
      return 'smartInterest.state.repaying';
    case 'Repaid':
      return 'smartInterest.state.repaid';
  }
}

// Spec: 000 §4
/** Cash-out is offered only for an 'Open' holding with no reinvest action. */
export function canCashOut(holding: Pick<DynamicBond, 'state' | 'reinvest_action'>): boolean {
  return holding.state === 'Open' && !holding.reinvest_action;
}

// Spec: 000 §9
/** The figures of the cash-out confirmation, as decimal strings. */
export interface CashOutFigures {
  principal: string;
  saleInterest: string;
  interestPaid: string;
  saleFee: string;
  /**
   * Interest given up by cashing out early: the interest to maturity at the fixed rate less the interest at the
   * cash-out rate (`gross_interest − sale_interest`, never below 0).
   */
  forfeitedInterest: string;
  // Spec: 000 §9
  /** principal + sale interest − interest paid − fee */
  saleAmount: string;
}

// Spec: 000 §9
/** Sale amount = principal + sale interest − interest paid − fee, exact. */
export function saleAmount(
  holding: Pick<DynamicBond, 'principal' | 'sale_interest' | 'interest_paid' | 'sale_fee'>,
): string {
  return toBig(holding.principal)
    .plus(toBig(holding.sale_interest))
    .minus(toBig(holding.interest_paid))
    .minus(toBig(holding.sale_fee))
    .toFixed(2);
}

/** Every figure the cash-out confirmation shows: sale fee, forfeited interest and the sale amount. */
export function cashOutFigures(
  holding: Pick<DynamicBond, 'principal' | 'sale_interest' | 'interest_paid' | 'sale_fee' | 'gross_interest'>,
): CashOutFigures {
  const forfeited = toBig(holding.gross_interest).minus(toBig(holding.sale_interest));
  return {
    principal: toBig(holding.principal).toFixed(2),
    saleInterest: toBig(holding.sale_interest).toFixed(2),
    interestPaid: toBig(holding.interest_paid).toFixed(2),
    saleFee: toBig(holding.sale_fee).toFixed(2),
    forfeitedInterest: (forfeited.lt(0) ? new Decimal(0) : forfeited).toFixed(2),
    saleAmount: saleAmount(holding),
  };
}
