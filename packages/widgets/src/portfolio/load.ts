import {
  type BondkitClient,
  type DashboardNotice,
  type DebitNote,
  type DynamicBond,
  dashboardNotices,
  getDynamicBonds,
  getOpenDebitNotes,
  getSitePreferences,
  getWithdrawalConfirmations,
  type MaybeUser,
  type WithdrawalConfirmation,
} from '@bondkit/sdk-core';
import type { WidgetVariant } from '../provider/types';
import type { FailurePanelMessages } from '../shared/failure';

/** What the notices above the dashboard and a portfolio page are made of. */
export interface NoticeSources {
  debitNotes: DebitNote[];
  confirmations: WithdrawalConfirmation[];
  dynamicBonds: DynamicBond[];
}

// Spec: 001 §7
/**
 * Loads what the notices read, all at once (no call waits for another): open debit notes, withdrawal
 * confirmations and — in the standard variant, which offers Smart Interest — the Smart Interest holdings with
 * their payments and reinvest offers.
 */
export async function loadNoticeSources(
  client: BondkitClient,
  variant: WidgetVariant,
  signal: AbortSignal,
): Promise<NoticeSources> {
  const [debitNotes, confirmations, dynamicBonds] = await Promise.all([
    getOpenDebitNotes(client, { signal }),
    getWithdrawalConfirmations(client, { signal }),
    variant === 'sukuk'
      ? Promise.resolve([] as DynamicBond[])
      : getDynamicBonds(client, { expand: ['payments', 'available_offer'], signal }),
  ]);
  return { debitNotes, confirmations, dynamicBonds };
}

/** The lifetime toggle's state: the site preference `show_lifetime_returns`. */
export async function loadLifetime(client: BondkitClient, signal: AbortSignal): Promise<boolean> {
  return (await getSitePreferences(client, { signal })).show_lifetime_returns;
}

/** The notices to show, in order, from what was loaded and the confirmations already confirmed. */
export function noticesOf(
  sources: NoticeSources,
  user: MaybeUser,
  now: Date,
  confirmed: ReadonlySet<number>,
): DashboardNotice[] {
  return dashboardNotices({
    user,
    dynamicBonds: sources.dynamicBonds,
    withdrawalConfirmations: sources.confirmations.filter((c) => !confirmed.has(c.id)),
    debitNotes: sources.debitNotes,
    now,
  });
}

/** What the portfolio's panels say when their data failed to load. */
export const PORTFOLIO_FAILURE: FailurePanelMessages = {
  title: 'portfolio.loadFailed.title',
  text: 'portfolio.loadFailed.text',
  retry: 'portfolio.loadFailed.retry',
};
