/**
 * Every element of the package, in the manifest's order: the one list the build entries (vite.config.ts,
 * tsup.config.ts), the package's exports, the auto-defining entries (`src/define/`), `all.ts`,
 * `custom-elements.json` and the parts test are derived from. `name` is the tag without `bk-` and the entry
 * `@bondkit/elements/<name>/define`; the element is `<camelName>Element`, exported by `src/<file>.tsx`
 * (`file` defaults to `name`), its widget's anatomy `<camelName>Anatomy` in `@bondkit/widgets`.
 *
 * Adding an element: its file, one line here, then `pnpm --filter @bondkit/elements elements` writes the
 * rest (`manifest.test.ts` and `pnpm check:packages` fail until it has).
 */
export const ELEMENTS: readonly ElementEntry[] = [
  { name: 'market-table' },
  { name: 'bond-detail' },
  { name: 'trade-ticket' },
  { name: 'savings-calculator' },
  { name: 'guide-form' },
  { name: 'smart-interest-quote', file: 'smart-interest' },
  { name: 'smart-interest-holdings', file: 'smart-interest' },
  { name: 'portfolio-summary' },
  { name: 'portfolio' },
];

export interface ElementEntry {
  /** the tag without `bk-`, the module's name (`dist/define/<name>.js`, `<name>.js` in the bundles) */
  readonly name: string;
  /** the source file (`src/<file>.tsx`) exporting the element, when not `<name>` */
  readonly file?: string;
}

/** `market-table` → `marketTable`: the element's export is `<camel>Element`, its anatomy `<camel>Anatomy`. */
export function camelName(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
