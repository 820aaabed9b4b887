#!/usr/bin/env node
/**
 * `pnpm start` — builds what is missing or out of date, then runs the sandbox API on :8787 (data kept in
 * apps/sandbox/.data, so it survives a restart) and the demo host on :5173 (vite preview, proxying /api and
 * /sandbox to the sandbox so the site is same-origin). Ctrl-C stops both.
 *
 * Options: --rebuild (build everything), --no-build (use the builds as they are).
 * Env: SANDBOX_PORT (8787), DEMO_PORT (5173), SANDBOX_DATA_DIR (apps/sandbox/.data).
 *
 * It refuses before building or opening anything when either port is taken: bondkit already running (say where
 * it is) or another program (say which port). The sandbox itself refuses a data folder another process has open.
 */
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builds, staleBuilds } from './freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8787);
const demoPort = Number(process.env.DEMO_PORT ?? 5173);
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const demoUrl = `http://127.0.0.1:${demoPort}`;
const dataDir = path.resolve(root, process.env.SANDBOX_DATA_DIR ?? 'apps/sandbox/.data');
const PASSWORD = 'Sandbox!2026';

function build() {
  if (args.has('--no-build')) return;
  for (const step of staleBuilds(root, builds, { rebuild: args.has('--rebuild') })) {
    console.log(`› building ${step.name}`);
    const result = spawnSync('pnpm', ['--filter', step.name, 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`✗ ${step.name} failed to build`);
      process.exit(result.status ?? 1);
    }
  }
}

const children = [];
let stopping = false;

function run(name, command, commandArgs, options) {
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${name}] `;
  const forward = (stream, out) => {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => buffer && out.write(`${prefix}${buffer}\n`));
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`✗ ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  deadline.unref();
  Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => child.once('exit', resolve)),
    ),
  ).then(() => process.exit(code));
}

async function waitFor(url, what, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (stopping) return;
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  console.error(`✗ ${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
  stop(1);
}

/** Whether something listens on the port (it cannot be bound on the address the services use). */
function portTaken(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

/** Refuses (exit 1, before building or opening the data) when a port is taken, saying by what. */
async function refuseTakenPorts() {
  const taken = [];
  for (const [name, port] of [
    ['SANDBOX_PORT', sandboxPort],
    ['DEMO_PORT', demoPort],
  ])
    if (await portTaken(port)) taken.push({ name, port });
  if (taken.length === 0) return;
  const bondkit = await fetch(`${sandboxUrl}/sandbox/clock`, { signal: AbortSignal.timeout(3000) })
    .then((response) => response.ok)
    .catch(() => false);
  if (bondkit) {
    console.error(`✗ bondkit is already running: demo site ${demoUrl}/market/, sandbox API ${sandboxUrl}/api/
  Use that one, or stop it first (Ctrl-C in its terminal). A second one needs its own ports and data folder:
    SANDBOX_PORT=8788 DEMO_PORT=5174 SANDBOX_DATA_DIR=/tmp/bondkit-second pnpm start`);
  } else {
    for (const { name, port } of taken)
      console.error(
        `✗ port ${port} is in use by another program. Free it, or choose another: ${name}=${port + 1} pnpm start`,
      );
  }
  process.exit(1);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

await refuseTakenPorts();
build();

run('sandbox', process.execPath, [path.join(root, 'apps/sandbox/dist/bin.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(sandboxPort),
    HOST: '127.0.0.1',
    SANDBOX_DATA_DIR: dataDir,
  },
});
await waitFor(`${sandboxUrl}/api/market/`, 'the sandbox');

const demoHost = path.join(root, 'apps/demo-host');
run(
  'demo',
  process.execPath,
  [
    path.join(demoHost, 'node_modules/vite/bin/vite.js'),
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(demoPort),
    '--strictPort',
  ],
  { cwd: demoHost, env: { ...process.env, SANDBOX_URL: sandboxUrl } },
);
await waitFor(`${demoUrl}/`, 'the demo host');

if (!stopping) {
  console.log(`
  bondkit is running
    demo site   ${demoUrl}/market/
    sandbox API ${sandboxUrl}/api/  (data in ${path.relative(root, dataDir)}; reseed: pnpm --filter @bondkit/sandbox reset)

  Sign in with a sandbox persona (the 'Sandbox' panel at the page foot, or the sign-in page):
    investor@sandbox.bondkit.test, readonly@…, sukuk@…, new@… — every persona's password: ${PASSWORD}

  Ctrl-C stops both.
`);
}
