import type { PartSpec } from './definition';

function addPart(element: Element, name: string): void {
  const current = element.getAttribute('part');
  const names = current ? current.split(/\s+/) : [];
  if (!names.includes(name)) element.setAttribute('part', [...names, name].join(' '));
}

function mark(node: Element, parts: readonly (readonly [string, string])[]): void {
  for (const [name, selector] of parts) {
    if (node.matches(selector)) addPart(node, name);
    for (const match of node.querySelectorAll(selector)) addPart(match, name);
  }
}

/**
 * Keeps `part` attributes on the shadow nodes matching each part's selector, for `::part()` styling from the
 * page: marks what is there and every node added later (rows, dialogs, banners). The widgets render no `part`
 * themselves; React leaves attributes it does not manage alone.
 *
 * @returns a function that stops watching
 */
export function watchParts(root: ShadowRoot, specs: Readonly<Record<string, PartSpec>>): () => void {
  const parts = Object.entries(specs).map(([name, spec]) => [name, spec.selector] as const);
  if (parts.length === 0) return () => {};
  for (const child of root.children) mark(child, parts);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') mark(record.target as Element, parts);
      for (const node of record.addedNodes) if (node.nodeType === 1) mark(node as Element, parts);
    }
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
