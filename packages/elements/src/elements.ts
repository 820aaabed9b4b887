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
  { name: 'portfolio-summary', joinsOthersFiles: true },
  { name: 'portfolio' },
];

export interface ElementEntry {
  /** the tag without `bk-`, the module's name (`dist/define/<name>.js`, `<name>.js` in the bundles) */
  readonly name: string;
  /** the source file (`src/<file>.tsx`) exporting the element, when not `<name>` */
  readonly file?: string;
  /**
   * The bundles give the element no files of its own sets of modules: it loads the files of the other elements
   * it shares them with (some code it does not run comes along). For an element that shares nearly all its
   * code with others (the portfolio summary with the portfolio and the product elements): a file kept for its
   * sake would cost each of them one more file on every page.
   */
  readonly joinsOthersFiles?: boolean;
}

/** `market-table` → `marketTable`: the element's export is `<camel>Element`, its anatomy `<camel>Anatomy`. */
export function camelName(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
