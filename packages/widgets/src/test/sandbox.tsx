import type { Sandbox } from '@bondkit/sandbox';
import { type Connection, startSandbox, TEST_NOW } from '@bondkit/sandbox/testing';
import { createFakeClock, type FakeClock } from '@bondkit/sdk-core';
import { type RenderResult, render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterAll, beforeAll } from 'vitest';
import { BondkitProvider } from '../provider/bondkit-provider';
import type { NavigateTarget, WidgetVariant } from '../provider/types';

/**
 * The widgets' test harness: the in-process sandbox, its connections and product pickers come from
 * `@bondkit/sandbox/testing`; what is React's — rendering a widget in a provider on a connection — is here.
 */
export {
  type Connection,
  connect,
  type FailureRule,
  isPlainGbpBond,
  startSandbox,
  TEST_NOW as NOW,
} from '@bondkit/sandbox/testing';

export interface RenderOptions {
  connection: Connection;
  variant?: WidgetVariant;
  theme?: 'light' | 'dark';
  clock?: FakeClock;
  onNavigate?: (target: NavigateTarget) => void;
}

/** Renders `ui` inside a BondkitProvider on the connection (a fake clock unless one is given). */
export function renderWidget(ui: ReactNode, options: RenderOptions): RenderResult & { clock: FakeClock } {
  const clock = options.clock ?? createFakeClock(TEST_NOW);
  const onNavigate = options.onNavigate ?? (() => {});
  const utils = render(
    <BondkitProvider
      client={options.connection.client}
      user={options.connection.user}
      variant={options.variant ?? 'standard'}
      theme={options.theme ?? 'light'}
      clock={clock}
      onNavigate={onNavigate}
    >
      {ui}
    </BondkitProvider>,
    { wrapper: StrictMode }, // effects mount, clean up and mount again, as in development
  );
  return { ...utils, clock };
}

/**
 * One in-process sandbox for the test file: started before its first test, closed after its last. The tests
 * read it through the getter: `const sandbox = sandboxPerFile();` … `connect(sandbox(), 'investor')`.
 */
export function sandboxPerFile(): () => Sandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 30_000);
  afterAll(async () => {
    await sandbox?.close();
  });
  return () => {
    if (!sandbox) throw new Error('the sandbox starts before the first test');
    return sandbox;
  };
}
