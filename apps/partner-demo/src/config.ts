import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The sandbox partner's API key (apps/sandbox/README.md): only the back end holds it. */
export const SANDBOX_PARTNER_KEY = 'bk_sandbox_adib_4f7d2c9e1a8b6035';

export interface PartnerDemoConfig {
  port: number;
  host: string;
  /** the platform API's origin (the sandbox), e.g. http://127.0.0.1:8787 */
  sandboxOrigin: string;
  /** the partner's API key, sent server to server only */
  partnerKey: string;
  /** the bank customer signed in to this demo (a customer of the partner in the sandbox) */
  customerEmail: string;
  /** the built elements package: `standalone/` and `lite/` are served from here */
  elementsDist: string;
  /** the demo's own built assets and pages */
  appRoot: string;
  /**
   * The port of the demo's "CDN": a second origin serving only the element bundles, with CORS, for the pages
   * that load them from another origin than the bank's (`origins.html`, `layout.html`).
   */
  cdnPort: number;
}

/** The bank's own origin, as its pages see it (`http://127.0.0.1:5190`). */
export function bankOrigin(config: PartnerDemoConfig): string {
  return `http://${config.host}:${config.port}`;
}

/** The CDN's origin (`http://127.0.0.1:5191`). */
export function cdnOrigin(config: PartnerDemoConfig): string {
  return `http://${config.host}:${config.cdnPort}`;
}

function elementsDistDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@bondkit/elements/package.json')), 'dist');
}

function origin(text: string): string {
  const url = new URL(text);
  if (url.origin === 'null') throw new RangeError(`SANDBOX_URL: '${text}' has no origin`);
  return url.origin;
}

/**
 * From the environment: PORT (5190), HOST (127.0.0.1), SANDBOX_URL (http://127.0.0.1:8787), PARTNER_API_KEY (the
 * sandbox partner's), PARTNER_CUSTOMER (sukuk@sandbox.bondkit.test), ELEMENTS_DIST (packages/elements/dist).
 */
export function configFromEnv(env: NodeJS.ProcessEnv, appRoot: string): PartnerDemoConfig {
  const elementsDist = env.ELEMENTS_DIST ? path.resolve(env.ELEMENTS_DIST) : elementsDistDir();
  if (!existsSync(path.join(elementsDist, 'standalone'))) {
    // the pages load, their elements do not: say so, and serve the rest
    console.warn(
      `partner demo: no element bundles in ${elementsDist}/standalone — run \`pnpm --filter @bondkit/elements build\``,
    );
  }
  const port = Number(env.PORT ?? 5190);
  return {
    port,
    cdnPort: Number(env.CDN_PORT ?? port + 1),
    host: env.HOST ?? '127.0.0.1',
    sandboxOrigin: origin(env.SANDBOX_URL ?? 'http://127.0.0.1:8787'),
    partnerKey: env.PARTNER_API_KEY ?? SANDBOX_PARTNER_KEY,
    customerEmail: env.PARTNER_CUSTOMER ?? 'sukuk@sandbox.bondkit.test',
    elementsDist,
    appRoot,
  };
}
