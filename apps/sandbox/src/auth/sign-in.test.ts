/**
 * Sign-in tells nothing about which emails exist: an unknown email costs what a wrong password does — one
 * scrypt verification, at the stored hashes' parameters — and is answered alike, at every step of the limits.
 * Asserted on the work done (the verifier is watched), not on timings. Here rather than in test/auth/ because
 * the verifier is auth/'s own (test files enter a folder only through its index).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCookieFetch } from '../cookie-fetch';
import { createSandbox, type Sandbox } from '../index';
import { PERSONA_PASSWORD, personaEmail } from '../seed';
import { TEST_NOW } from '../testing';
import * as passwords from './passwords';

const BAD_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };
const BLOCKED = {
  detail: "Your login attempt has been blocked at this time as we've detected an unusual number of attempts.",
  code: 'login_blocked',
};
/** An email no customer has, a new one for each test (the account limits count unknown emails too). */
let unknowns = 0;
const unknownEmail = () => `nobody-${++unknowns}@sandbox.bondkit.test`;

/** What a stored hash costs to verify: its scheme and scrypt parameters, and its salt's and key's bytes. */
function cost(stored: string) {
  const [scheme, n, r, p, salt = '', key = ''] = stored.split('$');
  const bytes = (text: string) => Buffer.from(text, 'base64url').length;
  return { scheme, n, r, p, saltBytes: bytes(salt), keyBytes: bytes(key) };
}

describe('sign-in answers an unknown email as a wrong password, doing the same work', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    // each attempt speaks from an address of its own (the trusted proxy's), so only the accounts' limits apply
    sandbox = await createSandbox({ now: TEST_NOW, trustProxy: true });
  }, 120_000);
  afterAll(async () => {
    await sandbox.close();
  });

  let addresses = 0;
  /**
   * One sign-in (`login`, through a browser with its CSRF cookie, or `token`): the answer, without the
   * header values that differ between any two answers, and the stored hashes the password was verified against.
   */
  async function attempt(endpoint: 'login' | 'token', email: string, password: string) {
    const address = `198.51.100.${++addresses}`;
    const browser = createCookieFetch((input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-forwarded-for', address);
      return sandbox.fetch(input, { ...init, headers });
    });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (endpoint === 'login') {
      await browser('/api/auth/csrf/');
      headers['x-csrftoken'] = browser.getCookie('csrftoken') ?? '';
    }
    const verify = vi.spyOn(passwords, 'verifyPassword');
    try {
      const response = await browser(`/api/auth/${endpoint}/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      });
      const answer = {
        status: response.status,
        // a new CSRF cookie's token is random: its presence and attributes are compared
        headers: Object.fromEntries(
          [...response.headers]
            .filter(([name]) => name !== 'date')
            .map(([name, value]) => [name, value.replace(/csrftoken=[^;]*/, 'csrftoken=…')]),
        ),
        body: await response.json(),
      };
      return { answer, verified: verify.mock.calls.map(([given, stored]) => ({ given, stored })) };
    } finally {
      verify.mockRestore();
    }
  }

  async function storedHash(email: string): Promise<string> {
    const rows = await sandbox.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [email],
    );
    return rows[0]!.password_hash;
  }

  for (const endpoint of ['login', 'token'] as const) {
    it(`${endpoint}: one verification of the given password each, at the same cost, and the same 400`, async () => {
      const investorHash = await storedHash(personaEmail('investor'));
      const known = await attempt(endpoint, personaEmail('investor'), 'wrong-password');
      // the persona whose buys, sells and payments are blocked signs in like any other
      const blockedPersona = await attempt(endpoint, personaEmail('blocked'), 'wrong-password');
      const unknown = await attempt(endpoint, unknownEmail(), 'wrong-password');

      expect(known.verified).toEqual([{ given: 'wrong-password', stored: investorHash }]);
      expect(blockedPersona.verified).toEqual([
        { given: 'wrong-password', stored: await storedHash(personaEmail('blocked')) },
      ]);
      expect(unknown.verified).toHaveLength(1);
      expect(unknown.verified[0]!.given).toBe('wrong-password');
      expect(cost(unknown.verified[0]!.stored)).toEqual(cost(investorHash));

      expect(known.answer).toMatchObject({ status: 400, body: BAD_CREDENTIALS });
      expect(blockedPersona.answer).toEqual(known.answer);
      expect(unknown.answer).toEqual(known.answer);
    });
  }

  it('locked out: the attempt that reaches the limit verifies alike, those after it verify nothing, and both get the same 429', async () => {
    const email = personaEmail('sipp');
    const sippHash = await storedHash(email);
    const UNKNOWN = unknownEmail();
    for (let i = 0; i < 4; i++) {
      const known = await attempt('login', email, `wrong-${i}`);
      const unknown = await attempt('login', UNKNOWN, `wrong-${i}`);
      expect(unknown.answer).toEqual(known.answer);
    }
    // the fifth failure is verified, then blocks the account
    const known = await attempt('login', email, 'wrong-5');
    const unknown = await attempt('login', UNKNOWN, 'wrong-5');
    expect(known.verified).toEqual([{ given: 'wrong-5', stored: sippHash }]);
    expect(unknown.verified).toHaveLength(1);
    expect(cost(unknown.verified[0]!.stored)).toEqual(cost(sippHash));
    expect(known.answer).toMatchObject({ status: 429, body: BLOCKED, headers: { 'retry-after': '900' } });
    expect(unknown.answer).toEqual(known.answer);

    // blocked: refused before the password is looked at, the right one too
    const right = await attempt('login', email, PERSONA_PASSWORD);
    const guess = await attempt('login', UNKNOWN, PERSONA_PASSWORD);
    expect(right.verified).toEqual([]);
    expect(guess.verified).toEqual([]);
    expect(right.answer).toMatchObject({ status: 429, body: BLOCKED });
    expect(guess.answer).toEqual(right.answer);
  });
});
