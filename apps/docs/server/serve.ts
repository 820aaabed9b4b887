/**
 * Serves the built docs site (`.vitepress/dist`) with its live examples working: static files, plus the
 * sandbox proxy and the token endpoint of server/handlers.ts.
 *
 *   pnpm --filter @bondkit/docs build
 *   pnpm --filter @bondkit/docs preview          # http://127.0.0.1:5180 (with `pnpm start`'s sandbox on :8787)
 *
 * Env: PORT (5180), HOST (127.0.0.1), DOCS_SANDBOX_URL (http://127.0.0.1:8787: the sandbox the examples use).
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDocsMiddleware, sandboxOrigin, sendFile, sendJson } from './handlers';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(appRoot, '.vitepress/dist');
const port = Number(process.env.PORT ?? 5180);
const host = process.env.HOST ?? '127.0.0.1';
const sandboxUrl = sandboxOrigin(process.env.DOCS_SANDBOX_URL);

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`docs: ${dist} has no built site — run \`pnpm --filter @bondkit/docs build\` first`);
  process.exit(1);
}

// the built site carries its own copy of the element bundles (dist/elements/)
const middleware = createDocsMiddleware({ sandboxUrl, elementsDist: null });

/** `/guide/` → guide/index.html, `/theming` → theming.html, anything else as it is; else the 404 page. */
function serveStatic(request: http.IncomingMessage, response: http.ServerResponse): void {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    sendJson(response, 405, { detail: 'Method not allowed.' });
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://docs.invalid').pathname);
  } catch {
    sendJson(response, 400, { detail: 'Bad request.' });
    return;
  }
  const candidates = pathname.endsWith('/')
    ? [`${pathname}index.html`]
    : [pathname, `${pathname}.html`, `${pathname}/index.html`];
  for (const candidate of candidates) if (sendFile(response, dist, candidate, method)) return;
  const notFound = path.join(dist, '404.html');
  if (existsSync(notFound)) {
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(method === 'HEAD' ? undefined : readFileSync(notFound));
  } else sendJson(response, 404, { detail: 'Not found.' });
}

const server = http.createServer((request, response) => {
  middleware(request, response, () => serveStatic(request, response));
});
server.listen(port, host, () => {
  console.log(`docs: http://${host}:${port}/ (live examples → sandbox ${sandboxUrl})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
