// Spec: 001 §5 'Deposit', 'Withdrawal', §6, §9
/**
 * Pure rules of money in and out: the deposit amount (minimum, Robowise opening, ISA ceiling), when Proceed is
 * disabled, which funding methods an amount allows (debit card 100–9500, bank transfer from 100, the ISA
 * allowance, the source account's balance), what the partner variant hides, and the withdrawal amount.
 *
 * Rules return message ids with their values (texts in `messages/en/payments.ts`), never prose. Arithmetic is
 * exact decimal (`Decimal`) throughout; amounts are decimal strings.
 *
 * @module
 */
import type { CatalogueVariant, MessageValues } from '../messages/index';
import { type CurrencyCode, type Decimal, formatMoney, parseAmountInput, toBig } from '../money/index';
import type { PaymentMethod } from './enums';

/** Message ids the payments rules and the funding machine return (texts in the catalogue). */
export const paymentsMessageIds = [
  'payments.amount.minimum',
  'payments.amount.robowiseMinimum',
  'payments.amount.isaCeiling',
  'payments.proceed.empty',
  'payments.proceed.fundingBlocked',
  'payments.proceed.ifisaAgreement',
  'payments.proceed.isaRestricted',
  'payments.method.cardMinimum',
  'payments.method.cardMaximum',
  'payments.method.bankTransferMinimum',
  'payments.method.isaAllowanceBank',
  'payments.method.isaAllowanceInstant',
  'payments.method.sourceBalance',
  'payments.card.nameRequired',
  'payments.card.numberInvalid',
  'payments.card.expiryInvalid',
  'payments.card.securityCodeInvalid',
  'payments.card.cancelled',
  'payments.card.declined',
  'payments.fund.failed',
  'payments.withdraw.overBalance',
  'payments.withdraw.blocked',
  'payments.withdraw.readOnly',
  'payments.bank.required',
  'payments.bank.accountNameTooLong',
  'payments.bank.accountNumberInvalid',
  'payments.bank.sortCodeInvalid',
] as const;
/** A value of {@link paymentsMessageIds}. */
export type PaymentsMessageId = (typeof paymentsMessageIds)[number];

/** A message for the UI: a catalogue id and its placeholder values. */
export interface PaymentsMessage {
  code: PaymentsMessageId;
  values?: MessageValues;
}

// ── Constants (001 §9) ────────────────────────────────────────────────────────

// Spec: 001 §5, §9
/** The least deposit, in the account's currency. */
export const MIN_DEPOSIT = '1';
// Spec: 001 §5, §9
/** The least first deposit into a Robowise portfolio that is opening. */
export const MIN_ROBOWISE_OPENING_DEPOSIT = '100';
// Spec: 001 §5, §9
/** The debit card range, inclusive. */
export const DEBIT_CARD_MIN = '100';
/** The debit card range's top, inclusive. */
export const DEBIT_CARD_MAX = '9500';
// Spec: 001 §5, §9
/** The least bank transfer. */
export const BANK_TRANSFER_MIN = '100';
// Spec: 001 §9
/**
 * The amount the deposit input offers as its example (the specs' placeholder 1000), shown as money in a hint
 * ('For example, £1,000.00') so it is never taken for a value typed in.
 */
export const DEPOSIT_PLACEHOLDER = '1000';
// Spec: 001 §5 'Withdrawal', §9
/** The least withdrawal. */
export const MIN_WITHDRAWAL = '0.01';

/** The typed amount as a decimal, or null when it is empty or not an amount. */
export function readAmount(text: string): Decimal | null {
  const parsed = parseAmountInput(text);
  return parsed.ok ? toBig(parsed.value) : null;
}

// ── Deposit amount ────────────────────────────────────────────────────────────

/** What the deposit amount is checked against. */
export interface DepositContext {
  currency: CurrencyCode;
  /** a Robowise portfolio in OPENING: its first deposit is at least 100 */
  robowiseOpening?: boolean;
  /** an ISA: its wallet cash and its allowance left this tax year */
  isa?: { walletCash: string; remaining: string } | null;
}

// Spec: 001 §5 'Deposit'
/**
 * The deposit amount's error, or null when it may proceed: at least 1 (100 for an opening Robowise portfolio),
 * and into an ISA no more than the larger of its wallet cash and its allowance left. An empty amount has no
 * error (Proceed is disabled instead: {@link proceedBlock}).
 */
