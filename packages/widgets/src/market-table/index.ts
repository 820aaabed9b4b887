export { marketTableAnatomy } from './anatomy';
export {
  CARD_GAP,
  CARD_ROW_LIMIT,
  CARD_STEP,
  CARD_WIDTH,
  cardScrollStep,
  cardsPerScreen,
} from './card-geometry';
export { MARKET_COOKIES, VIEW_COOKIE_DAYS } from './cookies';
export { marketTableCss } from './css';
export { type MarketAddressMode, MarketTable, type MarketTableProps } from './market-table';
