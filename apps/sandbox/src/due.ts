/**
 * What falls due on the sandbox clock, booked once per customer and clock change: each domain registers a
 * {@link DueOnClock} (payments land transfers, Smart Interest books coupons, repayments and cash-outs), and the
 * kernel runs them for the signed-in customer before an /api call reads any data — but only when something may
 * have fallen due since the last run: the clock was moved (`set`/`advance`), the data was reseeded, a write
 * (any POST, PUT, PATCH or DELETE) was served, or the clock has reached the next due instant the domains
 * answered. Every other request costs no query.
 */
import type { MiddlewareHandler } from 'hono';
import type { DueOnClock } from './module';
import type { SandboxEnv, SandboxState } from './state';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface DueRunner {
  /** books what fell due for the customer (at most once at a time per customer) */
  run(customerId: number): Promise<void>;
  /** a write was served: what falls due may have changed */
  wrote(): void;
  /** the /api middleware: runs the hook for the signed-in user, and counts the writes it serves */
  middleware: MiddlewareHandler<SandboxEnv>;
  /** counts the writes of requests outside /api (partner back ends, sandbox controls) */
  countWrites: MiddlewareHandler<SandboxEnv>;
}

export function createDueRunner(state: SandboxState, dues: readonly DueOnClock[]): DueRunner {
  let writes = 0;
  const known = new Map<number, { key: string; next: number }>();
  const running = new Map<number, { key: string; done: Promise<void> }>();
  const keyNow = () => `${state.clock.version()}/${state.dataVersion}/${writes}`;

  async function run(customerId: number): Promise<void> {
    for (;;) {
      const key = keyNow();
      const now = state.clock.now();
      const last = known.get(customerId);
      if (last && last.key === key && now.getTime() < last.next) return;
      const current = running.get(customerId);
      if (current) {
        // one run at a time per customer: wait for it, then look again
        await current.done.catch(() => undefined);
        continue;
      }
      const done = (async () => {
        let next = Number.POSITIVE_INFINITY;
        for (const due of dues) {
          const at = await due(state, customerId, now);
          if (at !== null) next = Math.min(next, at.getTime());
        }
        known.set(customerId, { key, next });
      })();
      running.set(customerId, { key, done });
      try {
        await done;
      } finally {
        running.delete(customerId);
      }
      return;
    }
  }

  const countWrites: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    try {
      await next();
    } finally {
      if (!SAFE.has(c.req.method)) writes++;
    }
  };

  return {
    run,
    wrote: () => {
      writes++;
    },
    countWrites,
    middleware: async (c, next) => {
      const user = c.get('user');
      if (user) await run(user.customer_id);
      await next();
    },
  };
}
