/**
 * Builds the partner demo: the server (dist/server.js) and the pages' scripts (dist/assets/*.js — external
 * files, as the pages' Content-Security-Policy allows no inline script), and copies public/ into dist/assets/.
 */
import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');

// written over in place (no clean): a partner server of another e2e run may be serving these files
await mkdir(path.join(dist, 'assets'), { recursive: true });

await Promise.all([
  build({
    entryPoints: { server: path.join(root, 'src/server.ts') },
    outdir: dist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  }),
  build({
    entryPoints: {
      bank: path.join(root, 'src/browser/bank.ts'),
      markets: path.join(root, 'src/browser/markets.ts'),
      marketing: path.join(root, 'src/browser/marketing.ts'),
      react18: path.join(root, 'src/browser/react18.tsx'),
      layout: path.join(root, 'src/browser/layout.ts'),
      origins: path.join(root, 'src/browser/origins.ts'),
    },
    outdir: path.join(dist, 'assets'),
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    sourcemap: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  }),
  cp(path.join(root, 'public'), path.join(dist, 'assets'), { recursive: true }),
]);
console.log('partner demo built: dist/server.js, dist/assets/');
