import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { PartnerDemoConfig } from './config';

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

/** Pages of the demo (files in pages/). */
/** The pages of the demo: their template in pages/ and its `{{NAME}}` values. */
interface PageSpec {
  template: string;
  values?: Readonly<Record<string, string>>;
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
  ['layout', { template: 'layout' }],
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
  for (const [key, value] of Object.entries(values)) page = page.replaceAll(`{{${key}}}`, value);
  const link = `<a href="/${name}.html">`;
  return page
    .replace(link, `<a href="/${name}.html" aria-current="page">`)
    .replace(
      /<!-- if-bundle ([\w/.-]+) -->([\s\S]*?)<!-- end-if -->\n?/g,
      (_block, bundle: string, body: string) =>
        existsSync(path.join(config.elementsDist, bundle)) && !bundle.includes('..') ? body : '',
    )
    .replaceAll('{{API_BASE}}', escapeHtml(`${config.sandboxOrigin}/api`));
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
    const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
    if (!file.startsWith(`${path.resolve(root)}${path.sep}`))
      return json(response, 404, { detail: 'Not found.' });
    try {
      if (!(await stat(file)).isFile()) return json(response, 404, { detail: 'Not found.' });
    } catch {
      return json(response, 404, { detail: 'Not found.' });
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    send(response, 200, await readFile(file), { 'content-type': type });
  }

  /** The partner's back end: opens a platform session for the bank's signed-in customer. */
  async function openSession(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // the token is for this bank's own pages only
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return json(response, 403, { detail: 'Forbidden.' });
    let answer: Response;
    try {
      answer = await fetch(`${config.sandboxOrigin}/partner/sessions`, {
        method: 'POST',
        headers: { authorization: `Partner ${config.partnerKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: config.customerEmail }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      return json(response, 502, { detail: 'The platform could not be reached.' });
    }
    const body = (await answer.json().catch(() => null)) as {
      access_token?: string;
      expires_at?: string;
    } | null;
    if (!answer.ok || !body?.access_token) {
      return json(response, 502, {
        detail: 'The platform refused to open a session.',
        status: answer.status,
      });
    }
    json(
      response,
      200,
      { access_token: body.access_token, expires_at: body.expires_at },
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
        if (method !== 'POST')
          return json(response, 405, { detail: 'Method not allowed.' }, { allow: 'POST' });
        return await openSession(request, response);
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
        return send(response, 200, renderPage(template, config, name, spec.values), {
          'content-type': CONTENT_TYPES['.html']!,
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
