/**
 * Limits on guessing: sign-in and token attempts per account and per client address, wrong partner keys per
 * address — blocked with 429 and Retry-After, on the sandbox clock, cleared by reset. The sandboxes trust
 * `X-Forwarded-For`, so each test speaks from addresses of its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CookieFetch, FetchLike } from '../../src/cookie-fetch';
import { PERSONA_PASSWORD, personaEmail } from '../../src/seed';
import { anonymous, csrfJson, postJson, TEST_NOW } from '../support/helpers';
import { sandboxOn, testStores } from '../support/stores';

const BLOCKED = {
  detail: "Your login attempt has been blocked at this time as we've detected an unusual number of attempts.",
  code: 'login_blocked',
};
const BAD_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };
const PARTNER_KEY = 'bk_sandbox_adib_4f7d2c9e1a8b6035';

for (const store of testStores('sign_in_limits', { trustProxy: true })) {
  describe(`sign-in limits (${store.label})`, () => {
    const sandbox = sandboxOn(store);
    afterEach(async () => {
      sandbox().clock.set(TEST_NOW);
      await sandbox().fetch('/sandbox/reset', { method: 'POST' });
    });

    /** A browser speaking from `address` (as the trusted proxy reports it). */
    function browser(address: string): Promise<CookieFetch> {
      const viaProxy: FetchLike = (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('x-forwarded-for', address);
        return sandbox().fetch(input, { ...init, headers });
      };
      return anonymous(viaProxy);
    }

    async function login(client: CookieFetch, persona: string, password: string) {
      const email = persona.includes('@') ? persona : personaEmail(persona);
      return postJson(client, '/api/auth/login/', { email, password }, csrfJson(client));
    }

    async function token(address: string, persona: string, password: string) {
      return postJson(
        sandbox().fetch,
        '/api/auth/token/',
        { email: personaEmail(persona), password },
        { 'x-forwarded-for': address },
      );
    }

    it('blocks an account after 5 wrong passwords in 15 minutes: 429 with Retry-After, the right password too', async () => {
      const client = await browser('198.51.100.1');
      for (let i = 0; i < 4; i++) {
        const wrong = await login(client, 'investor', `wrong-${i}`);
        expect(wrong.status).toBe(400);
        expect(await wrong.json()).toEqual(BAD_CREDENTIALS);
      }
      const fifth = await login(client, 'investor', 'wrong-5');
      expect(fifth.status).toBe(429);
      expect(fifth.headers.get('retry-after')).toBe('900');
      expect(await fifth.json()).toEqual(BLOCKED);

      sandbox().clock.advance(60);
      const right = await login(client, 'investor', PERSONA_PASSWORD);
      expect(right.status).toBe(429);
      expect(right.headers.get('retry-after')).toBe('840');
      expect(await right.json()).toEqual(BLOCKED);
      expect(client.getCookie('sessionid')).toBeUndefined();
      // the account, from anywhere, and through the token endpoint too
      const elsewhere = await browser('198.51.100.2');
      expect((await login(elsewhere, 'Investor@Sandbox.Bondkit.Test', PERSONA_PASSWORD)).status).toBe(429);
      expect((await token('198.51.100.3', 'investor', PERSONA_PASSWORD)).status).toBe(429);
      // other accounts from the same address are not blocked
      expect((await login(client, 'corporate', PERSONA_PASSWORD)).status).toBe(200);

      // the block follows the sandbox clock
      sandbox().clock.advance(841);
      const after = await login(await browser('198.51.100.1'), 'investor', PERSONA_PASSWORD);
      expect(after.status).toBe(200);
    });

    it('counts unknown emails like accounts, and 30 guesses never reach the right password', async () => {
      const client = await browser('198.51.100.10');
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await login(client, 'sipp', `guess-${i}`)).status);
      expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
      expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
      expect((await login(client, 'sipp', PERSONA_PASSWORD)).status).toBe(429);

      const unknown = 'nobody@sandbox.bondkit.test';
      for (let i = 0; i < 4; i++) expect((await login(client, unknown, PERSONA_PASSWORD)).status).toBe(400);
      expect((await login(client, unknown, PERSONA_PASSWORD)).status).toBe(429);
    });

    it('lets the right password clear the account count before the limit', async () => {
      const client = await browser('198.51.100.20');
      for (let i = 0; i < 4; i++) expect((await login(client, 'sukuk', 'wrong')).status).toBe(400);
      expect((await login(client, 'sukuk', PERSONA_PASSWORD)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(client, 'sukuk', 'wrong')).status).toBe(400);
      // failures older than the window no longer count
      sandbox().clock.advance(15 * 60 + 1);
      for (let i = 0; i < 4; i++) expect((await login(client, 'sukuk', 'wrong')).status).toBe(400);
      expect((await login(client, 'sukuk', PERSONA_PASSWORD)).status).toBe(200);
    });

    it('shares the count between the token endpoint and sign-in', async () => {
      for (let i = 0; i < 4; i++) expect((await token('198.51.100.30', 'new', 'wrong')).status).toBe(400);
      const fifth = await token('198.51.100.30', 'new', 'wrong');
      expect(fifth.status).toBe(429);
      expect(await fifth.json()).toEqual(BLOCKED);
      expect((await token('198.51.100.30', 'new', PERSONA_PASSWORD)).status).toBe(429);
      expect((await login(await browser('198.51.100.31'), 'new', PERSONA_PASSWORD)).status).toBe(429);
    });

    it('blocks a client address after 20 failures over any accounts, for every account, then lets it go', async () => {
      const client = await browser('203.0.113.7');
      const personas = ['investor', 'readonly', 'cooling-off', 'isa-restricted', 'corporate'];
      const statuses: number[] = [];
      for (const persona of personas) {
        for (let i = 0; i < 4; i++) statuses.push((await login(client, persona, 'wrong')).status);
      }
      expect(statuses.slice(0, 19).every((status) => status === 400)).toBe(true);
      expect(statuses[19]).toBe(429);
      const right = await login(client, 'sipp', PERSONA_PASSWORD);
      expect(right.status).toBe(429);
      expect(await right.json()).toEqual(BLOCKED);
      // another address signs the same accounts in: none of them reached its own limit
      expect((await login(await browser('203.0.113.8'), 'investor', PERSONA_PASSWORD)).status).toBe(200);
      sandbox().clock.advance(15 * 60);
      expect((await login(client, 'sipp', PERSONA_PASSWORD)).status).toBe(200);
    });

    it('counts parallel guesses: no more than the limit are ever checked', async () => {
      const client = await browser('198.51.100.40');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(client, 'identity-check', `parallel-${i}`)),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(4);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(8);
      expect((await login(client, 'identity-check', PERSONA_PASSWORD)).status).toBe(429);
    });

    it('is cleared by the sandbox reset', async () => {
      const client = await browser('198.51.100.50');
      for (let i = 0; i < 5; i++) await login(client, 'blocked', 'wrong');
      expect((await login(client, 'blocked', PERSONA_PASSWORD)).status).toBe(429);
      const reset = await sandbox().fetch('/sandbox/reset', { method: 'POST' });
      expect(reset.status).toBe(200);
      const rows = await sandbox().db.query<{ n: number }>(
        'SELECT (SELECT count(*) FROM sign_in_failures) + (SELECT count(*) FROM sign_in_blocks) AS n',
      );
      expect(Number(rows[0]?.n)).toBe(0);
      expect((await login(client, 'blocked', PERSONA_PASSWORD)).status).toBe(200);
    });

    it("counts wrong partner keys against the caller's address", async () => {
      const open = (key: string) =>
        postJson(
          sandbox().fetch,
          '/partner/sessions',
          { email: personaEmail('sukuk') },
          { authorization: `Partner ${key}`, 'x-forwarded-for': '192.0.2.99' },
        );
      for (let i = 0; i < 19; i++) {
        const wrong = await open(`bk_guess_${i}`);
        expect(wrong.status).toBe(401);
        expect(await wrong.json()).toEqual({ detail: 'Invalid partner key.' });
      }
      const twentieth = await open('bk_guess_20');
      expect(twentieth.status).toBe(429);
      expect(twentieth.headers.get('retry-after')).toBe('900');
      expect(await twentieth.json()).toEqual(BLOCKED);
      expect((await open(PARTNER_KEY)).status).toBe(429);
      const fromElsewhere = await postJson(
        sandbox().fetch,
        '/partner/sessions',
        { email: personaEmail('sukuk') },
        { authorization: `Partner ${PARTNER_KEY}`, 'x-forwarded-for': '192.0.2.100' },
      );
      expect(fromElsewhere.status).toBe(201);
    });
  });
}
