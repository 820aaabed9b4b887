import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/index';
import { createFakeClock, type FakeClock } from '../time/index';
import { createCountdown } from './countdown';
import { createLoad } from './load';
import { createPoll } from './poll';
import type { Remote } from './remote';
import { createRequest } from './request';
import { createSubmit, type SubmitState } from './submit';
import { createMachine, type MachineContext } from './template';

type Step = 'on';
interface Bare {
  step: Step;
}

/** A bare machine to build blocks on, and its context. */
function bare(clock: FakeClock): MachineContext<Bare, Step> {
  let context!: MachineContext<Bare, Step>;
  createMachine<Bare, Step>(
    { name: 'bare', clock, graph: { on: [] }, stepOf: (s) => s.step, stepPatch: (step) => ({ step }) },
    (m) => {
      context = m;
      return { step: 'on' };
    },
  );
  return context;
}

/** A fetch answering `answer(n)` (the n-th call, from 1) after `ms` of the fake clock; rejects when aborted. */
function delayed<T>(clock: FakeClock, ms: number, answer: (n: number) => T | Error) {
  let calls = 0;
  const signals: AbortSignal[] = [];
  const fetch = (signal: AbortSignal) => {
    calls += 1;
    const n = calls;
    signals.push(signal);
    return new Promise<T>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('aborted')));
      clock.setTimeout(() => {
        const out = answer(n);
        if (out instanceof Error) reject(out);
        else resolve(out);
      }, ms);
    });
  };
  return { fetch, calls: () => calls, signals };
}

describe('load', () => {
  it('loads into { status, value, error }', async () => {
    const clock = createFakeClock();
    const seen: Remote<string>[] = [];
    const api = delayed(clock, 100, () => 'ok');
    const load = createLoad(bare(clock), { fetch: api.fetch, onChange: (r) => seen.push(r) });
    const done = load.run();
    expect(load.current()).toEqual({ status: 'loading', value: null, error: null });
    await clock.advanceAsync(100);
    await done;
    expect(seen.at(-1)).toEqual({ status: 'ready', value: 'ok', error: null });
  });

  it('retries a failure after the delay, then fails with the last error', async () => {
    const clock = createFakeClock();
    const api = delayed<string>(clock, 10, (n) => new Error(`no ${n}`));
    const load = createLoad(bare(clock), {
      fetch: api.fetch,
      onChange: () => {},
      retries: 2,
      retryDelayMs: 500,
    });
    const done = load.run();
    await clock.advanceAsync(10);
    expect(api.calls()).toBe(1);
    await clock.advanceAsync(499);
    expect(api.calls()).toBe(1);
    await clock.advanceAsync(1);
    expect(api.calls()).toBe(2);
    await clock.advanceAsync(520);
    await done;
    expect(api.calls()).toBe(3);
    expect(load.current().status).toBe('failed');
    expect((load.current().error as Error).message).toBe('no 3');
  });

  it('succeeds on a retry', async () => {
    const clock = createFakeClock();
    const api = delayed(clock, 10, (n) => (n === 1 ? new Error('once') : 'second'));
    const load = createLoad(bare(clock), {
      fetch: api.fetch,
      onChange: () => {},
      retries: 1,
      retryDelayMs: 100,
    });
    const done = load.run();
    await clock.advanceAsync(200);
    await done;
    expect(load.current()).toEqual({ status: 'ready', value: 'second', error: null });
  });

  it('aborts a stale load and drops its answer', async () => {
    const clock = createFakeClock();
    const api = delayed(clock, 100, (n) => `answer ${n}`);
    const load = createLoad(bare(clock), { fetch: api.fetch, onChange: () => {} });
    void load.run();
    await clock.advanceAsync(50);
    const second = load.run();
    expect(api.signals[0]!.aborted).toBe(true);
    await clock.advanceAsync(100);
    await second;
    expect(load.current().value).toBe('answer 2');
  });

  it('drops a late answer once the machine is disposed', async () => {
    const clock = createFakeClock();
    const m = bare(clock);
    const seen: Remote<string>[] = [];
    const load = createLoad(m, {
      fetch: delayed(clock, 100, () => 'late').fetch,
      onChange: (r) => seen.push(r),
    });
    void load.run();
    m.dispose();
    await clock.advanceAsync(100);
    expect(seen.map((r) => r.status)).toEqual(['loading']);
  });
});

