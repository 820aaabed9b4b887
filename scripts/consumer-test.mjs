/**
 * The three packages as an npm user gets them (`pnpm test:consumer`; builds nothing: run `pnpm build` first).
 *
 * Packs @bondkit/sdk-core, @bondkit/widgets and @bondkit/elements with `pnpm pack`, installs the tarballs with
 * npm into a throw-away Vite + React 19 app outside the workspace (React, Vite, its React plugin and TypeScript
 * at the versions the repository locks), then checks:
 *
 * - `tsc --noEmit` on the app, strict, `moduleResolution: "bundler"`, declaration files included: sdk-core's
 *   `createClient`, the widgets' provider, market table and savings calculator, and
 *   `<bk-savings-calculator years={10}>` through `@bondkit/elements/jsx`;
 * - the same imports under `moduleResolution: "node10"` (the subpaths through `typesVersions`);
 * - `require()` (CommonJS) and `import()` (ES modules) of sdk-core and the widgets in Node, without warnings;
 * - `vite build`;
 * - the sandbox (`apps/sandbox/dist/bin.js --memory`), `vite preview` proxying `/api` to it, and the page in
 *   Chromium: the calculator widget, the element's shadow root (with the numbers it was given), the market
 *   state from `getMarketStatus` and the market table, both from the sandbox.
 *
 * One line per step; exits non-zero on the first failure. The temporary folder and the servers are removed on
 * exit (`BONDKIT_CONSUMER_KEEP=1` keeps the folder, to look at the app).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { launchChromium } from './chromium.mjs';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const seconds = (since = started) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const PACKAGES = ['sdk-core', 'widgets', 'elements'];
/** The whole run's limit: a hung install or server fails the test instead of holding it. */
const DEADLINE_MS = 180_000;

let step = 0;
const STEPS = 10;
function ok(message, since) {
  step += 1;
  console.log(`[${step}/${STEPS}] ok   ${message}${since === undefined ? '' : ` (${seconds(since)})`}`);
}

/** Children and browser to stop, folder to remove: on success, failure or Ctrl-C. */
const cleanups = [];
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {
      // already gone
    }
  }
}
function fail(error) {
  console.error(`[${step + 1}/${STEPS}] FAIL ${error instanceof Error ? error.message : String(error)}`);
  // a failed command's output, its first lines
  const output = `${error?.stdout ?? ''}\n${error?.stderr ?? ''}`.trim().split('\n');
  if (output[0]) console.error([...output.slice(0, 40), ...(output.length > 40 ? ['…'] : [])].join('\n'));
  cleanUp().finally(() => process.exit(1));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => fail(new Error(`stopped by ${signal}`)));
setTimeout(() => fail(new Error(`took longer than ${DEADLINE_MS / 1000} s`)), DEADLINE_MS);

/** The version of a package installed under `dir`. */
function versionIn(dir, name) {
  return JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
}
/** The version installed in the repository (what its lockfile pins), for the app's own install. */
const lockedVersion = (name, from) => versionIn(path.join(root, from), name);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a long-running child; it is stopped on exit. Its output is kept for the failure message. */
function startServer(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 3000).unref();
      }),
  );
  return { child, output: () => `${name}: ${output.trim()}` };
}

async function waitFor(url, server, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`exited early\n${server.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s\n${server.output()}`);
}

// ---------------------------------------------------------------------------------------------------------

const APP_TSX = `import { createClient, getMarketStatus } from '@bondkit/sdk-core';
import { BondkitProvider, MarketTable, SavingsCalculator } from '@bondkit/widgets';
import '@bondkit/elements/savings-calculator/define';
import type {} from '@bondkit/elements/jsx';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

// same origin: vite preview proxies /api to the sandbox
const client = createClient({ baseUrl: '/api' });

function MarketState() {
  const [state, setState] = useState('asking');
  useEffect(() => {
    getMarketStatus(client).then(
      (market) => setState(market.state),
      (error: unknown) => setState(\`failed: \${String(error)}\`),
    );
  }, []);
  return <p data-testid="market-state">market: {state}</p>;
}

function App() {
  return (
    <BondkitProvider client={client} variant="standard" theme="light" user={null}>
      <MarketState />
      <section data-testid="widget">
        <SavingsCalculator defaults={{ years: 10 }} />
      </section>
      <section data-testid="element">
        <bk-savings-calculator years={10} start={5000} rate="7.5" currency="EUR" own-font={false} />
      </section>
      <section data-testid="market">
        <MarketTable />
      </section>
    </BondkitProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs <div id="root">');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

/** The same imports for a project still on \`moduleResolution: "node10"\` (no \`exports\`). */
const NODE10_TSX = `import { createClient } from '@bondkit/sdk-core';
import { defineSavingsCalculator } from '@bondkit/elements';
import '@bondkit/elements/savings-calculator/define';
import type {} from '@bondkit/elements/jsx';
import { SavingsCalculator } from '@bondkit/widgets';

