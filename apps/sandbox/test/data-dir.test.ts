import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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

  it('refuses a second sandbox on a folder in use, naming the process, and opens it once the first has closed', async () => {
    const first = await createSandbox({ now: TEST_NOW, dataDir: dir });
    try {
      await expect(createSandbox({ now: TEST_NOW, dataDir: dir })).rejects.toThrow(
        `The sandbox's data folder ${path.resolve(dir)} is in use by process ${process.pid}`,
      );
      // the refused one touched nothing: the first still answers
      expect((await first.fetch('/api/market/')).status).toBe(200);
    } finally {
      await first.close();
    }
    const second = await createSandbox({ now: TEST_NOW, dataDir: dir });
    expect((await second.fetch('/api/market/')).status).toBe(200);
    await second.close();
  });

  it('takes over the lock a killed sandbox left', async () => {
    // no process has this id (above the kernel's maximum): the lock's owner has gone
    await writeFile(`${path.resolve(dir)}.lock`, '4194305');
    const sandbox = await createSandbox({ now: TEST_NOW, dataDir: dir });
    expect((await sandbox.fetch('/api/market/')).status).toBe(200);
    await sandbox.close();
  });
});
