import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/** The markup server HTML may keep; any other element is removed (its text kept, unless it is a script-like element). */
const ALLOWED_TAGS = [
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
];

/** The attributes it may keep (`target` and `rel` of links are set by our hook, never taken from the server). */
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope'];

/** http(s), mailto, or a relative address — never javascript:, vbscript:, data: on links, … */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  FORBID_TAGS: ['style'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
};

let purifier: DOMPurify | undefined;

/**
 * Our own DOMPurify instance, configured once: its configuration and hook never touch the DOMPurify a host
 * page may use.
 */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.setConfig(CONFIG);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Server HTML made safe to render with DOMPurify: an allowlist of text markup, links and images; no scripts,
 * event handlers, frames, forms or styles; URLs only http(s), mailto or relative; links open in a new tab
 * without an opener. Where DOMPurify cannot run (no DOM: a server render) nothing is rendered rather than
 * unsanitised markup.
 */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  const instance = getPurifier();
  if (!instance.isSupported) return '';
  return instance.sanitize(html);
}
