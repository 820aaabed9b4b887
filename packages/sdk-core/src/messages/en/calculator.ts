import type { MessageDomain } from '../domains';

// Spec: 000 §2, §5, §9
/**
 * The savings calculator (ids `calculator.*`); its chart and table are in `calculator-chart.ts`.
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const calculatorEn = {
  // ── Savings calculator (000 §2, §5, §9; the widget's own words) ──────────
  'calculator.title': 'Savings calculator',
  'calculator.intro':
    'See how your savings could grow: set a start amount, a monthly amount and a number of years.',
  'calculator.start.label': 'Start amount',
  'calculator.monthly.label': 'Monthly amount',
  'calculator.years.label': 'Number of years',
  'calculator.rate.label': 'Annual rate',
  'calculator.range': '{min} to {max}',
  'calculator.years.one': '{count} year',
  'calculator.years.other': '{count} years',
  'calculator.rate.value': '{rate}%',
  'calculator.error.belowMin': 'The minimum is {min}.',
  'calculator.error.aboveMax': 'The maximum is {max}.',
  'calculator.error.notANumber': 'Enter a number.',
  'calculator.error.tooManyDecimals': 'Enter no more than 2 decimal places.',
  'calculator.error.notWhole': 'Enter a whole number of years.',
  'calculator.results.title': 'Your projection',
  'calculator.result.finalValue': 'Final value',
  'calculator.result.totalPaidIn': 'Total paid in',
  'calculator.result.totalInterest': 'Total interest',
  'calculator.chart.loadFailed': 'The chart could not be loaded.',
  'calculator.disclaimer':
    'For illustration only. The projection assumes the annual rate stays the same, interest is added every six months and each monthly amount is added at the end of the month. Returns are not guaranteed.',
} as const satisfies Record<string, string>;

/**
 * The savings calculator: `calculator.*` but its chart's, registered by the widgets that show it
 * (`registerMessages`).
 */
export const calculatorMessages = { en: calculatorEn } as const satisfies MessageDomain;
