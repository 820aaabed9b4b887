import {
  ApiError,
  createSmartInterestOrder,
  createSmartInterestWhatIf,
  getDynamicBond,
  getSmartInterestSeries,
  getSmartInterestSettings,
  interpolateRate,
  quoteSmartInterestSeries,
  smartInterestSettingsSchema,
  subscribeSmartInterestSeries,
  toBig,
} from '@bondkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieFetch } from '../../src/cookie-fetch';
import type { Sandbox } from '../../src/index';
import { ledgerDiscrepancies } from '../../src/shared/ledger';
import { addDays, addYears, daysBetween, SANDBOX_RATE_TABLES } from '../../src/smart-interest';
import { csrfJson, expectParses, postJson } from '../support/helpers';
import { failure, gbpAccount, openSmartInterest, TODAY } from '../support/smart-interest';
import { type TestBrowser, testStores } from '../support/stores';

for (const store of testStores('smart_interest')) {
  describe(`Smart Interest routes (${store.label})`, () => {
    let sandbox: Sandbox;
    let close: () => Promise<void>;
    let visitor: TestBrowser;
    let investor: TestBrowser;

    beforeAll(async () => {
      ({ sandbox, close, visitor, investor } = await openSmartInterest(store));
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
          [`%(${order.reference})%`],
        );
        expect(ledger).toEqual([
          {
            transaction_type: 'purchase',
            amount: '-2000.00',
            text: `Purchase of Smart Interest 3 year (${order.reference})`,
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
             (SELECT 1 FROM smart_interest_bookings k WHERE k.holding_id = b.id AND k.kind = 'purchase')`,
        );
        expect(orphans).toEqual([]);
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
        // 1460 days end a day before the 4th anniversary: three coupons and 364 days, as the holding pays
        expect([annual.rate, annual.annual_interest, annual.total_returned]).toEqual([
          '6.25',
          '62.50',
          '1249.83',
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
  });
}
