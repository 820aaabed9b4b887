import { describe, expect, it } from 'vitest';
import { createFakeClock, type FakeClock } from '../time/index';
import { canMove, refusedMovesThrow, type StepGraph, TransitionError } from './graph';
import { createMachine, type MachineContext } from './template';

type Step = 'idle' | 'loading' | 'done';

const graph = {
  idle: ['loading'],
  loading: ['loading', 'done', 'idle'],
  done: ['idle'],
} as const satisfies StepGraph<Step>;

interface DemoState {
  step: Step;
  value: number;
  doubled: number;
  result: string | null;
  moves: number;
  load(answerIn: number, answer: string): Promise<void>;
  go(to: Step): boolean;
  dispose(): void;
}

/** A machine whose `load` answers after `answerIn` ms of the fake clock (or rejects when aborted). */
function demo(clock: FakeClock, strict = true) {
  let context!: MachineContext<DemoState, Step>;
  const signals: AbortSignal[] = [];
  const store = createMachine<DemoState, Step>(
    {
      name: 'demo',
      clock,
      graph,
      strict,
      stepOf: (s) => s.step,
      stepPatch: (step, s) => ({ step, moves: s.moves + 1 }),
      derive: (next) => ({ doubled: next.value * 2 }),
    },
    (m) => {
      context = m;
      const loads = m.requests();
      return m.withDerived({
        step: 'idle',
        value: 1,
        doubled: 0,
        result: null,
        moves: 0,
        async load(answerIn, answer) {
          const ticket = loads.start();
          signals.push(ticket.signal);
          if (m.get().step !== 'loading') m.transition('loading');
          try {
            const result = await new Promise<string>((resolve, reject) => {
              m.clock.setTimeout(() => resolve(answer), answerIn);
              ticket.signal.addEventListener('abort', () => reject(new Error('aborted')));
            });
            if (!ticket.isCurrent()) return;
            m.transition('done', { result });
          } catch {
            // a stale request: dropped
          }
        },
        go: (to) => m.transition(to),
        dispose: m.dispose,
      });
    },
  );
  return { store, context: () => context, signals };
}

describe('step graph', () => {
  it('allows only the moves it lists', () => {
    expect(canMove(graph, 'idle', 'loading')).toBe(true);
    expect(canMove(graph, 'idle', 'done')).toBe(false);
    expect(canMove(graph, 'done', 'loading')).toBe(false);
  });

  it('throws refused moves under tests (NODE_ENV is not production)', () => {
    expect(refusedMovesThrow()).toBe(true);
  });
});

describe('createMachine', () => {
  it('derives the initial state and recomputes derived values on every commit', () => {
    const { store, context } = demo(createFakeClock());
    expect(store.getState().doubled).toBe(2);
    context().commit({ value: 5 });
    expect(store.getState().doubled).toBe(10);
    context().set({ value: 7 });
    expect(store.getState().doubled).toBe(10);
  });

  it('moves along the graph with the step patch and the move’s patch in one commit', () => {
    const { store, context } = demo(createFakeClock());
    const seen: Step[] = [];
    store.subscribe((s) => seen.push(s.step));
    expect(context().transition('loading', { value: 3 })).toBe(true);
    expect(store.getState()).toMatchObject({ step: 'loading', value: 3, doubled: 6, moves: 1 });
    expect(seen).toEqual(['loading']);
    expect(context().can('done')).toBe(true);
    expect(context().can('loading')).toBe(true);
  });

  it('refuses a move the graph does not list: throws when strict, else ignores it', () => {
    const strict = demo(createFakeClock());
    expect(() => strict.store.getState().go('done')).toThrow(TransitionError);
    expect(() => strict.store.getState().go('done')).toThrow("demo: no move from 'idle' to 'done'");
    expect(strict.store.getState().step).toBe('idle');

    const lenient = demo(createFakeClock(), false);
    expect(lenient.store.getState().go('done')).toBe(false);
    expect(lenient.store.getState()).toMatchObject({ step: 'idle', moves: 0 });
    expect(lenient.store.getState().go('loading')).toBe(true);
  });

  it('aborts a stale request and keeps only the latest answer (fake clock)', async () => {
    const clock = createFakeClock();
    const { store, signals } = demo(clock);
    const first = store.getState().load(1000, 'first');
    const second = store.getState().load(500, 'second');
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    await clock.advanceAsync(1000);
    await Promise.all([first, second]);
    expect(store.getState()).toMatchObject({ step: 'done', result: 'second' });
  });

  it('drops an answer that arrives after a newer request even when the older one ignores its signal', async () => {
    const clock = createFakeClock();
    const { context } = demo(clock);
    const slot = context().requests();
    const a = slot.start();
    expect(a.isCurrent()).toBe(true);
    const b = slot.start();
    expect(a.isCurrent()).toBe(false);
    expect(b.isCurrent()).toBe(true);
    slot.invalidate();
    expect(b.isCurrent()).toBe(false);
    expect(b.signal.aborted).toBe(true);
  });

  it('dispose cancels timers, debounces and requests; nothing is scheduled afterwards', async () => {
    const clock = createFakeClock();
    const { store, context, signals } = demo(clock);
    const m = context();
    let fired = 0;
    const timer = m.timer();
    const debounced = m.debounce(() => {
      fired += 1;
    }, 250);
    timer.start(() => {
      fired += 1;
    }, 100);
    debounced.call();
    const pending = store.getState().load(1000, 'late');
    expect(timer.pending()).toBe(true);

    store.getState().dispose();
    expect(m.disposed()).toBe(true);
    expect(signals[0]?.aborted).toBe(true);
    expect(timer.pending()).toBe(false);
    expect(debounced.pending()).toBe(false);

    timer.start(() => {
      fired += 1;
    }, 10);
    debounced.call();
    expect(timer.pending()).toBe(false);
    await clock.advanceAsync(2000);
    await pending;
    expect(fired).toBe(0);
    expect(store.getState()).toMatchObject({ step: 'loading', result: null });
    expect(m.requests().start().isCurrent()).toBe(false);
  });

  it('replaces a pending timer when started again', () => {
    const clock = createFakeClock();
    const { context } = demo(clock);
    const timer = context().timer();
    const runs: string[] = [];
    timer.start(() => runs.push('a'), 100);
    clock.advance(50);
    timer.start(() => runs.push('b'), 100);
    clock.advance(60);
    expect(runs).toEqual([]);
    clock.advance(40);
    expect(runs).toEqual(['b']);
    expect(timer.pending()).toBe(false);
  });
});
