/**
 * The parts of the Smart Interest order form (part name → class), beside the primitives' (`uiAnatomy`): the widget renders each
 * class with its `part` attribute, and its element exposes them for `::part()`.
 */
export const smartInterestQuoteAnatomy = {
  title: 'bk-si__title',
  form: 'bk-si__form',
  quote: 'bk-si__quote',
  actions: 'bk-si__actions',
  success: 'bk-si__success',
} as const;
