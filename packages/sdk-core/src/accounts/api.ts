import type { BondkitClient } from '../http/index';
import { type InvestmentAccount, investmentAccountListSchema } from './schema';

/**
 * GET customers/me/investment-accounts/ — the signed-in user's investment accounts with their cash balances.
 *
 * @param options - `fallbackMessage` shown when the server gives none; `signal` to abort
 */
export function getInvestmentAccounts(
  client: BondkitClient,
  options: { fallbackMessage?: string; signal?: AbortSignal } = {},
): Promise<InvestmentAccount[]> {
  return client.get('customers/me/investment-accounts/', investmentAccountListSchema, {
    ...(options.fallbackMessage ? { fallbackMessage: options.fallbackMessage } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