export const client = createClient({ baseUrl: '/api' });
export const define = defineSavingsCalculator;
export const widget = <SavingsCalculator />;
export const element = <bk-savings-calculator years={10} own-font />;
`;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>bondkit consumer</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const VITE_CONFIG = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const proxy = { '/api': { target: process.env.SANDBOX_URL ?? 'http://127.0.0.1:8787', changeOrigin: false } };

export default defineConfig({ plugins: [react()], preview: { proxy }, build: { target: 'es2022' } });
`;

const compilerOptions = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  strict: true,
  noUncheckedIndexedAccess: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  // our declaration files are checked too, not only the app
  skipLibCheck: false,
  noEmit: true,
  types: [],
};

// ---------------------------------------------------------------------------------------------------------

async function main() {
  for (const name of PACKAGES) {
    if (!existsSync(path.join(root, 'packages', name, 'dist')))
      throw new Error(`packages/${name}/dist is missing: run \`pnpm build\` first`);
  }
  const sandboxBin = path.join(root, 'apps/sandbox/dist/bin.js');
  if (!existsSync(sandboxBin)) throw new Error('apps/sandbox/dist/bin.js is missing: run `pnpm build` first');

  const temp = mkdtempSync(path.join(tmpdir(), 'bondkit-consumer-'));
  if (process.env.BONDKIT_CONSUMER_KEEP === '1') console.log(`keeping ${temp}`);
  else cleanups.unshift(() => rmSync(temp, { recursive: true, force: true }));
  const tarballs = path.join(temp, 'tarballs');
  const app = path.join(temp, 'app');
  mkdirSync(tarballs);
  mkdirSync(path.join(app, 'src'), { recursive: true });
  mkdirSync(path.join(app, 'node10'));

  // 1. pack
  let since = performance.now();
  const packed = {};
  for (const name of PACKAGES) {
    const { stdout } = await run('pnpm', ['pack', '--json', '--pack-destination', tarballs], {
      cwd: path.join(root, 'packages', name),
    });
    const { name: packageName, filename } = JSON.parse(stdout);
    packed[packageName] = `file:${path.join(tarballs, path.basename(filename))}`;
  }
  ok(`packed ${Object.keys(packed).join(', ')}`, since);

  // 2. install
  since = performance.now();
  const demoHost = 'apps/demo-host';
  const manifest = {
    name: 'bondkit-consumer',
    private: true,
    type: 'module',
    dependencies: {
      ...packed,
      react: lockedVersion('react', demoHost),
      'react-dom': lockedVersion('react-dom', demoHost),
    },
    devDependencies: {
      '@types/react': lockedVersion('@types/react', demoHost),
      '@types/react-dom': lockedVersion('@types/react-dom', demoHost),
      '@vitejs/plugin-react': lockedVersion('@vitejs/plugin-react', demoHost),
      typescript: lockedVersion('typescript', '.'),
      vite: lockedVersion('vite', demoHost),
    },
    // the packages' own dependencies on each other (0.1.0) are these tarballs too, never a registry's copy
    overrides: Object.fromEntries(Object.keys(packed).map((name) => [name, `$${name}`])),
  };
  writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(app, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(app, 'vite.config.js'), VITE_CONFIG);
  writeFileSync(path.join(app, 'src/main.tsx'), APP_TSX);
  writeFileSync(path.join(app, 'node10/check.tsx'), NODE10_TSX);
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    `${JSON.stringify({ compilerOptions, include: ['src'] }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(app, 'tsconfig.node10.json'),
    `${JSON.stringify(
      {
        // the resolution of our subpaths is what is checked here (third-party declarations, e.g. zod's, need
        // esModuleInterop under node10)
        compilerOptions: { ...compilerOptions, moduleResolution: 'node10', skipLibCheck: true },
        include: ['node10'],
      },
      null,
      2,
    )}\n`,
  );
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    maxBuffer: 16 * 1024 * 1024,
  });
  const versions = ['react', 'vite', 'typescript'].map((name) => `${name} ${versionIn(app, name)}`);
  ok(`npm install: the three tarballs, ${versions.join(', ')}`, since);

  const tsc = path.join(app, 'node_modules/typescript/bin/tsc');
  const vite = path.join(app, 'node_modules/vite/bin/vite.js');

  // 3. strict typecheck, bundler resolution
  since = performance.now();
  await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: app });
  ok(
    'tsc --noEmit (strict, moduleResolution bundler): createClient, provider, widget, <bk-savings-calculator years={10}>',
    since,
  );

  // 4. node10 resolution
  since = performance.now();
  await run(process.execPath, [tsc, '-p', 'tsconfig.node10.json'], { cwd: app });
  ok(
    'tsc --noEmit (moduleResolution node10): @bondkit/elements/jsx and …/savings-calculator/define resolve',
    since,
  );

  // 5. Node: require and import
  since = performance.now();
  const script = `
    const assert = require('node:assert');
    assert.equal(typeof require('@bondkit/sdk-core').createClient, 'function');
    assert.equal(typeof require('@bondkit/widgets').SavingsCalculator, 'function');
    Promise.all([import('@bondkit/sdk-core'), import('@bondkit/widgets')]).then(([core, widgets]) => {
      assert.equal(typeof core.createClient, 'function');
      assert.equal(typeof widgets.SavingsCalculator, 'function');
    });`;
  const { stderr: nodeWarnings } = await run(process.execPath, ['-e', script], { cwd: app });
  if (nodeWarnings.trim()) throw new Error(`Node printed warnings:\n${nodeWarnings}`);
  ok(`node: require() (CommonJS) and import() (ESM) of @bondkit/sdk-core and @bondkit/widgets`, since);

  // 6. vite build
  since = performance.now();
  const { stdout: built } = await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: app });
  if (built.trim()) console.log(built.trim());
  ok('vite build', since);

  // 7. sandbox
  since = performance.now();
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const sandbox = startServer(
    'sandbox',
    process.execPath,
    [sandboxBin, '--memory', '--host', '127.0.0.1', '--port', String(sandboxPort)],
    { cwd: root, env: { ...process.env } },
  );
  await waitFor(`${sandboxUrl}/api/market/`, sandbox, 60_000);
  ok(`sandbox on ${sandboxUrl}`, since);

  // 8. vite preview
  since = performance.now();
  const previewPort = await freePort();
  const previewUrl = `http://127.0.0.1:${previewPort}`;
  const preview = startServer(
    'vite preview',
    process.execPath,
    [vite, 'preview', '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'],
    { cwd: app, env: { ...process.env, SANDBOX_URL: sandboxUrl } },
  );
  await waitFor(`${previewUrl}/`, preview);
  await waitFor(`${previewUrl}/api/market/`, preview);
  ok(`vite preview on ${previewUrl}, /api proxied to the sandbox`, since);

  // 9–10. Chromium
  since = performance.now();
  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const page = await browser.newPage({ locale: 'en-GB' });
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.goto(`${previewUrl}/`);
  const timeout = 20_000;
  // the widget: the calculator's heading and figures (no request)
  await page.getByTestId('widget').getByText('Final value').first().waitFor({ timeout });
  // the element, in its shadow root: paid in over 10 years from 5,000 at the default 1,000 a month, in euros
  // (so years={10}, start={5000} and currency="EUR" were taken)
  await page.waitForFunction(
    () => {
      const text = document.querySelector('bk-savings-calculator')?.shadowRoot?.textContent ?? '';
      return text.includes('Total paid in') && text.includes('€125,000.00');
    },
    undefined,
    { timeout },
  );
  ok(
    'chromium: <SavingsCalculator> rendered; <bk-savings-calculator years={10} start={5000}> in its shadow root',
    since,
  );

  // from the sandbox: the market's state (sdk-core) and the market table (widgets)
  since = performance.now();
  const marketState = page.getByTestId('market-state');
  await marketState.getByText(/^market: (?!asking)/).waitFor({ timeout });
  const stateText = (await marketState.textContent()) ?? '';
  if (stateText.includes('failed')) throw new Error(`getMarketStatus: ${stateText}`);
  const bonds = page.getByTestId('market').getByRole('table', { name: 'Bonds' });
  await bonds.locator('[role="row"][data-product-id]').first().waitFor({ timeout });
  const rows = await bonds.getAttribute('aria-rowcount');
  if (pageErrors.length > 0) throw new Error(`errors on the page:\n${pageErrors.join('\n')}`);
  ok(`chromium: from the sandbox, "${stateText.trim()}" and the market table (${rows} rows)`, since);
}

main()
  .then(async () => {
    await cleanUp();
    console.log(`consumer test passed in ${seconds()}`);
    process.exit(0);
  })
  .catch(fail);
