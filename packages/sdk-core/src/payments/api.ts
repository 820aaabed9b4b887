// Spec: 001 §7
/**
 * One function per call of money in and out: payment methods, funding, transfers between accounts, balances,
 * withdrawal, the registered bank account per currency and the IFISA agreement declaration. Every call that moves
 * money takes an idempotency key. Failures throw `ApiError` (see `http/errors.ts`).
 *
 * @module
 */
import * as z from 'zod/mini';
import {
  type BondkitClient,
  type CallOptions,
  type IdempotentCallOptions,
  pathSegment,
  toRequestOptions,
} from '../http/index';
import { type CurrencyCode, moneyAmount, toWire } from '../money/index';
import {
  type AccountBalances,
  type AccountTransferInput,
  type AccountTransferResult,
  accountBalancesSchema,
  accountTransferInputSchema,
  accountTransferResultSchema,
  type FundInput,
  type FundResult,
  fundInputSchema,
  fundResultSchema,
  hasRegisteredSchema,
  type IfisaDeclaration,
  ifisaDeclarationInputSchema,
  ifisaDeclarationSchema,
  type PaymentMethodEntry,
  paymentMethodListSchema,
  type RegisteredAccount,
  type RegisteredAccountInput,
  registeredAccountInputSchema,
  registeredAccountSchema,
  type WithdrawResult,
  withdrawInputSchema,
  withdrawResultSchema,
} from './schema';

/** An investment account and one of its currencies: what account-scoped calls are addressed by. */
export interface AccountCurrency {
  investmentAccountId: number;
  currency: CurrencyCode;
}

/** An amount as sent: refused with more than 2 decimals (never rounded), else written with exactly 2. */
const twoDecimals = (amount: string) => toWire(z.parse(moneyAmount, amount));

const accountPath = (target: AccountCurrency, rest: string) =>
  `customers/me/investment-accounts/${pathSegment(target.investmentAccountId)}/${pathSegment(target.currency)}/${rest}`;

/** GET customers/me/investment-accounts/{id}/{currency}/payment-methods/ — how the account can be funded. */
export function getPaymentMethods(
  client: BondkitClient,
  target: AccountCurrency,
  options?: CallOptions,
): Promise<PaymentMethodEntry[]> {
  return client.get(
    accountPath(target, 'payment-methods/'),
    paymentMethodListSchema,
    toRequestOptions(options),
  );
}

/**
 * POST customers/me/investment-accounts/{id}/{currency}/fund/ — funds the account. The amount is sent with 2
 * decimals. A card payment answers the provider's `payment_url`; a bank transfer the details to pay to.
 */
export async function fundAccount(
  client: BondkitClient,
  target: AccountCurrency,
  input: FundInput,
  options?: IdempotentCallOptions,
): Promise<FundResult> {
  const body = z.parse(fundInputSchema, { ...input, amount: twoDecimals(input.amount) });
  return client.post(accountPath(target, 'fund/'), fundResultSchema, toRequestOptions(options, body));
}

/** POST customers/me/account-funds-transfer/ — moves cash from one of the customer's accounts to another. */
export async function transferBetweenAccounts(
  client: BondkitClient,
  input: AccountTransferInput,
  options?: IdempotentCallOptions,
): Promise<AccountTransferResult> {
  const body = z.parse(accountTransferInputSchema, { ...input, amount: twoDecimals(input.amount) });
  return client.post(
    'customers/me/account-funds-transfer/',
    accountTransferResultSchema,
    toRequestOptions(options, body),
  );
}

/** GET customers/me/investment-accounts/{id}/balances/ — the account's cash per currency. */
export function getAccountBalances(
  client: BondkitClient,
  investmentAccountId: number,
  options?: CallOptions,
): Promise<AccountBalances> {
  return client.get(
    `customers/me/investment-accounts/${pathSegment(investmentAccountId)}/balances/`,
    accountBalancesSchema,
    toRequestOptions(options),
  );
}

/**
 * POST customers/me/investment-accounts/{id}/{currency}/withdraw/ — asks to withdraw to the registered bank
 * account; the withdrawal then waits for the user's confirmation.
 */
export async function withdraw(
  client: BondkitClient,
  target: AccountCurrency,
  amount: string,
  options?: IdempotentCallOptions,
): Promise<WithdrawResult> {
  const body = z.parse(withdrawInputSchema, { amount: twoDecimals(amount) });
  return client.post(accountPath(target, 'withdraw/'), withdrawResultSchema, toRequestOptions(options, body));
}

/** POST customers/me/registered-account-details/ — the registered bank account of a currency. */
export function getRegisteredAccount(
  client: BondkitClient,
  currency: CurrencyCode,
  options?: CallOptions,
): Promise<RegisteredAccount> {
  return client.post(
    'customers/me/registered-account-details/',
    registeredAccountSchema,
    toRequestOptions(options, { currency }),
  );
}

/** POST customers/me/has-registered-account-details/ — whether a bank account is registered for a currency. */
export async function hasRegisteredAccount(
  client: BondkitClient,
  currency: CurrencyCode,
  options?: CallOptions,
): Promise<boolean> {
  const answer = await client.post(
    'customers/me/has-registered-account-details/',
    hasRegisteredSchema,
    toRequestOptions(options, { currency }),
  );
  return answer.has_registered;
}

/**
 * POST customers/me/set-registered-account-details/ — registers the bank account of a currency. The server's
 * field errors (`account_number`, `sort_code`, `account_name`) arrive on the `ApiError`.
 */
export async function setRegisteredAccount(
  client: BondkitClient,
  input: RegisteredAccountInput,
  options?: IdempotentCallOptions,
): Promise<RegisteredAccount> {
  return client.post(
    'customers/me/set-registered-account-details/',
    registeredAccountSchema,
    toRequestOptions(options, z.parse(registeredAccountInputSchema, input)),
  );
}

/** POST customers/me/ifisa-agreement/ — declares that the user agreed to the IFISA agreement's text. */
export async function declareIfisaAgreement(
  client: BondkitClient,
  textAgreedTo: string,
  options?: CallOptions,
): Promise<IfisaDeclaration> {
  return client.post(
    'customers/me/ifisa-agreement/',
    ifisaDeclarationSchema,
    toRequestOptions(options, z.parse(ifisaDeclarationInputSchema, { text_agreed_to: textAgreedTo })),
  );
}

/**
 * GET customers/me/fundings/{reference}/ — a funding as it stands: `pending` until the money lands (a transfer,
 * or a card payment the provider has not yet settled), then `completed`, or `failed` (a declined card).
 */
export function getFunding(
  client: BondkitClient,
  reference: string,
  options?: CallOptions,
): Promise<FundResult> {
  return client.get(
    `customers/me/fundings/${pathSegment(reference)}/`,
    fundResultSchema,
    toRequestOptions(options),
  );
}
