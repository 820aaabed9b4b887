export { smartInterestHoldingsAnatomy } from './anatomy';
export { CashOutDialog, type CashOutDialogProps } from './cash-out-dialog';
export { ReinvestDialog, type ReinvestDialogProps } from './reinvest-dialog';
export { SmartInterestHoldings, type SmartInterestHoldingsProps } from './smart-interest-holdings';
