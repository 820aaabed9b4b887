/**
 * The parts of the savings calculator (part name → class), beside the primitives' (`uiAnatomy`): the widget renders each
 * class with its `part` attribute, and its element exposes them for `::part()`.
 */
export const savingsCalculatorAnatomy = {
  inputs: 'bk-calc__inputs',
  output: 'bk-calc__output',
  figures: 'bk-calc__figures',
  chart: 'bk-calc__chart',
  cta: 'bk-calc__cta',
  disclaimer: 'bk-calc__disclaimer',
} as const;
