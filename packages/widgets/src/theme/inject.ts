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

function sheetsOf(root: StyleRoot): Map<string, Injected> {
  let sheets = injected.get(root);
  if (!sheets) {
    sheets = new Map();
    injected.set(root, sheets);
  }
  return sheets;
}

function write(node: Injected['node'], css: string): void {
  if ('replaceSync' in node) node.replaceSync(css);
  else if (node.textContent !== css) node.textContent = css;
}

/**
 * Adds the sheet `id` to `root` (see {@link setStyles}).
 */
function add(root: StyleRoot, id: string, css: string, parts: string[], first: boolean): void {
  let node: Injected['node'];
  if (supportsAdoptedSheets(root)) {
    node = new CSSStyleSheet();
    node.replaceSync(css);
    root.adoptedStyleSheets = first ? [node, ...root.adoptedStyleSheets] : [...root.adoptedStyleSheets, node];
  } else {
    const ownerDocument = 'createElement' in root ? root : root.ownerDocument;
    node = ownerDocument.createElement('style');
    node.dataset.bkStyle = id;
    node.textContent = css;
    if ('head' in root) {
      if (first) root.head.prepend(node);
      else root.head.append(node);
    } else root.prepend(node);
  }
  sheetsOf(root).set(id, { node, parts });
}

/**
 * Adds `css` to `root` once per `id` (see {@link setStyles} for how). Injecting the same id again does
 * nothing.
 *
 * With a `rank`, `css` is one part of the sheet `id`, added to it once per rank: the sheet keeps its place
 * among the others and holds its parts in rank order, whichever was added first (the UI primitives each add
 * their own CSS, in the cascade order of the whole).
 */
export function injectStyles(root: StyleRoot, id: string, css: string, rank?: number): void {
  const current = sheetsOf(root).get(id);
  if (current) {
    if (rank === undefined || current.parts[rank] !== undefined) return;
    current.parts[rank] = css;
    // the holes of a sparse array join as ''
    write(current.node, current.parts.join(''));
    return;
  }
  const parts: string[] = [];
  if (rank !== undefined) parts[rank] = css;
  add(root, id, css, parts, false);
}

/**
 * Sets the sheet `id` of `root` to `css`, adding it the first time — as an adopted constructable stylesheet
 * where supported (works under a strict Content-Security-Policy), else as a `<style data-bk-style="id">`
 * element (in the document's head or at the top of the shadow root) — after the root's other sheets, or
 * before them when `first` (an element's own sheet under the widgets').
 */
export function setStyles(root: StyleRoot, id: string, css: string, first = false): void {
  const current = sheetsOf(root).get(id);
  if (current) write(current.node, css);
  else add(root, id, css, [], first);
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
