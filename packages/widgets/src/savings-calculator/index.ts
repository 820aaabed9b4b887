export { savingsCalculatorAnatomy } from './anatomy';
export {
  CHART_HEIGHT,
  type ChartBar,
  type ChartLayout,
  layoutChart,
  type ValueAxis,
  valueAxis,
  yearLabelInterval,
} from './chart-geometry';
export { savingsChartCss } from './chart-styles';
export {
  SAVINGS_CALCULATOR_MAX_YEARS,
  type SavingsCalculation,
  SavingsCalculator,
  type SavingsCalculatorInput,
  type SavingsCalculatorProps,
} from './savings-calculator';
export { savingsCalculatorCss } from './styles';
