/**
 * Codes of an authenticator app for tests and benches: what the app shows for a set-up's secret at a time,
 * computed with the library the sandbox checks them with (otpauth; SHA-1, six digits, 30-second steps), and
 * the middle of a step to pin the sandbox clock at, so the step a test computes a code for is the one the
 * sandbox checks however long the calls between take (within 15 s).
 */
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret` (the set-up's base32 setup key) at `at`. */
export function authenticatorCode(secret: string, at: Date | string): string {
  const timestamp = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });
}

/** The middle of the 30-second step `steps` after the one `from` falls in. */
export function midStep(from: Date | string, steps = 0): Date {
  const time = typeof from === 'string' ? Date.parse(from) : from.getTime();
  return new Date((Math.floor(time / 30_000) + steps) * 30_000 + 15_000);
}
