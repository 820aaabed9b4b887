import { describe, expect, it } from 'vitest';
import { createClock } from './clock';
import { createDueRunner } from './due';
import type { DueOnClock } from './module';
import type { SandboxState } from './state';

function setUp(nextIn: number | null) {
  let real = Date.parse('2026-11-23T10:00:00Z');
  const clock = createClock('2026-11-23T10:00:00Z', () => real);
  const state = { clock, dataVersion: 0 } as SandboxState;
  const calls: string[] = [];
  const due: DueOnClock = async (_state, customerId, now) => {
    calls.push(`${customerId}@${now.toISOString()}`);
    return nextIn === null ? null : new Date(now.getTime() + nextIn);
  };
  const runner = createDueRunner(state, [due]);
  return { runner, clock, state, calls, pass: (ms: number) => (real += ms) };
}

describe('what falls due on the clock', () => {
  it('runs once per customer while the clock is not moved and nothing was written', async () => {
    const { runner, calls } = setUp(null);
    await Promise.all([runner.run(1), runner.run(1), runner.run(2)]);
    await runner.run(1);
    expect(calls).toEqual(['1@2026-11-23T10:00:00.000Z', '2@2026-11-23T10:00:00.000Z']);
  });

  it('runs again when the clock moves, on a reset and after a write', async () => {
    const { runner, clock, state, calls } = setUp(null);
    await runner.run(1);
    clock.advance(86_400);
    await runner.run(1);
    state.dataVersion++;
    await runner.run(1);
    runner.wrote();
    await runner.run(1);
    await runner.run(1);
    expect(calls).toHaveLength(4);
  });

  it('runs again once the clock reaches the next due instant the domains answered', async () => {
    const { runner, calls, pass } = setUp(5_000);
    await runner.run(1);
    pass(4_999);
    await runner.run(1);
    expect(calls).toHaveLength(1);
    pass(1);
    await runner.run(1);
    expect(calls).toEqual(['1@2026-11-23T10:00:00.000Z', '1@2026-11-23T10:00:05.000Z']);
  });

  it('does not remember a run that failed', async () => {
    const { state, clock } = setUp(null);
    let failures = 1;
    const runner = createDueRunner(state, [
      async () => {
        if (failures-- > 0) throw new Error('database gone');
        return null;
      },
    ]);
    await expect(runner.run(1)).rejects.toThrow('database gone');
    await expect(runner.run(1)).resolves.toBeUndefined();
    expect(clock.version()).toBe(0);
  });
});
