export { type AccountHoldings, Holdings, type HoldingsProps, holdingsByAccount } from './holdings';
export { holdingsCss } from './styles';
