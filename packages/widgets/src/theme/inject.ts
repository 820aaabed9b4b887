/** Where widget CSS goes: the document, or a shadow root the widget renders into. */
export type StyleRoot = Document | ShadowRoot;

/** A sheet bondkit added, and the parts it holds by rank (sheets made by `injectStyles` without a rank have none). */
interface Injected {
  readonly node: CSSStyleSheet | HTMLStyleElement;
  readonly parts: string[];
}

const injected = new WeakMap<StyleRoot, Map<string, Injected>>();

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
 *
 * With a `rank`, `css` is one part of the sheet `id`, added to it once per rank: the sheet keeps its place
 * among the others and holds its parts in rank order, whichever was added first (the UI primitives each add
 * their own CSS, in the cascade order of the whole).
 */
export function injectStyles(root: StyleRoot, id: string, css: string, rank?: number): void {
  let sheets = injected.get(root);
  if (!sheets) {
    sheets = new Map();
    injected.set(root, sheets);
  }
  const current = sheets.get(id);
  if (current) {
    if (rank === undefined || current.parts[rank] !== undefined) return;
    current.parts[rank] = css;
    // the holes of a sparse array join as ''
    const text = current.parts.join('');
    if ('replaceSync' in current.node) current.node.replaceSync(text);
    else current.node.textContent = text;
    return;
  }
  const parts: string[] = [];
  if (rank !== undefined) parts[rank] = css;
  if (supportsAdoptedSheets(root)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    sheets.set(id, { node: sheet, parts });
    return;
  }
  const ownerDocument = 'createElement' in root ? root : root.ownerDocument;
  const style = ownerDocument.createElement('style');
  style.dataset.bkStyle = id;
  style.textContent = css;
  if ('head' in root) root.head.append(style);
  else root.prepend(style);
  sheets.set(id, { node: style, parts });
}

/** True when `id` was injected into `root`. */
export function hasStyles(root: StyleRoot, id: string): boolean {
  return injected.get(root)?.has(id) ?? false;
}

/** Removes every stylesheet bondkit injected into `root` (tests, hot reload). */
export function removeStyles(root: StyleRoot): void {
  const sheets = injected.get(root);
  if (!sheets) return;
  const ours = new Set<unknown>([...sheets.values()].map((entry) => entry.node));
  if ('adoptedStyleSheets' in root) {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !ours.has(sheet));
  }
  for (const { node } of sheets.values()) if ('remove' in node) node.remove();
  injected.delete(root);
}
