/**
 * What the docs site needs besides static files, shared by the preview server (server/serve.ts) and the
 * VitePress dev server (.vitepress/config.mts):
 *
 * - `/api/*`, `/profiles/*` and `GET /sandbox/*` are proxied to the sandbox, so the live examples call the API
 *   on the docs site's own origin (first party: the sandbox's CORS, which answers only partner origins, is not
 *   involved — the same way the demo host reaches it);
 * - `POST /docs-session` mints a customer token for the signed-in examples, the way a partner's back end does
 *   (`POST /partner/sessions` with the partner key) — the key never reaches the browser;
 * - `/elements/{standalone,lite}/*` serves the built element bundles (in the built site they are copied into
 *   the output instead; the dev server reads them from packages/elements/dist).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The sandbox partner's API key (apps/sandbox/README.md). A real partner keeps its key on its server only. */
export const SANDBOX_PARTNER_KEY = 'bk_sandbox_adib_4f7d2c9e1a8b6035';

/**
 * The customers the signed-in examples may act for. `sukuk` is the partner's customer: its token comes from
 * `POST /partner/sessions`, exactly as on a partner bank's site. `investor` is not a partner customer (Smart
 * Interest is a first-party feature): its token comes from the sandbox-only `POST /sandbox/token`.
 */
export const DOCS_PERSONAS = {
  sukuk: { email: 'sukuk@sandbox.bondkit.test', via: 'partner' },
  investor: { email: 'investor@sandbox.bondkit.test', via: 'sandbox' },
} as const;
export type DocsPersona = keyof typeof DOCS_PERSONAS;

export interface DocsServerConfig {
  /** the sandbox's origin, e.g. http://127.0.0.1:8787 (env DOCS_SANDBOX_URL) */
  sandboxUrl: string;
  /** the built elements package (its `standalone/` and `lite/` folders), or null to serve none */
  elementsDist: string | null;
}

/** The sandbox origin of `text` (a path such as `/api` is dropped): env DOCS_SANDBOX_URL. */
export function sandboxOrigin(text: string | undefined): string {
  const url = new URL(text ?? 'http://127.0.0.1:8787');
  if (url.origin === 'null') throw new RangeError(`DOCS_SANDBOX_URL: '${text}' has no origin`);
  return url.origin;
}

/** packages/elements/dist, found through the workspace dependency. */
export function elementsDistDir(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const dist = path.join(path.dirname(require.resolve('@bondkit/elements/package.json')), 'dist');
    return existsSync(dist) ? dist : null;
  } catch {
    return null;
  }
}

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/** Sends a file under `root` (never outside it); false when there is no such file. */
export function sendFile(response: ServerResponse, root: string, relative: string, method = 'GET'): boolean {
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
  if (file !== base && !file.startsWith(`${base}${path.sep}`)) return false;
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return false;
    size = stat.size;
  } catch {
    return false;
  }
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': String(size),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  });
  if (method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
  return true;
}

/** Forwards the request to the sandbox as it is (method, path, headers, body) and streams the answer back. */
function proxy(request: IncomingMessage, response: ServerResponse, sandboxUrl: string): void {
  const target = new URL(request.url ?? '/', sandboxUrl);
  const headers = { ...request.headers };
  // the sandbox sees a first-party call: its own host, no foreign Origin (as through the demo host's proxy)
  delete headers.host;
  delete headers.origin;
  headers['x-forwarded-host'] = request.headers.host ?? '';
  const send = target.protocol === 'https:' ? https.request : http.request;
  const upstream = send(target, { method: request.method ?? 'GET', headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', () => {
    if (!response.headersSent) {
      sendJson(response, 502, { detail: `The sandbox could not be reached at ${sandboxUrl}.` });
    } else response.end();
  });
  request.pipe(upstream);
}

function readBody(request: IncomingMessage, limit = 4096): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > limit) {
        reject(new Error('body too large'));
        request.destroy();
      }
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/**
 * `POST /docs-session {"persona": "sukuk" | "investor"}` → `{access_token, expires_at?}`: the docs site's
 * stand-in for a partner's token endpoint (same origin only).
 */
async function openSession(
  request: IncomingMessage,
  response: ServerResponse,
  sandboxUrl: string,
): Promise<void> {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return sendJson(response, 403, { detail: 'Forbidden.' });
  let persona: unknown;
  try {
    persona = (JSON.parse((await readBody(request)) || '{}') as { persona?: unknown }).persona;
  } catch {
    return sendJson(response, 400, { detail: 'Send {"persona": "sukuk" | "investor"}.' });
  }
  if (typeof persona !== 'string' || !Object.hasOwn(DOCS_PERSONAS, persona)) {
    return sendJson(response, 400, { persona: ['Choose sukuk or investor.'] });
  }
  const customer = DOCS_PERSONAS[persona as DocsPersona];
  let answer: Response;
  try {
    answer =
      customer.via === 'partner'
        ? await fetch(`${sandboxUrl}/partner/sessions`, {
            method: 'POST',
            headers: { authorization: `Partner ${SANDBOX_PARTNER_KEY}`, 'content-type': 'application/json' },
            body: JSON.stringify({ email: customer.email }),
            signal: AbortSignal.timeout(10_000),
          })
        : await fetch(`${sandboxUrl}/sandbox/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ persona }),
            signal: AbortSignal.timeout(10_000),
          });
  } catch {
    return sendJson(response, 502, { detail: `The sandbox could not be reached at ${sandboxUrl}.` });
  }
  const body = (await answer.json().catch(() => null)) as { access_token?: unknown; expires_at?: unknown };
  if (!answer.ok || typeof body?.access_token !== 'string') {
    return sendJson(response, 502, {
      detail: 'The sandbox refused to open a session.',
      status: answer.status,
    });
  }
  sendJson(response, 200, {
    access_token: body.access_token,
    ...(typeof body.expires_at === 'string' ? { expires_at: body.expires_at } : {}),
  });
}

/** The proxied paths: the platform API, the consent profiles, and reading the sandbox's admin routes. */
export function isProxied(pathname: string, method: string): boolean {
  if (pathname.startsWith('/api/') || pathname.startsWith('/profiles/')) return true;
  return pathname.startsWith('/sandbox/') && (method === 'GET' || method === 'HEAD');
}

/**
 * A connect-style middleware: answers what it owns (proxy, session, element bundles) and calls `next()` for
 * everything else.
 */
export function createDocsMiddleware(config: DocsServerConfig) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = new URL(request.url ?? '/', 'http://docs.invalid');
    const method = request.method ?? 'GET';
    if (isProxied(url.pathname, method)) {
      proxy(request, response, config.sandboxUrl);
      return;
    }
    if (url.pathname === '/docs-session') {
      if (method !== 'POST') {
        sendJson(response, 405, { detail: 'Method not allowed.' });
        return;
      }
      openSession(request, response, config.sandboxUrl).catch(() => {
        if (!response.headersSent) sendJson(response, 500, { detail: 'A server error occurred.' });
      });
      return;
    }
    const bundle = /^\/elements\/((?:standalone|lite)\/.+)$/.exec(url.pathname);
    if (bundle && config.elementsDist && sendFile(response, config.elementsDist, bundle[1]!, method)) return;
    next();
  };
}
