/**
 * The parts of the market table (part name → class), beside the primitives' (`uiAnatomy`): the widget renders each
 * class with its `part` attribute, and its element exposes them for `::part()`.
 */
export const marketTableAnatomy = {
  toolbar: 'bk-market__bar',
  search: 'bk-market__search',
  chips: 'bk-market__chips',
  results: 'bk-market__results',
  table: 'bk-table',
  row: 'bk-table__row',
  cards: 'bk-market__cards',
} as const;
