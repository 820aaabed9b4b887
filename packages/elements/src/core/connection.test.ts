import { createClient, downloadFile } from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { type ConnectionHost, createUnauthorizedGate, reportingClient } from './connection';

describe('reportingClient', () => {
  it("keeps the client's server clock and its downloads, and reports a failed download from the element", async () => {
    const events: string[] = [];
    const host: ConnectionHost = {
      emit: (name: string) => {
        events.push(name);
        return true;
      },
    };
    const client = createClient({
      baseUrl: 'http://platform.test/api',
      fetch: async () =>
        new Response(JSON.stringify({ detail: 'Gone.' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json', Date: 'Mon, 23 Nov 2026 10:00:00 GMT' },
        }),
    });
    const wrapped = reportingClient(client, host, createUnauthorizedGate(host), true);
    expect(wrapped.clock).toBe(client.clock);
    await expect(downloadFile(wrapped, 'reports/1/', { fallbackName: 'report.pdf' })).rejects.toMatchObject({
      status: 404,
    });
    expect(events).toEqual(['bk-error']);
    // the element judges the server's windows by the server's time (the answer's Date header)
    expect(Math.abs(wrapped.clock.now().getTime() - Date.parse('2026-11-23T10:00:00Z'))).toBeLessThan(5_000);
  });
});
