import type { Variant } from '../messages';
import { createStore, useStore } from './store';

export type Theme = 'light' | 'dark';

/** localStorage keys of the demo's own settings. */
export const VARIANT_KEY = 'bondkit-demo:variant';
export const THEME_KEY = 'bondkit-demo:theme';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the setting then lasts for this page only.
  }
}

function initialTheme(): Theme {
  const stored = read(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const variantStore = createStore<Variant>(read(VARIANT_KEY) === 'sukuk' ? 'sukuk' : 'standard');
export const themeStore = createStore<Theme>(initialTheme());

variantStore.subscribe(() => write(VARIANT_KEY, variantStore.get()));
themeStore.subscribe(() => write(THEME_KEY, themeStore.get()));

export const setVariant = (variant: Variant) => variantStore.set(variant);
export const setTheme = (theme: Theme) => themeStore.set(theme);
export const useVariant = () => useStore(variantStore);
export const useTheme = () => useStore(themeStore);
