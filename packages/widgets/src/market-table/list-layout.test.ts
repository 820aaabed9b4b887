import { describe, expect, it } from 'vitest';
import { spaceTokens } from '../theme/tokens';
import { type MarketColumn, standardColumns, sukukColumns } from './columns';
import { LIST_CARDS_BELOW, LIST_LEVELS, marketBaseCss } from './styles';

/** The narrowest a row of these columns can be: their bases, the gaps between them and the row's padding. */
function narrowest(columns: readonly MarketColumn[]): number {
  const gap = Number.parseInt(spaceTokens['3'], 10);
  const padding = 2 * Number.parseInt(spaceTokens['4'], 10);
  const bases = columns.map((column) => Number(/ (\d+)px$/.exec(column.flex)?.[1]));
  return bases.reduce((sum, basis) => sum + basis, 0) + (columns.length - 1) * gap + padding;
}

/** The columns a list `width` px wide shows (the sheet's `@container (width < …)` rules). */
function shownAt(columns: readonly MarketColumn[], width: number): MarketColumn[] {
  return columns.filter((column) => !column.drop || width >= LIST_LEVELS[column.drop - 1]!);
}

describe('the market list’s container widths', () => {
  it('collapse from the widest level to the cards, each level narrower than the one before', () => {
    expect([...LIST_LEVELS].sort((a, b) => b - a)).toEqual([...LIST_LEVELS]);
    expect(LIST_LEVELS.at(-1)!).toBeGreaterThan(LIST_CARDS_BELOW);
    for (const [i, width] of LIST_LEVELS.entries()) {
      expect(marketBaseCss).toContain(
        `@container (width<${width}px){.bk-table [data-drop='${i + 1}']{display:none;}}`,
      );
    }
    expect(marketBaseCss).toContain(`@container (width<${LIST_CARDS_BELOW}px){`);
  });

  for (const [variant, columns] of [
    ['standard', standardColumns],
    ['sukuk', sukukColumns],
  ] as const) {
    it(`fit the ${variant} columns they show at the narrowest width that shows them`, () => {
      for (const width of [...LIST_LEVELS, LIST_CARDS_BELOW]) {
        expect(narrowest(shownAt(columns, width)), `${variant} at ${width} px`).toBeLessThanOrEqual(width);
      }
      // the name, the yield and the price to buy at, and the actions never collapse
      const kept = columns.filter((column) => !column.drop).map((column) => column.id);
      expect(kept).toEqual(
        variant === 'sukuk'
          ? ['underlying', 'return', 'buy', 'actions']
          : ['bond', 'price', 'yield', 'actions'],
      );
    });
  }
});