export function depositAmountError(text: string, context: DepositContext): PaymentsMessage | null {
  if (text.trim() === '') return null;
  const amount = readAmount(text);
  if (amount === null || amount.lt(MIN_DEPOSIT)) {
    return {
      code: 'payments.amount.minimum',
      values: { minimum: formatMoney(MIN_DEPOSIT, context.currency) },
    };
  }
  if (context.robowiseOpening && amount.lt(MIN_ROBOWISE_OPENING_DEPOSIT)) {
    return {
      code: 'payments.amount.robowiseMinimum',
      values: { minimum: formatMoney(MIN_ROBOWISE_OPENING_DEPOSIT, context.currency) },
    };
  }
  if (context.isa) {
    const wallet = toBig(context.isa.walletCash);
    const remaining = toBig(context.isa.remaining);
    const max = wallet.gt(remaining) ? wallet : remaining;
    if (amount.gt(max)) {
      return { code: 'payments.amount.isaCeiling', values: { max: formatMoney(max, context.currency) } };
    }
  }
  return null;
}

/** What can stop Proceed besides the amount. */
export interface ProceedContext {
  /** the user record's `block_funding` */
  fundingBlocked?: boolean;
  /** an ISA whose new agreement has not been accepted (`new_ifisa_agreement_required`) */
  newIfisaAgreementRequired?: boolean;
  /** an ISA of a user who may not pay into it (the user record's `isa_restricted`) */
  isaRestricted?: boolean;
}

// Spec: 001 §5 'Deposit' (Proceed is disabled when …), §1 (the isaRestricted flag on the user)
/**
 * Why Proceed is disabled (a funding block, an ISA-restricted user paying into the ISA, an ISA agreement to
 * accept, an empty amount), or null.
 */
export function proceedBlock(text: string, context: ProceedContext): PaymentsMessage | null {
  if (context.fundingBlocked) return { code: 'payments.proceed.fundingBlocked' };
  if (context.isaRestricted) return { code: 'payments.proceed.isaRestricted' };
  if (context.newIfisaAgreementRequired) return { code: 'payments.proceed.ifisaAgreement' };
  if (text.trim() === '') return { code: 'payments.proceed.empty' };
  return null;
}

// ── Method step ───────────────────────────────────────────────────────────────

/** A funding option the method step offers. */
export type FundingOption = 'debit_card' | 'bank_transfer' | 'instant_transfer' | 'account_transfer';

// Spec: 001 §5, §9
/** The funding options of a variant: the partner has no debit card. */
export function fundingOptionsFor(
  variant: CatalogueVariant,
  methods: readonly PaymentMethod[],
): FundingOption[] {
  const options: FundingOption[] = [];
  const card = methods.includes('debit_card') || methods.includes('paysafe_js');
  if (card && variant !== 'sukuk') options.push('debit_card');
  if (methods.includes('bank_transfer')) options.push('bank_transfer');
  if (methods.includes('open_banking')) options.push('instant_transfer');
  if (methods.includes('account_transfer')) options.push('account_transfer');
  return options;
}

/** What the method step checks an option against. */
export interface MethodContext {
  currency: CurrencyCode;
  /** an ISA's allowance left this tax year: no option may pay in more */
  isaRemaining?: string | null;
  /** account-to-account: the source account's cash in this currency and its name */
  source?: { balance: string; name: string } | null;
}

// Spec: 001 §5 'Deposit' (method step)
/**
 * Why a funding option is disabled for an amount, or null when it can be chosen: a debit card only from 100 to
 * 9500, a bank transfer from 100, a transfer from another account no more than that account's cash, and into an
 * ISA no option more than its allowance left (the specs name the bank and instant transfers; a card payment or a
 * transfer between accounts into the ISA is money paid in too, refused with the instant transfer's words).
 */
