/**
 * Exact decimal numbers on `BigInt` (a scaled integer: `units × 10^-scale`) for money, prices and rates —
 * never a float.
 *
 * The API is the part of big.js that bondkit uses, with big.js's results: `plus`, `minus`, `times`, exact;
 * `div` rounded half away from zero to 20 decimals (or the decimals asked for); `mod` with the sign of the
 * dividend; `pow` for whole exponents ≥ 0; `round` with big.js's rounding modes (0 down, 1 half up, 2 half
 * even, 3 up — all symmetric around zero); comparisons; `toFixed` (rounding half up) and `toString`
 * (exponential below 1e-6 and from 1e21, as big.js prints them). There is no negative zero: `'-0'` reads
 * as 0 (big.js keeps its sign, which shows only in `valueOf` and `toNumber`).
 *
 * @module
 */

/**
 * What every {@link Decimal} operation accepts: another decimal, a decimal string (`'-12.5'`, `'1e3'`), a
 * number or an integer bigint.
 */
export type DecimalInput = Decimal | string | number | bigint;

/** Rounding modes (big.js's numbering): 0 towards zero, 1 half away from zero, 2 half to even, 3 up. */
export type RoundingMode = 0 | 1 | 2 | 3;

// big.js's grammar: an optional minus, digits with an optional point (or a point and digits), an exponent
const NUMERIC = /^-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
/** Exponents beyond this are refused (10^n of such a size would take seconds; no amount comes near). */
const MAX_EXPONENT = 100_000;

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

function abs(n: bigint): bigint {
  return n < 0n ? -n : n;
}

/** `n / d` rounded to an integer with `rm` (symmetric around zero). */
function divide(n: bigint, d: bigint, rm: RoundingMode): bigint {
  const magnitudeN = abs(n);
  const magnitudeD = abs(d);
  let q = magnitudeN / magnitudeD;
  const r = magnitudeN % magnitudeD;
  if (r !== 0n) {
    if (rm === 3) q += 1n;
    else if (rm !== 0) {
      const twice = r * 2n;
      if (twice > magnitudeD || (twice === magnitudeD && (rm === 1 || q % 2n === 1n))) q += 1n;
    }
  }
  return n < 0n !== d < 0n ? -q : q;
}

function checkInteger(n: number, min: number, max: number, what: string): void {
  if (!Number.isInteger(n) || n < min || n > max) throw new RangeError(`Invalid ${what}: ${n}`);
}

/** An exact decimal number. Immutable: every operation answers a new one. */
export class Decimal {
  /** Rounds towards zero. */
  static readonly roundDown = 0;
  /** Rounds to the nearest, a half away from zero. */
  static readonly roundHalfUp = 1;
  /** Rounds to the nearest, a half to the even neighbour. */
  static readonly roundHalfEven = 2;
  /** Rounds away from zero. */
  static readonly roundUp = 3;
  /** Decimals kept by {@link Decimal.div} unless told otherwise (big.js's `Big.DP`). */
  static readonly DP = 20;

  // the value is #units × 10^-#scale; #scale ≥ 0 and #units has no trailing zero while #scale > 0
  #units: bigint;
  #scale: number;

  /**
   * @param value - a decimal string as big.js reads it (`'101.25'`, `'-0.5'`, `'.5'`, `'2e-3'`; no spaces, no
   *   plus sign), a number (converted through its shortest string), an integer bigint or another decimal
   * @throws TypeError when the value is not a number
   */
  constructor(value: DecimalInput) {
    if (value instanceof Decimal) {
      this.#units = value.#units;
      this.#scale = value.#scale;
      return;
    }
    if (typeof value === 'bigint') {
      this.#units = value;
      this.#scale = 0;
      return;
    }
    const text = typeof value === 'number' ? String(value) : value;
    const match = typeof text === 'string' ? NUMERIC.exec(text) : null;
    if (!match) throw new TypeError(`Invalid number: '${String(value)}'`);
    const exponentAt = text.search(/e/i);
    const mantissa = exponentAt === -1 ? text : text.slice(0, exponentAt);
    const exponent = exponentAt === -1 ? 0 : Number(text.slice(exponentAt + 1));
    const point = mantissa.indexOf('.');
    const fraction = point === -1 ? '' : mantissa.slice(point + 1);
    const scale = fraction.length - exponent;
    if (Math.abs(exponent) > MAX_EXPONENT) throw new RangeError(`Exponent out of range: '${text}'`);
    const units = BigInt(point === -1 ? mantissa : mantissa.slice(0, point) + fraction);
    this.#units = 0n;
    this.#scale = 0;
    this.#set(units, scale);
  }

