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
  /** the toolbar's buttons (search, options, filters, list / card), also parts `button` */
  'toolbar-button': 'bk-market__tool',
  /** each product's buttons in the list and the cards (questionnaire, buy, trade, watch), also parts `button` */
  'row-button': 'bk-market__row-button',
} as const;
