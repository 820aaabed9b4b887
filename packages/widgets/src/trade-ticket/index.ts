export {
  type FigureSet,
  type LegFigures,
  packageFigures,
  QuoteFigures,
  quoteFigures,
  rfqFigures,
} from './quote-figures';
export { tradeTicketCss } from './styles';
export { defaultTicketHref, type TradeTicketTarget } from './targets';
export { type TicketData, TradeTicket, type TradeTicketProps } from './trade-ticket';
