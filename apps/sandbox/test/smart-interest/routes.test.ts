import {
  ApiError,
  type BondkitClient,
  bookRepaymentAction,
  canCashOut,
  cashOutDynamicBond,
  cashOutFigures,
  createSmartInterestOrder,
  createSmartInterestWhatIf,
  type DynamicBond,
  dynamicBondListSchema,
  dynamicBondSchema,
  firstReinvestable,
  getDynamicBond,
  getDynamicBonds,
  getInvestmentAccounts,
  getSessionUser,
  getSmartInterestSeries,
  getSmartInterestSettings,
  type InvestmentAccount,
  interpolateRate,
  quoteRepaymentAction,
  quoteSmartInterestSeries,
  reinvestNoticeStage,
  reinvestNotices,
  type SessionUser,
  smartInterestSettingsSchema,
  subscribeSmartInterestSeries,
  toBig,
} from '@bondkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieFetch } from '../../src/cookie-fetch';
import type { Sandbox } from '../../src/index';
import { ledgerDiscrepancies } from '../../src/shared/ledger';
import {
  addDays,
  addYears,
  daysBetween,
  SANDBOX_RATE_TABLES,
  SMART_INTEREST_DETAIL,
  SUPPORT_EMAIL,
} from '../../src/smart-interest';
import { csrfJson, expectParses, postJson, TEST_NOW } from '../support/helpers';
import { browse, type TestBrowser, testStores } from '../support/stores';

const TODAY = TEST_NOW.slice(0, 10);
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };

