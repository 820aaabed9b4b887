/**
 * The Smart Interest holdings (000 §4, §7; contract in packages/sdk-core/src/smart-interest/README.md) under
 * /api/customers/me/investment-accounts/{id|all}/dynamic-bonds/: list, detail, cash-out and the repayment
 * actions (quote and book a reinvestment).
 */
import { type DynamicBond, type RepaymentQuote, repaymentActionInputSchema, toBig } from '@bondkit/sdk-core';
import { type Context, Hono } from 'hono';
import { requireUser } from '../auth';
import { tradeDate } from '../shared/dates';
import { wire } from '../shared/decimal';
import { idParam } from '../shared/edge';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { DETAIL, SMART_INTEREST_REFUSALS } from '../shared/refusals';
import { parseBody } from '../shared/validation';
import type { SandboxEnv, SandboxState } from '../state';
import { assertMayReinvest, assertMaySell, customerFlags, refusePartnerCustomers } from './gate';
import {
  allSettings,
  findSeries,
  type HoldingExpand,
  type HoldingRow,
  isSeriesOpen,
  saleAmountOf,
  settingsFor,
  toDynamicBond,
} from './store';
import { holdingFigures, quoteFigures } from './terms';

/** Reads `expand=available_offer,payments`. */
function expandOf(c: Context<SandboxEnv>): HoldingExpand {
  const values = new Set(
    (c.req.queries('expand') ?? []).flatMap((value) => value.split(',')).map((value) => value.trim()),
  );
  return { available_offer: values.has('available_offer'), payments: values.has('payments') };
}

