/**
 * Smart Interest seed: settings and series (smart-interest/catalogue.ts), a wise5 cashback enrolment for the
 * investor, and persona holdings in every state with dates relative to the seeding day — open ones, reinvest
 * offers maturing in 90, 60 and 30 days (for the 001 §2 notices), one farther out, a booked reinvestment,
 * repaying, cash out requested and repaid.
 */
import { formatApiDate } from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import {
  addDays,
  addYears,
  buildSeries,
  buildSettings,
  holdingName,
  holdingRow,
  insertRows,
  type NewHolding,
  seriesReference,
} from '../smart-interest';

/** One seeded holding: whose (persona key, account position) and its terms relative to today. */
export interface SeededHolding {
  id: number;
  persona: string;
  account: number;
  holding: (today: string) => Omit<NewHolding, 'account_id'>;
}

/** A whole-years holding's name (`Smart Interest 3 year`), as the order route names it. */
const nameOf = (years: number) => holdingName(years * 365, 365);
/** Name and dates of a `years` holding maturing `maturityInDays` from today (negative: already matured). */
const ending = (maturityInDays: number, years: number) => (today: string) => {
  const maturity = addDays(today, maturityInDays);
  return { holding_name: nameOf(years), start_date: addYears(maturity, -years), maturity };
};
/** Name and dates of a `years` holding that started `daysAgo`. */
const starting = (daysAgo: number, years: number) => (today: string) => {
  const start = addDays(today, -daysAgo);
  return { holding_name: nameOf(years), start_date: start, maturity: addYears(start, years) };
};

/**
 * The persona holdings (references DB-0001…). Investor: DB-0001…DB-0011; readonly DB-0012; blocked DB-0013;
 * corporate DB-0014. New holdings get ids from 1001.
 */
export const SEEDED_HOLDINGS: readonly SeededHolding[] = [
  {
    id: 1,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...starting(400, 5)(today),
      principal: '5000.00',
      rate: '7.50',
    }),
  },
  {
    id: 2,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'annual',
      ...starting(500, 3)(today),
      principal: '3000.00',
      rate: '5.75',
    }),
  },
  {
    id: 3,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...ending(90, 3)(today),
      principal: '4000.00',
      rate: '6.25',
      offer: { reference: 'OFFER-0003', bonus: '25.00', notified: [90] },
    }),
  },
  {
    id: 4,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'annual',
      ...ending(60, 5)(today),
      principal: '2500.00',
      rate: '6.75',
      offer: { reference: 'OFFER-0004', bonus: '20.00', notified: [90, 60] },
    }),
  },
  {
    id: 5,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...ending(30, 5)(today),
      principal: '6000.00',
      rate: '7.50',
      offer: { reference: 'OFFER-0005', bonus: '40.00', notified: [90, 60, 30] },
    }),
  },
  {
    id: 6,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'EUR',
      payout_type: 'term',
      ...ending(150, 3)(today),
      principal: '3500.00',
      rate: '4.50',
      offer: { reference: 'OFFER-0006', bonus: '15.00', notified: [] },
    }),
  },
  {
    id: 7,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...ending(45, 3)(today),
      principal: '2000.00',
      rate: '6.25',
      offer: { reference: 'OFFER-0007', bonus: '10.00', notified: [90, 60] },
      reinvest: { series: seriesReference('GBP', 5, 'term'), reinvest_coupon: true },
    }),
  },
  {
    id: 8,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...ending(-2, 3)(today),
      principal: '1500.00',
      rate: '6.25',
      state: 'Repaying',
    }),
  },
  {
    id: 9,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'EUR',
      payout_type: 'term',
      ...starting(300, 5)(today),
      principal: '2000.00',
      rate: '5.75',
      state: 'Cash out requested',
      cash_out_requested_on: addDays(today, -5),
    }),
  },
  {
    id: 10,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'annual',
      ...ending(-200, 3)(today),
      principal: '1000.00',
      rate: '5.75',
      state: 'Repaid',
    }),
  },
  {
    id: 11,
    persona: 'investor',
    account: 1,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...starting(100, 7)(today),
      principal: '3000.00',
      rate: '9.00',
    }),
  },
  {
    id: 12,
    persona: 'readonly',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...starting(200, 5)(today),
      principal: '1000.00',
      rate: '7.50',
    }),
  },
  {
    id: 13,
    persona: 'blocked',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...starting(150, 3)(today),
      principal: '2000.00',
      rate: '6.25',
    }),
  },
  {
    id: 14,
    persona: 'corporate',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'annual',
      ...starting(30, 7)(today),
      principal: '20000.00',
      rate: '8.00',
    }),
  },
];

/** The investor's wise5 cashback enrolment (GBP, 1% of the wise5 amount). */
export const INVESTOR_WISE5_ENROLMENT_ID = 5001;

/**
 * Fills the Smart Interest tables (already truncated by the caller) relative to `now`. Runs inside the seed's
 * transaction, after the personas and their accounts.
 */
export async function seedSmartInterest(db: Db, now: Date): Promise<void> {
  const today = formatApiDate(now);
  const settings = buildSettings();
  await insertRows(db, 'smart_interest_settings', settings);
  await insertRows(db, 'smart_interest_series', buildSeries(today));

  const accounts = await db.query<{ persona_key: string; customer_id: number; id: number; position: number }>(
    `SELECT u.persona_key, u.customer_id, a.id, a.position
       FROM users u JOIN investment_accounts a ON a.customer_id = u.customer_id
      WHERE u.persona_key IS NOT NULL`,
  );
  const accountOf = (persona: string, position: number) =>
    accounts.find((a) => a.persona_key === persona && a.position === position);

  const investor = accountOf('investor', 0);
  if (investor) {
    await insertRows(db, 'smart_interest_wise5_enrolments', [
      {
        enrolment_id: INVESTOR_WISE5_ENROLMENT_ID,
        customer_id: investor.customer_id,
        currency: 'GBP',
        cashback_percent: '1',
      },
    ]);
  }

  const bySettings = new Map(settings.map((s) => [s.currency, s]));
  const rows = SEEDED_HOLDINGS.flatMap((seeded) => {
    const account = accountOf(seeded.persona, seeded.account);
    const terms = seeded.holding(today);
    const currencySettings = bySettings.get(terms.currency as 'GBP' | 'EUR' | 'USD');
    if (!account || !currencySettings) return [];
    return [holdingRow(seeded.id, { ...terms, account_id: account.id }, currencySettings, now)];
  });
  await insertRows(db, 'dynamic_bonds', rows);
}
