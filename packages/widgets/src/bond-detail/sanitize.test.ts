import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript: URLs', () => {
    const out = sanitizeHtml(
      '<p>Keep <strong>this</strong></p><script>window.__x = 1</script>' +
        '<img src="x" alt="" onerror="window.__x = 1"><a href="javascript:window.__x = 1">link</a>' +
        '<a href="java\tscript:alert(1)">tab</a><iframe></iframe><style>p{}</style>',
    );
    expect(out).toContain('Keep');
    expect(out).toContain('this');
    expect(out).not.toMatch(/<script|onerror|javascript:|<iframe|<style|java\tscript/i);
  });

  it('keeps safe links, opening them in a new tab without an opener', () => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml('<a href="https://example.test/prospectus" onclick="x()">prospectus</a>');
    const link = holder.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.test/prospectus');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.hasAttribute('onclick')).toBe(false);
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<custom-tag>text <em>inside</em></custom-tag>')).toBe('text <em>inside</em>');
  });
});
