/**
 * The texts the sandbox answers trading errors and warnings with: the specs' exact wording from sdk-core's
 * catalogue where one exists, and written texts (marked) where the specs are silent.
 */
import { en, formatMessage, type MessageId } from '@bondkit/sdk-core';
import { ACCOUNT_TEXT } from '../accounts';
import { LEDGER_TEXT } from '../shared/ledger';

const text = (id: MessageId, values?: Record<string, string>) => formatMessage(en, id, values);

export const TRADE_TEXT = {
  // spec texts (002 §8, 001 §8)
  coolingOff: text('trade.banner.coolingOff'),
  accountRestricted: text('trade.banner.accountRestricted'),
  marketClosed: text('trade.banner.marketClosed'),
  marketSuspended: text('trade.banner.marketSuspended'),
  loanSuspended: text('trade.banner.loanSuspended'),
  buySuspended: text('trade.banner.buySuspended'),
  loanRepaid: text('trade.banner.loanRepaid'),
  loanClosed: text('trade.banner.loanClosed'),
  notOwned: text('trade.error.notOwned'),
  invalidAccount: ACCOUNT_TEXT.invalidAccount,
  incorrectCode: text('trade.otp.incorrect'),
  codeAttemptsExceeded: text('trade.otp.attemptsExceeded'),
  outsideRiskRating:
    "You don't meet the requirements to trade Sukuk. If your circumstances have changed, please retake the assessment.",
  insufficientLiquidity: text('trade.warning.insufficient_liquidity'),
  insufficientBalance: LEDGER_TEXT.insufficientBalance,
  priceChanged: text('trade.warning.price_changed'),
  partnerProductsOnly: text('trade.error.partnerProductsOnly'),
  // written (the specs give no server text)
  readOnly: 'Read-only users cannot trade.',
  cannotExecute: 'Your account cannot place orders yet. Please complete your account setup first.',
  isaRestricted: 'You cannot buy into your Innovative Finance ISA at the moment.',
  sellSuspended: 'Sell is currently suspended',
  insufficientHolding: LEDGER_TEXT.insufficientHolding,
  sellsArePrincipal: 'Sells are always by principal.',
  noLegs: 'Add at least one buy or sell.',
  currencyMismatch: 'The currency must be the product’s currency.',
  notPositive: 'Ensure this value is greater than 0.',
  questionnaire: (title: string) => `Complete the ${title} before buying this bond.`,
  quoteExpired: 'This quote has expired. Please request a new quote.',
  notConfirmable: 'This quote cannot be confirmed.',
  alreadyConfirmed: 'This has already been confirmed.',
  notCancellable: 'This order can no longer be cancelled.',
  noNewPrice: 'This order has no new price to confirm.',
  partnerCannotCancel: 'Orders cannot be cancelled here. Please contact support.',
  agreementRequired: 'You must accept this agreement to continue.',
  checkboxRequired: 'You must tick this box to continue.',
  codeRequired: 'Enter the one-time passcode we sent you.',
  switchShape: 'A switch is one sell RFQ and one buy RFQ.',
  switchCurrency: 'Both bonds of a switch must be in the same currency.',
  expiryRequired: 'This field is required for this expiry type.',
  expiryPast: 'The expiry must be in the future.',
  tradeFailed: 'The order could not be executed.',
} as const;

/** The sukuk amount message of a broken rule (002 §5.2), with the spec's `%s %s` as currency and amount. */
export function sukukText(id: MessageId, values: Record<string, string | number>): string {
  return formatMessage(en, id, values);
}
