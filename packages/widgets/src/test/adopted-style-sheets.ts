/**
 * jsdom implements constructable stylesheets (`new CSSStyleSheet()`, `replaceSync`) but not
 * `adoptedStyleSheets` on documents and shadow roots, which every browser bondkit supports has. This adds
 * that one property (an array a root keeps, as in browsers: assigning replaces it, only CSSStyleSheet
 * instances accepted) so tests exercise the constructable-stylesheet path the widgets take in browsers.
 *
 * @returns a function that removes the property again (where this added it)
 */
export function installAdoptedStyleSheets(): () => void {
  const prototypes = [Document.prototype, ShadowRoot.prototype].filter(
    (prototype) => !('adoptedStyleSheets' in prototype),
  );
  const adopted = new WeakMap<object, CSSStyleSheet[]>();
  for (const prototype of prototypes) {
    Object.defineProperty(prototype, 'adoptedStyleSheets', {
      configurable: true,
      get(this: object): CSSStyleSheet[] {
        let sheets = adopted.get(this);
        if (!sheets) {
          sheets = [];
          adopted.set(this, sheets);
        }
        return sheets;
      },
      set(this: object, value: Iterable<CSSStyleSheet>) {
        const sheets = [...value];
        if (!sheets.every((sheet) => sheet instanceof CSSStyleSheet)) {
          throw new TypeError('adoptedStyleSheets only takes CSSStyleSheet objects');
        }
        adopted.set(this, sheets);
      },
    });
  }
  return () => {
    for (const prototype of prototypes) Reflect.deleteProperty(prototype, 'adoptedStyleSheets');
  };
}
