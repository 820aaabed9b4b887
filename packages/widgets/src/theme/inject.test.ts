import { installAdoptedStyleSheets } from '@bondkit/sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasStyles, injectStyles, removeStyles } from './inject';

let uninstall: () => void;
beforeAll(() => {
  uninstall = installAdoptedStyleSheets();
});
afterAll(() => uninstall());
afterEach(() => removeStyles(document));

describe('injectStyles', () => {
  it('adopts a constructable stylesheet once per id', () => {
    const before = document.adoptedStyleSheets.length;
    injectStyles(document, 'bk-test', '.a{color:red}');
    injectStyles(document, 'bk-test', '.a{color:red}');
    expect(document.adoptedStyleSheets.length).toBe(before + 1);
    expect(hasStyles(document, 'bk-test')).toBe(true);
    removeStyles(document);
    expect(document.adoptedStyleSheets.length).toBe(before);
  });

  it('keeps the ranked parts of a sheet in rank order and the sheet in its place', () => {
    const before = document.adoptedStyleSheets.length;
    injectStyles(document, 'bk-parts', '.core{color:red}', 3);
    injectStyles(document, 'bk-widget', '.widget{color:blue}');
    injectStyles(document, 'bk-parts', '.late{color:green}', 5);
    injectStyles(document, 'bk-parts', '.early{color:black}', 0);
    injectStyles(document, 'bk-parts', '.early{color:white}', 0);
    const sheets = document.adoptedStyleSheets.slice(before);
    const text = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(' ');
    expect(sheets.map(text)).toEqual([
      '.early { color: black; } .core { color: red; } .late { color: green; }',
      '.widget { color: blue; }',
    ]);
  });

  it('falls back to one <style> element where constructable stylesheets are missing', () => {
    const replaceSync = Object.getOwnPropertyDescriptor(CSSStyleSheet.prototype, 'replaceSync');
    Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', { value: undefined, configurable: true });
    try {
      injectStyles(document, 'bk-fallback', '.b{color:blue}');
      injectStyles(document, 'bk-fallback', '.b{color:blue}');
      const styles = document.head.querySelectorAll('style[data-bk-style="bk-fallback"]');
      expect(styles).toHaveLength(1);
      expect(styles[0]?.textContent).toBe('.b{color:blue}');
    } finally {
      if (replaceSync) Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', replaceSync);
    }
    removeStyles(document);
    expect(document.head.querySelector('style[data-bk-style="bk-fallback"]')).toBeNull();
  });

  it('adds ranked parts to the fallback <style> element in rank order', () => {
    const replaceSync = Object.getOwnPropertyDescriptor(CSSStyleSheet.prototype, 'replaceSync');
    Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', { value: undefined, configurable: true });
    try {
      injectStyles(document, 'bk-parts', '.b{}', 1);
      injectStyles(document, 'bk-parts', '.a{}', 0);
      const styles = document.head.querySelectorAll('style[data-bk-style="bk-parts"]');
      expect(styles).toHaveLength(1);
      expect(styles[0]?.textContent).toBe('.a{}.b{}');
    } finally {
      if (replaceSync) Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', replaceSync);
    }
    removeStyles(document);
  });
});
