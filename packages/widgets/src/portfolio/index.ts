export {
  ACTIVITY_PAGE_SIZE,
  activityGroups,
  PortfolioActivity,
  type PortfolioActivityProps,
} from './activity';
export { portfolioAnatomy, portfolioSummaryAnatomy } from './anatomy';
export { cashIn, PortfolioFigures, type PortfolioFiguresProps, summaryIn } from './figures';
export { holdingsIn, PortfolioHoldings, type PortfolioHoldingsProps } from './holdings';
export {
  type AccountLink,
  AccountLinkList,
  type AccountLinkListProps,
  type AccountLinksInput,
  accountLinks,
  type ShownAccountLink,
} from './links';
export { DebitNoteBody, PortfolioNotices, type PortfolioNoticesProps } from './notices';
export { compositionByIssuer, type IssuerSlice, ValuePicture } from './picture';
export { Portfolio, type PortfolioProps, type PortfolioTab } from './portfolio';
export {
  type AccountInCurrency,
  accountAmounts,
  accountsPerCurrency,
  PortfolioSummary,
  type PortfolioSummaryProps,
} from './portfolio-summary';
