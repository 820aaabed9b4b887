import { describe, expect, it } from 'vitest';
import { liveHtml, parseLiveInfo } from './live-fence';

describe('live fences', () => {
  it('are html fences marked live, with their options', () => {
    expect(parseLiveInfo('html')).toBeNull();
    expect(parseLiveInfo('ts live')).toBeNull();
    expect(parseLiveInfo('html live')).toEqual({});
    expect(parseLiveInfo('html live session=sukuk build=lite')).toEqual({ session: 'sukuk', build: 'lite' });
  });

  it('run the shown HTML without its script tags and with api-base left to the example', () => {
    const code = [
      '<script type="module" src="/elements/standalone/market-table.js"></script>',
      '<bk-market-table api-base="http://127.0.0.1:8787/api" view="list"></bk-market-table>',
    ].join('\n');
    expect(liveHtml(code)).toBe('<bk-market-table data-live-api view="list"></bk-market-table>');
  });
});
