/**
 * The built stack the Chromium benches drive: the sandbox's own process (apps/sandbox/dist/bin.js, in-memory
 * database, its clock pinned to the tests' Monday morning) and the demo host's build served with /api and
 * /sandbox proxied to it, same-origin, as the demo's preview server does.
 */
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { PERSONA_PASSWORD, personaEmail } from '@bondkit/sandbox/testing';
import type { Browser, BrowserContext } from 'playwright-core';
import { type ApiHandler, demoHostDist, ensureBuilt, launchChromium, serveDemoHost } from './browser';
import { freePort, stopProcess } from './process';
import { ensureSandboxBuilt, firstSuccess, startSandbox as startSandboxProcess } from './sandbox-process';

/** Starts the built sandbox on a free port, its database in memory, and waits until it answers. */
export async function startSandbox(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = startSandboxProcess(port);
  const url = `http://127.0.0.1:${port}`;
  await firstSuccess(`${url}/api/market/`, child);
  return { url, child };
}

/** Serves the built demo host and proxies /api and /sandbox to the sandbox, same-origin. */
export function startHost(sandboxUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  return serveDemoHost(proxyTo(sandboxUrl));
}

/** Passes a request on to the sandbox at `sandboxUrl` and its answer back. */
export function proxyTo(sandboxUrl: string): ApiHandler {
  const target = new URL(sandboxUrl);
  return (req, res) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
}

/**
 * Runs `measure` in a Chromium context on the built demo host (built first when older than its sources) with
 * the investor signed in through the real API (session and CSRF cookies on the host's origin), `probeScript`
 * added to every page; closes the browser, the host and the sandbox after it, whatever happened.
 */
export async function withSignedInDemoHost<T>(
  probeScript: string,
  measure: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  ensureSandboxBuilt();
  ensureBuilt('@bondkit/demo-host', path.join(demoHostDist, 'index.html'), [
    'apps/demo-host/src',
    'packages/widgets/src',
    'packages/sdk-core/src',
  ]);
  const sandbox = await startSandbox();
  let host: Awaited<ReturnType<typeof startHost>> | undefined;
  let browser: Browser | undefined;
  try {
    host = await startHost(sandbox.url);
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: host.url });
    await context.addInitScript({ content: probeScript });
    await signInInvestor(context);
    return await measure(context);
  } finally {
    await browser?.close();
    await host?.close();
    await stopProcess(sandbox.child, 5_000);
  }
}

/** Signs the investor in through the real API: session and CSRF cookies on the context's base URL. */
export async function signInInvestor(context: BrowserContext): Promise<void> {
  await context.request.get('/api/auth/csrf/');
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const login = await context.request.post('/api/auth/login/', {
    data: { email: personaEmail('investor'), password: PERSONA_PASSWORD },
    headers: { 'X-CSRFToken': csrf },
  });
  if (login.status() !== 200) throw new Error(`sign-in failed: ${login.status()}`);
}
