export { tradeTicketAnatomy } from './anatomy';
export { packageFigures, rfqFigures } from './firm-figures';
export { type FigureSet, type LegFigures, QuoteFigures, quoteFigures } from './quote-figures';
export { tradeTicketReviewCss } from './review-styles';
export { tradeTicketCss } from './styles';
export { defaultTicketHref, type TradeTicketTarget } from './targets';
export { type TicketData, TradeTicket, type TradeTicketProps } from './trade-ticket';
