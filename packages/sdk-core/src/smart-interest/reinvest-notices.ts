// Spec: 001 §2, §9
/**
 * The reinvest notices of Smart Interest holdings that mature soon, for the dashboard, a portfolio page and the
 * holdings: apart from the other rules (`rules.ts`) so that the pages showing only the notices carry no more.
 *
 * @module
 */

import { canViewSmartInterest, type MaybeUser } from '../auth/index';
import { type DateInput, formatLongDate, londonDaysBetween } from '../time/index';
import type { DynamicBond } from './holdings-schema';
import type { SmartInterestMessage } from './rules';

// Spec: 001 §2, §9
/** Days before maturity at which reinvest notices appear. */
export const REINVEST_NOTICE_DAYS = [90, 60, 30] as const;
/** A value of {@link REINVEST_NOTICE_DAYS}. */
export type ReinvestNoticeStage = (typeof REINVEST_NOTICE_DAYS)[number];

/** Reinvesting is offered for an 'Open' holding with a reinvest offer and no reinvestment booked yet. */
export function canReinvest(
  holding: Pick<DynamicBond, 'state' | 'reinvest_action' | 'available_offer'>,
): boolean {
  return holding.state === 'Open' && !holding.reinvest_action && !!holding.available_offer;
}

/** The first holding whose reinvest button shows (with `#my-investments` and version 2 it opens by itself). */
export function firstReinvestable<
  T extends Pick<DynamicBond, 'state' | 'reinvest_action' | 'available_offer'>,
>(holdings: readonly T[]): T | undefined {
  return holdings.find(canReinvest);
}

// Spec: 001 §2, §9
/**
 * The reinvest-notice stage of a maturity date: 90, 60 or 30 when maturity is at most that many
 * days away (the smallest that applies), null when it is further away or already reached.
 *
 * @param today - the current date (a `YYYY-MM-DD` or an instant read as a London date)
 */
export function reinvestNoticeStage(maturity: string, today: DateInput): ReinvestNoticeStage | null {
  const days = londonDaysBetween(today, maturity);
  if (days <= 0) return null;
  let stage: ReinvestNoticeStage | null = null;
  for (const threshold of REINVEST_NOTICE_DAYS) if (days <= threshold) stage = threshold;
  return stage;
}

/** One reinvest notice for the dashboard. */
export interface ReinvestNotice<T> {
  holding: T;
  stage: ReinvestNoticeStage;
  /** whole days until maturity */
  daysToMaturity: number;
  // Spec: 001 §3
  /** whether the offer records the notification of this stage as sent */
  notified: boolean;
  message: SmartInterestMessage;
}

// Spec: 001 §2
/**
 * The dashboard's reinvest notices: only for users who can invest in Smart Interest, for holdings that
 * can be reinvested and mature within 90 days; stage 90, 60 or 30.
 */
export function reinvestNotices<T extends DynamicBond>(
  user: MaybeUser,
  holdings: readonly T[],
  today: DateInput,
): ReinvestNotice<T>[] {
  if (!canViewSmartInterest(user)) return [];
  const notices: ReinvestNotice<T>[] = [];
  for (const holding of holdings) {
    if (!canReinvest(holding)) continue;
    const stage = reinvestNoticeStage(holding.maturity, today);
    if (stage === null) continue;
    const days = londonDaysBetween(today, holding.maturity);
    const flags = holding.available_offer?.notifications;
    notices.push({
      holding,
      stage,
      daysToMaturity: days,
      notified: flags?.[`notified_about_reinvest_${stage}_days`] ?? false,
      message: {
        code: 'smartInterest.reinvestNotice',
        values: { holding: holding.holding_name, days, maturity: formatLongDate(holding.maturity) },
      },
    });
  }
  return notices;
}
