import type { Sandbox } from '@bondkit/sandbox';
import { startSandbox } from '@bondkit/sandbox/testing';
import { afterAll, beforeAll } from 'vitest';

/**
 * The elements' test harness: the in-process sandbox (pinned to a Monday, market open), a connection (a
 * cookie-holding client with a request log and injectable failures) and product pickers, from
 * `@bondkit/sandbox/testing`.
 */
export {
  API_BASE,
  type Connection,
  connect,
  type FailureRule,
  isPlainGbpBond,
  startSandbox,
  TEST_NOW as NOW,
} from '@bondkit/sandbox/testing';

/**
 * One in-process sandbox for the test file, its elements defined first (`define`); after the last test the
 * mounted elements are removed and their last requests let finish before the database closes. The tests read
 * the sandbox through the getter: `const sandbox = sandboxPerFile(() => defineTradeTicket());` …
 * `connect(sandbox(), 'investor')`.
 */
export function sandboxPerFile(define: () => void): () => Sandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    define();
    sandbox = await startSandbox();
  }, 30_000);
  afterAll(async () => {
    document.body.replaceChildren();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await sandbox?.close();
  });
  return () => {
    if (!sandbox) throw new Error('the sandbox starts before the first test');
    return sandbox;
  };
}
