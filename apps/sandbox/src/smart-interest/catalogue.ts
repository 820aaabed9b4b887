/**
 * The Smart Interest offer the sandbox seeds: per-currency settings (minimum, default amount, days per year,
 * rate table, bonus, cash-out terms) and the series on sale, with dates relative to the seeding day.
 */
import {
  type CurrencyCode,
  DEFAULT_RATE_TABLES,
  SMART_INTEREST_DEFAULT_AMOUNT,
  SMART_INTEREST_DEFAULT_DAYS_PER_YEAR,
  SMART_INTEREST_MIN_INVESTMENT,
  type SmartInterestBonus,
  type SmartInterestPayoutType,
  type SmartInterestRateRow,
} from '@bondkit/sdk-core';
import { addDays, addYears } from './terms';

/** A row of `smart_interest_settings`. */
export interface SettingsRow {
  currency: CurrencyCode;
  minimum_investment: string;
  default_amount: string;
  days_per_year: number;
  rate_table: SmartInterestRateRow[];
  bonus: SmartInterestBonus | null;
  /** the cash-out fee, percent of the principal */
  sale_fee_percent: string;
  /** percentage points the cash-out value's rate is below the holding's rate */
  cash_out_rate_reduction: string;
  position: number;
}

/** A row of `smart_interest_series`. */
export interface SeriesRow {
  reference: string;
  currency: CurrencyCode;
  term_years: number;
  payout_type: SmartInterestPayoutType;
  cash_rate: string;
  opens_on: string;
  closes_on: string;
  maturity: string;
  position: number;
}

/** 000 §9's sample terms for GBP and EUR (also 002 §3.1: sdk-core's defaults); USD's are the sandbox's own. */
export const SANDBOX_RATE_TABLES: Readonly<Record<'GBP' | 'EUR' | 'USD', readonly SmartInterestRateRow[]>> = {
  GBP: DEFAULT_RATE_TABLES.GBP!,
  EUR: DEFAULT_RATE_TABLES.EUR!,
  USD: [
    { years: 3, point: '5.00', annual_point: '4.50' },
    { years: 5, point: '6.25', annual_point: '5.50' },
    { years: 7, point: '7.50', annual_point: '6.50' },
  ],
};

const BONUSES: Readonly<Record<'GBP' | 'EUR' | 'USD', SmartInterestBonus | null>> = {
  GBP: { code: 'WELCOME50', amount: '50.00', minimum_investment: '5000' },
  EUR: { code: 'WELCOME40', amount: '40.00', minimum_investment: '5000' },
  USD: null,
};

/** The currencies Smart Interest is offered in (AED is not). */
export const SMART_INTEREST_CURRENCIES = ['GBP', 'EUR', 'USD'] as const;

/** Days before the seeding day the current series opened, and days after it that they close. */
export const SERIES_OPENED_DAYS_AGO = 60;
export const SERIES_OPEN_FOR_DAYS = 365;

export function buildSettings(): SettingsRow[] {
  return SMART_INTEREST_CURRENCIES.map((currency, position) => ({
    currency,
    minimum_investment: SMART_INTEREST_MIN_INVESTMENT,
    default_amount: SMART_INTEREST_DEFAULT_AMOUNT,
    days_per_year: SMART_INTEREST_DEFAULT_DAYS_PER_YEAR,
    rate_table: [...SANDBOX_RATE_TABLES[currency]],
    bonus: BONUSES[currency],
    sale_fee_percent: '1',
    cash_out_rate_reduction: '2',
    position,
  }));
}

/** The reference of a series: `SI-GBP-5Y-TERM`, `SI-EUR-3Y-ANNUAL`. */
export function seriesReference(currency: CurrencyCode, years: number, payout: SmartInterestPayoutType) {
  return `SI-${currency}-${years}Y-${payout.toUpperCase()}`;
}

/**
 * The series, relative to `today`: for each currency and each rate-table term, a term and an annual series at
 * the table's rates, open from 60 days ago for a year and maturing that many years from today. GBP also has a
 * closed 2-year series (closed 30 days ago) and a 4-year series that opens in 120 days.
 */
export function buildSeries(today: string): SeriesRow[] {
  const rows: SeriesRow[] = [];
  const opensOn = addDays(today, -SERIES_OPENED_DAYS_AGO);
  const closesOn = addDays(today, SERIES_OPEN_FOR_DAYS);
  for (const currency of SMART_INTEREST_CURRENCIES) {
    for (const row of SANDBOX_RATE_TABLES[currency]) {
      for (const payout of ['term', 'annual'] as const) {
        rows.push({
          reference: seriesReference(currency, row.years, payout),
          currency,
          term_years: row.years,
          payout_type: payout,
          cash_rate: payout === 'term' ? row.point : row.annual_point,
          opens_on: opensOn,
          closes_on: closesOn,
          maturity: addYears(today, row.years),
          position: rows.length,
        });
      }
    }
  }
  const closedOpened = addDays(today, -400);
  rows.push({
    reference: seriesReference('GBP', 2, 'term'),
    currency: 'GBP',
    term_years: 2,
    payout_type: 'term',
    cash_rate: '6.00',
    opens_on: closedOpened,
    closes_on: addDays(today, -30),
    maturity: addYears(closedOpened, 2),
    position: rows.length,
  });
  const upcoming = addDays(today, 120);
  rows.push({
    reference: seriesReference('GBP', 4, 'term'),
    currency: 'GBP',
    term_years: 4,
    payout_type: 'term',
    cash_rate: '6.875',
    opens_on: upcoming,
    closes_on: addDays(upcoming, SERIES_OPEN_FOR_DAYS),
    maturity: addYears(upcoming, 4),
    position: rows.length,
  });
  return rows;
}
