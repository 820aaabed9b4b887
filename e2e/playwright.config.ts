import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { HOST_PORT, HOST_URL, SANDBOX_NOW, SANDBOX_PORT, SANDBOX_URL } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sandboxBin = path.join(root, 'apps/sandbox/dist/bin.js');
const demoHost = path.join(root, 'apps/demo-host');
const viteBin = path.join(demoHost, 'node_modules/vite/bin/vite.js');
const partnerDemo = path.join(root, 'apps/partner-demo');
// the partner demo's port follows the host's (5183 → 5190), so runs on other ports do not share it
const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? HOST_PORT + 7);
const PARTNER_URL = `http://127.0.0.1:${PARTNER_PORT}`;
// the partner's CDN (bundles only, with CORS) on the partner's port + 1 (5191): tests/partner-origins.spec.ts
const PARTNER_CDN_PORT = PARTNER_PORT + 1;
// the docs site (apps/docs) on the host's port + 2 (5183 → 5185); tests/docs*.spec.ts
const DOCS_PORT = Number(process.env.E2E_DOCS_PORT ?? HOST_PORT + 2);
const docs = path.join(root, 'apps/docs');

// Debian's Chromium drives every test (never a browser downloaded by Playwright): its headless shell
// (apt package chromium-headless-shell, the same Chromium build without the browser's UI layers), which takes
// about a third less of the two cores than the full browser in headless mode; the full browser when the shell
// is missing. E2E_CHROMIUM names another binary. Say so in one line when none is there.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  (existsSync(HEADLESS_SHELL) || !existsSync(FULL_BROWSER) ? HEADLESS_SHELL : FULL_BROWSER);
if (!existsSync(CHROMIUM)) {
  console.error(
    `e2e: ${CHROMIUM} is missing; install Debian's Chromium (as root: apt-get install -y chromium-headless-shell)`,
  );
  process.exit(1);
}

for (const [built, how] of [
  [sandboxBin, 'pnpm --filter @bondkit/sandbox build'],
  [path.join(demoHost, 'dist/index.html'), 'pnpm --filter @bondkit/demo-host build'],
  [path.join(docs, '.vitepress/dist/index.html'), 'pnpm --filter @bondkit/docs build'],
] as const) {
  if (!existsSync(built))
    throw new Error(
      `e2e runs against the built stack: ${built} is missing. Run \`${how}\` (or \`pnpm build\`).`,
    );
}

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // ceilings, not waits: every test waits for states, and a busy machine answers later (a passing test takes
  // no longer for them)
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  reporter: ci ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: HOST_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // recording a trace (a DOM snapshot and screenshot per action) costs every test its share of the two
    // cores: only a retry records one (CI retries a failed test once); locally, run with --trace=on
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        // the full browser runs headless by flag; the shell always is
        ...(CHROMIUM === FULL_BROWSER ? ['--headless'] : []),
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /global-state\//, use: { browserName: 'chromium' } },
    // Tests that change the sandbox for everyone (market state, clock) run alone, after the others, in a run
    // of their own (e2e/run.mjs: never skipped because a test of the other project failed).
    {
      name: 'global-state',
      testMatch: /global-state\/.*\.spec\.ts/,
      // its own folder, so its run does not clear the first run's traces
      outputDir: './test-results-global-state',
      // one file at a time: each resets the sandbox, moves its clock or forces the market state
      workers: 1,
      use: { browserName: 'chromium' },
    },
  ],
  webServer: [
    {
      name: 'sandbox',
      // A fresh database every run: PGlite in memory (started from the sandbox's initialised snapshot).
      command: `node ${JSON.stringify(sandboxBin)} --memory --host 127.0.0.1 --port ${SANDBOX_PORT}`,
      cwd: root,
      // the partner demo's origin is the partner's allowed origin (CORS)
      env: { SANDBOX_NOW, SANDBOX_PARTNER_ORIGINS: PARTNER_URL },
      url: `${SANDBOX_URL}/api/market/`,
      reuseExistingServer: !ci,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'demo-host',
      command: `node ${JSON.stringify(viteBin)} preview --host 127.0.0.1 --port ${HOST_PORT} --strictPort`,
      cwd: demoHost,
      env: { SANDBOX_URL },
      url: `${HOST_URL}/`,
      reuseExistingServer: !ci,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // the partner bank's site (tests/partner*): a second origin serving the element bundles under a strict CSP
      name: 'partner-demo',
      command: 'node build.mjs && node dist/server.js',
      cwd: partnerDemo,
      env: {
        SANDBOX_URL,
        PORT: String(PARTNER_PORT),
        CDN_PORT: String(PARTNER_CDN_PORT),
        HOST: '127.0.0.1',
      },
      url: `${PARTNER_URL}/`,
      reuseExistingServer: !ci,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // the documentation site (tests/docs*): the built site, its live examples' /api proxied to the sandbox
      name: 'docs',
      command: 'node --import tsx server/serve.ts',
      cwd: docs,
      env: { DOCS_SANDBOX_URL: SANDBOX_URL, PORT: String(DOCS_PORT), HOST: '127.0.0.1' },
      url: `http://127.0.0.1:${DOCS_PORT}/`,
      reuseExistingServer: !ci,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
