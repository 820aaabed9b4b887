/**
 * Test support of the Smart Interest and leads route tests: the
 * stores to run them on (PGlite always; PostgreSQL too when BONDKIT_TEST_DATABASE_URL is set) and an sdk-core
 * client over a signed-in or anonymous in-process browser.
 */
import { type BondkitClient, createClient } from '@bondkit/sdk-core';
import { afterAll, beforeAll } from 'vitest';
import type { CookieFetch, FetchLike } from '../../src/cookie-fetch';
import { createSandbox, SANDBOX_ORIGIN, type Sandbox, type SandboxOptions } from '../../src/index';
import { anonymous, createTestDatabase, signIn, TEST_NOW } from './helpers';

/** A store to run a suite on: its label and how to open (and finally close) a sandbox on it. */
export interface TestStore {
  label: string;
  open(): Promise<{ sandbox: Sandbox; close(): Promise<void> }>;
}

/**
 * PGlite, plus PostgreSQL when `BONDKIT_TEST_DATABASE_URL` is set (a database of its own per suite); `options`
 * are passed to every sandbox (the clock starts at TEST_NOW).
 */
export function testStores(name: string, options: Pick<SandboxOptions, 'trustProxy'> = {}): TestStore[] {
  const stores: TestStore[] = [
    {
      label: 'PGlite',
      async open() {
        const sandbox = await createSandbox({ ...options, now: TEST_NOW });
        return { sandbox, close: () => sandbox.close() };
      },
    },
  ];
  const serverUrl = process.env.BONDKIT_TEST_DATABASE_URL;
  if (serverUrl) {
    stores.push({
      label: 'PostgreSQL',
      async open() {
        const database = await createTestDatabase(serverUrl, name);
        const sandbox = await createSandbox({ ...options, now: TEST_NOW, databaseUrl: database.url });
        return {
          sandbox,
          async close() {
            await sandbox.close();
            await database.drop();
          },
        };
      },
    });
  }
  return stores;
}

/**
 * A sandbox on `store` for the enclosing suite: opened before its first test, closed after its last. The
 * tests read it through the getter: `const sandbox = sandboxOn(store);` … `sandbox().fetch`.
 */
export function sandboxOn(store: TestStore): () => Sandbox {
  let opened: { sandbox: Sandbox; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await store.open();
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  });
  return () => {
    if (!opened) throw new Error('the sandbox opens before the first test');
    return opened.sandbox;
  };
}

/** A browser (cookie jar) and an sdk-core client over it. */
export interface TestBrowser {
  browser: CookieFetch;
  client: BondkitClient;
}

export function clientFor(browser: FetchLike & Pick<CookieFetch, 'getCookie'>): BondkitClient {
  return createClient({
    baseUrl: `${SANDBOX_ORIGIN}/api`,
    fetch: browser,
    getCsrfToken: () => browser.getCookie('csrftoken'),
  });
}

/** A signed-in persona (or a visitor for `null`) with an sdk-core client. */
export async function browse(fetch: FetchLike, persona: string | null): Promise<TestBrowser> {
  const browser = persona === null ? await anonymous(fetch) : await signIn(fetch, persona);
  return { browser, client: clientFor(browser) };
}
