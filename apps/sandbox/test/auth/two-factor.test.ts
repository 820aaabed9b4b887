/**
 * Two-factor sign-in with an authenticator app (002 §4.9; `src/auth/two-factor.ts`): set-up shown once and
 * confirmed by a first code, sign-in in two steps, codes within ±1 step and never twice, lock-out on wrong
 * codes that a right password does not reset, turning it off with a code, and the partner token call. The codes
 * are computed from the set-up's secret with the same library an authenticator app follows (otpauth).
 * Each test sets the sandbox clock to the middle of a 30-second step before computing a code, so the step the
 * test computed for is the one the server checks.
 */
import { Secret } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import type { CookieFetch, FetchLike } from '../../src/cookie-fetch';
import { PERSONA_PASSWORD, personaEmail } from '../../src/seed';
import { authenticatorCode, midStep } from '../../src/testing';
import { anonymous, csrfJson, postJson, signIn, TEST_NOW } from '../support/helpers';
import { sandboxOn, testStores } from '../support/stores';

const CODE_INCORRECT = {
  otp_token: [
    "The security code you entered was incorrect. If you've lost access to this phone, contact support.",
  ],
};
const BLOCKED = {
  detail: "Your login attempt has been blocked at this time as we've detected an unusual number of attempts.",
  code: 'login_blocked',
};

