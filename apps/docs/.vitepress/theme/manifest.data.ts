/**
 * Build-time data for the theme's components, from packages/elements/custom-elements.json and the widgets'
 * theme tokens (.generated/theme-tokens.json, scripts/generate.ts): nothing here is written by hand.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineLoader } from 'vitepress';
import { bundleName, readElements } from '../../lib/elements';
import { docsRoot, elementsDist, manifestFile, type ThemeTokensFile, themeTokensFile } from '../../lib/paths';

export interface TokenInfo {
  name: string;
  description: string;
  light: string;
  dark: string;
}

export interface ElementInfo {
  tagName: string;
  summary: string;
  bundle: string;
  builds: ('standalone' | 'lite')[];
  apiBase: boolean;
  events: string[];
  parts: { name: string; description: string }[];
}

export interface ManifestData {
  elements: ElementInfo[];
  /** every `bk-*` event any element sends */
  events: string[];
  /** the `--bk-*` custom properties, with both themes' values */
  tokens: TokenInfo[];
}

declare const data: ManifestData;

export { data };

export default defineLoader({
  watch: [manifestFile, path.join(docsRoot, themeTokensFile)],
  load(): ManifestData {
    const elements = readElements();
    const themes = path.join(docsRoot, themeTokensFile);
    const values = (existsSync(themes) ? JSON.parse(readFileSync(themes, 'utf8')) : {}) as ThemeTokensFile;
    const tokens = new Map<string, TokenInfo>();
    for (const { declaration } of elements) {
      for (const property of declaration.cssProperties ?? []) {
        if (tokens.has(property.name)) continue;
        const theme = values[property.name];
        const fallback = property.default ?? '';
        tokens.set(property.name, {
          name: property.name,
          description: property.description ?? '',
          light: fallback === 'inherit' ? 'inherit' : (theme?.light ?? fallback),
          dark: fallback === 'inherit' ? 'inherit' : (theme?.dark ?? fallback),
        });
      }
    }
    return {
      elements: elements.map((element) => ({
        tagName: element.declaration.tagName,
        summary: element.declaration.summary ?? '',
        bundle: bundleName(element),
        builds: (['standalone', 'lite'] as const).filter((build) =>
          existsSync(path.join(elementsDist, build, `${bundleName(element)}.js`)),
        ),
        apiBase: (element.declaration.attributes ?? []).some((attribute) => attribute.name === 'api-base'),
        events: (element.declaration.events ?? []).map((event) => event.name),
        parts: (element.declaration.cssParts ?? []).map((part) => ({
          name: part.name,
          description: part.description ?? '',
        })),
      })),
      events: [
        ...new Set(elements.flatMap((element) => (element.declaration.events ?? []).map((e) => e.name))),
      ],
      tokens: [...tokens.values()],
    };
  },
});
