/**
 * Smart Interest (000 §3, §7; contract in packages/sdk-core/src/smart-interest/README.md): /api/smart-interest/
 * (settings, series, quotes, subscriptions, create-order). The holdings' routes are `holding-routes.ts`.
 */
import {
  type CurrencyCode,
  en,
  formatMessage,
  formatMoney,
  interpolateRate,
  isApiDate,
  isCurrencyCode,
  type SmartInterestOrder,
  type SmartInterestQuote,
  type SmartInterestSettings,
  type SmartInterestWhatIf,
  smartInterestCreateOrderInputSchema,
  smartInterestSeriesOrderInputSchema,
  toBig,
  wise5Amount,
} from '@bondkit/sdk-core';
import { type Context, Hono } from 'hono';
import { type AccountRow, findAccount, lockAccount } from '../accounts';
import { requireUser } from '../auth';
import type { Db } from '../db/types';
import { tradeDate } from '../shared/dates';
import { wire } from '../shared/decimal';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { accountBalances, cashBalance } from '../shared/ledger';
import { DETAIL, insufficientFunds, SMART_INTEREST_REFUSALS } from '../shared/refusals';
import { assertTwoDecimals, parseBody } from '../shared/validation';
import type { SandboxEnv, SandboxState } from '../state';
import type { SeriesRow, SettingsRow } from './catalogue';
import { assertMayBuy, type CustomerFlags, customerFlags, refusePartnerCustomers } from './gate';
import { bookPurchase } from './ledger';
import {
  createHolding,
  findSeries,
  holdingName,
  isSeriesOpen,
  type NewHolding,
  settingsFor,
  toSeries,
} from './store';
import { addDays, quoteFigures, wise5Cashback } from './terms';

function minimumMessage(settings: SettingsRow): string {
  return formatMessage(en, 'smartInterest.amount.minimum', {
    minimum: formatMoney(settings.minimum_investment, settings.currency),
  });
}

/** 400 below the currency's minimum investment ('The minimum that can be invested is £100.00.'). */
function assertMinimum(amount: string, settings: SettingsRow): void {
  assertTwoDecimals('amount', amount);
  if (toBig(amount).lt(toBig(settings.minimum_investment))) fail(400, minimumMessage(settings));
}

/** The user's wise5 cashback enrolment in a currency, if any. */
async function wise5EnrolmentOf(
  db: Db,
  customerId: number | null,
  currency: CurrencyCode,
): Promise<{ enrolment_id: number; cashback_percent: string } | null> {
  if (customerId === null) return null;
  const rows = await db.query<{ enrolment_id: number; cashback_percent: string }>(
    'SELECT enrolment_id, cashback_percent::text AS cashback_percent FROM smart_interest_wise5_enrolments WHERE customer_id = $1 AND currency = $2',
    [customerId, currency],
  );
  return rows[0] ?? null;
}

function toSettings(row: SettingsRow, wise5: number | null): SmartInterestSettings {
  return {
    currency: row.currency,
    minimum_investment: toBig(row.minimum_investment).toFixed(),
    default_amount: toBig(row.default_amount).toFixed(),
    days_per_year: row.days_per_year,
    rate_table: row.rate_table,
    bonus: row.bonus,
    wise5_offer_enrolment_id: wise5,
  };
}

/**
 * Debits the paying account and creates the holding, in one transaction under the account's row lock (the
 * lock every booking of the account takes), so the balance checked is the balance debited; 400 when the
 * cash falls short.
 */
async function placeOrder(
  state: SandboxState,
  user: CustomerFlags,
  account: AccountRow,
  holding: Omit<NewHolding, 'account_id'>,
  settings: SettingsRow,
): Promise<SmartInterestOrder> {
  const now = state.clock.now();
  return state.db.transaction(async (tx) => {
    await lockAccount(tx, account.id);
    const row = await createHolding(tx, { ...holding, account_id: account.id }, settings, now);
    const after = await bookPurchase(tx, row, user.customer_id, now);
    // throwing rolls the holding back too
    if (after === null) {
      fail(
        400,
        insufficientFunds((await cashBalance(tx, account.id, holding.currency)).toFixed(2), holding.currency),
      );
    }
    return {
      reference: row.reference,
      rate: row.rate,
      maturity: row.maturity,
      wise5_cashback_amount: row.wise5_cashback_amount,
      account_credits: toBig(user.account_credits).toFixed(2),
      account_balances: await accountBalances(tx, account.id),
    };
  });
}

