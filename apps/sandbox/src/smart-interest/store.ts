/**
 * Smart Interest rows: settings, series and holdings (`dynamic_bonds`), and the holding as the wire carries it
 * (sdk-core's `DynamicBond`).
 */
import type {
  CurrencyCode,
  DynamicBond,
  DynamicBondState,
  SmartInterestPayoutType,
  SmartInterestSeries,
} from '@bondkit/sdk-core';
import { toBig } from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import { wire } from '../shared/decimal';
import type { SeriesRow, SettingsRow } from './catalogue';
import { grossInterest, holdingFigures, percentOf } from './terms';

/** A row of `dynamic_bonds`. */
export interface HoldingRow {
  id: number;
  reference: string;
  account_id: number;
  holding_name: string;
  currency: CurrencyCode;
  state: DynamicBondState;
  series_reference: string | null;
  payout_type: SmartInterestPayoutType;
  start_date: string;
  maturity: string;
  principal: string;
  rate: string;
  gross_interest: string;
  sale_rate: string;
  sale_fee: string;
  offer_reference: string | null;
  offer_bonus: string | null;
  notified_90: boolean;
  notified_60: boolean;
  notified_30: boolean;
  reinvest_series: string | null;
  reinvest_coupon: boolean | null;
  reinvest_booked_at: string | Date | null;
  bonus_code: string | null;
  wise5_cashback_amount: string | null;
  cash_out_requested_on: string | null;
  sale_amount: string | null;
  created_at: string | Date;
  /** the last day its due money movements were booked (null: not yet) */
  settled_on: string | null;
}

/** What a new holding needs; everything else is derived (gross interest, sale rate, fee) or empty. */
export interface NewHolding {
  account_id: number;
  holding_name: string;
  currency: CurrencyCode;
  payout_type: SmartInterestPayoutType;
  start_date: string;
  maturity: string;
  principal: string;
  rate: string;
  series_reference?: string | null;
  state?: DynamicBondState;
  offer?: { reference: string; bonus: string; notified: readonly (90 | 60 | 30)[] } | null;
  reinvest?: { series: string; reinvest_coupon: boolean } | null;
  bonus_code?: string | null;
  wise5_cashback_amount?: string | null;
  cash_out_requested_on?: string | null;
}

/** The reference of holding `id`: `DB-0007`, `DB-1001`. */
export function holdingReference(id: number): string {
  return `DB-${String(id).padStart(4, '0')}`;
}

/** The name a holding shows: `Smart Interest 3 year`, or in days when the term is not whole years. */
export function holdingName(termDays: number, daysPerYear: number): string {
  return termDays % daysPerYear === 0
    ? `Smart Interest ${termDays / daysPerYear} year`
    : `Smart Interest ${termDays} day`;
}

/** A complete `dynamic_bonds` row for a new holding, its figures derived from the currency's settings. */
export function holdingRow(
  id: number,
  input: NewHolding,
  settings: Pick<SettingsRow, 'days_per_year' | 'sale_fee_percent' | 'cash_out_rate_reduction'>,
  createdAt: Date,
): HoldingRow {
  const saleRate = toBig(input.rate).minus(toBig(settings.cash_out_rate_reduction));
  const notified = input.offer?.notified ?? [];
  const row: HoldingRow = {
    id,
    reference: holdingReference(id),
    account_id: input.account_id,
    holding_name: input.holding_name,
    currency: input.currency,
    state: input.state ?? 'Open',
    series_reference: input.series_reference ?? null,
    payout_type: input.payout_type,
    start_date: input.start_date,
    maturity: input.maturity,
    principal: wire(input.principal),
    rate: input.rate,
    gross_interest: grossInterest(input, settings.days_per_year),
    sale_rate: saleRate.lt(0) ? '0' : saleRate.toFixed(),
    sale_fee: percentOf(input.principal, settings.sale_fee_percent),
    offer_reference: input.offer?.reference ?? null,
    offer_bonus: input.offer ? wire(input.offer.bonus) : null,
    notified_90: notified.includes(90),
    notified_60: notified.includes(60),
    notified_30: notified.includes(30),
    reinvest_series: input.reinvest?.series ?? null,
    reinvest_coupon: input.reinvest ? input.reinvest.reinvest_coupon : null,
    reinvest_booked_at: input.reinvest ? createdAt.toISOString() : null,
    bonus_code: input.bonus_code ?? null,
    wise5_cashback_amount: input.wise5_cashback_amount ?? null,
    cash_out_requested_on: input.cash_out_requested_on ?? null,
    sale_amount: null,
    created_at: createdAt.toISOString(),
    settled_on: null,
  };
  if (row.state === 'Cash out requested' && row.cash_out_requested_on) {
    row.sale_amount = saleAmountOf(row, row.cash_out_requested_on, settings.days_per_year);
  }
  return row;
}

