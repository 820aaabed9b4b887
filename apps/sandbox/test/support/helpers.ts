/** Test helpers shared by the sandbox's test files. */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { type CookieFetch, createCookieFetch, type FetchLike } from '../../src/cookie-fetch';
import { createSandbox, type Sandbox } from '../../src/index';
import { PERSONA_PASSWORD, personaEmail } from '../../src/seed';
import { issuePath, type SafeParser, validate } from '../../src/shared/validation';

import { TEST_NOW } from '../../src/testing';

export { MARKET_QUERY, TEST_NOW } from '../../src/testing';

/** Asserts that `value` parses with a schema of sdk-core, showing the first issues when it does not. */
export function expectParses(schema: SafeParser<unknown>, value: unknown, what = 'response'): void {
  const result = validate(schema, value);
  if (result.issues) {
    const issues = result.issues
      .slice(0, 5)
      .map((issue) => ({ path: issuePath(issue), message: issue.message }));
    throw new Error(`${what} does not parse: ${JSON.stringify(issues, null, 2)}`);
  }
}

/** Headers of an unsafe JSON call made by a cookie-holding client (CSRF header from the cookie). */
export function csrfJson(client: CookieFetch): Record<string, string> {
  const token = client.getCookie('csrftoken');
  return { 'content-type': 'application/json', ...(token ? { 'x-csrftoken': token } : {}) };
}

/** A browser-like client that has fetched the CSRF cookie. */
export async function anonymous(fetch: FetchLike): Promise<CookieFetch> {
  const client = createCookieFetch(fetch);
  const response = await client('/api/auth/csrf/');
  expect(response.status).toBe(204);
  return client;
}

/** Signs a persona in through the real /api/auth/login/ route. */
export async function signIn(fetch: FetchLike, persona: string): Promise<CookieFetch> {
  const client = await anonymous(fetch);
  const response = await client('/api/auth/login/', {
    method: 'POST',
    headers: csrfJson(client),
    body: JSON.stringify({ email: personaEmail(persona), password: PERSONA_PASSWORD }),
  });
  expect(response.status, `sign in as ${persona}`).toBe(200);
  return client;
}

export async function postJson(
  client: FetchLike,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return client(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * A throw-away database on the PostgreSQL server of `BONDKIT_TEST_DATABASE_URL`, so test files can run in
 * parallel without sharing tables. Returns its URL and a function that drops it.
 */
export async function createTestDatabase(
  serverUrl: string,
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `bondkit_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A sandbox for the file's tests, each starting from a fresh seed at {@link TEST_NOW}: created before the first,
 * reset (clock and data) before each, closed after the last.
 */
export function sandboxPerTest(): () => Sandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await createSandbox({ now: TEST_NOW });
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });
  beforeEach(async () => {
    sandbox?.clock.set(TEST_NOW);
    await sandbox?.reset();
  });
  return () => {
    if (!sandbox) throw new Error('the sandbox starts before the first test');
    return sandbox;
  };
}