/** /api/smart-interest/ — settings, series, series quote and subscribe, create-order (what-if and real). */
export function smartInterestRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();
  app.use('*', refusePartnerCustomers);

  async function requireSettings(currency: unknown, field: string): Promise<SettingsRow> {
    if (!isCurrencyCode(currency))
      invalid({
        [field]: [`Select a valid choice. ${String(currency)} is not one of the available choices.`],
      });
    const settings = await settingsFor(state.db, currency);
    if (!settings) invalid({ [field]: [`Smart Interest is not offered in ${currency}.`] });
    return settings;
  }

  app.get('/settings/', async (c) => {
    const currency = c.req.query('currency');
    if (!currency) invalid({ currency: [DETAIL.fieldRequired] });
    const settings = await settingsFor(state.db, currency);
    if (!settings) fail(404, DETAIL.notFound);
    const user = c.get('user');
    const wise5 = await wise5EnrolmentOf(state.db, user?.customer_id ?? null, settings.currency);
    return c.json(toSettings(settings, wise5?.enrolment_id ?? null));
  });

  app.get('/series/', async (c) => {
    const openOn = c.req.query('open_on');
    if (!openOn) invalid({ open_on: [DETAIL.fieldRequired] });
    if (!isApiDate(openOn)) {
      invalid({ open_on: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] });
    }
    const currency = c.req.query('currency');
    if (currency !== undefined && !isCurrencyCode(currency)) {
      invalid({ currency: [`Select a valid choice. ${currency} is not one of the available choices.`] });
    }
    const rows = await state.db.query<SeriesRow>(
      `SELECT * FROM smart_interest_series
        WHERE opens_on <= $1::date AND closes_on >= $1::date AND ($2::text IS NULL OR currency = $2)
        ORDER BY position`,
      [openOn, currency ?? null],
    );
    return c.json(rows.map(toSeries));
  });

  /** The series of a quote or subscription, open today. */
  async function openSeries(reference: string): Promise<{ series: SeriesRow; settings: SettingsRow }> {
    const series = await findSeries(state.db, reference);
    if (!series) fail(404, DETAIL.notFound);
    if (!isSeriesOpen(series, tradeDate(state.clock.now()))) fail(400, SMART_INTEREST_REFUSALS.seriesClosed);
    const settings = await settingsFor(state.db, series.currency);
    if (!settings) fail(404, DETAIL.notFound);
    return { series, settings };
  }

  async function userAccount(c: Context<SandboxEnv>, reference: string): Promise<AccountRow> {
    const account = await findAccount(state.db, requireUser(c).customer_id, { reference });
    if (!account) invalid({ investment_account: [SMART_INTEREST_REFUSALS.invalidAccount] });
    return account;
  }

  app.post('/series/:reference/quote/', async (c) => {
    const body = parseBody(
      smartInterestSeriesOrderInputSchema,
      await readJsonObject(c.req.raw),
      'django-rest',
    );
    const { series, settings } = await openSeries(c.req.param('reference'));
    if (body.investment_account !== undefined) await userAccount(c, body.investment_account);
    assertMinimum(body.amount, settings);
    const wise5 = await wise5EnrolmentOf(state.db, c.get('user')?.customer_id ?? null, series.currency);
    const quote: SmartInterestQuote = {
      // the terms the subscription books (below): one computation for the quote and the holding
      ...quoteFigures(
        {
          payout_type: series.payout_type,
          start_date: tradeDate(state.clock.now()),
          maturity: series.maturity,
          principal: body.amount,
          rate: series.cash_rate,
        },
        settings.days_per_year,
      ),
      wise5_cashback_amount: wise5 ? wise5Cashback(wise5Amount(body.amount), wise5.cashback_percent) : null,
      cash_rate: series.cash_rate,
    };
    return c.json(quote);
  });

  app.post('/series/:reference/subscribe/', async (c) => {
    const user = await customerFlags(state.db, requireUser(c).customer_id);
    assertMayBuy(user, state.clock.now());
    const body = parseBody(
      smartInterestSeriesOrderInputSchema,
      await readJsonObject(c.req.raw),
      'django-rest',
    );
    const { series, settings } = await openSeries(c.req.param('reference'));
    if (body.investment_account === undefined) invalid({ investment_account: [DETAIL.fieldRequired] });
    const account = await userAccount(c, body.investment_account);
    assertMinimum(body.amount, settings);
    const wise5 = await wise5EnrolmentOf(state.db, user.customer_id, series.currency);
    const order = await placeOrder(
      state,
      user,
      account,
      {
        holding_name: `Smart Interest ${series.term_years} year`,
        currency: series.currency,
        payout_type: series.payout_type,
        start_date: tradeDate(state.clock.now()),
        maturity: series.maturity,
        principal: wire(body.amount),
        rate: series.cash_rate,
        series_reference: series.reference,
        wise5_cashback_amount: wise5 ? wise5Cashback(wise5Amount(body.amount), wise5.cashback_percent) : null,
      },
      settings,
    );
    return c.json(order, 201);
  });

  app.post('/orders/', async (c) => {
    const raw = await readJsonObject(c.req.raw);
    const authUser = c.get('user');
    // a real order is gated before its body is looked at: a visitor gets 401, a refused user 403
    let user: CustomerFlags | null = null;
    if (raw.whatIf !== true) {
      user = await customerFlags(state.db, requireUser(c).customer_id);
      assertMayBuy(user, state.clock.now());
    }
    const body = parseBody(smartInterestCreateOrderInputSchema, raw, 'django-rest');
    const settings = await requireSettings(body.currency, 'currency');
    assertMinimum(body.amount, settings);
    const rows = settings.rate_table;
    const first = rows[0];
    const last = rows[rows.length - 1];
    const dpy = settings.days_per_year;
    if (
      !first ||
      !last ||
      body.daysToMaturity < first.years * dpy ||
      body.daysToMaturity > last.years * dpy
    ) {
      invalid({
        daysToMaturity: [`Choose a term from ${first?.years ?? 0} to ${last?.years ?? 0} years.`],
      });
    }
    const payout = body.annualPayout ? 'annual' : 'term';
    const rate = interpolateRate(rows, toBig(String(body.daysToMaturity)).div(dpy).toFixed(), payout);
    if (rate === null) fail(400, SMART_INTEREST_REFUSALS.seriesClosed);
    const today = tradeDate(state.clock.now());
    const maturity = addDays(today, body.daysToMaturity);

    let cashback: string | null = null;
    if (body.wise5OfferEnrolmentId !== null) {
      const wise5 = await wise5EnrolmentOf(state.db, authUser?.customer_id ?? null, settings.currency);
      if (!wise5 || wise5.enrolment_id !== body.wise5OfferEnrolmentId) {
        invalid({ wise5OfferEnrolmentId: [SMART_INTEREST_REFUSALS.invalidEnrolment] });
      }
      cashback = wise5Cashback(wise5Amount(body.amount), wise5.cashback_percent);
    }

    if (body.whatIf) {
      const whatIf: SmartInterestWhatIf = {
        rate,
        maturity,
        wise5_cashback_amount: cashback,
        ...quoteFigures(
          { payout_type: payout, start_date: today, maturity, principal: body.amount, rate },
          dpy,
        ),
      };
      return c.json(whatIf);
    }

    if (!user) fail(401, DETAIL.notAuthenticated);
    const account = await findAccount(state.db, user.customer_id, { id: body.iaId });
    if (!account) invalid({ iaId: [SMART_INTEREST_REFUSALS.invalidAccount] });
    if (!toBig(body.rate).eq(toBig(rate))) fail(400, SMART_INTEREST_REFUSALS.rateChanged);
    if (body.bonusCode !== null) {
      const bonus = settings.bonus;
      if (!bonus || bonus.code !== body.bonusCode || toBig(body.amount).lt(toBig(bonus.minimum_investment))) {
        invalid({ bonusCode: [SMART_INTEREST_REFUSALS.invalidBonus] });
      }
    }
    const order = await placeOrder(
      state,
      user,
      account,
      {
        holding_name: holdingName(body.daysToMaturity, dpy),
        currency: settings.currency,
        payout_type: payout,
        start_date: today,
        maturity,
        principal: wire(body.amount),
        rate,
        bonus_code: body.bonusCode,
        wise5_cashback_amount: cashback,
      },
      settings,
    );
    return c.json(order, 201);
  });

  return app;
}