/** /api/customers/me/investment-accounts/{id|all}/dynamic-bonds/ — the user's Smart Interest holdings. */
export function dynamicBondRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();
  const base = '/me/investment-accounts/:account/dynamic-bonds';
  app.use(`${base}/*`, refusePartnerCustomers);

  /** The account ids of the path (`all` = every account of the user); 404 for another user's account. */
  async function accountIds(c: Context<SandboxEnv>): Promise<number[]> {
    const customerId = requireUser(c).customer_id;
    const all = c.req.param('account') === 'all';
    const id = all ? null : idParam(c, 'account');
    const rows = await state.db.query<{ id: number }>(
      'SELECT id FROM investment_accounts WHERE customer_id = $1 ORDER BY position',
      [customerId],
    );
    const ids = rows.map((row) => row.id);
    if (id === null) return ids;
    if (!ids.includes(id)) fail(404, DETAIL.notFound);
    return [id];
  }

  async function holdingsOf(ids: number[], reference?: string): Promise<HoldingRow[]> {
    return state.db.query<HoldingRow>(
      `SELECT * FROM dynamic_bonds WHERE account_id = ANY($1::int[]) AND ($2::text IS NULL OR reference = $2)
        ORDER BY id`,
      [ids, reference ?? null],
    );
  }

  async function oneHolding(c: Context<SandboxEnv>): Promise<HoldingRow> {
    const [row] = await holdingsOf(await accountIds(c), c.req.param('reference'));
    if (!row) fail(404, DETAIL.notFound);
    return row;
  }

  async function present(rows: HoldingRow[], expand: HoldingExpand): Promise<DynamicBond[]> {
    const settings = await allSettings(state.db);
    const today = tradeDate(state.clock.now());
    return rows.map((row) =>
      toDynamicBond(row, today, settings.get(row.currency)?.days_per_year ?? 365, expand),
    );
  }

  const WITH_OFFER: HoldingExpand = { available_offer: true, payments: false };

  app.get(`${base}/`, async (c) => {
    const filter = c.req.query('has_available_offer');
    if (filter !== undefined && filter !== 'true' && filter !== 'false') {
      invalid({ has_available_offer: ['Must be a valid boolean.'] });
    }
    let rows = await holdingsOf(await accountIds(c));
    if (filter !== undefined)
      rows = rows.filter((row) => (row.offer_reference !== null) === (filter === 'true'));
    return c.json(await present(rows, expandOf(c)));
  });

  app.get(`${base}/:reference/`, async (c) => {
    const row = await oneHolding(c);
    const [bond] = await present([row], expandOf(c));
    return c.json(bond);
  });

  app.post(`${base}/:reference/sell/`, async (c) => {
    const user = await customerFlags(state.db, requireUser(c).customer_id);
    assertMaySell(user);
    const row = await oneHolding(c);
    if (row.state !== 'Open') fail(400, SMART_INTEREST_REFUSALS.cashOutNotOpen);
    if (row.reinvest_series !== null) fail(400, SMART_INTEREST_REFUSALS.cashOutReinvesting);
    const settings = await settingsFor(state.db, row.currency);
    const today = tradeDate(state.clock.now());
    const sale = saleAmountOf(row, today, settings?.days_per_year ?? 365);
    const [updated] = await state.db.query<HoldingRow>(
      `UPDATE dynamic_bonds SET state = 'Cash out requested', cash_out_requested_on = $2, sale_amount = $3
        WHERE id = $1 AND state = 'Open' AND reinvest_series IS NULL RETURNING *`,
      [row.id, today, sale],
    );
    if (!updated) fail(400, SMART_INTEREST_REFUSALS.cashOutNotOpen);
    const [bond] = await present([updated], WITH_OFFER);
    return c.json(bond);
  });

  /** The checks both repayment actions share; the series and the amount the reinvestment rolls over. */
  async function repayment(c: Context<SandboxEnv>) {
    const body = parseBody(repaymentActionInputSchema, await readJsonObject(c.req.raw), 'django-rest');
    const row = await oneHolding(c);
    if (row.state !== 'Open') fail(400, SMART_INTEREST_REFUSALS.reinvestNotOpen);
    if (row.reinvest_series !== null) fail(400, SMART_INTEREST_REFUSALS.reinvestBooked);
    if (body.offer !== row.offer_reference) fail(400, SMART_INTEREST_REFUSALS.offerUnavailable);
    const series = await findSeries(state.db, body.series);
    if (!series) fail(400, SMART_INTEREST_REFUSALS.seriesNotFound);
    if (series.currency !== row.currency) fail(400, SMART_INTEREST_REFUSALS.seriesCurrency);
    const today = tradeDate(state.clock.now());
    if (!isSeriesOpen(series, today) && !isSeriesOpen(series, row.maturity)) {
      fail(400, SMART_INTEREST_REFUSALS.seriesClosed);
    }
    const settings = await settingsFor(state.db, row.currency);
    const dpy = settings?.days_per_year ?? 365;
    const figures = holdingFigures(row, today, dpy);
    const amount = body.reinvest_coupon
      ? wire(toBig(row.principal).plus(toBig(figures.final_coupon)))
      : row.principal;
    return { body, row, series, amount, dpy };
  }

  app.post(`${base}/:reference/quote-repayment-action/`, async (c) => {
    requireUser(c);
    const { body, row, series, amount, dpy } = await repayment(c);
    const quote: RepaymentQuote = {
      offer: body.offer,
      series: series.reference,
      reinvest_coupon: body.reinvest_coupon,
      currency: row.currency,
      amount,
      cash_rate: series.cash_rate,
      maturity: series.maturity,
      bonus: row.offer_bonus,
      ...quoteFigures(
        {
          payout_type: series.payout_type,
          start_date: row.maturity,
          maturity: series.maturity,
          principal: amount,
          rate: series.cash_rate,
        },
        dpy,
      ),
    };
    return c.json(quote);
  });

  app.post(`${base}/:reference/book-repayment-action/`, async (c) => {
    const user = await customerFlags(state.db, requireUser(c).customer_id);
    assertMayReinvest(user);
    const { body, row, series } = await repayment(c);
    const [updated] = await state.db.query<HoldingRow>(
      `UPDATE dynamic_bonds SET reinvest_series = $2, reinvest_coupon = $3, reinvest_booked_at = $4
        WHERE id = $1 AND state = 'Open' AND reinvest_series IS NULL RETURNING *`,
      [row.id, series.reference, body.reinvest_coupon, state.clock.now().toISOString()],
    );
    if (!updated) fail(400, SMART_INTEREST_REFUSALS.reinvestBooked);
    const [bond] = await present([updated], WITH_OFFER);
    return c.json(bond);
  });

  return app;
}
