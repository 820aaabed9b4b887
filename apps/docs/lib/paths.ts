import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/docs */
export const docsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** the repository */
export const repoRoot = path.resolve(docsRoot, '../..');
/** packages/elements/custom-elements.json: the element pages' tables come from here */
export const manifestFile = path.join(repoRoot, 'packages/elements/custom-elements.json');
/** packages/elements (read as files: its manifest, package.json exports and bundles) */
export const elementsPackage = path.join(repoRoot, 'packages/elements');
/** packages/elements/dist: the standalone and lite bundles copied into the site */
export const elementsDist = path.join(repoRoot, 'packages/elements/dist');
/** The prose of each element page (`bk-market-table.md`…), outside the site's source folder. */
export const elementProseDir = path.join(docsRoot, 'content/elements');
/** Written by scripts/generate.ts, relative to apps/docs. */
export const widgetPropsFile = '.generated/widget-props.json';
export const themeTokensFile = '.generated/theme-tokens.json';

/** `--bk-color-primary` → its value in each theme. */
export type ThemeTokensFile = Record<string, { light: string; dark: string }>;

/** One prop of a React widget, as TypeDoc reads it from the widgets' types. */
export interface WidgetProp {
  name: string;
  type: string;
  optional: boolean;
  description?: string;
  default?: string;
}

/** `<Widget>Props` → its description and props. */
export type WidgetPropsFile = Record<string, { description: string; props: WidgetProp[] }>;