/** Sale amount = principal + sale interest − interest paid − fee (000 §9), on `today`. */
export function saleAmountOf(row: HoldingRow, today: string, daysPerYear: number): string {
  const figures = holdingFigures(row, today, daysPerYear);
  return wire(
    toBig(row.principal)
      .plus(toBig(figures.sale_interest))
      .minus(toBig(figures.interest_paid))
      .minus(toBig(row.sale_fee)),
  );
}

/** Inserts complete rows (every column given) in one statement. */
export async function insertRows(db: Db, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [
    JSON.stringify(rows),
  ]);
}

/** Inserts a new holding with the next id of the table's identity; returns its row. */
export async function createHolding(
  db: Db,
  input: NewHolding,
  settings: Pick<SettingsRow, 'days_per_year' | 'sale_fee_percent' | 'cash_out_rate_reduction'>,
  createdAt: Date,
): Promise<HoldingRow> {
  const [next] = await db.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('dynamic_bonds', 'id'))::integer AS id`,
  );
  if (!next) throw new Error('no holding id');
  const row = holdingRow(next.id, input, settings, createdAt);
  await insertRows(db, 'dynamic_bonds', [row]);
  return row;
}

export async function settingsFor(db: Db, currency: string): Promise<SettingsRow | null> {
  const rows = await db.query<SettingsRow>('SELECT * FROM smart_interest_settings WHERE currency = $1', [
    currency,
  ]);
  return rows[0] ?? null;
}

export async function allSettings(db: Db): Promise<Map<string, SettingsRow>> {
  const rows = await db.query<SettingsRow>('SELECT * FROM smart_interest_settings');
  return new Map(rows.map((row) => [row.currency, row]));
}

export async function findSeries(db: Db, reference: string): Promise<SeriesRow | null> {
  const rows = await db.query<SeriesRow>('SELECT * FROM smart_interest_series WHERE reference = $1', [
    reference,
  ]);
  return rows[0] ?? null;
}

/** True when a series is on sale on `date`. */
export function isSeriesOpen(series: Pick<SeriesRow, 'opens_on' | 'closes_on'>, date: string): boolean {
  return series.opens_on <= date && date <= series.closes_on;
}

export function toSeries(row: SeriesRow): SmartInterestSeries {
  return {
    reference: row.reference,
    maturity: row.maturity,
    cash_rate: row.cash_rate,
    currency: row.currency,
    payout_type: row.payout_type,
  };
}

/** What a holdings answer expands. */
export interface HoldingExpand {
  available_offer: boolean;
  payments: boolean;
}

/** The sell URL of a holding (POST it to cash out). */
export function sellUrl(row: Pick<HoldingRow, 'account_id' | 'reference'>): string {
  return `/api/customers/me/investment-accounts/${row.account_id}/dynamic-bonds/${encodeURIComponent(row.reference)}/sell/`;
}

/** A holding as the wire carries it (sdk-core's `dynamicBondSchema`), its figures as of `today`. */
export function toDynamicBond(
  row: HoldingRow,
  today: string,
  daysPerYear: number,
  expand: HoldingExpand,
): DynamicBond {
  const figures = holdingFigures(row, today, daysPerYear);
  const bond: DynamicBond = {
    id: row.id,
    reference: row.reference,
    holding_name: row.holding_name,
    category: 'smart_interest',
    investment_account_id: row.account_id,
    currency: row.currency,
    state: row.state,
    maturity: row.maturity,
    principal: row.principal,
    rate: row.rate,
    gross_interest: row.gross_interest,
    sale_interest: figures.sale_interest,
    interest_paid: figures.interest_paid,
    sale_fee: row.sale_fee,
    sell_url: sellUrl(row),
    next_payment_amount: figures.next_payment_amount,
    next_payment_date: figures.next_payment_date,
    reinvest_action: row.reinvest_series
      ? { series: row.reinvest_series, reinvest_coupon: row.reinvest_coupon ?? false }
      : null,
  };
  if (expand.available_offer) {
    bond.available_offer =
      row.offer_reference && row.offer_bonus !== null
        ? {
            reference: row.offer_reference,
            bonus: row.offer_bonus,
            currency: row.currency,
            notifications: {
              notified_about_reinvest_90_days: row.notified_90,
              notified_about_reinvest_60_days: row.notified_60,
              notified_about_reinvest_30_days: row.notified_30,
            },
          }
        : null;
  }
  if (expand.payments) bond.payments = figures.payments;
  return bond;
}