for (const store of testStores('two_factor', { trustProxy: true })) {
  describe(`two-factor with an authenticator app (${store.label})`, () => {
    const sandbox = sandboxOn(store);
    let addresses = 0;
    afterEach(async () => {
      sandbox().clock.set(TEST_NOW);
      await sandbox().fetch('/sandbox/reset', { method: 'POST' });
    });

    /** A browser of its own address (so only the account's limits apply unless a test shares one). */
    function browser(address = `203.0.113.${++addresses}`): Promise<CookieFetch> {
      const viaProxy: FetchLike = (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('x-forwarded-for', address);
        return sandbox().fetch(input, { ...init, headers });
      };
      return anonymous(viaProxy);
    }

    const post = (client: CookieFetch, url: string, body: unknown) =>
      postJson(client, url, body, csrfJson(client));

    /** Sets up and confirms an authenticator for the investor; its secret. */
    async function setUp(): Promise<string> {
      const client = await signIn(sandbox().fetch, 'investor');
      const started = await post(client, '/api/auth/two-factor/totp/', {});
      expect(started.status).toBe(201);
      const { secret } = (await started.json()) as { secret: string };
      const at = sandbox().clock.set(midStep(TEST_NOW));
      expect(
        (
          await post(client, '/api/auth/two-factor/totp/confirm/', {
            otp_token: authenticatorCode(secret, at),
          })
        ).status,
      ).toBe(200);
      return secret;
    }

    /** The first step of a sign-in: the pending token. */
    async function password(client: CookieFetch): Promise<string> {
      const response = await post(client, '/api/auth/login/', {
        email: personaEmail('investor'),
        password: PERSONA_PASSWORD,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { two_factor?: { method: string; token: string } };
      expect(body.two_factor?.method).toBe('totp');
      return body.two_factor?.token ?? '';
    }

    it('shows the secret once, as a setup key, an otpauth address and a QR code, and stores it sealed', async () => {
      const client = await signIn(sandbox().fetch, 'investor');
      const started = await post(client, '/api/auth/two-factor/totp/', {});
      expect(started.status).toBe(201);
      const setup = (await started.json()) as { secret: string; otpauth_url: string; qr_svg: string };
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.otpauth_url).toBe(
        `otpauth://totp/bondkit:${encodeURIComponent(personaEmail('investor'))}?issuer=bondkit&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
      );
      expect(setup.qr_svg).toMatch(/^<svg [^>]*viewBox=/);
      const status = await client('/api/auth/two-factor/');
      expect(await status.json()).toEqual({ totp: 'pending' });
      const stored = await sandbox().db.query<{ secret_sealed: string }>(
        'SELECT secret_sealed FROM two_factor_devices',
      );
      expect(stored).toHaveLength(1);
      const raw = Buffer.from(Secret.fromBase32(setup.secret).buffer);
      expect(stored[0]?.secret_sealed).not.toContain(setup.secret);
      expect(stored[0]?.secret_sealed).not.toContain(raw.toString('base64url'));
      expect(stored[0]?.secret_sealed).not.toContain(raw.toString('hex'));

      // until confirmed, a sign-in is a password alone
      const other = await browser();
      const signedIn = await post(other, '/api/auth/login/', {
        email: personaEmail('investor'),
        password: PERSONA_PASSWORD,
      });
      expect(((await signedIn.json()) as { customer_id?: number }).customer_id).toBeTypeOf('number');

      // the set-up's code: required, six digits, and right
      const confirm = (otp_token: unknown) =>
        post(client, '/api/auth/two-factor/totp/confirm/', { otp_token });
      expect(await (await confirm('')).json()).toEqual({ otp_token: ['This field is required.'] });
      expect(await (await confirm('12345')).json()).toEqual({
        otp_token: ['Enter the six digits your authenticator app shows.'],
      });
      const at = sandbox().clock.set(midStep(TEST_NOW));
      const wrong = String((Number(authenticatorCode(setup.secret, at)) + 1) % 1_000_000).padStart(6, '0');
      expect(await (await confirm(wrong)).json()).toEqual(CODE_INCORRECT);
      expect((await confirm(authenticatorCode(setup.secret, at))).status).toBe(200);
      expect(await (await client('/api/auth/two-factor/')).json()).toEqual({ totp: 'confirmed' });
      // a second set-up waits until this one is turned off
      expect((await post(client, '/api/auth/two-factor/totp/', {})).status).toBe(400);
    });

    it('signs in in two steps, taking a code once, within one step either side', async () => {
      const secret = await setUp();
      const client = await browser();
      const token = await password(client);
      // the password alone opened no session
      expect((await client('/api/customers/me/')).status).toBe(401);

      const at = sandbox().clock.set(midStep(TEST_NOW, 4));
      const late = authenticatorCode(secret, new Date(at.getTime() - 60_000));
      expect(
        await (await post(client, '/api/auth/login/two-factor/', { token, otp_token: late })).json(),
      ).toEqual(CODE_INCORRECT);
      const previous = authenticatorCode(secret, new Date(at.getTime() - 30_000));
      const signedIn = await post(client, '/api/auth/login/two-factor/', { token, otp_token: previous });
      expect(signedIn.status).toBe(200);
      expect(((await signedIn.json()) as { customer_id: number }).customer_id).toBeTypeOf('number');
      expect((await client('/api/customers/me/')).status).toBe(200);

      // the token is used; a new sign-in cannot take the same code, nor one of an earlier step
      const again = await browser();
      const second = await password(again);
      expect(
        await (await post(again, '/api/auth/login/two-factor/', { token, otp_token: previous })).json(),
      ).toEqual({
        token: ['Your sign-in has expired. Please sign in again with your password.'],
      });
      expect(
        await (
          await post(again, '/api/auth/login/two-factor/', { token: second, otp_token: previous })
        ).json(),
      ).toEqual(CODE_INCORRECT);
      expect(
        (
          await post(again, '/api/auth/login/two-factor/', {
            token: second,
            otp_token: authenticatorCode(secret, at),
          })
        ).status,
      ).toBe(200);
    });

    it('waits 5 minutes for the code, then asks for the password again', async () => {
      const secret = await setUp();
      const client = await browser();
      const token = await password(client);
      const at = sandbox().clock.set(new Date(midStep(TEST_NOW).getTime() + 5 * 60_000 + 30_000));
      expect(
        await (
          await post(client, '/api/auth/login/two-factor/', {
            token,
            otp_token: authenticatorCode(secret, at),
          })
        ).json(),
      ).toEqual({ token: ['Your sign-in has expired. Please sign in again with your password.'] });
    });

    it('blocks every factor after 5 wrong codes, and a right password does not restart the count', async () => {
      const secret = await setUp();
      const at = sandbox().clock.set(midStep(TEST_NOW, 2));
      const wrong = String((Number(authenticatorCode(secret, at)) + 7) % 1_000_000).padStart(6, '0');
      const answers: number[] = [];
      for (let i = 0; i < 5; i++) {
        // a fresh password step before each guess, from a fresh address
        const client = await browser();
        const token = await password(client);
        answers.push((await post(client, '/api/auth/login/two-factor/', { token, otp_token: wrong })).status);
      }
      expect(answers).toEqual([400, 400, 400, 400, 429]);
      const client = await browser();
      const token = await password(client);
      const right = await post(client, '/api/auth/login/two-factor/', {
        token,
        otp_token: authenticatorCode(secret, at),
      });
      expect(right.status).toBe(429);
      expect(await right.json()).toEqual(BLOCKED);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);

      // after the block, the right code signs in
      const later = sandbox().clock.set(new Date(at.getTime() + 15 * 60_000 + 30_000));
      const after = await browser();
      const fresh = await password(after);
      expect(
        (
          await post(after, '/api/auth/login/two-factor/', {
            token: fresh,
            otp_token: authenticatorCode(secret, later),
          })
        ).status,
      ).toBe(200);
    });

    it('turns off with a fresh code; a read-only user cannot set one up', async () => {
      const secret = await setUp();
      const client = await browser();
      const token = await password(client);
      const at = sandbox().clock.set(midStep(TEST_NOW, 1));
      expect(
        (
          await post(client, '/api/auth/login/two-factor/', {
            token,
            otp_token: authenticatorCode(secret, at),
          })
        ).status,
      ).toBe(200);
      // the code just used does not turn it off; the next step's does
      const disable = (otp_token: string) =>
        post(client, '/api/auth/two-factor/totp/disable/', { otp_token });
      expect(await (await disable(authenticatorCode(secret, at))).json()).toEqual(CODE_INCORRECT);
      const next = sandbox().clock.set(midStep(TEST_NOW, 2));
      expect(await (await disable(authenticatorCode(secret, next))).json()).toEqual({ totp: 'none' });
      const plain = await browser();
      const answer = await post(plain, '/api/auth/login/', {
        email: personaEmail('investor'),
        password: PERSONA_PASSWORD,
      });
      expect(((await answer.json()) as { customer_id?: number }).customer_id).toBeTypeOf('number');

      const readOnly = await signIn(sandbox().fetch, 'readonly');
      const refused = await post(readOnly, '/api/auth/two-factor/totp/', {});
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ detail: 'Read-only users cannot change how they sign in.' });
    });

    it('asks the token call for a code of an account with an authenticator', async () => {
      const secret = await setUp();
      const credentials = { email: personaEmail('investor'), password: PERSONA_PASSWORD };
      const without = await postJson(sandbox().fetch, '/api/auth/token/', credentials);
      expect(without.status).toBe(400);
      expect(Object.keys((await without.json()) as object)).toEqual(['otp_token']);
      const at = sandbox().clock.set(midStep(TEST_NOW, 3));
      const withCode = await postJson(sandbox().fetch, '/api/auth/token/', {
        ...credentials,
        otp_token: authenticatorCode(secret, at),
      });
      expect(withCode.status).toBe(200);
      expect(((await withCode.json()) as { token_type: string }).token_type).toBe('Bearer');
    });
  });
}
