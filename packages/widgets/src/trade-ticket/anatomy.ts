/**
 * The parts of the trade ticket (part name → class), beside the primitives' (`uiAnatomy`): the widget renders each
 * class with its `part` attribute, and its element exposes them for `::part()`.
 */
export const tradeTicketAnatomy = {
  header: 'bk-ticket__header',
  step: 'bk-ticket__step',
  form: 'bk-ticket__form',
  quote: 'bk-ticket__quote',
  actions: 'bk-ticket__actions',
} as const;
