import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';

describe('createSandbox().close()', () => {
  it('waits for the requests being served, then closes the database', async () => {
    const sandbox = await createSandbox({ now: '2026-11-23T10:00:00Z' });
    const pending = sandbox.fetch('/api/products/?exclude=call_schedule');
    await sandbox.close();
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as unknown[]).length).toBeGreaterThan(0);
    // closing twice is harmless
    await sandbox.close();
  }, 30_000);
});
