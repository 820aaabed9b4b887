/** Where widget CSS goes: the document, or a shadow root the widget renders into. */
export type StyleRoot = Document | ShadowRoot;

const injected = new WeakMap<StyleRoot, Map<string, CSSStyleSheet | HTMLStyleElement>>();

function supportsAdoptedSheets(root: StyleRoot): boolean {
  try {
    return (
      'adoptedStyleSheets' in root &&
      typeof CSSStyleSheet === 'function' &&
      typeof CSSStyleSheet.prototype.replaceSync === 'function'
    );
  } catch {
    return false;
  }
}

/**
 * Adds `css` to `root` once per `id`: as an adopted constructable stylesheet where supported (works under a
 * strict Content-Security-Policy), else as a `<style data-bk-style="id">` element (in the document's head or
 * at the top of the shadow root). Injecting the same id again does nothing.
 */
export function injectStyles(root: StyleRoot, id: string, css: string): void {
  let sheets = injected.get(root);
  if (!sheets) {
    sheets = new Map();
    injected.set(root, sheets);
  }
  if (sheets.has(id)) return;
  if (supportsAdoptedSheets(root)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    sheets.set(id, sheet);
    return;
  }
  const ownerDocument = 'createElement' in root ? root : root.ownerDocument;
  const style = ownerDocument.createElement('style');
  style.dataset.bkStyle = id;
  style.textContent = css;
  if ('head' in root) root.head.append(style);
  else root.prepend(style);
  sheets.set(id, style);
}

/** True when `id` was injected into `root`. */
export function hasStyles(root: StyleRoot, id: string): boolean {
  return injected.get(root)?.has(id) ?? false;
}

/** Removes every stylesheet bondkit injected into `root` (tests, hot reload). */
export function removeStyles(root: StyleRoot): void {
  const sheets = injected.get(root);
  if (!sheets) return;
  const ours = new Set<unknown>(sheets.values());
  if ('adoptedStyleSheets' in root) {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !ours.has(sheet));
  }
  for (const entry of sheets.values()) if ('remove' in entry) entry.remove();
  injected.delete(root);
}
