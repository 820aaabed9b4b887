/**
 * The built sandbox as a process of its own (`apps/sandbox/dist/bin.js` on a loopback port), for the benches
 * whose load must not share the sandbox's event loop: building it when its sources are newer, starting it on
 * a data folder, waiting for its first answer, and signing a persona in over HTTP.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { PERSONA_PASSWORD, personaEmail, TEST_NOW } from '@bondkit/sandbox/testing';
import { ensureBuilt, root } from './browser';

const bin = path.join(root, 'apps/sandbox/dist/bin.js');

/** Builds apps/sandbox when dist/bin.js is missing or older than its sources or sdk-core's. */
export function ensureSandboxBuilt(): void {
  ensureBuilt('@bondkit/sandbox', bin, ['apps/sandbox/src', 'packages/sdk-core/src']);
}

/**
 * Starts the built sandbox on `port`, its clock at TEST_NOW: on `dataDir` (seeded there on first use), or with
 * its database in memory when none is given.
 */
export function startSandbox(port: number, dataDir?: string): ChildProcess {
  const store = dataDir === undefined ? ['--memory'] : ['--data-dir', dataDir];
  return spawn(process.execPath, [bin, ...store, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, SANDBOX_NOW: TEST_NOW, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Polls until the sandbox answers 200; resolves with the time it did. */
export async function firstSuccess(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode}) before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) {
        await response.arrayBuffer();
        return performance.now();
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs)
      throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A signed-in browser's headers: its cookies and the CSRF token a write sends. */
export interface HttpSession {
  headers: Record<string, string>;
}

const cookiesOf = (response: Response) =>
  Object.fromEntries(response.headers.getSetCookie().map((line) => line.split(';')[0]?.split('=') ?? []));

/**
 * Signs a persona in through the real routes (the CSRF cookie, then `POST /api/auth/login/`), as a browser
 * does. Resolves once the login is answered (after what the sandbox books on a first sign-in).
 */
export async function httpSignIn(origin: string, persona: string): Promise<HttpSession> {
  const csrf = cookiesOf(await fetch(`${origin}/api/auth/csrf/`));
  const token = csrf.csrftoken ?? '';
  const login = await fetch(`${origin}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${token}`, 'x-csrftoken': token },
    body: JSON.stringify({ email: personaEmail(persona), password: PERSONA_PASSWORD }),
  });
  await login.arrayBuffer();
  if (login.status !== 200) throw new Error(`signing ${persona} in answered ${login.status}`);
  const cookies = { ...csrf, ...cookiesOf(login) };
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { headers: { cookie, 'x-csrftoken': cookies.csrftoken ?? '' } };
}
