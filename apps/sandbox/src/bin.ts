/**
 * bondkit-sandbox — serves the sandbox over HTTP.
 *
 *   node dist/bin.js [--port 8787] [--host 127.0.0.1] [--data-dir DIR | --memory] [--reset] [--exit]
 *                    [--trust-proxy]
 *
 * Environment: PORT, HOST, DATABASE_URL (use that PostgreSQL server instead of PGlite), SANDBOX_DATA_DIR,
 * SANDBOX_NOW (the clock's start, e.g. 2026-11-23T10:00:00Z; it runs on from there), SANDBOX_TRUST_PROXY=1
 * (like --trust-proxy: the sign-in limits count by the right-most X-Forwarded-For entry, for a sandbox
 * served behind a reverse proxy; otherwise by the connection's address).
 * Data lives in apps/sandbox/.data by default, so it survives restarts. `--reset` reseeds before serving;
 * `--reset --exit` reseeds and exits (through the running sandbox's POST /sandbox/reset when one answers).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { DataDirInUseError } from './db/data-dir-lock';
import { createSandbox } from './index';

const started = performance.now();
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    memory: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    exit: { type: 'boolean', default: false },
    'trust-proxy': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (values.help) {
  console.log(
    'Usage: bondkit-sandbox [--port 8787] [--host 127.0.0.1] [--data-dir DIR | --memory] [--reset] [--exit]\n' +
      'Env: PORT, HOST, DATABASE_URL, SANDBOX_DATA_DIR, SANDBOX_NOW',
  );
  process.exit(0);
}

const port = Number(values.port ?? process.env.PORT ?? 8787);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL || undefined;
const defaultDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.data');
const dataDir = values.memory
  ? undefined
  : (values['data-dir'] ?? process.env.SANDBOX_DATA_DIR ?? defaultDataDir);
const now = process.env.SANDBOX_NOW || undefined;

async function resetThroughRunningSandbox(): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}:${port}/sandbox/reset`, {
      method: 'POST',
      signal: AbortSignal.timeout(5000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (values.exit) {
    if (values.reset && (await resetThroughRunningSandbox())) {
      console.log(`bondkit sandbox on http://${host}:${port} reseeded`);
      return;
    }
    // nothing running: open the store here and reseed it
    const sandbox = await createSandbox({
      ...(now ? { now } : {}),
      ...(databaseUrl ? { databaseUrl } : dataDir ? { dataDir } : {}),
      reset: values.reset,
    });
    await sandbox.close();
    console.log(
      `bondkit sandbox data ${values.reset ? 'reseeded' : 'ready'} (${databaseUrl ? 'PostgreSQL' : dataDir})`,
    );
    return;
  }

  const sandbox = await createSandbox({
    ...(now ? { now } : {}),
    ...(databaseUrl ? { databaseUrl } : dataDir ? { dataDir } : {}),
    reset: values.reset,
    // otherwise the app reads SANDBOX_TRUST_PROXY
    ...(values['trust-proxy'] ? { trustProxy: true } : {}),
  });
  const server = serve({ fetch: sandbox.app.fetch, port, hostname: host }, (info) => {
    const relative = dataDir ? path.relative(process.cwd(), dataDir) : '';
    const shown = relative && !relative.startsWith('..') ? relative : dataDir;
    const store = databaseUrl ? 'PostgreSQL' : shown ? `PGlite ${shown}` : 'PGlite in memory';
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `bondkit sandbox ready on http://${info.address}:${info.port} (${store}, clock ${sandbox.clock.now().toISOString()}, ${seconds} s)`,
    );
  });
  server.on('error', async (error) => {
    console.error(`bondkit sandbox: ${error.message}`);
    await sandbox.close();
    process.exit(1);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    if ('closeAllConnections' in server) server.closeAllConnections();
    await sandbox.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  // a folder in use is the user's situation, not a crash: its sentence says what to do
  if (error instanceof DataDirInUseError) console.error(`bondkit sandbox: ${error.message}`);
  else console.error('bondkit sandbox failed to start:', error);
  process.exit(1);
});
