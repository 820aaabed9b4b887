import { describe, expect, it } from 'vitest';
import { fillTemplate, hrefFromTemplates } from './navigation';

describe('hrefFromTemplates', () => {
  it('fills the template of the target with URL-encoded values', () => {
    expect(hrefFromTemplates({ bondUrl: '/bonds/{productId}' }, { to: 'bond-detail', productId: 12 })).toBe(
      '/bonds/12',
    );
    expect(
      hrefFromTemplates(
        { tradeUrl: '/trade/{productId}/{tradeType}?package={packageId}' },
        { to: 'trade', productId: 3, tradeType: 'sell' },
      ),
    ).toBe('/trade/3/sell?package=');
    expect(
      hrefFromTemplates({ marketUrl: '/market?c={category}' }, { to: 'market', category: 'a b&c' }),
    ).toBe('/market?c=a%20b%26c');
  });

  it("falls back to the server's questionnaire link, then to the widgets' routes", () => {
    const questionnaire = { to: 'questionnaire', questionnaire: 'high-yield', link: '/q/hy/' } as const;
    expect(hrefFromTemplates({}, questionnaire)).toBe('/q/hy/');
    expect(hrefFromTemplates({ questionnaireUrl: '/forms/{questionnaire}' }, questionnaire)).toBe(
      '/forms/high-yield',
    );
    expect(hrefFromTemplates({ bondUrl: '' }, { to: 'bond-detail', productId: 5 })).toBe('/market/bond/5/');
    expect(hrefFromTemplates({ bondUrl: '/b/{productId}' }, { to: 'login' })).toBe('/login/');
  });

  it('leaves unknown placeholders empty', () => {
    expect(fillTemplate('/x/{nope}/{id}', { id: '1' })).toBe('/x//1');
  });
});