/** A request block (750 ms) answering twice its input, refusing a negative one; `asked` lists what it sent. */
function doubling(clock: FakeClock) {
  const asked: number[] = [];
  const request = createRequest(bare(clock), {
    waitMs: 750,
    fetch: (input: number) => {
      asked.push(input);
      return input < 0 ? Promise.reject(new Error('refused')) : Promise.resolve(input * 2);
    },
    onChange: () => {},
  });
  return { request, asked };
}

describe('request', () => {
  it('debounces: only the last input within the wait is asked, and is waiting until then', async () => {
    const clock = createFakeClock();
    const { request, asked } = doubling(clock);
    request.call(1);
    expect(request.current().status).toBe('waiting');
    await clock.advanceAsync(500);
    request.call(2);
    await clock.advanceAsync(749);
    expect(asked).toEqual([]);
    await clock.advanceAsync(1);
    expect(asked).toEqual([2]);
    expect(request.current()).toEqual({ status: 'ready', value: 4, error: null });
  });

  it('keeps the last value while a newer one loads, reports a failure, and clears to idle', async () => {
    const clock = createFakeClock();
    const request = createRequest(bare(clock), {
      waitMs: 100,
      fetch: (input: number) => (input < 0 ? Promise.reject(new Error('refused')) : Promise.resolve(input)),
      onChange: () => {},
    });
    request.call(5);
    await clock.advanceAsync(100);
    request.call(-1);
    expect(request.current()).toEqual({ status: 'waiting', value: 5, error: null });
    await clock.advanceAsync(100);
    expect(request.current().status).toBe('failed');
    expect(request.current().value).toBe(5);
    request.clear();
    expect(request.current()).toEqual({ status: 'idle', value: null, error: null });
  });

  it('asks now, dropping the pending call, and resolves with the remote it ended in', async () => {
    const clock = createFakeClock();
    const { request, asked } = doubling(clock);
    request.call(1);
    expect(await request.now(3)).toEqual({ status: 'ready', value: 6, error: null });
    await clock.advanceAsync(750);
    // the debounced call was dropped
    expect(asked).toEqual([3]);
    const failed = await request.now(-1);
    expect(failed.status).toBe('failed');
    expect(failed.value).toBe(6);
  });

  it('drops the answer of a request made stale by a newer input', async () => {
    const clock = createFakeClock();
    const m = bare(clock);
    const api = delayed(clock, 300, (n) => `quote ${n}`);
    const request = createRequest(m, {
      waitMs: 100,
      fetch: (_: string, signal) => api.fetch(signal),
      onChange: () => {},
    });
    request.call('a');
    await clock.advanceAsync(150);
    request.call('b');
    expect(api.signals[0]!.aborted).toBe(true);
    await clock.advanceAsync(400);
    expect(request.current().value).toBe('quote 2');
  });
});

describe('poll', () => {
  it('polls every interval until the condition holds', async () => {
    const clock = createFakeClock();
    const ends: string[] = [];
    const poll = createPoll(bare(clock), {
      everyMs: 1000,
      fetch: delayed(clock, 0, (n) => n).fetch,
      until: (n) => n === 3,
      onEnd: (why) => ends.push(why),
    });
    poll.start();
    await clock.advanceAsync(999);
    expect(poll.count()).toBe(0);
    await clock.advanceAsync(1);
    expect(poll.count()).toBe(1);
    await clock.advanceAsync(2000);
    expect(poll.count()).toBe(3);
    expect(ends).toEqual(['until']);
    await clock.advanceAsync(5000);
    expect(poll.count()).toBe(3);
    expect(poll.running()).toBe(false);
  });

  it('stops at its maximum, and a failed poll counts and polls again', async () => {
    const clock = createFakeClock();
    const ends: string[] = [];
    const errors: unknown[] = [];
    const poll = createPoll(bare(clock), {
      everyMs: 3000,
      max: 3,
      immediate: true,
      fetch: delayed<number>(clock, 0, (n) => (n === 2 ? new Error('down') : n)).fetch,
      onError: (e) => errors.push(e),
      onEnd: (why) => ends.push(why),
    });
    poll.start();
    await clock.advanceAsync(0);
    expect(poll.count()).toBe(1);
    await clock.advanceAsync(6000);
    expect(poll.count()).toBe(3);
    expect(errors).toHaveLength(1);
    expect(ends).toEqual(['max']);
  });

  it('stop drops the answer in flight; dispose stops it too', async () => {
    const clock = createFakeClock();
    const m = bare(clock);
    const values: number[] = [];
    const poll = createPoll(m, {
      everyMs: 1000,
      fetch: delayed(clock, 500, (n) => n).fetch,
      onValue: (v) => values.push(v),
    });
    poll.start();
    await clock.advanceAsync(1200);
    poll.stop();
    await clock.advanceAsync(2000);
    expect(values).toEqual([]);
    poll.start();
    await clock.advanceAsync(1500);
    expect(values).toEqual([2]);
    m.dispose();
    await clock.advanceAsync(5000);
    expect(values).toEqual([2]);
  });
});

