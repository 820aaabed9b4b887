/**
 * jsdom implements constructable stylesheets (`new CSSStyleSheet()`, `replaceSync`) but not
 * `adoptedStyleSheets`, which every browser bondkit supports has (widget and element tests). This adds that one property to
 * documents and shadow roots (an array the root keeps; assigning replaces it; only CSSStyleSheet objects), so
 * tests take the path browsers take. Without it, tests take the `<style>` fallback.
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

/** The CSS text of a constructable sheet. */
export function cssText(sheet: CSSStyleSheet): string {
  return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
}
