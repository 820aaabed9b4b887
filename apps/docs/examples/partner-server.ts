/**
 * A partner bank's back end, as small as it gets (Node 20, no dependencies): it serves the bank's page and
 * the element bundles from its own origin under a strict Content-Security-Policy, and mints platform tokens
 * for its signed-in customer with the partner API key — which never reaches the browser.
 *
 *   PLATFORM=http://127.0.0.1:8787 node --import tsx partner-server.ts   # then open http://127.0.0.1:5190/
 *
 * Run it on port 5190: the sandbox allows that origin for its partner (SANDBOX_PARTNER_ORIGINS changes it).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';

const PLATFORM = process.env.PLATFORM ?? 'http://127.0.0.1:8787';
/** The sandbox lets its partner call from :5190 (SANDBOX_PARTNER_ORIGINS changes that). */
const PORT = Number(process.env.PORT ?? 5190);
/** The sandbox partner's key; a real key lives in your secret store. */
const PARTNER_KEY = process.env.PARTNER_API_KEY ?? 'bk_sandbox_adib_4f7d2c9e1a8b6035';
/** Where `npm install @bondkit/elements` put the bundles. */
const BUNDLES = path.resolve('node_modules/@bondkit/elements/dist');

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  `connect-src 'self' ${PLATFORM}`,
  `img-src 'self' ${PLATFORM}`,
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function send(response: ServerResponse, status: number, body: string | Buffer, type: string): void {
  response.writeHead(status, { 'content-type': type, 'content-security-policy': POLICY });
  response.end(body);
}

// #region mint
/** Your customer's platform session: 15 minutes, for this customer only. */
async function mintToken(customerEmail: string): Promise<string | null> {
  const answer = await fetch(`${PLATFORM}/partner/sessions`, {
    method: 'POST',
    headers: { authorization: `Partner ${PARTNER_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: customerEmail }),
  });
  if (!answer.ok) return null;
  const body = (await answer.json()) as { access_token: string; expires_at: string };
  return body.access_token;
}
// #endregion mint

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://bank.invalid');
  try {
    if (url.pathname === '/session' && request.method === 'POST') {
      // here the bank checks ITS OWN session first and picks the customer it belongs to
      const token = await mintToken('sukuk@sandbox.bondkit.test');
      if (!token) return send(response, 502, '{"detail":"No platform session."}', 'application/json');
      return send(response, 200, JSON.stringify({ access_token: token }), 'application/json');
    }
    if (url.pathname === '/' || url.pathname === '/index.html') {
      const page = await readFile('partner-page.html', 'utf8');
      return send(response, 200, page.replaceAll('{{PLATFORM}}', PLATFORM), TYPES['.html']!);
    }
    if (url.pathname === '/bank.js') {
      return send(response, 200, await readFile('bank.js'), TYPES['.js']!);
    }
    const bundle = /^\/elements\/((?:standalone|lite)\/[\w./-]+\.js)$/.exec(url.pathname);
    if (bundle && !bundle[1]!.includes('..')) {
      return send(response, 200, await readFile(path.join(BUNDLES, bundle[1]!)), TYPES['.js']!);
    }
    send(response, 404, 'Not found', 'text/plain');
  } catch {
    send(response, 404, 'Not found', 'text/plain');
  }
}).listen(PORT, '127.0.0.1', () => console.log(`bank on http://127.0.0.1:${PORT}/`));