describe('countdown', () => {
  it('counts the 60 s resend down to 0, once a second', () => {
    const clock = createFakeClock();
    const ticks: number[] = [];
    let done = 0;
    const countdown = createCountdown(bare(clock), { onTick: (s) => ticks.push(s), onDone: () => done++ });
    countdown.start(60);
    expect(ticks).toEqual([60]);
    clock.advance(999);
    expect(countdown.left()).toBe(60);
    clock.advance(1);
    expect(countdown.left()).toBe(59);
    clock.advance(59_000);
    expect(countdown.left()).toBe(0);
    expect(ticks).toHaveLength(61);
    expect(done).toBe(1);
    clock.advance(10_000);
    expect(ticks).toHaveLength(61);
  });

  it('restarts from the full time, and stops', () => {
    const clock = createFakeClock();
    const countdown = createCountdown(bare(clock), { onTick: () => {} });
    countdown.start(60);
    clock.advance(30_000);
    countdown.start(60);
    expect(countdown.left()).toBe(60);
    clock.advance(10_000);
    countdown.stop();
    clock.advance(60_000);
    expect(countdown.left()).toBe(50);
  });
});

describe('submit', () => {
  const refused = () =>
    new ApiError({
      status: 400,
      message: 'Bad request',
      fieldErrors: { amount: ['Enter an amount.'], nickname: ['Too long.'] },
      nonFieldErrors: ['Try again later.'],
    });

  it('sends one at a time and keeps the idempotency key across retries, a new one after a success', async () => {
    const clock = createFakeClock();
    let n = 0;
    const keys: string[] = [];
    const api = delayed<string>(clock, 100, (i) => (i === 1 ? refused() : 'placed'));
    const submit = createSubmit(bare(clock), {
      fields: ['amount'] as const,
      fallback: 'Something went wrong.',
      newKey: () => `key-${++n}`,
      send: (_: string, call) => {
        keys.push(call.idempotencyKey);
        return api.fetch(call.signal);
      },
      onChange: () => {},
    });
    const first = submit.submit('x');
    expect(await submit.submit('again')).toBeUndefined();
    expect(api.calls()).toBe(1);
    await clock.advanceAsync(100);
    expect(await first).toBeUndefined();
    const retry = submit.submit('x');
    await clock.advanceAsync(100);
    expect(await retry).toBe('placed');
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(submit.key()).toBe('key-2');
    expect(submit.current().status).toBe('done');
  });

  it('maps field errors to the form fields and the rest to the general error', async () => {
    const clock = createFakeClock();
    const states: SubmitState<'amount'>[] = [];
    const submit = createSubmit(bare(clock), {
      fields: ['amount'] as const,
      fallback: 'Something went wrong.',
      send: () => Promise.reject(refused()),
      onChange: (s) => states.push(s),
    });
    await submit.submit(null);
    expect(states.map((s) => s.status)).toEqual(['submitting', 'failed']);
    expect(submit.current()).toEqual({
      status: 'failed',
      fieldErrors: { amount: 'Enter an amount.' },
      error: 'Try again later.',
    });
  });

  it('falls back to the server message or the fallback, and reset starts a new submission', async () => {
    const clock = createFakeClock();
    let fail: unknown = new ApiError({
      status: 500,
      message: 'Server said no',
      serverMessage: 'Server said no',
    });
    let n = 0;
    const submit = createSubmit(bare(clock), {
      fields: [],
      fallback: 'Something went wrong.',
      newKey: () => `k${++n}`,
      send: () => Promise.reject(fail),
      onChange: () => {},
    });
    await submit.submit(null);
    expect(submit.current().error).toBe('Server said no');
    fail = new TypeError('network');
    await submit.submit(null);
    expect(submit.current().error).toBe('Something went wrong.');
    expect(submit.key()).toBe('k1');
    submit.reset();
    expect(submit.key()).toBe('k2');
    expect(submit.current()).toEqual({ status: 'idle', fieldErrors: {}, error: null });
  });
});
