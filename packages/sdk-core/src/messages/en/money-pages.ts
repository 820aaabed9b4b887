import type { MessageDomain } from '../domains';
import { moneyPagesSukuk } from '../sukuk/money-pages';

// Spec: 001 §2 'Funding flow', 'Withdraw page', 'Currency exchange page'; 000 §5 (bank details)
/**
 * The labels of the money-moving screens (ids `money.*`): the funding steps, the withdraw page, the bank
 * account form and prompt, the currency exchange page. English, written in the specs' voice (the specs give the
 * messages, in `payments.*` and `fx.*`, not these labels). `{name}` is a placeholder (`formatMessage`).
 */
export const moneyPagesEn = {
  // ── Funding ────────────────────────────────────────────────────────────────
  'money.fund.title': 'Add funds',
  'money.fund.account': 'Into {account} ({currency})',
  'money.fund.amount': 'Amount to add',
  'money.fund.proceed': 'Proceed',
  'money.fund.method.legend': 'How would you like to pay?',
  'money.fund.method.continue': 'Continue',
  'money.fund.back': 'Back',
  'money.fund.source': 'From account',
  'money.fund.sourceOption': '{account}: {amount} available',
  'money.fund.summary': 'You are adding {amount} by {method}.',
  'money.fund.submit.debit_card': 'Continue to card payment',
  'money.fund.submit.bank_transfer': 'Show the bank details',
  'money.fund.submit.instant_transfer': 'Transfer now',
  'money.fund.submit.account_transfer': 'Transfer',
  'money.fund.submitting': 'Please wait…',
  'money.fund.card.note': 'You will enter your card details on the card provider’s secure page.',
  'money.fund.redirecting': 'Taking you to the card provider…',
  'money.fund.bank.intro': 'Pay {amount} to this account, with the reference below. It arrives in {arrival}.',
  'money.fund.instant.intro': 'Your transfer of {amount} arrives {arrival}.',
  'money.fund.bank.accountName': 'Account name',
  'money.fund.bank.sortCode': 'Sort code',
  'money.fund.bank.accountNumber': 'Account number',
  'money.fund.bank.iban': 'IBAN',
  'money.fund.bank.bic': 'BIC',
  'money.fund.bank.reference': 'Reference',
  'money.fund.copy': 'Copy {label}',
  'money.fund.copied': '{label} copied',
  'money.fund.copySelected': '{label} is selected: press Ctrl+C (⌘C on a Mac) to copy it',
  'money.fund.waiting': 'Waiting for your funds to arrive…',
  'money.fund.loadFailed': 'The payment methods failed to load.',
  'money.fund.again': 'Add more funds',
  'money.fund.ifisa.agree': 'I have read and accept the new Innovative Finance ISA agreement.',
  'money.fund.ifisa.accept': 'Accept the agreement',
  'money.fund.ifisa.failed': 'Your acceptance could not be saved. Please try again.',
  'money.fund.done': 'Back to your account',
  // ── Withdrawal ─────────────────────────────────────────────────────────────
  'money.withdraw.title': 'Withdraw',
  'money.withdraw.account': 'From account',
  'money.withdraw.accountOption': '{account} ({reference}): {amount} available',
  'money.withdraw.amount': 'Amount to withdraw',
  'money.withdraw.to': 'To your registered bank account',
  'money.withdraw.sortCode': 'Sort code or BIC: {value}',
  'money.withdraw.accountNumber': 'Account number or IBAN: {value}',
  'money.withdraw.change': 'Change bank account',
  'money.withdraw.linked': 'The account your bank linked to you: {accountNumber}. Your bank changes it.',
  'money.withdraw.submit': 'Withdraw',
  'money.withdraw.pending': 'Your withdrawal of {amount} is waiting for your confirmation.',
  'money.withdraw.loadFailed': 'Your accounts failed to load.',
  // ── Registered bank account ────────────────────────────────────────────────
  'money.bank.title': 'Bank account for {currency}',
  'money.bank.accountName': 'Account name',
  'money.bank.accountNumber': 'Account number or IBAN',
  'money.bank.sortCode': 'Sort code or SWIFT/BIC',
  'money.bank.save': 'Save bank account',
  'money.bank.saving': 'Saving…',
  'money.bank.errorsTitle': 'There is a problem',
  'money.bank.current': 'Registered now: account {accountNumber}, sort code or BIC {sortCode}',
  'money.bank.promptText': 'Connect a bank account in {currency} to move money in and out.',
  // ── Currency exchange ──────────────────────────────────────────────────────
  'money.fx.title': 'Currency exchange',
  'money.fx.sell': 'You sell',
  'money.fx.buy': 'You buy',
  'money.fx.sellCurrency': 'Currency to sell',
  'money.fx.buyCurrency': 'Currency to buy',
  'money.fx.balance': 'Available: {amount}',
  'money.fx.rate': 'Rate: 1 {sell} = {rate} {buy}',
  'money.fx.total': 'Total cost: {amount}',
  'money.fx.loadingQuote': 'Getting a quote…',
  'money.fx.refreshQuote': 'Refresh quote',
  'money.fx.complete': 'Complete exchange',
  'money.fx.completing': 'Completing…',
  'money.fx.unavailable': 'Currency exchange is not available on this account.',
} as const satisfies Record<string, string>;

/** The money-moving screens' labels: `money.*`, registered by the widgets that show them (`registerMessages`). */
export const moneyPagesMessages = {
  en: moneyPagesEn,
  sukuk: moneyPagesSukuk,
} as const satisfies MessageDomain;
