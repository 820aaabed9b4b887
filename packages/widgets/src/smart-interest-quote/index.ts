export { currencySymbol, failureText, rateText } from './format';
export {
  DEFAULT_SUPPORT_EMAIL,
  SmartInterestQuote,
  type SmartInterestQuoteChange,
  type SmartInterestQuoteProps,
} from './smart-interest-quote';
export { SmartInterestRates, type SmartInterestRatesProps } from './smart-interest-rates';
export { smartInterestCss } from './styles';
