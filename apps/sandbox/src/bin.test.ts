import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('bondkit-sandbox bin', () => {
  it('serves HTTP, logs one line when ready, uses SANDBOX_NOW and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=@bondkit/source',
        '--import',
        'tsx',
        path.join(here, 'bin.ts'),
        '--memory',
        '--port',
        '0',
      ],
      {
        cwd: path.resolve(here, '..'),
        env: { ...process.env, SANDBOX_NOW: '2026-11-28T12:00:00Z', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        const ready = output.split('\n').find((l) => l.startsWith('bondkit sandbox ready on '));
        if (ready) resolve(ready);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
    });
    try {
      const url = /ready on (http:\/\/\S+)/.exec(line)?.[1];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const market = await fetch(`${url}/api/market/`);
      expect(market.status).toBe(200);
      // Saturday: closed, opening on Monday
      expect(await market.json()).toMatchObject({ state: 'closed', opens_at: '2026-11-30T08:00:00+00:00' });
      expect(market.headers.get('set-cookie')).toMatch(/^csrftoken=/);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    expect(output.trim().split('\n')).toHaveLength(1);
  });
});
