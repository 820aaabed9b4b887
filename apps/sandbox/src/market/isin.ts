/**
 * ISIN check digit (ISO 6166): letters become two digits (A=10 … Z=35), then the Luhn algorithm runs over the
 * digit string, doubling every second digit starting from the rightmost.
 */
export function isinCheckDigit(body: string): number {
  if (!/^[A-Z]{2}[A-Z0-9]{9}$/.test(body)) throw new Error(`not an ISIN body: ${body}`);
  let digits = '';
  for (const ch of body) {
    const code = ch.charCodeAt(0);
    digits += code >= 65 ? String(code - 55) : ch;
  }
  let sum = 0;
  let double = true;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}

export function makeIsin(country: string, nsin: string): string {
  const body = `${country}${nsin.padStart(9, '0')}`;
  return `${body}${isinCheckDigit(body)}`;
}

export function isValidIsin(isin: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(isin)) return false;
  return isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}
