import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

/** The sanitised markup, parsed back into a detached element to inspect. */
function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHtml(html);
  return holder;
}

describe('sanitizeHtml', () => {
  it('removes scripts with their content', () => {
    const out = parse('<p>Keep</p><script>window.__bkSanitize = 1</script>');
    expect(out.querySelector('script')).toBeNull();
    expect(out.innerHTML).toBe('<p>Keep</p>');
  });

  it('removes event handler attributes and keeps the element', () => {
    const out = parse('<img src="https://cdn.example.test/logo.png" alt="Logo" onerror="x()" onload="y()">');
    const image = out.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example.test/logo.png');
    expect(image?.getAttribute('alt')).toBe('Logo');
    expect(image?.hasAttribute('onerror')).toBe(false);
    expect(image?.hasAttribute('onload')).toBe(false);
  });

  it('keeps only http(s), mailto and relative URLs: javascript: (even hidden with whitespace), data:, tel: go', () => {
    const out = parse(
      '<a href="javascript:alert(1)">a</a><a href="java\tscript:alert(1)">b</a>' +
        '<a href=" JavaScript:alert(1)">c</a><a href="vbscript:msgbox(1)">d</a>' +
        '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">e</a><a href="tel:+441234567890">f</a>',
    );
    const links = [...out.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    for (const link of links) expect(link.hasAttribute('href')).toBe(false);
  });

  it('removes iframes, objects, embeds and forms', () => {
    const out = parse(
      '<iframe src="https://evil.test/"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<form action="https://evil.test/"><input name="q"><button>Send</button></form>',
    );
    expect(out.querySelector('iframe, object, embed, form, input, button')).toBeNull();
    expect(out.innerHTML).not.toContain('evil.test');
  });

  it('removes style elements and style attributes', () => {
    const out = parse('<style>p { display: none }</style><p style="position:fixed;inset:0">Text</p>');
    expect(out.querySelector('style')).toBeNull();
    expect(out.innerHTML).toBe('<p>Text</p>');
  });

  it('keeps allowed markup: headings, lists, tables, emphasis and relative or mailto links', () => {
    const html =
      '<h3>Terms</h3><ul><li><strong>Coupon</strong> <em>7%</em></li></ul>' +
      '<table><thead><tr><th scope="col">Year</th></tr></thead><tbody><tr><td colspan="2">2027</td></tr></tbody></table>' +
      '<p><a href="/market/">market</a> <a href="mailto:ir@example.test">contact</a></p>';
    const out = parse(html);
    expect(out.querySelector('h3')?.textContent).toBe('Terms');
    expect(out.querySelector('li strong')?.textContent).toBe('Coupon');
    expect(out.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(out.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect([...out.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/market/',
      'mailto:ir@example.test',
    ]);
  });

  it('opens links in a new tab without an opener, whatever the server asked', () => {
    const out = parse(
      '<a href="https://example.test/prospectus" target="_self" rel="opener" onclick="x()">prospectus</a>',
    );
    const link = out.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.test/prospectus');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.hasAttribute('onclick')).toBe(false);
  });

  it('removes unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<custom-tag>text <em>inside</em></custom-tag>')).toBe('text <em>inside</em>');
  });

  it('leaves a host page’s DOMPurify untouched (its own defaults, no link hook)', () => {
    sanitizeHtml('<a href="https://example.test/">warm up our instance</a>');
    const host = document.createElement('div');
    host.innerHTML = DOMPurify.sanitize(
      '<p style="color: red"><a href="https://example.test/">link</a><u>u</u><s>s</s></p>',
    );
    expect(host.querySelector('p')?.getAttribute('style')).toBe('color: red');
    expect(host.querySelector('a')?.hasAttribute('target')).toBe(false);
    expect(host.querySelector('s')?.textContent).toBe('s');
  });
});