/** Runs a call expected to fail and returns its ApiError. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

async function gbpAccount(client: BondkitClient, type: InvestmentAccount['account_type'] = 'individual') {
  const accounts = await getInvestmentAccounts(client);
  const account = accounts.find((a) => a.account_type === type);
  if (!account) throw new Error(`no ${type} account`);
  return account;
}

function byReference(holdings: readonly DynamicBond[], reference: string): DynamicBond {
  const holding = holdings.find((h) => h.reference === reference);
  if (!holding) throw new Error(`no holding ${reference}`);
  return holding;
}

for (const store of testStores('smart_interest')) {
  describe(`Smart Interest routes (${store.label})`, () => {
    let sandbox: Sandbox;
    let close: () => Promise<void>;
    let visitor: TestBrowser;
    let investor: TestBrowser;
    let investorUser: SessionUser;

    beforeAll(async () => {
      ({ sandbox, close } = await store.open());
      visitor = await browse(sandbox.fetch, null);
      investor = await browse(sandbox.fetch, 'investor');
      const user = await getSessionUser(investor.client);
      if (!user) throw new Error('investor not signed in');
      investorUser = user;
    }, 120_000);

    afterAll(async () => {
      await close?.();
    });

    const raw = (browser: CookieFetch, path: string, body: unknown) =>
      postJson(browser, path, body, csrfJson(browser));

    describe('settings', () => {
      it("answers each currency's minimum, default amount, days per year, rate table and bonus", async () => {
        const gbp = await getSmartInterestSettings(visitor.client, { currency: 'GBP' });
        expect(gbp).toEqual({
          currency: 'GBP',
          minimum_investment: '100',
          default_amount: '1000',
          days_per_year: 365,
          rate_table: [
            { years: 3, point: '6.25', annual_point: '5.75' },
            { years: 5, point: '7.50', annual_point: '6.75' },
            { years: 7, point: '9.00', annual_point: '8.00' },
          ],
          bonus: { code: 'WELCOME50', amount: '50.00', minimum_investment: '5000' },
          wise5_offer_enrolment_id: null,
        });
        const eur = await getSmartInterestSettings(visitor.client, { currency: 'EUR' });
        expect(eur.rate_table).toEqual([
          { years: 3, point: '4.50', annual_point: '4.00' },
          { years: 5, point: '5.75', annual_point: '5.00' },
          { years: 7, point: '7.00', annual_point: '6.00' },
        ]);
        const usd = await getSmartInterestSettings(visitor.client, { currency: 'USD' });
        expect(usd.bonus).toBeNull();
        expect(usd.rate_table).toHaveLength(3);
      });

      it("carries the signed-in investor's wise5 enrolment, and 404s a currency without Smart Interest", async () => {
        const gbp = await getSmartInterestSettings(investor.client, { currency: 'GBP' });
        expect(gbp.wise5_offer_enrolment_id).toBe(5001);
        expect(
          (await getSmartInterestSettings(investor.client, { currency: 'EUR' })).wise5_offer_enrolment_id,
        ).toBe(null);
        const aed = await sandbox.fetch('/api/smart-interest/settings/?currency=AED');
        expect(aed.status).toBe(404);
        expect(await aed.json()).toEqual({ detail: 'Not found.' });
        const missing = await sandbox.fetch('/api/smart-interest/settings/');
        expect(missing.status).toBe(400);
        expect(await missing.json()).toEqual({ currency: ['This field is required.'] });
        expectParses(smartInterestSettingsSchema, gbp);
      });
    });

    describe('series', () => {
      it('lists term and annual series per currency at the rate-table rates, maturing relative to the clock', async () => {
        const series = await getSmartInterestSeries(visitor.client, { openOn: TODAY });
        for (const currency of ['GBP', 'EUR', 'USD'] as const) {
          const own = series.filter((s) => s.currency === currency);
          expect(own.map((s) => s.reference)).toEqual([
            `SI-${currency}-3Y-TERM`,
            `SI-${currency}-3Y-ANNUAL`,
            `SI-${currency}-5Y-TERM`,
            `SI-${currency}-5Y-ANNUAL`,
            `SI-${currency}-7Y-TERM`,
            `SI-${currency}-7Y-ANNUAL`,
          ]);
          for (const row of SANDBOX_RATE_TABLES[currency]) {
            const term = own.find((s) => s.reference === `SI-${currency}-${row.years}Y-TERM`);
            const annual = own.find((s) => s.reference === `SI-${currency}-${row.years}Y-ANNUAL`);
            expect(term).toMatchObject({ cash_rate: row.point, payout_type: 'term' });
            expect(annual).toMatchObject({ cash_rate: row.annual_point, payout_type: 'annual' });
            expect(term?.maturity).toBe(addYears(TODAY, row.years));
          }
        }
        expect(series.find((s) => s.reference === 'SI-GBP-5Y-TERM')).toEqual({
          reference: 'SI-GBP-5Y-TERM',
          maturity: '2031-11-23',
          cash_rate: '7.50',
          currency: 'GBP',
          payout_type: 'term',
        });
      });

      it('filters by currency and by the day the series must be open on', async () => {
        const eur = await getSmartInterestSeries(visitor.client, { openOn: TODAY, currency: 'EUR' });
        expect(eur).toHaveLength(6);
        expect(eur.every((s) => s.currency === 'EUR')).toBe(true);
        // the closed 2-year series was open 100 days ago; the 4-year one opens in 120 days
        const past = await getSmartInterestSeries(visitor.client, {
          openOn: addDays(TODAY, -100),
          currency: 'GBP',
        });
        expect(past.map((s) => s.reference)).toEqual(['SI-GBP-2Y-TERM']);
        const later = await getSmartInterestSeries(visitor.client, {
          openOn: addDays(TODAY, 130),
          currency: 'GBP',
        });
        expect(later.map((s) => s.reference)).toContain('SI-GBP-4Y-TERM');
        expect(later.map((s) => s.reference)).not.toContain('SI-GBP-2Y-TERM');
        expect(await getSmartInterestSeries(visitor.client, { openOn: addDays(TODAY, 2000) })).toEqual([]);
        const bad = await sandbox.fetch('/api/smart-interest/series/?open_on=23-11-2026');
        expect(bad.status).toBe(400);
        expect(Object.keys(await bad.json())).toEqual(['open_on']);
      });

      it("quotes a visitor: a year's interest and everything returned at the series' rate", async () => {
        const quote = await quoteSmartInterestSeries(visitor.client, {
          series: 'SI-GBP-5Y-TERM',
          amount: '1000',
        });
        const days = daysBetween(TODAY, '2031-11-23');
        const expected = toBig('1000')
          .plus(toBig('1000').times('7.50').times(days).div(36500).round(2, 1))
          .toFixed(2);
        expect(quote).toEqual({
          annual_interest: '75.00',
          total_returned: expected,
          wise5_cashback_amount: null,
          cash_rate: '7.50',
        });
        expect(expected).toBe('1375.21');
      });

      it('refuses a quote below the minimum, on a closed or unknown series, and a visitor naming an account', async () => {
        const low = await failure(
          quoteSmartInterestSeries(visitor.client, { series: 'SI-GBP-5Y-TERM', amount: '99.99' }),
        );
        expect([low.status, low.message]).toEqual([400, 'The minimum that can be invested is £100.00.']);
        const closed = await failure(
          quoteSmartInterestSeries(visitor.client, { series: 'SI-GBP-2Y-TERM', amount: '1000' }),
        );
        expect([closed.status, closed.message]).toEqual([400, 'This series is not open for investment.']);
        const unknown = await failure(
          quoteSmartInterestSeries(visitor.client, { series: 'SI-XYZ', amount: '1000' }),
        );
        expect(unknown.status).toBe(404);
        const named = await failure(
          quoteSmartInterestSeries(visitor.client, {
            series: 'SI-GBP-5Y-TERM',
            amount: '1000',
            investmentAccount: 'IA10101',
          }),
        );
        expect(named.status).toBe(401);
        const investorQuote = await quoteSmartInterestSeries(investor.client, {
          series: 'SI-GBP-5Y-TERM',
          amount: '250.01',
          investmentAccount: (await gbpAccount(investor.client)).reference,
        });
        // wise5: 250.01 rounds up to 251; 1% cashback
        expect(investorQuote.wise5_cashback_amount).toBe('2.51');
      });

      it('subscribes: debits the account, creates an Open holding and answers the balances', async () => {
        const account = await gbpAccount(investor.client);
        const before = toBig(account.currencies.GBP ?? '0');
        const order = await subscribeSmartInterestSeries(investor.client, {
          series: 'SI-GBP-3Y-ANNUAL',
          amount: '2000',
          investmentAccount: account.reference,
        });
        expect(order.rate).toBe('5.75');
        expect(order.maturity).toBe(addYears(TODAY, 3));
        expect(order.account_credits).toBe('25.00');
        expect(order.account_balances.GBP).toBe(before.minus(2000).toFixed(2));
        expect(order.account_balances.EUR).toBe(account.currencies.EUR);
        expect((await gbpAccount(investor.client)).currencies.GBP).toBe(before.minus(2000).toFixed(2));

        const holding = await getDynamicBond(investor.client, { reference: order.reference });
        expect(holding).toMatchObject({
          reference: order.reference,
          holding_name: 'Smart Interest 3 year',
          investment_account_id: account.id,
          currency: 'GBP',
          state: 'Open',
          principal: '2000.00',
          rate: '5.75',
          interest_paid: '0.00',
          sale_interest: '0.00',
          sale_fee: '20.00',
          next_payment_amount: '115.00',
          next_payment_date: addYears(TODAY, 1),
          available_offer: null,
          reinvest_action: null,
        });
        expect(order.reference).toMatch(/^DB-1\d{3}$/);
        // booked through the trade ledger, which still adds up
        const ledger = await sandbox.db.query<{ transaction_type: string; amount: string; text: string }>(
          'SELECT transaction_type, amount::text AS amount, text FROM ledger_transactions WHERE text LIKE $1',
          [`Smart Interest ${order.reference}:%`],
        );
        expect(ledger).toEqual([
          {
            transaction_type: 'purchase',
            amount: '-2000.00',
            text: `Smart Interest ${order.reference}: Smart Interest 3 year`,
          },
        ]);
        expect(await ledgerDiscrepancies(sandbox.db)).toEqual([]);
      });

      it('refuses a subscription the balance does not cover, leaving the balance as it was', async () => {
        const account = await gbpAccount(investor.client);
        const error = await failure(
          subscribeSmartInterestSeries(investor.client, {
            series: 'SI-GBP-5Y-TERM',
            amount: '1000000',
            investmentAccount: account.reference,
          }),
        );
        expect(error.status).toBe(400);
        expect(error.message).toBe(
          `Insufficient funds: the account's GBP balance is £${Number(account.currencies.GBP).toLocaleString('en-GB', { minimumFractionDigits: 2 })}.`,
        );
        expect((await gbpAccount(investor.client)).currencies.GBP).toBe(account.currencies.GBP);
        // nothing half-done: no holding without its payment
        const orphans = await sandbox.db.query(
          `SELECT b.reference FROM dynamic_bonds b WHERE b.id > 1000 AND NOT EXISTS
             (SELECT 1 FROM ledger_transactions t WHERE t.text LIKE 'Smart Interest ' || b.reference || ':%')`,
        );
        expect(orphans).toEqual([]);
      });
    });

    describe('order gating', () => {
      const body = { investment_account: 'IA10101', amount: '1000.00' };

      it('answers a visitor 401', async () => {
        const subscribe = await raw(
          visitor.browser,
          '/api/smart-interest/series/SI-GBP-5Y-TERM/subscribe/',
          body,
        );
        expect(subscribe.status).toBe(401);
        expect(await subscribe.json()).toEqual(NOT_AUTHENTICATED);
        const order = await raw(visitor.browser, '/api/smart-interest/orders/', { whatIf: false });
        expect(order.status).toBe(401);
        expect(await order.json()).toEqual(NOT_AUTHENTICATED);
      });

      it.each([
        ['sipp', SMART_INTEREST_DETAIL.questionnaire],
        [
          'blocked',
          `Your account is restricted at the moment. Please contact ${SUPPORT_EMAIL} to resolve this.`,
        ],
        ['readonly', 'Read-only users cannot place orders.'],
        ['new', SMART_INTEREST_DETAIL.cannotExecute],
      ])('refuses %s with 403 and a detail', async (persona, detail) => {
        const { browser, client } = await browse(sandbox.fetch, persona);
        const account = (await getInvestmentAccounts(client))[0];
        if (!account) throw new Error('no account');
        const subscribe = await raw(browser, '/api/smart-interest/series/SI-GBP-5Y-TERM/subscribe/', {
          investment_account: account.reference,
          amount: '1000.00',
        });
        expect(subscribe.status).toBe(403);
        expect(await subscribe.json()).toEqual({ detail });
        const order = await failure(
          createSmartInterestOrder(client, {
            investmentAccountId: account.id,
            amount: '1000',
            currency: 'GBP',
            payoutType: 'term',
            daysToMaturity: 1460,
            rate: '6.875',
          }),
        );
        expect([order.status, order.message]).toEqual([403, detail]);
        expect((await getInvestmentAccounts(client))[0]?.currencies).toEqual(account.currencies);
      });

      it("words the restriction with the catalogue's text", () => {
        expect(SMART_INTEREST_DETAIL.restricted).toBe(
          'Your account is restricted at the moment. Please contact support@sandbox.bondkit.test to resolve this.',
        );
      });
    });

    describe('create-order', () => {
      it('prices a what-if for a visitor at the interpolated rate (GBP 4 years: term 6.875, annual 6.25)', async () => {
        const term = await createSmartInterestWhatIf(visitor.client, {
          amount: '1000',
          currency: 'GBP',
          payoutType: 'term',
          daysToMaturity: 1460,
        });
        expect(term).toEqual({
          rate: '6.875',
          maturity: addDays(TODAY, 1460),
          wise5_cashback_amount: null,
          annual_interest: '68.75',
          total_returned: '1275.00',
        });
        expect(term.rate).toBe(interpolateRate(SANDBOX_RATE_TABLES.GBP, 4, 'term'));
        const annual = await createSmartInterestWhatIf(visitor.client, {
          amount: '1000',
          currency: 'GBP',
          payoutType: 'annual',
          daysToMaturity: 1460,
        });
        expect([annual.rate, annual.annual_interest, annual.total_returned]).toEqual([
          '6.25',
          '62.50',
          '1250.00',
        ]);
        const eur = await createSmartInterestWhatIf(visitor.client, {
          amount: '1000',
          currency: 'EUR',
          payoutType: 'term',
          daysToMaturity: 1825,
        });
        expect(eur.rate).toBe('5.75');
      });

      it("adds the investor's wise5 cashback and refuses an enrolment that is not theirs", async () => {
        const whatIf = await createSmartInterestWhatIf(investor.client, {
          amount: '99.50',
          currency: 'GBP',
          payoutType: 'term',
          daysToMaturity: 1095,
          wise5OfferEnrolmentId: 5001,
        }).catch((error: ApiError) => error);
        // below the minimum
        expect(whatIf).toBeInstanceOf(ApiError);
        const ok = await createSmartInterestWhatIf(investor.client, {
          amount: '1234.56',
          currency: 'GBP',
          payoutType: 'term',
          daysToMaturity: 1095,
          wise5OfferEnrolmentId: 5001,
        });
        expect(ok.wise5_cashback_amount).toBe('12.35');
        const visitorEnrolment = await failure(
          createSmartInterestWhatIf(visitor.client, {
            amount: '1000',
            currency: 'GBP',
            payoutType: 'term',
            daysToMaturity: 1095,
            wise5OfferEnrolmentId: 5001,
          }),
        );
        expect(visitorEnrolment.fieldErrors).toEqual({
          wise5OfferEnrolmentId: ['Unknown cashback enrolment.'],
        });
      });

      it('answers field errors in the Django-REST shape', async () => {
        const missing = await raw(visitor.browser, '/api/smart-interest/orders/', { whatIf: true });
        expect(missing.status).toBe(400);
        expect(await missing.json()).toEqual({
          amount: ['This field is required.'],
          currency: ['This field is required.'],
          annualPayout: ['This field is required.'],
          daysToMaturity: ['This field is required.'],
          wise5OfferEnrolmentId: ['This field is required.'],
        });
        const range = await failure(
          createSmartInterestWhatIf(visitor.client, {
            amount: '1000',
            currency: 'GBP',
            payoutType: 'term',
            daysToMaturity: 365,
          }),
        );
        expect(range.fieldErrors).toEqual({ daysToMaturity: ['Choose a term from 3 to 7 years.'] });
        const aed = await failure(
          createSmartInterestWhatIf(visitor.client, {
            amount: '1000',
            currency: 'AED',
            payoutType: 'term',
            daysToMaturity: 1460,
          }),
        );
        expect(aed.fieldErrors).toEqual({ currency: ['Smart Interest is not offered in AED.'] });
        const decimals = await raw(visitor.browser, '/api/smart-interest/orders/', {
          whatIf: true,
          amount: '1000.005',
          currency: 'GBP',
          annualPayout: false,
          daysToMaturity: 1460,
          wise5OfferEnrolmentId: null,
        });
        expect(await decimals.json()).toEqual({
          amount: ['Ensure that there are no more than 2 decimal places.'],
        });
      });

      it('places a real order: debits the account, records the bonus code and creates the holding', async () => {
        const account = await gbpAccount(investor.client);
        const before = toBig(account.currencies.GBP ?? '0');
        const order = await createSmartInterestOrder(investor.client, {
          investmentAccountId: account.id,
          amount: '5000',
          currency: 'GBP',
          payoutType: 'term',
          daysToMaturity: 1460,
          rate: '6.875',
          bonusCode: 'WELCOME50',
          wise5OfferEnrolmentId: 5001,
        });
        expect(order).toMatchObject({
          rate: '6.875',
          maturity: addDays(TODAY, 1460),
          wise5_cashback_amount: '50.00',
          account_credits: '25.00',
        });
        expect(order.account_balances.GBP).toBe(before.minus(5000).toFixed(2));
        const holding = await getDynamicBond(investor.client, {
          reference: order.reference,
          investmentAccountId: account.id,
        });
        expect(holding).toMatchObject({
          holding_name: 'Smart Interest 4 year',
          state: 'Open',
          principal: '5000.00',
          rate: '6.875',
          gross_interest: '1375.00',
          sale_fee: '50.00',
          next_payment_amount: '6375.00',
          next_payment_date: addDays(TODAY, 1460),
        });
        const rows = await sandbox.db.query<{ bonus_code: string }>(
          'SELECT bonus_code FROM dynamic_bonds WHERE reference = $1',
          [order.reference],
        );
        expect(rows[0]?.bonus_code).toBe('WELCOME50');
      });

      it('refuses a stale rate, a bonus below its minimum, another account and an uncovered amount', async () => {
        const account = await gbpAccount(investor.client);
        const order = {
          investmentAccountId: account.id,
          amount: '1000',
          currency: 'GBP' as const,
          payoutType: 'term' as const,
          daysToMaturity: 1460,
          rate: '6.875',
        };
        const stale = await failure(createSmartInterestOrder(investor.client, { ...order, rate: '6.9' }));
        expect([stale.status, stale.message]).toEqual([400, 'The rate has changed. Please get a new quote.']);
        const bonus = await failure(
          createSmartInterestOrder(investor.client, { ...order, bonusCode: 'WELCOME50' }),
        );
        expect(bonus.fieldErrors).toEqual({ bonusCode: ['This bonus code does not apply to this order.'] });
        const other = await failure(
          createSmartInterestOrder(investor.client, { ...order, investmentAccountId: 1050 }),
        );
        expect(other.fieldErrors).toEqual({ iaId: ['Invalid investment account.'] });
        const isa = await gbpAccount(investor.client, 'ifisa');
        const uncovered = await failure(
          createSmartInterestOrder(investor.client, {
            ...order,
            investmentAccountId: isa.id,
            amount: '100000',
          }),
        );
        expect(uncovered.status).toBe(400);
        expect(uncovered.message).toMatch(
          /^Insufficient funds: the account's GBP balance is £[\d,]+\.\d\d\.$/,
        );
        expect((await gbpAccount(investor.client, 'ifisa')).currencies).toEqual(isa.currencies);
      });
    });

    describe('holdings', () => {
      it("lists the investor's holdings in every state, with offers only when expanded", async () => {
        const holdings = await getDynamicBonds(investor.client);
        expectParses(dynamicBondListSchema, holdings);
        const seeded = holdings.filter((h) => h.id < 1000);
        expect(seeded.map((h) => [h.reference, h.state])).toEqual([
          ['DB-0001', 'Open'],
          ['DB-0002', 'Open'],
          ['DB-0003', 'Open'],
          ['DB-0004', 'Open'],
          ['DB-0005', 'Open'],
          ['DB-0006', 'Open'],
          ['DB-0007', 'Open'],
          ['DB-0008', 'Repaying'],
          ['DB-0009', 'Cash out requested'],
          ['DB-0010', 'Repaid'],
          ['DB-0011', 'Open'],
        ]);
        expect(byReference(holdings, 'DB-0003').available_offer).toEqual({
          reference: 'OFFER-0003',
          bonus: '25.00',
          currency: 'GBP',
          notifications: {
            notified_about_reinvest_90_days: true,
            notified_about_reinvest_60_days: false,
            notified_about_reinvest_30_days: false,
          },
        });
        expect(byReference(holdings, 'DB-0001').available_offer).toBeNull();
        expect(byReference(holdings, 'DB-0007').reinvest_action).toEqual({
          series: 'SI-GBP-5Y-TERM',
          reinvest_coupon: true,
        });

        const bare = await (
          await investor.browser('/api/customers/me/investment-accounts/all/dynamic-bonds/')
        ).json();
        expect(bare[0]).not.toHaveProperty('available_offer');
        expect(bare[0]).not.toHaveProperty('payments');
      });

      it('puts holdings 90, 60 and 30 days from maturity on the reinvest notices', async () => {
        const holdings = await getDynamicBonds(investor.client);
        expect(reinvestNoticeStage(byReference(holdings, 'DB-0003').maturity, TODAY)).toBe(90);
        expect(reinvestNoticeStage(byReference(holdings, 'DB-0004').maturity, TODAY)).toBe(60);
        expect(reinvestNoticeStage(byReference(holdings, 'DB-0005').maturity, TODAY)).toBe(30);
        const notices = reinvestNotices(investorUser, holdings, TODAY);
        expect(notices.map((n) => [n.holding.reference, n.stage, n.notified])).toEqual([
          ['DB-0003', 90, true],
          ['DB-0004', 60, true],
          ['DB-0005', 30, true],
        ]);
        expect(firstReinvestable(holdings)?.reference).toBe('DB-0003');
        // 61 days on: DB-0003 is 29 days from maturity, DB-0004 and DB-0005 have matured, DB-0006 is 89 days away
        const later = reinvestNotices(investorUser, holdings, addDays(TODAY, 61));
        expect(later.map((n) => [n.holding.reference, n.stage])).toEqual([
          ['DB-0003', 30],
          ['DB-0006', 90],
        ]);
      });

      it('filters by offer and by account, and expands the payments', async () => {
        const withOffer = await getDynamicBonds(investor.client, { hasAvailableOffer: true });
        expect(withOffer.map((h) => h.reference)).toEqual([
          'DB-0003',
          'DB-0004',
          'DB-0005',
          'DB-0006',
          'DB-0007',
        ]);
        const isa = await gbpAccount(investor.client, 'ifisa');
        const isaHoldings = await getDynamicBonds(investor.client, { investmentAccountId: isa.id });
        expect(isaHoldings.map((h) => h.reference)).toEqual(['DB-0011']);

        const [annual] = await getDynamicBonds(investor.client, {
          expand: ['payments', 'available_offer'],
          hasAvailableOffer: true,
          investmentAccountId: 'all',
        }).then((list) => list.filter((h) => h.reference === 'DB-0004'));
        // 5-year annual, 2500 at 6.75%: the last coupon and the principal at maturity
        expect(annual?.payments).toEqual([{ amount_due: '2668.75', date: addDays(TODAY, 60) }]);
        const repaying = await getDynamicBond(investor.client, {
          reference: 'DB-0008',
          expand: ['payments'],
        });
        expect(repaying.payments?.[0]?.date).toBe(addDays(TODAY, 1));
        expect(repaying.next_payment_date).toBe(addDays(TODAY, 1));
        expectParses(dynamicBondSchema, repaying);
      });

      it("keeps holdings to their owner: another's account 404, a visitor 401", async () => {
        const other = await investor.browser('/api/customers/me/investment-accounts/1050/dynamic-bonds/');
        expect(other.status).toBe(404);
        const someoneElses = await investor.browser(
          '/api/customers/me/investment-accounts/all/dynamic-bonds/DB-0012/',
        );
        expect(someoneElses.status).toBe(404);
        const anonymous = await visitor.browser('/api/customers/me/investment-accounts/all/dynamic-bonds/');
        expect(anonymous.status).toBe(401);
        expect(await anonymous.json()).toEqual(NOT_AUTHENTICATED);
      });
    });

    describe('cash out', () => {
      it('computes the figures: sale amount = principal + sale interest − interest paid − fee', async () => {
        const holdings = await getDynamicBonds(investor.client);
        // DB-0002: 3-year annual, 3000 at 5.75%, started 500 days ago: one coupon paid, sale rate 3.75%
        const annual = byReference(holdings, 'DB-0002');
        expect(annual).toMatchObject({ interest_paid: '172.50', sale_interest: '154.11', sale_fee: '30.00' });
        expect(cashOutFigures(annual).saleAmount).toBe('2951.61');
        // DB-0001: 5-year term, 5000 at 7.50%, started 400 days ago: sale rate 5.50%
        const term = byReference(holdings, 'DB-0001');
        expect(cashOutFigures(term)).toMatchObject({
          saleFee: '50.00',
          saleInterest: '301.37',
          interestPaid: '0.00',
          saleAmount: '5251.37',
        });
        expect(toBig(cashOutFigures(term).forfeitedInterest).gt(0)).toBe(true);
      });

      it("requests a cash-out through the sell URL, leaving the holding 'Cash out requested'", async () => {
        const holding = await getDynamicBond(investor.client, { reference: 'DB-0001' });
        expect(canCashOut(holding)).toBe(true);
        const figures = cashOutFigures(holding);
        await cashOutDynamicBond(investor.client, holding);
        const after = await getDynamicBond(investor.client, { reference: 'DB-0001' });
        expect(after.state).toBe('Cash out requested');
        expect(canCashOut(after)).toBe(false);
        const rows = await sandbox.db.query<{ sale_amount: string; cash_out_requested_on: string }>(
          'SELECT sale_amount::text AS sale_amount, cash_out_requested_on FROM dynamic_bonds WHERE reference = $1',
          ['DB-0001'],
        );
        expect(rows[0]).toEqual({ sale_amount: figures.saleAmount, cash_out_requested_on: TODAY });
        const again = await failure(cashOutDynamicBond(investor.client, after));
        expect([again.status, again.message]).toEqual([400, 'Only open holdings can be cashed out.']);
      });

      it('refuses a holding with a reinvest action or not Open, a read-only user and blocked sells', async () => {
        const holdings = await getDynamicBonds(investor.client);
        const reinvesting = await failure(
          cashOutDynamicBond(investor.client, byReference(holdings, 'DB-0007')),
        );
        expect([reinvesting.status, reinvesting.message]).toEqual([
          400,
          'This holding is set to be reinvested at maturity and cannot be cashed out.',
        ]);
        for (const reference of ['DB-0008', 'DB-0009', 'DB-0010']) {
          const error = await failure(cashOutDynamicBond(investor.client, byReference(holdings, reference)));
          expect(error.status).toBe(400);
        }
        const readonly = await browse(sandbox.fetch, 'readonly');
        const [own] = await getDynamicBonds(readonly.client);
        if (!own) throw new Error('readonly holds nothing');
        const refused = await failure(cashOutDynamicBond(readonly.client, own));
        expect([refused.status, refused.message]).toEqual([403, 'Read-only users cannot cash out holdings.']);
        const blocked = await browse(sandbox.fetch, 'blocked');
        const [theirs] = await getDynamicBonds(blocked.client);
        if (!theirs) throw new Error('blocked holds nothing');
        const restricted = await failure(cashOutDynamicBond(blocked.client, theirs));
        expect([restricted.status, restricted.message]).toEqual([403, SMART_INTEREST_DETAIL.restricted]);
        expect((await getDynamicBonds(blocked.client))[0]?.state).toBe('Open');
        // another user's sell URL
        const foreign = await failure(cashOutDynamicBond(investor.client, own));
        expect(foreign.status).toBe(404);
      });
    });

    describe('reinvest at maturity', () => {
      it('quotes rolling a holding into a series, with or without the final coupon', async () => {
        const holding = await getDynamicBond(investor.client, { reference: 'DB-0003' });
        const request = {
          investmentAccountId: holding.investment_account_id,
          reference: holding.reference,
          offer: 'OFFER-0003',
          series: 'SI-GBP-5Y-TERM',
        };
        const withCoupon = await quoteRepaymentAction(investor.client, { ...request, reinvestCoupon: true });
        expect(withCoupon).toMatchObject({
          offer: 'OFFER-0003',
          series: 'SI-GBP-5Y-TERM',
          reinvest_coupon: true,
          currency: 'GBP',
          amount: toBig(holding.principal).plus(toBig(holding.gross_interest)).toFixed(2),
          cash_rate: '7.50',
          maturity: '2031-11-23',
          bonus: '25.00',
        });
        const without = await quoteRepaymentAction(investor.client, { ...request, reinvestCoupon: false });
        expect(without.amount).toBe('4000.00');
        expect(without.annual_interest).toBe('300.00');
        const days = daysBetween(holding.maturity, '2031-11-23');
        expect(without.total_returned).toBe(
          toBig('4000').plus(toBig('4000').times('7.5').times(days).div(36500).round(2, 1)).toFixed(2),
        );
      });

      it('books the reinvestment, recording the reinvest action on the holding', async () => {
        const holding = await getDynamicBond(investor.client, { reference: 'DB-0005' });
        const booked = await bookRepaymentAction(investor.client, {
          investmentAccountId: holding.investment_account_id,
          reference: 'DB-0005',
          offer: 'OFFER-0005',
          series: 'SI-GBP-3Y-ANNUAL',
          reinvestCoupon: false,
        });
        expect(booked.reinvest_action).toEqual({ series: 'SI-GBP-3Y-ANNUAL', reinvest_coupon: false });
        expect(booked.state).toBe('Open');
        const reloaded = await getDynamicBond(investor.client, { reference: 'DB-0005' });
        expect(reloaded.reinvest_action).toEqual({ series: 'SI-GBP-3Y-ANNUAL', reinvest_coupon: false });
        expect(canCashOut(reloaded)).toBe(false);
        const twice = await failure(
          bookRepaymentAction(investor.client, {
            investmentAccountId: holding.investment_account_id,
            reference: 'DB-0005',
            offer: 'OFFER-0005',
            series: 'SI-GBP-3Y-ANNUAL',
            reinvestCoupon: true,
          }),
        );
        expect([twice.status, twice.message]).toEqual([
          400,
          'A reinvestment is already booked for this holding.',
        ]);
        const noLongerNoticed = reinvestNotices(investorUser, await getDynamicBonds(investor.client), TODAY);
        expect(noLongerNoticed.map((n) => n.holding.reference)).not.toContain('DB-0005');
      });

      it("refuses another currency's series, a wrong offer and a holding that is not Open", async () => {
        const holding = await getDynamicBond(investor.client, { reference: 'DB-0004' });
        const base = {
          investmentAccountId: holding.investment_account_id,
          reference: 'DB-0004',
          offer: 'OFFER-0004',
          series: 'SI-GBP-5Y-TERM',
          reinvestCoupon: true,
        };
        const euro = await failure(
          quoteRepaymentAction(investor.client, { ...base, series: 'SI-EUR-5Y-TERM' }),
        );
        expect([euro.status, euro.message]).toEqual([400, "Choose a series in the holding's currency."]);
        const offer = await failure(bookRepaymentAction(investor.client, { ...base, offer: 'OFFER-0003' }));
        expect([offer.status, offer.message]).toEqual([400, 'This offer is not available for this holding.']);
        const closed = await failure(
          quoteRepaymentAction(investor.client, { ...base, series: 'SI-GBP-2Y-TERM' }),
        );
        expect(closed.message).toBe('This series is not open for investment.');
        const repaying = await failure(
          quoteRepaymentAction(investor.client, { ...base, reference: 'DB-0008', offer: null }),
        );
        expect([repaying.status, repaying.message]).toEqual([400, 'Only open holdings can be reinvested.']);
        expect((await getDynamicBond(investor.client, { reference: 'DB-0004' })).reinvest_action).toBeNull();
      });
    });
  });
}
