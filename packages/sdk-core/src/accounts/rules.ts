import { type CurrencyCode, Decimal } from '../money/index';
import { type AccountTypeCode, accountTitles, accountTypeByCode } from './enums';
import type { AccountTypeName, InvestmentAccount } from './schema';

/** Message ids of the account titles (the catalogue carries the texts of {@link accountTitles}). */
export type AccountTitleId = 'accounts.title.ifisa' | 'accounts.title.portfolio';

/** Anything carrying an account type: an account, or the type itself (name or code). */
type AccountTypeInput = Pick<InvestmentAccount, 'account_type'> | AccountTypeName | AccountTypeCode;

function typeName(input: AccountTypeInput): AccountTypeName {
  if (typeof input === 'number') return accountTypeByCode[input];
  return typeof input === 'string' ? input : input.account_type;
}

/** The message id of an account's title, for the UI. */
export function accountTitleId(account: AccountTypeInput): AccountTitleId {
  return typeName(account) === 'ifisa' ? 'accounts.title.ifisa' : 'accounts.title.portfolio';
}

// Spec: 000 §1
/**
 * An account's title: 'Innovative Finance ISA' for an IFISA, otherwise 'Investment portfolio'.
 * This is the text of the wire field `title` (the sandbox fills it with this); UI code shows
 * {@link accountTitleId} through the catalogue instead.
 */
export function accountTitle(account: AccountTypeInput): string {
  return typeName(account) === 'ifisa' ? accountTitles.ifisa : accountTitles.portfolio;
}

/** True for an Innovative Finance ISA. */
export function isIfisaAccount(account: AccountTypeInput): boolean {
  return typeName(account) === 'ifisa';
}

/**
 * The cash balance of an account in a currency, as a decimal string; `'0'` when the account holds none
 * of it (use {@link holdsCurrency} to tell "no such currency account" apart).
 */
export function balanceIn(account: Pick<InvestmentAccount, 'currencies'>, currency: CurrencyCode): string {
  return account.currencies[currency] ?? '0';
}

/** True when the account has a balance entry (a currency account) for `currency`. */
export function holdsCurrency(
  account: Pick<InvestmentAccount, 'currencies'>,
  currency: CurrencyCode,
): boolean {
  return account.currencies[currency] !== undefined;
}

/** True when the account's balance in `currency` covers `amount` (decimal strings, compared exactly). */
export function hasBalanceFor(
  account: Pick<InvestmentAccount, 'currencies'>,
  currency: CurrencyCode,
  amount: string,
): boolean {
  return new Decimal(balanceIn(account, currency)).gte(new Decimal(amount));
}

/** The account with the given reference, if the user has it. */
export function findAccount(
  accounts: readonly InvestmentAccount[],
  reference: string,
): InvestmentAccount | undefined {
  return accounts.find((account) => account.reference === reference);
}

/** The accounts that hold a currency account for `currency`, in their original order. */
export function accountsHolding(
  accounts: readonly InvestmentAccount[],
  currency: CurrencyCode,
): InvestmentAccount[] {
  return accounts.filter((account) => holdsCurrency(account, currency));
}
