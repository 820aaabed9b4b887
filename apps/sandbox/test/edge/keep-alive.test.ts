/**
 * A body beyond the limit is answered 413 and closes its connection, so the next request of a keep-alive client
 * (a pooling proxy's: another customer's) is answered on a fresh one rather than being read as the tail of the
 * refused body. Against the real HTTP server (@hono/node-server, as `bin.ts` serves it) on a free port, through
 * one keep-alive socket.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../src/index';
import { TEST_NOW } from '../support/helpers';

let sandbox: Sandbox;
let server: ReturnType<typeof serve>;
let agent: http.Agent;
let port = 0;

beforeAll(async () => {
  sandbox = await createSandbox({ now: TEST_NOW });
  server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  agent?.destroy();
  await new Promise((resolve) => server.close(resolve));
  await sandbox?.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
  /** The local port of the socket it came on: the same for two answers on one connection. */
  socket: number | undefined;
}

/** Sends one request through the shared agent (one socket, kept alive) and reads its whole answer. */
function send(method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = body
      ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
      : {};
    const request = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          socket: request.socket?.localPort,
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

const MARKET = '/api/market/';

describe('a body over the limit leaves the connection usable for the next request', () => {
  for (const [name, bytes] of [
    ['1 MB', 1_000_000],
    ['70 KB', 70_000],
  ] as const) {
    it(`answers the request after a ${name} body on the same keep-alive client`, async () => {
      agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const kept = await send('GET', MARKET);
      const again = await send('GET', MARKET);
      // an answered request keeps its connection
      expect(again).toEqual({ ...kept, status: 200 });

      const refused = await send('POST', '/api/leads/', JSON.stringify({ note: 'a'.repeat(bytes) }));
      const next = await send('GET', MARKET);
      expect(next.status).toBe(200);
      // the refusal said it closed its connection (the rest of the body was never read)
      expect(refused).toMatchObject({ status: 413, connection: 'close' });
      expect(next.socket).not.toBe(refused.socket);
      agent.destroy();
    });
  }
});
