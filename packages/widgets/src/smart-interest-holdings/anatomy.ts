/**
 * The parts of the Smart Interest holdings (part name → class), beside the primitives' (`uiAnatomy`): the widget renders each
 * class with its `part` attribute, and its element exposes them for `::part()`.
 */
export const smartInterestHoldingsAnatomy = {
  title: 'bk-si-holdings__title',
  notices: 'bk-si-holdings__notices',
  table: 'bk-si-table',
  status: 'bk-si-holdings__status',
} as const;
