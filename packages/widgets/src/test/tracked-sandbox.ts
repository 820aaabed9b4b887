import type { Sandbox } from '@bondkit/sandbox';
import { startSandbox } from './sandbox';

/** A sandbox whose requests are counted, so a test file can wait for the last one before closing it. */
export interface TrackedSandbox extends Sandbox {
  /** resolves once no request is being served (a request the client aborted still runs to its end) */
  idle(): Promise<void>;
}

/**
 * Starts the in-process sandbox with its `fetch` tracked. Closing the sandbox (PGlite) while a request is still
 * being served never returns, and a widget unmounted at the end of a test aborts its requests on the client
 * side only: `await sandbox.idle()` before `sandbox.close()`.
 */
export async function startTrackedSandbox(): Promise<TrackedSandbox> {
  const sandbox = await startSandbox();
  const inFlight = new Set<Promise<unknown>>();
  const fetch: Sandbox['fetch'] = (input, init) => {
    const served = sandbox.fetch(input, init);
    const settled = served.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return served;
  };
  return {
    ...sandbox,
    fetch,
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
