/**
 * Issue 26 (2): an `Idempotency-Key` is bound to the request it came with. Before the fix (main at b16f1f0) a
 * withdrawal of 2,500.00 under the key of an earlier 100.00 answered 201 with `Idempotent-Replayed: true` while
 * only 100.00 moved; a key whose request is still running could not be told from a finished one.
 */
import { withdraw } from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { dec } from '../../src/shared/decimal';
import {
  fingerprintOf,
  IDEMPOTENCY_CLAIM_STALE_MS,
  IDEMPOTENCY_KEY_IN_FLIGHT,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  IDEMPOTENCY_KEY_REUSED,
} from '../../src/shared/idempotency';
import { csrfJson, sandboxPerTest } from '../support/helpers';
import { apiError, type Trader, trader } from '../support/trade';

describe('idempotency keys bound to their request (PGlite)', () => {
  const sandbox = sandboxPerTest();

  const withdrawal = async (t: Trader) => {
    const account = await t.account('individual');
    const path = `/api/customers/me/investment-accounts/${account.id}/GBP/withdraw/`;
    const post = (body: string, key: string) =>
      t.fetch(path, { method: 'POST', headers: { ...csrfJson(t.fetch), 'Idempotency-Key': key }, body });
    return { account, path, post, to: { investmentAccountId: account.id, currency: 'GBP' as const } };
  };

  it('refuses the key with another body (422) and moves only the first amount', async () => {
    const investor = await trader(sandbox(), 'investor');
    const { account, to } = await withdrawal(investor);
    const first = await withdraw(investor.client, to, '100', { idempotencyKey: 'w-key' });
    expect(first.amount).toBe('100.00');
    await apiError(
      withdraw(investor.client, to, '2500', { idempotencyKey: 'w-key' }),
      422,
      IDEMPOTENCY_KEY_REUSED,
    );
    expect(await investor.balance(account.reference, 'GBP')).toBe('24900.00');
    // another customer's key of the same name is theirs alone
    const other = await trader(sandbox(), 'ifisa-agreement');
    const theirs = await withdrawal(other);
    const answer = await theirs.post('{"amount":"10.00"}', 'w-key');
    expect(answer.status).toBe(201);
    expect(answer.headers.get('idempotent-replayed')).toBeNull();
  });

  it('replays the same request, its fields in any order, and forgets the key after its lifetime', async () => {
    const investor = await trader(sandbox(), 'investor');
    const { account, post } = await withdrawal(investor);
    const first = await post('{"amount":"100.00"}', 'same');
    expect(first.status).toBe(201);
    const body = await first.json();
    const again = await post('{ "amount": "100.00" }', 'same');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(body);
    expect(await investor.balance(account.reference, 'GBP')).toBe('24900.00');
    sandbox().clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS + 1000);
    const later = await trader(sandbox(), 'investor');
    // a day on, the account's Smart Interest and fundings may have moved its cash: what counts is this withdrawal
    const before = dec(await later.balance(account.reference, 'GBP'));
    const afterLifetime = await (await withdrawal(later)).post('{"amount":"100.00"}', 'same');
    expect(afterLifetime.status).toBe(201);
    expect(afterLifetime.headers.get('idempotent-replayed')).toBeNull();
    expect(await later.balance(account.reference, 'GBP')).toBe(before.minus(100).toFixed(2));
  });

  it('answers 409 while the key’s first request runs, and takes over a claim that never finished', async () => {
    const investor = await trader(sandbox(), 'investor');
    const { account, path, post } = await withdrawal(investor);
    const me = await investor.me();
    // the first request has claimed the key and is still running
    await sandbox().db.query(
      `INSERT INTO idempotency_keys (customer_id, idempotency_key, request, fingerprint, status, body, created)
       VALUES ($1, 'running', $2, $3, 0, NULL, $4)`,
      [
        me.customer_id,
        `POST ${path}`,
        fingerprintOf('POST', path, me.customer_id, '{"amount":"100.00"}'),
        sandbox().clock.now().toISOString(),
      ],
    );
    const running = await post('{"amount":"100.00"}', 'running');
    expect(running.status).toBe(409);
    expect(await running.json()).toEqual({ detail: IDEMPOTENCY_KEY_IN_FLIGHT });
    // another body under that key is still another request
    expect((await post('{"amount":"200.00"}', 'running')).status).toBe(422);
    expect(await investor.balance(account.reference, 'GBP')).toBe('25000.00');
    // a claim older than a minute is of a request that stopped: the retry runs
    sandbox().clock.advance(IDEMPOTENCY_CLAIM_STALE_MS + 1000);
    const retried = await post('{"amount":"100.00"}', 'running');
    expect(retried.status).toBe(201);
    expect(await investor.balance(account.reference, 'GBP')).toBe('24900.00');
  });

  it('frees the key of a refused request, so a corrected one runs', async () => {
    const investor = await trader(sandbox(), 'investor');
    const { account, post } = await withdrawal(investor);
    const refused = await post('{"amount":"99999.00"}', 'fix-me');
    expect(refused.status).toBe(400);
    const corrected = await post('{"amount":"99.00"}', 'fix-me');
    expect(corrected.status).toBe(201);
    expect(await investor.balance(account.reference, 'GBP')).toBe('24901.00');
  });
});