export function methodBlock(
  option: FundingOption,
  amountText: string,
  context: MethodContext,
): PaymentsMessage | null {
  const amount = readAmount(amountText);
  const money = (value: Decimal | string) => formatMoney(value, context.currency);
  if (amount === null) return { code: 'payments.amount.minimum', values: { minimum: money(MIN_DEPOSIT) } };
  const overAllowance = (): PaymentsMessage | null =>
    context.isaRemaining != null && amount.gt(context.isaRemaining)
      ? { code: 'payments.method.isaAllowanceInstant', values: { amount: money(amount) } }
      : null;
  switch (option) {
    case 'debit_card':
      if (amount.lt(DEBIT_CARD_MIN))
        return { code: 'payments.method.cardMinimum', values: { minimum: money(DEBIT_CARD_MIN) } };
      if (amount.gt(DEBIT_CARD_MAX))
        return { code: 'payments.method.cardMaximum', values: { maximum: money(DEBIT_CARD_MAX) } };
      return overAllowance();
    case 'bank_transfer':
      if (amount.lt(BANK_TRANSFER_MIN)) {
        return {
          code: 'payments.method.bankTransferMinimum',
          values: { minimum: money(BANK_TRANSFER_MIN) },
        };
      }
      if (context.isaRemaining != null && amount.gt(context.isaRemaining))
        return { code: 'payments.method.isaAllowanceBank' };
      return null;
    case 'instant_transfer':
      return overAllowance();
    case 'account_transfer':
      if (!context.source || amount.gt(context.source.balance)) {
        return {
          code: 'payments.method.sourceBalance',
          values: { account: context.source?.name ?? '', amount: money(context.source?.balance ?? '0') },
        };
      }
      return overAllowance();
  }
}

// ── Withdrawal ────────────────────────────────────────────────────────────────

/** What a withdrawal is checked against. */
export interface WithdrawalContext {
  currency: CurrencyCode;
  /** the account's cash in that currency */
  balance: string;
  /** the user record's `block_withdrawals` */
  withdrawalsBlocked?: boolean;
  /** the user is read-only */
  readOnly?: boolean;
}

// Spec: 001 §5 'Withdrawal', §6
/**
 * Why a withdrawal cannot be submitted, or null: a read-only user or a withdrawal block first, then an amount
 * under 0.01 or over the account's cash. An empty amount is refused with the minimum.
 */
export function withdrawalBlock(text: string, context: WithdrawalContext): PaymentsMessage | null {
  if (context.readOnly) return { code: 'payments.withdraw.readOnly' };
  if (context.withdrawalsBlocked) return { code: 'payments.withdraw.blocked' };
  const amount = readAmount(text);
  if (amount === null || amount.lt(MIN_WITHDRAWAL)) {
    return {
      code: 'payments.amount.minimum',
      values: { minimum: formatMoney(MIN_WITHDRAWAL, context.currency) },
    };
  }
  if (amount.gt(context.balance)) {
    return {
      code: 'payments.withdraw.overBalance',
      values: { amount: formatMoney(context.balance, context.currency) },
    };
  }
  return null;
}

// Spec: 001 §2 'Dashboard hash routes' (payments/fund, withdraw, configure without a currency), §1 (the partner
// variant's AED accounts and its linked bank account, adibAccountLink.currencyCode)
/**
 * The currency a payments page works in when its address names none: the currency of the partner bank account
 * the customer is linked to (AED for the partner's customers), else GBP. With the currencies the account holds,
 * that currency when held, else the account's first; `null` when it holds none.
 */
export function defaultPaymentCurrency(linkedCurrency: CurrencyCode | null): CurrencyCode;
export function defaultPaymentCurrency(
  linkedCurrency: CurrencyCode | null,
  held: readonly CurrencyCode[],
): CurrencyCode | null;
export function defaultPaymentCurrency(
  linkedCurrency: CurrencyCode | null,
  held?: readonly CurrencyCode[],
): CurrencyCode | null {
  const preferred = linkedCurrency ?? 'GBP';
  if (held === undefined || held.includes(preferred)) return preferred;
  return held[0] ?? null;
}

/** What {@link linkedBankAccount} reads of a user: the partner and the bank account it links. */
export interface LinkedBankUser {
  partner: string | null;
  adib_account_link: { currency_code: CurrencyCode; masked_account_num: string } | null;
}

// Spec: 001 §1 (the partner variant's bank-linked accounts, adibAccountLink), §2 'Withdraw page'
/**
 * The partner bank account a customer's money in a currency goes to and comes from: the linked account's
 * masked number when the customer is the partner's and the link is in that currency, else `null` (the
 * customer registers a bank account of their own). The partner keeps the link: the customer cannot replace it.
 */
export function linkedBankAccount(
  user: LinkedBankUser | null | undefined,
  currency: CurrencyCode,
): { masked_account_num: string } | null {
  const link = user?.partner != null ? user.adib_account_link : null;
  return link && link.currency_code === currency ? { masked_account_num: link.masked_account_num } : null;
}
