export { moneyAnatomy, moneyCss } from '../shared/money-styles';
export { BankAccountForm, type BankAccountFormProps } from './bank-account-form';
export { ConnectBankAccountPrompt, type ConnectBankAccountPromptProps } from './connect-bank-account-prompt';
export { Funding, type FundingProps } from './funding';
export { Withdraw, type WithdrawProps } from './withdraw';
