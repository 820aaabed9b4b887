// Spec: 001 §3 (portfolio summary, totals), §4 (lifetime toggle)
/**
 * An account's figures, from the ledger: per product held or once held (its position, its trades' realised
 * gains, the interest its cash movements carried) and per Smart Interest holding, then summed per currency,
 * open (what is still held) and all (lifetime). Money is exact decimals throughout; the yields are sdk-core's
 * `bondYields` at the bid price on the market's convention (market's `productYields`), weighted by value.
 */
import type { CurrencyCode, Decimal, PortfolioTotals } from '@bondkit/sdk-core';
import { productYields } from '../market';
import { dec, money, wire, ZERO } from '../shared/decimal';
import { anniversaries, daysBetween, type HoldingRow, holdingFigures, interest } from '../smart-interest';
import { accruedInterest } from '../trade';

/** What the ledger says of one product in one account (all money as decimal strings). */
export interface ProductLedgerRow {
  product_id: number;
  currency: CurrencyCode;
  coupon: string;
  maturity: string | null;
  /** the bid: what a sale would fetch per 100 */
  sell_price: string;
  /** principal held now (0 when sold out) */
  principal: string;
  /** the position's cost now */
  cost: string;
  /** sale proceeds less the cost they took out of the position, over every sale */
  realised: string;
  /** coupons and accrued interest received, less accrued interest paid on purchases */
  interest_cash: string;
}

/** Running sums of one scope (open or all). */
interface Sums {
  gains: Decimal;
  interestPaid: Decimal;
  interestPending: Decimal;
  interestAccrued: Decimal;
  projected: Decimal;
  value: Decimal;
  /** value of the bonds whose yields are known, and the value-weighted yields' numerators */
  yieldWeight: Decimal;
  currentYieldSum: Decimal;
  ytmSum: Decimal;
  bonus: Decimal;
}

function emptySums(): Sums {
  return {
    gains: ZERO,
    interestPaid: ZERO,
    interestPending: ZERO,
    interestAccrued: ZERO,
    projected: ZERO,
    value: ZERO,
    yieldWeight: ZERO,
    currentYieldSum: ZERO,
    ytmSum: ZERO,
    bonus: ZERO,
  };
}

function add(a: Sums, b: Sums): Sums {
  return {
    gains: a.gains.plus(b.gains),
    interestPaid: a.interestPaid.plus(b.interestPaid),
    interestPending: a.interestPending.plus(b.interestPending),
    interestAccrued: a.interestAccrued.plus(b.interestAccrued),
    projected: a.projected.plus(b.projected),
    value: a.value.plus(b.value),
    yieldWeight: a.yieldWeight.plus(b.yieldWeight),
    currentYieldSum: a.currentYieldSum.plus(b.currentYieldSum),
    ytmSum: a.ytmSum.plus(b.ytmSum),
    bonus: a.bonus.plus(b.bonus),
  };
}

/** Open and lifetime sums of one product, holding or currency. */
export interface ScopedSums {
  open: Sums;
  all: Sums;
}

/** The zero figures of a currency nothing was ever held in. */
export function noSums(): ScopedSums {
  return { open: emptySums(), all: emptySums() };
}

/** Adds two open-and-lifetime sums. */
export function addScoped(a: ScopedSums, b: ScopedSums): ScopedSums {
  return { open: add(a.open, b.open), all: add(a.all, b.all) };
}

/**
 * A bond's sums: held now, its value at the bid, unrealised gain, accrued interest (the trades' own
 * convention, as of `today`), a year's coupons, yields at the bid; lifetime adds the realised gains and the
 * interest of what was sold.
 */
export function productSums(row: ProductLedgerRow, today: string, now: Date): ScopedSums {
  const principal = dec(row.principal);
  const interestCash = dec(row.interest_cash);
  const realised = dec(row.realised);
  const held = principal.gt(0);
  const open = emptySums();
  if (held) {
    open.value = money(principal.times(row.sell_price).div(100));
    open.gains = open.value.minus(dec(row.cost));
    open.interestPaid = interestCash;
    open.interestAccrued = accruedInterest(principal, row.coupon, row.maturity, today);
    open.projected = money(principal.times(row.coupon).div(100));
    if (dec(row.sell_price).gt(0)) {
      const yields = productYields(row, row.sell_price, now);
      open.yieldWeight = open.value;
      open.currentYieldSum = open.value.times(yields.current_yield);
      open.ytmSum = open.value.times(yields.yield_to_maturity);
    }
  }
  const all: Sums = { ...open, gains: open.gains.plus(realised), interestPaid: interestCash };
  return { open: held ? open : emptySums(), all };
}

const HELD_STATES = new Set(['Open', 'Cash out requested', 'Repaying']);

/**
 * A Smart Interest holding's sums (smart-interest's own terms): held until repaid, valued at its principal;
 * interest paid so far, the final payment pending while it is repaid, interest accrued since the last
 * payment at its rate, a year's interest, and the reinvestment bonus and cashback it earned.
 */
export function holdingSums(row: HoldingRow, today: string, daysPerYear: number): ScopedSums {
  const figures = holdingFigures(row, today, daysPerYear);
  const sums = emptySums();
  const held = HELD_STATES.has(row.state);
  sums.interestPaid = dec(figures.interest_paid);
  sums.bonus = dec(row.wise5_cashback_amount ?? '0').plus(
    row.reinvest_booked_at !== null ? dec(row.offer_bonus ?? '0') : ZERO,
  );
  if (held) {
    sums.value = dec(row.principal);
    if (row.state === 'Repaying') sums.interestPending = dec(figures.final_coupon);
    if (row.state === 'Open') {
      const paid =
        row.payout_type === 'annual'
          ? anniversaries(row.start_date, row.maturity).filter((d) => d <= today)
          : [];
      const since = paid[paid.length - 1] ?? row.start_date;
      const to = today < row.maturity ? today : row.maturity;
      sums.interestAccrued = money(interest(row.principal, row.rate, daysBetween(since, to), daysPerYear));
      sums.projected = money(dec(row.principal).times(row.rate).div(100));
    }
  }
  return { open: held ? sums : emptySums(), all: sums };
}

function totalsOf(s: Sums): PortfolioTotals {
  const weighted = (sum: Decimal) => (s.yieldWeight.gt(0) ? sum.div(s.yieldWeight, 3).toFixed(3) : null);
  return {
    gains: wire(s.gains),
    interest_earned: wire(s.interestPaid.plus(s.interestPending).plus(s.interestAccrued)),
    interest_earned_pending_payment: wire(s.interestPending),
    interest_paid: wire(s.interestPaid),
    interest_accrued: wire(s.interestAccrued),
    projected_interest: wire(s.projected),
    portfolio_value: wire(s.value),
    current_yield: weighted(s.currentYieldSum),
    yield_to_maturity: weighted(s.ytmSum),
    cash_bonus: wire(s.bonus),
  };
}

/** The wire figures of open-and-lifetime sums. */
export function scopedTotals(sums: ScopedSums): { open: PortfolioTotals; all: PortfolioTotals } {
  return { open: totalsOf(sums.open), all: totalsOf(sums.all) };
}
