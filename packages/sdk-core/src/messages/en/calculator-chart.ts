import type { MessageDomain } from '../domains';

/**
 * The savings calculator's chart and its table (ids `calculator.chart.*`, `calculator.table.*`): apart from
 * `calculatorMessages`, as the chart loads after the calculator.
 * English. `{name}` is a placeholder (`formatMessage`).
 */
export const calculatorChartEn = {
  'calculator.chart.title': 'Paid in and interest by year',
  'calculator.chart.summary':
    'Chart of paid in and interest by year. After {years}: {paidIn} paid in plus {interest} interest makes {total}.',
  'calculator.chart.bar': 'Year {year}: {paidIn} paid in, {interest} interest, {total} in total',
  'calculator.chart.paidIn': 'Paid in',
  'calculator.chart.interest': 'Interest',
  'calculator.chart.xAxis': 'Year',
  'calculator.chart.yAxis': 'Value',
  'calculator.table.show': 'Show table',
  'calculator.table.hide': 'Hide table',
  'calculator.table.caption': 'Paid in and interest by year',
  'calculator.table.year': 'Year',
  'calculator.table.paidIn': 'Paid in',
  'calculator.table.interest': 'Interest',
  'calculator.table.total': 'Total',
} as const satisfies Record<string, string>;

/** The savings calculator's chart and table, registered by the chart (`registerMessages`). */
export const calculatorChartMessages = { en: calculatorChartEn } as const satisfies MessageDomain;
