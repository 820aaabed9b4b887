/**
 * The long-history persona's first sign-in books about 3,000 ledger transactions, and other customers are
 * answered while it does: the history goes in short database transactions (`HISTORY_SLICE` ledger transactions
 * each), so a signed-in customer's GET — which reads the database — is answered between them, long before the
 * booking ends. (On b16f1f0 it was one transaction: the GET waited for all of it.) A second sign-in of the same
 * persona waits for the same booking, and the history is booked once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieFetch } from '../../src/cookie-fetch';
import { createSandbox, type Sandbox } from '../../src/index';
import { personaEmail } from '../../src/seed';
import { signIn, TEST_NOW } from '../support/helpers';

let sandbox: Sandbox;
let investor: CookieFetch;

beforeAll(async () => {
  sandbox = await createSandbox({ now: TEST_NOW });
  investor = await signIn(sandbox.fetch, 'investor');
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
});

/** The long-history persona's ledger transactions booked so far. */
async function booked(): Promise<number> {
  const [row] = await sandbox.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_transactions t JOIN users u USING (customer_id) WHERE u.email = $1`,
    [personaEmail('long-history')],
  );
  return row?.n ?? 0;
}

describe("the long history's first sign-in", () => {
  it("answers another customer's requests while it books, and books the history once", async () => {
    // the sign-in checks the password first (on the thread pool): the booking starts after
    expect(await booked()).toBe(0);
    const first = signIn(sandbox.fetch, 'long-history');
    const second = signIn(sandbox.fetch, 'long-history');
    let signedIn = false;
    void Promise.all([first, second]).then(() => {
      signedIn = true;
    });

    // once the history has begun to go in (its first slice is there), another customer asks
    while ((await booked()) === 0) await new Promise((resolve) => setImmediate(resolve));
    const answered = await investor('/api/customers/me/');
    expect(answered.status).toBe(200);
    const during = await booked();
    expect(signedIn).toBe(false);

    await Promise.all([first, second]);
    const total = await booked();
    expect(total).toBeGreaterThan(2_500);
    expect(during).toBeLessThan(total);

    // signing in again books nothing more
    await signIn(sandbox.fetch, 'long-history');
    expect(await booked()).toBe(total);
  }, 120_000);
});
