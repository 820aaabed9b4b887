import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { bankOrigin, cdnOrigin, type PartnerDemoConfig } from './config';

/** One Content-Security-Policy violation, as the report endpoint keeps it. */
export interface CspReport {
  receivedAt: string;
  documentUri: string;
  violatedDirective: string;
  effectiveDirective: string;
  blockedUri: string;
  sourceFile: string;
  lineNumber: number | null;
  sample: string;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The pages of the demo: their template in pages/ and its `{{NAME}}` values. */
interface PageSpec {
  template: string;
  values?: Readonly<Record<string, string>>;
  /**
   * `three-origin`: the bundles come from the CDN origin (`{{CDN}}` in the template), the policy is
   * {@link threeOriginPolicy}, and the bank's server writes the customer's first platform token into the page
   * (`{{PLATFORM_TOKEN}}`), so no request is needed to start.
   */
  origins?: 'three-origin';
}

const PAGES: ReadonlyMap<string, PageSpec> = new Map<string, PageSpec>([
  ['index', { template: 'index' }],
  ['bank', { template: 'bank' }],
  ['markets', { template: 'markets' }],
  // the marketing page twice: on the standalone build and on the lite one
  ['marketing', { template: 'marketing', values: { BUILD: 'standalone', BUILD_NOTE: '' } }],
  ['marketing-lite', { template: 'marketing', values: { BUILD: 'lite', BUILD_NOTE: ' (lite build)' } }],
  ['react18', { template: 'react18' }],
  // one element in a box the e2e tests size (e2e/tests/partner-layout.spec.ts)
  ['layout', { template: 'layout', origins: 'three-origin' }],
  // the bank's page on its own origin, the bundles on a CDN, the API on a third: the strictest policy
  ['origins', { template: 'origins', origins: 'three-origin' }],
]);
const MAX_REPORTS = 1000;
const MAX_BODY = 64 * 1024;

/**
 * The partner's policy: nothing inline, scripts and styles from this origin only, API calls to the platform
 * (and this origin's own token endpoint), images from here and the platform (company logos), violations
 * reported to /csp-report.
 */
export function contentSecurityPolicy(sandboxOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${sandboxOrigin}`,
    `img-src 'self' ${sandboxOrigin}`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    'report-uri /csp-report',
  ].join('; ');
}

/**
 * The policy of a page whose bundles come from a CDN: nothing by default; scripts from the bank and the CDN;
 * styles from the bank; calls to the platform API and to the bank's one token endpoint (named exactly — not
 * `'self'`); images (company logos) from the platform.
 */
export function threeOriginPolicy(config: PartnerDemoConfig): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${cdnOrigin(config)}`,
    "style-src 'self'",
    `connect-src ${config.sandboxOrigin} ${bankOrigin(config)}/session`,
    `img-src ${config.sandboxOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    'report-uri /csp-report',
  ].join('; ');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Fills the template of page `name`: its `{{NAME}}` values (e.g. `{{BUILD}}`), `{{API_BASE}}` (the platform
 * API's base URL), `aria-current="page"` on the navigation's link to the page, and a block
 * `<!-- if-bundle lite/guide-form.js --> … <!-- end-if -->` stays only when the elements build has that bundle
 * (elements that later issues add show up without editing the pages).
 */
export function renderPage(
  template: string,
  config: PartnerDemoConfig,
  name = '',
  values: Readonly<Record<string, string>> = {},
): string {
  let page = template;
  for (const [key, value] of Object.entries(values)) page = page.replaceAll(`{{${key}}}`, escapeHtml(value));
  const link = `<a href="/${name}.html">`;
  return page
    .replace(link, `<a href="/${name}.html" aria-current="page">`)
    .replace(
      /<!-- if-bundle ([\w/.-]+) -->([\s\S]*?)<!-- end-if -->\n?/g,
      (_block, bundle: string, body: string) =>
        existsSync(path.join(config.elementsDist, bundle)) && !bundle.includes('..') ? body : '',
    )
    .replaceAll('{{API_BASE}}', escapeHtml(`${config.sandboxOrigin}/api`))
    .replaceAll('{{CDN}}', escapeHtml(cdnOrigin(config)))
    .replaceAll('{{PLATFORM_TOKEN}}', '');
}

function normaliseReport(body: unknown): Omit<CspReport, 'receivedAt'>[] {
  // report-uri: {"csp-report": {...}} (kebab-case); Reporting API: [{type, body: {...}}] (camelCase)
  const entries: Record<string, unknown>[] = [];
  if (Array.isArray(body)) {
    for (const item of body) {
      const inner = (item as { body?: unknown })?.body;
      if (inner && typeof inner === 'object') entries.push(inner as Record<string, unknown>);
    }
  } else if (body && typeof body === 'object') {
    const inner = (body as Record<string, unknown>)['csp-report'];
    if (inner && typeof inner === 'object') entries.push(inner as Record<string, unknown>);
  }
  const text = (entry: Record<string, unknown>, ...keys: string[]) => {
    for (const key of keys) if (typeof entry[key] === 'string') return entry[key] as string;
    return '';
  };
  return entries.map((entry) => {
    const line = entry['line-number'] ?? entry.lineNumber;
    return {
      documentUri: text(entry, 'document-uri', 'documentURL'),
      violatedDirective: text(entry, 'violated-directive', 'effectiveDirective'),
      effectiveDirective: text(entry, 'effective-directive', 'effectiveDirective'),
      blockedUri: text(entry, 'blocked-uri', 'blockedURL'),
      sourceFile: text(entry, 'source-file', 'sourceFile'),
      lineNumber: typeof line === 'number' ? line : null,
      sample: text(entry, 'script-sample', 'sample'),
    };
  });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The request handler of the partner demo: pages, assets, element bundles, the token endpoint, CSP reports. */
export function createPartnerHandler(config: PartnerDemoConfig) {
  const reports: CspReport[] = [];
  const csp = contentSecurityPolicy(config.sandboxOrigin);
  const assetsDir = path.join(config.appRoot, 'dist', 'assets');
  const pagesDir = path.join(config.appRoot, 'pages');

  function send(
    response: ServerResponse,
    status: number,
    body: string | Buffer | null,
    headers: Record<string, string> = {},
  ): void {
    response.writeHead(status, {
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-cache',
      ...headers,
    });
    response.end(body);
  }

  const json = (response: ServerResponse, status: number, value: unknown, headers = {}) =>
    send(response, status, JSON.stringify(value), {
      'content-type': 'application/json; charset=utf-8',
      ...headers,
    });

  async function sendFile(response: ServerResponse, root: string, relative: string): Promise<void> {
    const file = await servedFile(root, relative);
    if (!file) return json(response, 404, { detail: 'Not found.' });
    send(response, 200, file.body, { 'content-type': file.type });
  }

  /**
   * The bank's own sign-in, as far as the demo needs it: each browser has a bank session (the `gcb_session`
   * cookie), signed in until the page signs it out (`DELETE /session`) and again on `PUT /session`. The platform
   * tokens minted for a bank session are remembered, so signing out ends them on the platform too.
   */
  const bankSessions = new Map<string, { signedIn: boolean; tokens: string[] }>();
  const MAX_BANK_SESSIONS = 5000;

  function bankSession(request: IncomingMessage, response: ServerResponse) {
    const cookie = /(?:^|;\s*)gcb_session=([\w-]{16,64})/.exec(request.headers.cookie ?? '')?.[1];
    let id = cookie;
    if (!id || !bankSessions.has(id)) {
      id = id ?? randomBytes(18).toString('base64url');
      if (bankSessions.size >= MAX_BANK_SESSIONS) bankSessions.delete(bankSessions.keys().next().value!);
      bankSessions.set(id, { signedIn: true, tokens: [] });
    }
    if (id !== cookie)
      response.setHeader('set-cookie', `gcb_session=${id}; Path=/; HttpOnly; SameSite=Strict`);
    return bankSessions.get(id)!;
  }

  /** Asks the platform for a session of the bank's customer: the token, or why not. */
  async function mintToken(): Promise<
    { ok: true; token: string; expiresAt: string | undefined } | { ok: false; status: number; detail: string }
  > {
    let answer: Response;
    try {
      answer = await fetch(`${config.sandboxOrigin}/partner/sessions`, {
        method: 'POST',
        headers: { authorization: `Partner ${config.partnerKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: config.customerEmail }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      return { ok: false, status: 502, detail: 'The platform could not be reached.' };
    }
    const body = (await answer.json().catch(() => null)) as {
      access_token?: string;
      expires_at?: string;
    } | null;
    if (!answer.ok || !body?.access_token)
      return { ok: false, status: answer.status, detail: 'The platform refused to open a session.' };
    return { ok: true, token: body.access_token, expiresAt: body.expires_at };
  }

  /** Ends the platform sessions of a bank session (`POST /partner/sessions/end`, one per token). */
  async function endTokens(tokens: readonly string[]): Promise<void> {
    await Promise.all(
      tokens.map((token) =>
        fetch(`${config.sandboxOrigin}/partner/sessions/end`, {
          method: 'POST',
          headers: { authorization: `Partner ${config.partnerKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ access_token: token }),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => undefined),
      ),
    );
  }

  /**
   * The bank's token endpoint for its own pages (same origin only): `POST` opens a platform session for the
   * bank's signed-in customer; `DELETE` signs the customer out of the bank (and ends those platform sessions);
   * `PUT` signs them in again.
   */
  async function tokenEndpoint(request: IncomingMessage, response: ServerResponse, method: string) {
    // the token is for this bank's own pages only
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return json(response, 403, { detail: 'Forbidden.' });
    const session = bankSession(request, response);
    if (method === 'DELETE') {
      session.signedIn = false;
      const tokens = session.tokens.splice(0);
      await endTokens(tokens);
      return send(response, 204, null);
    }
    if (method === 'PUT') {
      session.signedIn = true;
      return send(response, 204, null);
    }
    if (!session.signedIn) return json(response, 401, { detail: 'Signed out of the bank.' });
    const minted = await mintToken();
    if (!minted.ok) return json(response, 502, { detail: minted.detail, status: minted.status });
    session.tokens.push(minted.token);
    json(
      response,
      200,
      { access_token: minted.token, expires_at: minted.expiresAt },
      { 'cache-control': 'no-store' },
    );
  }

  async function receiveReport(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readBody(request));
    } catch {
      return json(response, 400, { detail: 'Expected a CSP report.' });
    }
    const receivedAt = new Date().toISOString();
    for (const report of normaliseReport(parsed)) {
      reports.push({ receivedAt, ...report });
      console.warn(
        `[partner-demo] CSP violation on ${report.documentUri}: ${report.violatedDirective} blocked ${report.blockedUri || '(inline)'}`,
      );
    }
    reports.splice(0, Math.max(0, reports.length - MAX_REPORTS));
    send(response, 204, null);
  }

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://partner.invalid');
    const method = request.method ?? 'GET';
    const pathname = decodeURIComponent(url.pathname);
    try {
      if (pathname === '/session') {
        if (method !== 'POST' && method !== 'DELETE' && method !== 'PUT')
          return json(response, 405, { detail: 'Method not allowed.' }, { allow: 'POST, PUT, DELETE' });
        return await tokenEndpoint(request, response, method);
      }
      if (pathname === '/csp-report') {
        if (method !== 'POST')
          return json(response, 405, { detail: 'Method not allowed.' }, { allow: 'POST' });
        return await receiveReport(request, response);
      }
      if (method !== 'GET' && method !== 'HEAD') {
        return json(response, 405, { detail: 'Method not allowed.' }, { allow: 'GET, HEAD' });
      }
      if (pathname === '/csp-reports') {
        const document = url.searchParams.get('document') ?? '';
        return json(
          response,
          200,
          reports.filter((report) => report.documentUri.includes(document)),
        );
      }
      const page = /^\/(?:([\w-]+)\.html)?$/.exec(pathname);
      if (page) {
        const name = page[1] ?? 'index';
        const spec = PAGES.get(name);
        if (!spec) return json(response, 404, { detail: 'Not found.' });
        const template = await readFile(path.join(pagesDir, `${spec.template}.html`), 'utf8');
        const values = { ...spec.values };
        let policy = csp;
        if (spec.origins === 'three-origin') {
          policy = threeOriginPolicy(config);
          // the first token comes with the page: the page needs no request to start
          const session = bankSession(request, response);
          if (session.signedIn) {
            const minted = await mintToken();
            if (minted.ok) {
              session.tokens.push(minted.token);
              values.PLATFORM_TOKEN = minted.token;
            }
          }
        }
        return send(response, 200, renderPage(template, config, name, values), {
          'content-type': CONTENT_TYPES['.html']!,
          'content-security-policy': policy,
          'cache-control': 'no-store',
        });
      }
      const asset = /^\/assets\/(.+)$/.exec(pathname);
      if (asset) return await sendFile(response, assetsDir, asset[1]!);
      const bundle = /^\/elements\/((?:standalone|lite)\/.+)$/.exec(pathname);
      if (bundle) return await sendFile(response, config.elementsDist, bundle[1]!);
      return json(response, 404, { detail: 'Not found.' });
    } catch (error) {
      console.error('[partner-demo]', error);
      if (!response.headersSent) json(response, 500, { detail: 'A server error occurred.' });
      else response.end();
    }
  };
}

/**
 * A file below `root` named by a request's path (`relative`, normalised: nothing outside `root`), with its content
 * type; null when there is no such file.
 */
async function servedFile(root: string, relative: string): Promise<{ body: Buffer; type: string } | null> {
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(`${base}${path.sep}`)) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
  } catch {
    return null;
  }
  return {
    body: await readFile(file),
    type: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
  };
}

/**
 * The demo's CDN: a second origin that serves the element bundles and nothing else. Module scripts from another
 * origin are fetched with CORS, so every answer allows any origin (the bundles are public files) and says it may
 * be embedded cross-origin.
 */
export function createCdnHandler(config: PartnerDemoConfig) {
  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://cdn.invalid');
    const headers = {
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    };
    const notFound = () => {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found.');
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...headers, allow: 'GET, HEAD' });
      return void response.end();
    }
    const bundle = /^\/elements\/((?:standalone|lite)\/[\w./-]+)$/.exec(decodeURIComponent(url.pathname));
    const file =
      bundle && !bundle[1]!.includes('..') ? await servedFile(config.elementsDist, bundle[1]!) : null;
    if (!file) return notFound();
    response.writeHead(200, { ...headers, 'content-type': file.type });
    response.end(request.method === 'HEAD' ? undefined : file.body);
  };
}
