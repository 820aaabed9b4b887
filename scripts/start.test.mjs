/**
 * `pnpm start` refuses cleanly when its ports are taken — by bondkit already running, or by another program —
 * before it builds anything or opens the sandbox's data folder (a second sandbox on the same folder would write
 * the same database files).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A server on a free port of 127.0.0.1 answering every request with `status`. */
async function listening(status) {
  const server = http.createServer((_, response) => response.writeHead(status).end('{}'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return server.address().port;
}

/** A port nothing listens on (bound, then released). */
async function freePort() {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `pnpm start`'s script with these ports and a data folder that does not exist yet. */
async function start(sandboxPort, demoPort) {
  const parent = mkdtempSync(path.join(tmpdir(), 'bondkit-start-'));
  cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
  const dataDir = path.join(parent, 'data');
  const child = spawn(process.execPath, [path.join(repo, 'scripts/start.mjs'), '--no-build'], {
    cwd: repo,
    env: {
      ...process.env,
      SANDBOX_PORT: String(sandboxPort),
      DEMO_PORT: String(demoPort),
      SANDBOX_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  return { code, output, opened: existsSync(dataDir) || existsSync(`${dataDir}.lock`) };
}

describe('pnpm start when its ports are taken', () => {
  it('says bondkit is already running, and where, and opens nothing', async () => {
    // a sandbox answers its control routes
    const sandboxPort = await listening(200);
    const demoPort = await listening(200);
    const { code, output, opened } = await start(sandboxPort, demoPort);
    expect(code).toBe(1);
    expect(output).toContain(`bondkit is already running: demo site http://127.0.0.1:${demoPort}/market/`);
    expect(output).toContain('SANDBOX_PORT=8788 DEMO_PORT=5174 SANDBOX_DATA_DIR=');
    expect(output).not.toContain('bondkit is running');
    expect(opened).toBe(false);
  });

  it('names the port another program holds', async () => {
    const sandboxPort = await freePort();
    const demoPort = await listening(404);
    const { code, output, opened } = await start(sandboxPort, demoPort);
    expect(code).toBe(1);
    expect(output).toContain(
      `port ${demoPort} is in use by another program. Free it, or choose another: DEMO_PORT=`,
    );
    expect(output).not.toContain('bondkit is already running');
    expect(opened).toBe(false);
  });
});
