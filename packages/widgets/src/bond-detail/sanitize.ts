import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null | undefined;

/** Our own DOMPurify instance (configuration and hooks never leak into a host page's DOMPurify). */
function getPurifier(): DOMPurify | null {
  if (purifier !== undefined) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = createDOMPurify(window);
  // Some DOM implementations (happy-dom) break DOMPurify's node checks: it then strips allowed markup.
  // A self-test keeps it only where it works; the allowlist pass below applies everywhere.
  const works =
    instance.isSupported &&
    instance.sanitize('<p><a href="https://x.test/">a</a></p>') === '<p><a href="https://x.test/">a</a></p>';
  purifier = works ? instance : null;
  return purifier;
}

/** Tags kept by the final pass; anything else is unwrapped (its text kept) or, if dangerous, dropped. */
const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);
/** Tags dropped with their content. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'template',
  'noscript',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'applet',
  'portal',
]);
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  abbr: ['title'],
};
/** http(s), mailto, or a relative address; never javascript:, data:, vbscript: … */
const SAFE_URL = /^(?:https?:|mailto:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

function isSafeUrl(value: string): boolean {
  // browsers ignore control characters and whitespace inside a scheme ("java\tscript:")
  let compact = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) compact += char;
  }
  return SAFE_URL.test(compact);
}

/**
 * A strict allowlist pass over markup (in an inert <template>): the guarantee that no script, event
 * handler, style or unsafe URL survives, whatever the DOM implementation underneath DOMPurify does.
 */
function allowlistPass(html: string, doc: Document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const visit = (parent: ParentNode) => {
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === 8) {
        node.parentNode?.removeChild(node); // comments
        continue;
      }
      if (node.nodeType !== 1) continue;
      const element = node as Element;
      const tag = element.tagName.toLowerCase();
      if (DROPPED_TAGS.has(tag)) {
        element.remove();
        continue;
      }
      visit(element);
      if (!ALLOWED_TAGS.has(tag)) {
        element.replaceWith(...Array.from(element.childNodes));
        continue;
      }
      const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const keep =
          allowed.includes(name) && (name !== 'href' && name !== 'src' ? true : isSafeUrl(attribute.value));
        if (!keep) element.removeAttribute(attribute.name);
      }
      if (tag === 'a' && element.hasAttribute('href')) {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer');
      }
    }
  };
  visit(template.content);
  return template.innerHTML;
}

/**
 * Server HTML made safe to render: DOMPurify (HTML profile: no scripts, event handlers, `javascript:` URLs,
 * forms, frames or styles), then a strict allowlist pass of our own; links open in a new tab without an
 * opener. Where no DOM exists (server render) nothing is rendered rather than unsanitised markup.
 */
export function sanitizeHtml(html: string): string {
  if (typeof document === 'undefined') return '';
  const instance = getPurifier();
  const purified = instance
    ? instance.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
        FORBID_ATTR: ['style'],
      })
    : html;
  return allowlistPass(purified, document);
}
