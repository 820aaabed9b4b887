import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/index';
import { csrfJson, signIn, TEST_NOW } from './support/helpers';

describe('PGlite in a data folder (pnpm start)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bondkit-sandbox-data-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps data and sessions across a restart, and reseeds on request', async () => {
    const first = await createSandbox({ now: TEST_NOW, dataDir: dir });
    const client = await signIn(first.fetch, 'investor');
    const watch = await client('/api/products/1001/annotations/', {
      method: 'PATCH',
      headers: csrfJson(client),
      body: JSON.stringify({ is_interested: true }),
    });
    expect(watch.status).toBe(200);
    const seeded = await first.db.query<{ value: string }>(
      "SELECT value FROM sandbox_meta WHERE key = 'seeded_at'",
    );
    await first.close();

    // a restart (later, with another clock) finds the same data: no reseed
    const second = await createSandbox({ now: '2026-11-24T09:00:00Z', dataDir: dir });
    const again = await second.db.query<{ value: string }>(
      "SELECT value FROM sandbox_meta WHERE key = 'seeded_at'",
    );
    expect(again).toEqual(seeded);
    // the session cookie from before the restart still signs the investor in
    const resumed = await second.fetch('/api/products/?for_user=me&expand=annotations', {
      headers: { cookie: `sessionid=${client.getCookie('sessionid')}` },
    });
    const list = (await resumed.json()) as { product_id: number; annotations?: { is_interested: boolean } }[];
    expect(list.find((p) => p.product_id === 1001)?.annotations).toEqual({ is_interested: true });
    await second.close();

    const third = await createSandbox({ now: TEST_NOW, dataDir: dir, reset: true });
    const cleared = await third.db.query(
      'SELECT 1 FROM annotations WHERE product_id = 1001 AND customer_id = 101',
    );
    expect(cleared).toEqual([]);
    await third.close();
  });
});
