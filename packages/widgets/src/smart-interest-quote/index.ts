export { currencySymbol, rateText } from '../shared/format-rules';
export { smartInterestCss } from '../shared/smart-interest-styles';
export { smartInterestQuoteAnatomy } from './anatomy';
export {
  DEFAULT_SUPPORT_EMAIL,
  SmartInterestQuote,
  type SmartInterestQuoteChange,
  type SmartInterestQuoteProps,
} from './smart-interest-quote';
export { SmartInterestRates, type SmartInterestRatesProps } from './smart-interest-rates';
export { failureText } from './texts';
