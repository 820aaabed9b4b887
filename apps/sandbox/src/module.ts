/**
 * The sandbox's domain registry: each domain's `index.ts` exports one {@link SandboxModule} (its name, its
 * routes with their mount prefix, and what falls due for a customer on the sandbox clock), and `app.ts` mounts
 * the list in `modules.ts` once. `mountTable` lists what the modules mount, so a route mounted twice is found
 * (`duplicateMounts`, run by the unit tests and by `pnpm lint`).
 */
import type { Hono } from 'hono';
import type { SandboxEnv, SandboxState } from './state';

export interface AppOptions {
  /** where unexpected errors are reported (default: console.error) */
  onError?: (error: unknown) => void;
  /**
   * Origins replacing the seeded partner's (adib) allowed origins; default: `SANDBOX_PARTNER_ORIGINS`
   * (comma-separated), else the stored http://127.0.0.1:5190 and http://localhost:5190.
   */
  partnerOrigins?: readonly string[];
  /**
   * Take the client address the sign-in limits count by from the right-most `X-Forwarded-For` entry (set it
   * only behind a proxy that appends it); default: `SANDBOX_TRUST_PROXY` (`1`), else the connection's peer.
   */
  trustProxy?: boolean;
}

/** One sub-app of a domain and the prefix it is mounted under (`app.route(prefix, routes(...))`). */
export interface RouteMount {
  prefix: string;
  routes: (state: SandboxState, options: AppOptions) => Hono<SandboxEnv>;
}

/**
 * Books what has fallen due for a customer at `now` on the sandbox clock (transfers landing, coupons paid) and
 * answers the next instant something of theirs falls due, or null when nothing is pending. The kernel
 * (`due.ts`) calls it once per customer and clock change, not on every request.
 */
export type DueOnClock = (state: SandboxState, customerId: number, now: Date) => Promise<Date | null>;

export interface SandboxModule {
  name: string;
  /** mounted in the order given; the module list's order decides between modules */
  routes?: readonly RouteMount[];
  /** what falls due for a signed-in customer on the sandbox clock, booked before an /api call reads data */
  due?: DueOnClock;
  /** what a customer's sign-in (session or bearer token) books first, e.g. the long-history persona's ledger */
  signedIn?: (state: SandboxState, customerId: number) => Promise<void>;
}

/** One route a module mounts: method and full path. */
export interface MountedRoute {
  module: string;
  method: string;
  path: string;
}

const joinPath = (prefix: string, path: string) =>
  `${prefix.replace(/\/$/, '')}${path === '/' ? '' : path}`.replace(/\/{2,}/g, '/') || '/';

/** Every route handler the modules mount (sub-apps' middleware, `ALL` on a wildcard, left out). */
export function mountTable(
  modules: readonly SandboxModule[],
  state: SandboxState,
  options: AppOptions = {},
): MountedRoute[] {
  const table: MountedRoute[] = [];
  for (const module of modules) {
    for (const mount of module.routes ?? []) {
      const seen = new Set<string>();
      for (const route of mount.routes(state, options).routes) {
        if (route.method === 'ALL' && route.path.endsWith('*')) continue;
        const path = joinPath(mount.prefix, route.path);
        const id = `${route.method} ${path}`;
        // a sub-app's own middleware on a route (`app.get(path, check, handler)`) registers it twice
        if (seen.has(id)) continue;
        seen.add(id);
        table.push({ module: module.name, method: route.method, path });
      }
    }
  }
  return table;
}

/** Routes (method and path) mounted by more than one mount: a duplicate, unless listed in `shared`. */
export function duplicateMounts(
  table: readonly MountedRoute[],
  shared: ReadonlySet<string> = new Set(),
): string[] {
  const count = new Map<string, string[]>();
  for (const route of table) {
    const id = `${route.method} ${route.path}`;
    count.set(id, [...(count.get(id) ?? []), route.module]);
  }
  return [...count]
    .filter(([id, modules]) => modules.length > 1 && !shared.has(id))
    .map(([id, modules]) => `${id} (mounted by ${modules.join(', ')})`);
}
