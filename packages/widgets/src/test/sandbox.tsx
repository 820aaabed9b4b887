import type { Sandbox } from '@bondkit/sandbox';
import { API_BASE, type Connection, startSandbox, TEST_NOW } from '@bondkit/sandbox/testing';
import { type BondkitClient, createClient, createFakeClock, type FakeClock } from '@bondkit/sdk-core';
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
  /** the provider's locale (the provider's default, en-GB, when not given) */
  locale?: string;
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
      {...(options.locale ? { locale: options.locale } : {})}
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

/**
 * A connection whose requests (those whose address `held` matches; all by default) wait until `open()` is
 * called: a load kept running, to see the loading state.
 */
export function heldConnection(
  connection: Connection,
  held: (url: string) => boolean = () => true,
): { connection: Connection; open: () => void } {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const client: BondkitClient = createClient({
    baseUrl: API_BASE,
    fetch: (input, init) =>
      held(String(input instanceof Request ? input.url : input))
        ? gate.then(() => connection.fetch(input, init))
        : connection.fetch(input, init),
  });
  return { connection: { ...connection, client }, open };
}
