// Spec: 001 §7
/**
 * The portfolio pages' calls. The specs name some paths only by their role ({paymentActivityList},
 * {getWithdrawalConfirmations}); the paths here are the platform's, and the sandbox serves the same ones.
 * Reinvest offers are smart-interest's `getDynamicBonds` with `expand: ['payments', 'available_offer']` and
 * `hasAvailableOffer: true`.
 */
import * as z from 'zod/mini';
import { type BondkitClient, type CallOptions, pathSegment, toRequestOptions } from '../http/index';
import type { CurrencyCode } from '../money/index';
import {
  type AccountProduct,
  type AccountWithSummary,
  accountProductListSchema,
  accountWithSummaryListSchema,
  type DebitNote,
  debitNoteListSchema,
  type LifetimePreference,
  lifetimePreferenceSchema,
  type PaymentActivityGroup,
  type PaymentActivityPage,
  paymentActivityPageSchema,
  type WithdrawalConfirmation,
  withdrawalConfirmationListSchema,
} from './schema';

/** GET customers/me/investment-accounts/?expand=summary — every account with its open and lifetime figures. */
export function getAccountsWithSummary(
  client: BondkitClient,
  options?: CallOptions,
): Promise<AccountWithSummary[]> {
  return client.get('customers/me/investment-accounts/', accountWithSummaryListSchema, {
    searchParams: { expand: 'summary' },
    ...toRequestOptions(options),
  });
}

/** Input of {@link getPaymentActivity}: the account and currency, the page, and the group to filter by. */
export interface PaymentActivityInput extends CallOptions {
  investmentAccountId: number;
  currency: CurrencyCode;
  /** 1-based; 1 by default */
  page?: number;
  /** lines per page (the server's default 20, at most 100) */
  pageSize?: number;
  /** only this group's lines */
  group?: PaymentActivityGroup;
}

/**
 * GET customers/me/investment-accounts/{id}/{currency}/payment-activity/?page=&page_size=&group= — one page of
 * an account's payment activity in a currency, newest first, filtered and paginated by the server.
 */
export function getPaymentActivity(
  client: BondkitClient,
  input: PaymentActivityInput,
): Promise<PaymentActivityPage> {
  const path = `customers/me/investment-accounts/${pathSegment(input.investmentAccountId)}/${pathSegment(input.currency)}/payment-activity/`;
  return client.get(path, paymentActivityPageSchema, {
    searchParams: {
      page: input.page,
      page_size: input.pageSize,
      group: input.group,
    },
    ...toRequestOptions(input),
  });
}

/** GET customers/me/site-preferences/ — the lifetime toggle's preference. */
export function getSitePreferences(
  client: BondkitClient,
  options?: CallOptions,
): Promise<LifetimePreference> {
  return client.get('customers/me/site-preferences/', lifetimePreferenceSchema, toRequestOptions(options));
}

/** GET debit-notes/all/all/?expand=user_info&state=open — the user's open debit notes. */
export function getOpenDebitNotes(client: BondkitClient, options?: CallOptions): Promise<DebitNote[]> {
  return client.get('debit-notes/all/all/', debitNoteListSchema, {
    searchParams: { expand: 'user_info', state: 'open' },
    ...toRequestOptions(options),
  });
}

/** GET withdrawal-confirmations/ — withdrawals waiting for the user's confirmation. */
export function getWithdrawalConfirmations(
  client: BondkitClient,
  options?: CallOptions,
): Promise<WithdrawalConfirmation[]> {
  return client.get('withdrawal-confirmations/', withdrawalConfirmationListSchema, toRequestOptions(options));
}

/** POST withdrawal-confirmations/confirm/ {id} — confirms a withdrawal (read-only users cannot). */
export async function confirmWithdrawal(
  client: BondkitClient,
  id: number,
  options?: CallOptions,
): Promise<void> {
  await client.post('withdrawal-confirmations/confirm/', z.unknown(), toRequestOptions(options, { id }));
}

/** POST customers/me/site-preferences/ {show_lifetime_returns} — the lifetime toggle's preference. */
export function setShowLifetimeReturns(
  client: BondkitClient,
  show: boolean,
  options?: CallOptions,
): Promise<LifetimePreference> {
  return client.post(
    'customers/me/site-preferences/',
    lifetimePreferenceSchema,
    toRequestOptions(options, { show_lifetime_returns: show }),
  );
}

/** Input of {@link getAccountProducts}: the account, and what to expand or leave out of each product. */
export interface AccountProductsInput extends CallOptions {
  investmentAccountId: number;
  expand?: readonly string[];
  exclude?: readonly string[];
}

/** GET customers/me/investment-accounts/{id}/products/?expand=…&exclude=… — an account's products. */
export function getAccountProducts(
  client: BondkitClient,
  input: AccountProductsInput,
): Promise<AccountProduct[]> {
  return client.get(
    `customers/me/investment-accounts/${pathSegment(input.investmentAccountId)}/products/`,
    accountProductListSchema,
    {
      searchParams: {
        expand: input.expand && input.expand.length > 0 ? input.expand.join(',') : undefined,
        exclude: input.exclude && input.exclude.length > 0 ? input.exclude.join(',') : undefined,
      },
      ...toRequestOptions(input),
    },
  );
}