  /** Stores `units × 10^-scale` normalised (no negative scale, no trailing zeros). */
  #set(units: bigint, scale: number): this {
    let u = units;
    let s = scale;
    if (s < 0) {
      u *= pow10(-s);
      s = 0;
    }
    if (u === 0n) s = 0;
    while (s > 0 && u % 10n === 0n) {
      u /= 10n;
      s -= 1;
    }
    this.#units = u;
    this.#scale = s;
    return this;
  }

  static #of(units: bigint, scale: number): Decimal {
    return new Decimal(0n).#set(units, scale);
  }

  /** Both values on a common scale: `[thisUnits, otherUnits, scale]`. */
  #align(other: DecimalInput): [bigint, bigint, number] {
    const y = other instanceof Decimal ? other : new Decimal(other);
    const scale = Math.max(this.#scale, y.#scale);
    return [this.#units * pow10(scale - this.#scale), y.#units * pow10(scale - y.#scale), scale];
  }

  /** `this + other`, exact. */
  plus(other: DecimalInput): Decimal {
    const [a, b, scale] = this.#align(other);
    return Decimal.#of(a + b, scale);
  }

  /** `this − other`, exact. */
  minus(other: DecimalInput): Decimal {
    const [a, b, scale] = this.#align(other);
    return Decimal.#of(a - b, scale);
  }

  /** `this × other`, exact. */
  times(other: DecimalInput): Decimal {
    const y = other instanceof Decimal ? other : new Decimal(other);
    return Decimal.#of(this.#units * y.#units, this.#scale + y.#scale);
  }

  /**
   * `this ÷ other`, rounded half away from zero to `decimals` decimals ({@link Decimal.DP}, 20, by default).
   *
   * @throws RangeError when dividing by zero
   */
  div(other: DecimalInput, decimals: number = Decimal.DP): Decimal {
    checkInteger(decimals, 0, 1_000_000, 'decimals');
    const y = other instanceof Decimal ? other : new Decimal(other);
    if (y.#units === 0n) throw new RangeError('Division by zero');
    // this / y × 10^decimals = (a × 10^(decimals + sb − sa)) / b
    const shift = decimals + y.#scale - this.#scale;
    const n = shift >= 0 ? this.#units * pow10(shift) : this.#units;
    const d = shift >= 0 ? y.#units : y.#units * pow10(-shift);
    return Decimal.#of(divide(n, d, 1), decimals);
  }

  /**
   * The remainder of `this ÷ other` with the sign of `this` (`-5 mod 3` is `-2`), exact.
   *
   * @throws RangeError when dividing by zero
   */
  mod(other: DecimalInput): Decimal {
    const [a, b, scale] = this.#align(other);
    if (b === 0n) throw new RangeError('Division by zero');
    return Decimal.#of(a % b, scale);
  }

  /**
   * `this` to the power `exponent`, a whole number ≥ 0, exact.
   *
   * @throws RangeError for a negative or fractional exponent
   */
  pow(exponent: number): Decimal {
    checkInteger(exponent, 0, 1_000_000, 'exponent');
    return Decimal.#of(this.#units ** BigInt(exponent), this.#scale * exponent);
  }

  /**
   * Rounded to `decimals` decimals (0 by default; negative rounds to tens, hundreds…) with `mode`
   * ({@link Decimal.roundHalfUp} by default).
   */
  round(decimals = 0, mode: RoundingMode = 1): Decimal {
    checkInteger(decimals, -1_000_000, 1_000_000, 'decimals');
    checkInteger(mode, 0, 3, 'rounding mode');
    if (decimals >= this.#scale) return this;
    const q = divide(this.#units, pow10(this.#scale - decimals), mode);
    return decimals >= 0 ? Decimal.#of(q, decimals) : Decimal.#of(q * pow10(-decimals), 0);
  }

  /** The absolute value. */
  abs(): Decimal {
    return this.#units < 0n ? Decimal.#of(-this.#units, this.#scale) : this;
  }

  /** -1, 0 or 1 as `this` is less than, equal to or greater than `other`. */
  cmp(other: DecimalInput): -1 | 0 | 1 {
    const [a, b] = this.#align(other);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /** `this = other` */
  eq(other: DecimalInput): boolean {
    return this.cmp(other) === 0;
  }

  /** `this > other` */
  gt(other: DecimalInput): boolean {
    return this.cmp(other) > 0;
  }

  /** `this ≥ other` */
  gte(other: DecimalInput): boolean {
    return this.cmp(other) >= 0;
  }

  /** `this < other` */
  lt(other: DecimalInput): boolean {
    return this.cmp(other) < 0;
  }

  /** `this ≤ other` */
  lte(other: DecimalInput): boolean {
    return this.cmp(other) <= 0;
  }

  /**
   * Normal notation (never an exponent). With `decimals`: rounded half away from zero and padded to exactly
   * that many decimals; a negative value that rounds to zero keeps its sign, as big.js prints it
   * (`'-0.001'` → `'-0.00'`).
   */
  toFixed(decimals?: number): string {
    if (decimals === undefined) return plain(this.#units, this.#scale, 0);
    checkInteger(decimals, 0, 1_000_000, 'decimals');
    const rounded = this.round(decimals, 1);
    const text = plain(abs(rounded.#units), rounded.#scale, decimals);
    return this.#units < 0n ? `-${text}` : text;
  }

  /** Normal notation, or exponential below 1e-6 and from 1e21 (`'1e-7'`, `'1.5e+21'`), as big.js prints. */
  toString(): string {
    const digits = abs(this.#units).toString();
    const exponent = digits.length - 1 - this.#scale;
    if (this.#units === 0n || (exponent > -7 && exponent < 21)) return plain(this.#units, this.#scale, 0);
    const significant = digits.replace(/0+$/, '');
    const text = `${significant[0]}${significant.length > 1 ? `.${significant.slice(1)}` : ''}e${exponent < 0 ? '' : '+'}${exponent}`;
    return this.#units < 0n ? `-${text}` : text;
  }

  /** The same as {@link Decimal.toString} (JSON carries decimals as strings). */
  toJSON(): string {
    return this.toString();
  }

  /** The same as {@link Decimal.toString}. */
  valueOf(): string {
    return this.toString();
  }

  /** The nearest float (for display maths such as chart geometry; never for money). */
  toNumber(): number {
    return Number(this.toString());
  }
}

/** `units × 10^-scale` in normal notation with at least `decimals` decimals. */
function plain(units: bigint, scale: number, decimals: number): string {
  let digits = abs(units).toString();
  if (scale > 0) {
    digits = digits.padStart(scale + 1, '0');
    digits = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  }
  if (decimals > scale) digits += `${scale === 0 ? '.' : ''}${'0'.repeat(decimals - scale)}`;
  return units < 0n ? `-${digits}` : digits;
}
