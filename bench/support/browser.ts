/**
 * What the browser benches share: Debian's Chromium with the workplace's flags, a build of a workspace package
 * when it is missing or stale, and a server for the built demo host (SPA fallback) with an API hook.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './sources';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const demoHostDist = path.join(root, 'apps/demo-host/dist');

/** Debian's Chromium (never a downloaded one), headless. */
export { launchChromium } from '../../scripts/chromium.mjs';

const skipBuildOutput = (entry: { name: string }) =>
  entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.');

/**
 * Builds `pkg` (`pnpm --filter pkg build`) when `output` is missing or older than any of `sources` (folders
 * relative to the repository), or always with BENCH_REBUILD=1.
 */
export function ensureBuilt(pkg: string, output: string, sources: readonly string[]): void {
  if (existsSync(output) && process.env.BENCH_REBUILD !== '1') {
    const newest = Math.max(...sources.map((dir) => newestMtime(path.join(root, dir), skipBuildOutput)));
    if (newest <= statSync(output).mtimeMs) return;
  }
  console.log(`  building ${pkg}…`);
  const result = spawnSync('pnpm', ['--filter', pkg, 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`building ${pkg} failed`);
}

/** The demo host's build, made when missing or older than its sources or the packages it bundles. */
export function ensureDemoHostBuilt(): void {
  ensureBuilt('@bondkit/demo-host', path.join(demoHostDist, 'index.html'), [
    'apps/demo-host/src',
    'packages/widgets/src',
    'packages/sdk-core/src',
  ]);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** Answers a request of the API (`/api/…`, `/sandbox/…`) the page makes. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => void;

/** Serves the built demo host on a free port: `/api` and `/sandbox` go to `api`, the rest are files or index.html. */
export async function serveDemoHost(api: ApiHandler): Promise<{ url: string; close(): Promise<void> }> {
  const indexHtml = readFileSync(path.join(demoHostDist, 'index.html'));
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const p = new URL(req.url ?? '/', 'http://bench.local').pathname;
    if (p.startsWith('/api/') || p.startsWith('/sandbox/')) return api(req, res, p);
    const file = path.join(demoHostDist, path.normalize(decodeURIComponent(p)).replace(/^([/\\])+/, ''));
    if (file.startsWith(demoHostDist) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(await readFile(file));
      return;
    }
    res.writeHead(200, { 'content-type': CONTENT_TYPES['.html'] });
    res.end(indexHtml);
  };
  const server: Server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
