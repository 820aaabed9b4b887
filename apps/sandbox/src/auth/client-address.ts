/**
 * The client address the sign-in limits count by. By default it is the TCP peer of the connection
 * (`@hono/node-server`'s `getConnInfo`): nothing the client sends can change it. Behind a reverse proxy every
 * request would come from the proxy, so a sandbox started with `trustProxy` (`--trust-proxy`,
 * `SANDBOX_TRUST_PROXY=1`) takes the right-most `X-Forwarded-For` entry instead — the one the trusted proxy
 * appended; entries to its left are the client's own say and are ignored. In-process requests (tests,
 * `createSandbox().fetch`) have no connection: their address is {@link IN_PROCESS_ADDRESS}.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '../state';

/** The environment variable that makes the sandbox trust `X-Forwarded-For` (`1` or `true`). */
export const TRUST_PROXY_ENV = 'SANDBOX_TRUST_PROXY';
/** The address of requests without a connection (served in-process). */
export const IN_PROCESS_ADDRESS = 'in-process';

/** Whether `SANDBOX_TRUST_PROXY` asks to trust the proxy's `X-Forwarded-For`. */
export function trustProxyFromEnv(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}

function peerAddress(c: Context<SandboxEnv>): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // no node-server bindings: served in-process
    return null;
  }
}

function forwardedAddress(c: Context<SandboxEnv>): string | null {
  const header = c.req.header('x-forwarded-for');
  const last = header?.split(',').at(-1)?.trim();
  // an address, not free text: at most an IPv6 address with a zone and port
  return last && /^[0-9A-Za-z.:%[\]_-]{1,64}$/.test(last) ? last : null;
}

/** Sets `clientAddress` on the context for the routes that count by it. */
export function clientAddress(options: { trustProxy: boolean }): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const forwarded = options.trustProxy ? forwardedAddress(c) : null;
    c.set('clientAddress', forwarded ?? peerAddress(c) ?? IN_PROCESS_ADDRESS);
    await next();
  };
}
