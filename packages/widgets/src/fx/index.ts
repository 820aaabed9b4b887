export { CurrencyExchange, type CurrencyExchangeProps } from './currency-exchange';
