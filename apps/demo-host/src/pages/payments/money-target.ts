import {
  type CurrencyCode,
  defaultPaymentCurrency,
  getInvestmentAccounts,
  isCurrencyCode,
  type SessionUser,
} from '@bondkit/sdk-core';
import { useEffect, useState } from 'react';
import { client, useSession } from '../../app/session';

// Spec: 001 §2 'Dashboard hash routes' (payments/fund[/{currency}/{iaId}]; the portfolio page links
// #payments/fund/{investmentAccountId}/{currency}: both orders are accepted)
/** The account and currency of a payments address's two segments, in either order; nulls when absent. */
export function readMoneyTarget(
  first: string | undefined,
  second: string | undefined,
): { investmentAccountId: number | null; currency: CurrencyCode | null } {
  const parts = [first, second].filter((p): p is string => p !== undefined);
  const currency = parts.find((p) => isCurrencyCode(p.toUpperCase()))?.toUpperCase() ?? null;
  const id = parts.find((p) => /^\d+$/.test(p));
  return {
    investmentAccountId: id ? Number(id) : null,
    currency: currency && isCurrencyCode(currency) ? currency : null,
  };
}

/** The address of the identity check, where users who have not passed AML are sent (001 §6). */
export const IDENTITY_CHECK_ADDRESS = '/dashboard/account-details/documents/';

/** Whether the user must pass the identity check before moving money (001 §6 'AML redirect'). */
export function needsIdentityCheck(user: SessionUser | null): boolean {
  return user?.requires_identity_check ?? false;
}

type Target = { investmentAccountId: number; currency: CurrencyCode };

/** The currency of the bank account the signed-in customer is linked to (the partner's), else null. */
export function useLinkedCurrency(): CurrencyCode | null {
  const session = useSession();
  return session.status === 'signed-in' ? (session.user.adib_account_link?.currency_code ?? null) : null;
}

/**
 * The account and currency a payments page works on: the address's, else the user's first account and
 * sdk-core's `defaultPaymentCurrency` of it (an address without them, e.g. /dashboard/payments/fund/: AED for
 * the partner's customers). `undefined` while loading, `null` when the user has no such account.
 */
export function useMoneyTarget(
  first: string | undefined,
  second: string | undefined,
): Target | null | undefined {
  const given = readMoneyTarget(first, second);
  const linked = useLinkedCurrency();
  const key = `${first}/${second}/${linked}`;
  const [found, setFound] = useState<{ key: string; target: Target | null } | null>(null);
  useEffect(() => {
    const wanted = readMoneyTarget(first, second);
    if (wanted.investmentAccountId !== null && wanted.currency !== null) return;
    const controller = new AbortController();
    const settle = (target: Target | null) => setFound({ key: `${first}/${second}/${linked}`, target });
    getInvestmentAccounts(client, { signal: controller.signal }).then(
      (accounts) => {
        const account = accounts.find(
          (a) => wanted.investmentAccountId === null || a.id === wanted.investmentAccountId,
        );
        const held = Object.keys(account?.currencies ?? {}).filter(isCurrencyCode);
        const currency = wanted.currency ?? defaultPaymentCurrency(linked, held);
        settle(account && currency ? { investmentAccountId: account.id, currency } : null);
      },
      () => {
        if (!controller.signal.aborted) settle(null);
      },
    );
    return () => controller.abort();
  }, [first, second, linked]);
  if (given.investmentAccountId !== null && given.currency !== null) {
    return { investmentAccountId: given.investmentAccountId, currency: given.currency };
  }
  return found?.key === key ? found.target : undefined;
}
