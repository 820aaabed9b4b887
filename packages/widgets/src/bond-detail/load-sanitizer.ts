type Sanitize = (html: string) => string;

let loaded: Sanitize | undefined;

/**
 * Loads the HTML sanitiser (DOMPurify is most of the bond detail's weight) as its own chunk: the detail asks
 * for it next to its data, so it arrives while the product loads instead of with the element's script.
 */
export function loadSanitizer(): Promise<Sanitize> {
  return import('./sanitize').then((module) => {
    loaded = module.sanitizeHtml;
    return loaded;
  });
}

/** Server HTML made safe by the loaded sanitiser; before it has loaded nothing is rendered, never raw markup. */
export function sanitizeLoadedHtml(html: string): string {
  return loaded ? loaded(html) : '';
}
