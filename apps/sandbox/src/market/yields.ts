/**
 * Yield maths for the seed. Prices are per 100 nominal; coupons are annual percentages.
 * Decimal inputs arrive as strings and results leave as strings; the current yield is computed in integer
 * arithmetic, the yield to maturity (an iterative root, a rate rather than money) by bisection in floating
 * point, rounded to 3 dp.
 */

const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000;

function toScaled(decimal: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match) throw new Error(`not a decimal: ${decimal}`);
  const [, sign, whole, frac = ''] = match;
  const padded = (frac + '0'.repeat(scale)).slice(0, scale);
  const value = BigInt(whole ?? '0') * 10n ** BigInt(scale) + BigInt(padded || '0');
  return sign === '-' ? -value : value;
}

function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(scale);
  const whole = abs / base;
  const frac = (abs % base).toString().padStart(scale, '0');
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${frac}` : ''}`;
}

/** coupon / price × 100, rounded half-up to `dp` decimals. */
export function currentYield(coupon: string, price: string, dp = 3): string {
  const c = toScaled(coupon, 6);
  const p = toScaled(price, 6);
  if (p <= 0n) throw new Error('price must be positive');
  const scale = 10n ** BigInt(dp);
  const numerator = c * 100n * scale * 2n;
  const rounded = (numerator / p + 1n) / 2n;
  return fromScaled(rounded, dp);
}

/**
 * Full (dirty) price per 100 of a bond paying `coupon`% once a year, maturing in `years`, at annual yield `y`:
 * coupons fall on the anniversaries of maturity still ahead (t = w, w + 1, …, years, with 0 < w ≤ 1).
 */
export function priceFromYield(coupon: number, years: number, y: number): number {
  let pv = 0;
  for (let t = years; t > 1e-9; t -= 1) pv += coupon / (1 + y) ** t;
  return pv + 100 / (1 + y) ** years;
}

/** Interest accrued since the last annual coupon, per 100: coupon × (1 − w), w = years to the next coupon. */
export function accruedInterest(coupon: number, years: number): number {
  const fraction = years - Math.floor(years);
  const toNext = fraction < 1e-9 ? 1 : fraction;
  return coupon * (1 - toNext);
}

/** Clean price per 100 at yield `y` (what the market quotes): full price less accrued interest. */
export function cleanPriceFromYield(coupon: number, years: number, y: number): number {
  return priceFromYield(coupon, years, y) - accruedInterest(coupon, years);
}

/**
 * Yield to maturity in percent (3 dp): the annual-compounding rate at which the bond's cash flows are worth
 * its clean price plus accrued interest. Solved by bisection between −99% and 1000%.
 */
export function yieldToMaturity(coupon: string, price: string, maturity: Date, now: Date): string {
  const years = (maturity.getTime() - now.getTime()) / MS_PER_YEAR;
  const c = Number(coupon);
  const p = Number(price);
  if (years <= 0) return currentYield(coupon, price);
  let lo = -0.99;
  let hi = 10;
  for (let i = 0; i < 64; i++) {
    const mid = (lo + hi) / 2;
    // the price falls as the yield rises
    if (cleanPriceFromYield(c, years, mid) > p) lo = mid;
    else hi = mid;
  }
  return (((lo + hi) / 2) * 100).toFixed(3);
}

/** Whole-year difference helper used by the seed for maturities. */
export function yearsBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / MS_PER_YEAR;
}
