export { CARD_ROW_LIMIT, cardScrollStep, cardsPerScreen } from './card-view';
export { MARKET_COOKIES, VIEW_COOKIE_DAYS } from './cookies';
export { type MarketAddressMode, MarketTable, type MarketTableProps } from './market-table';
export { CARD_GAP, CARD_STEP, CARD_WIDTH, marketTableCss } from './styles';
