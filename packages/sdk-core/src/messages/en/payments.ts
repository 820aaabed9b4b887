import type { MessageDomain } from '../domains';
import { paymentsSukuk } from '../sukuk/payments';

// Spec: 001 §5 'Deposit', 'Withdrawal', §8; 000 §5 (bank details), §8
/**
 * Money in and out: funding, withdrawal and the registered bank account (ids `payments.*`).
 * English. Texts quoted by the specs are copied exactly; the rest is written in the same voice.
 * `{name}` is a placeholder (`formatMessage`).
 */
export const paymentsEn = {
  // ── Deposit amount (001 §5 'Deposit') ──────────────────────────────────────
  'payments.amount.minimum': 'Ensure this value is greater than or equal to {minimum}.',
  'payments.amount.robowiseMinimum': 'Robowise requires a minimum of {minimum}.',
  'payments.amount.isaCeiling':
    'You cannot add more than {max} into the account as that would exceed available cash in your ISA Wallet and remaining ISA allowance.',
  // 001 §9 'Amount placeholder 1000', as an example in the field's hint ({amount}: money, 'For example, £1,000.00')
  'payments.amount.example': 'For example, {amount}',
  // written: why Proceed is disabled (001 §5 names the conditions, not the words)
  'payments.proceed.empty': 'Enter an amount to continue.',
  'payments.proceed.fundingBlocked': 'Funding is not available on your account. Please contact us.',
  'payments.proceed.ifisaAgreement': 'Please accept the new IFISA agreement before adding funds.',
  // written, in the words of the trade ticket's refusal of an ISA-restricted buy
  'payments.proceed.isaRestricted': 'You cannot pay into your Innovative Finance ISA at the moment.',
  // ── Method step (001 §5 'Deposit') ─────────────────────────────────────────
  'payments.method.debit_card': 'Debit card',
  'payments.method.bank_transfer': 'Bank transfer',
  'payments.method.instant_transfer': 'Instant transfer',
  'payments.method.account_transfer': 'From another account',
  'payments.method.cardMinimum': 'Debit cards are only available for amounts over {minimum}',
  'payments.method.cardMaximum': 'Debit cards are only available for amounts up to {maximum}',
  // written (001 §5 gives the rule, not the words)
  'payments.method.bankTransferMinimum': 'Bank transfers are only available for amounts over {minimum}',
  'payments.method.isaAllowanceBank': "The amount you've chosen is greater than your remaining ISA allowance",
  'payments.method.isaAllowanceInstant': 'Depositing {amount} would exceed your remaining IFISA allowance',
  // written (001 §5 gives the rule, not the words)
  // written: the server's refusal of a card payment where the variant has none (001 §5, §9)
  'payments.method.cardUnavailable': 'Debit cards are not available on this account.',
  'payments.method.sourceBalance': 'Your {account} account has only {amount} available',
  'payments.transfer.instantArrival': 'in seconds',
  'payments.transfer.manualArrival': 'up to 24 hours',
  // ── Card form (001 §5 'Deposit') ───────────────────────────────────────────
  'payments.card.nameRequired': 'Enter the cardholder name',
  'payments.card.numberInvalid': 'Enter a valid card number',
  'payments.card.expiryInvalid': 'Enter a valid expiry date',
  'payments.card.securityCodeInvalid': 'Enter a valid security code',
  'payments.card.cancelled': 'The card payment was cancelled.',
  'payments.card.declined': 'The card payment was declined.',
  // ── Funding outcome (001 §8) ───────────────────────────────────────────────
  'payments.fund.failed': 'Something went wrong.',
  'payments.fund.transferred': 'Your funds have arrived.',
  // ── Withdrawal (001 §5 'Withdrawal', §8) ───────────────────────────────────
  'payments.withdraw.placeholder': '0.01 minimum.',
  'payments.withdraw.overBalance': 'You cannot withdraw more than your available cash of {amount}.',
  'payments.withdraw.blocked': 'Withdrawals are not available on your account. Please contact us.',
  'payments.withdraw.readOnly': 'Read-only users cannot submit withdrawals.',
  'payments.withdraw.success': 'Your withdrawal request has been made.',
  // ── Registered bank account (000 §5, §8; 001 §8) ───────────────────────────
  'payments.bank.required': 'This field is required',
  'payments.bank.accountNameTooLong': 'The account name must be less than 32 characters long',
  'payments.bank.accountNumberInvalid': 'Invalid account number or IBAN',
  'payments.bank.sortCodeInvalid': 'Invalid sort code or SWIFT/BIC',
  'payments.bank.invalidTitle': 'One or more of your account details are invalid',
  'payments.bank.invalidText':
    'Please review your account number or IBAN, sort code or SWIFT/BIC, and ensure they are accurate.',
  'payments.bank.saveFailedTitle': 'Something went wrong',
  'payments.bank.saveFailedText': 'Please, try again in a minute.',
  'payments.bank.saved': 'Bank Account Details Added Successfully',
  'payments.bank.loadFailed':
    'We were unable to load your registered account details, please contact support to continue.',
  'payments.bank.connectPrompt': 'Connect Bank Account',
  // ── Access (001 §6) ────────────────────────────────────────────────────────
  // written: the server's refusals
  'payments.readOnly': 'Read-only users cannot move money.',
  'payments.readOnlyAgreement': 'Read-only users cannot accept agreements.',
  'payments.transfer.sameAccount': 'Choose two different accounts.',
  'payments.bank.notRegistered': 'No bank account is registered for this currency.',
  'payments.bank.linkedByPartner':
    'Your bank linked this account to you, and your money in this currency goes to it. Please contact your bank to change it.',
  'payments.withdraw.noBankAccount': 'Please register a bank account for this currency before withdrawing.',
  // written: the server's refusal when the identity check has not been passed
  'payments.aml.required': 'Please complete the identity check before moving money.',
} as const satisfies Record<string, string>;

/** Money in and out: `payments.*`, registered by the widgets that show them (`registerMessages`). */
export const paymentsMessages = { en: paymentsEn, sukuk: paymentsSukuk } as const satisfies MessageDomain;
