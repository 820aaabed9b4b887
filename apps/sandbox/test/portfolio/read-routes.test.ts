import {
  accountProductListSchema,
  accountWithSummaryListSchema,
  addBusinessDays,
  bondYields,
  getAccountProducts,
  getAccountsWithSummary,
  getInvestmentAccounts,
  getPaymentActivity,
  nextPaymentOf,
  paymentActivityPageSchema,
  toBig,
} from '@bondkit/sdk-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectParses, TEST_NOW } from '../support/helpers';
import { failure } from '../support/smart-interest';
import { browse, sandboxOn, type TestBrowser, testStores } from '../support/stores';

for (const store of testStores('portfolio_read')) {
  describe(`portfolio read routes (${store.label})`, () => {
    const sandbox = sandboxOn(store);
    let investor: TestBrowser;
    let sukuk: TestBrowser;
    let readonly: TestBrowser;

    beforeAll(async () => {
      investor = await browse(sandbox().fetch, 'investor');
      sukuk = await browse(sandbox().fetch, 'sukuk');
      readonly = await browse(sandbox().fetch, 'readonly');
    });

    it('gives each account its open and lifetime figures; the plain list stays without them', async () => {
      const accounts = await getAccountsWithSummary(investor.client);
      expectParses(accountWithSummaryListSchema, accounts);
      const [main, isa] = accounts;
      const open = main?.summary.summaries.open;
      // the investor holds GBP bonds and Smart Interest in the main account
      expect(toBig(open?.portfolio_value ?? '0').gt(0)).toBe(true);
      expect(toBig(open?.projected_interest ?? '0').gt(0)).toBe(true);
      expect(open?.current_yield).toMatch(/^\d+\.\d{3}$/);
      expect(open?.yield_to_maturity).toMatch(/^\d+\.\d{3}$/);
      // interest earned is paid + pending + accrued
      expect(
        toBig(open?.interest_paid ?? '0')
          .plus(toBig(open?.interest_earned_pending_payment ?? '0'))
          .plus(toBig(open?.interest_accrued ?? '0'))
          .eq(toBig(open?.interest_earned ?? '0')),
      ).toBe(true);
      expect(main?.summary.by_currency?.GBP).toEqual(main?.summary.summaries);
      expect(main?.summary.by_currency?.EUR?.open.portfolio_value).not.toBe('0.00');
      expect(isa?.summary.summaries.open.portfolio_value).not.toBe('0.00');
      const plain = await getInvestmentAccounts(investor.client);
      expect(plain[0]).not.toHaveProperty('summary');
    });

    it('gives a customer with nothing held zero figures and no yields', async () => {
      const persona = await browse(sandbox().fetch, 'new');
      const [account] = await getAccountsWithSummary(persona.client);
      expect(account?.summary.summaries.all).toMatchObject({
        portfolio_value: '0.00',
        gains: '0.00',
        current_yield: null,
        yield_to_maturity: null,
      });
    });

    it("shows the partner's customers no EUR figures", async () => {
      const [account] = await getAccountsWithSummary(sukuk.client);
      expect(Object.keys(account?.summary.by_currency ?? {}).sort()).toEqual(['AED', 'USD']);
    });

    it("lists an account's products with the principal held and, when asked, their figures", async () => {
      const [main] = await getInvestmentAccounts(investor.client);
      const products = await getAccountProducts(investor.client, {
        investmentAccountId: main?.id ?? 0,
        expand: ['performance'],
      });
      expectParses(accountProductListSchema, products);
      expect(products.length).toBe(6);
      expect(products.every((p) => p.user_invested !== null && p.performance !== undefined)).toBe(true);
      const plain = await getAccountProducts(investor.client, { investmentAccountId: main?.id ?? 0 });
      expect(plain[0]).not.toHaveProperty('performance');
      // each holding's next coupon, on the platform's convention (sdk-core's nextPaymentOf, at the sandbox's now)
      for (const p of products) expect(p.next_payment).toEqual(nextPaymentOf(p, TEST_NOW));
      expect(products.some((p) => p.next_payment && p.next_payment.date > TEST_NOW.slice(0, 10))).toBe(true);
      // one bond-maths convention: a holding's yields are bondYields at its bid, settling as a trade made now would
      const [first] = products;
      const [row] = await sandbox().db.query<{ sell_price: string }>(
        'SELECT sell_price::text AS sell_price FROM products WHERE product_id = $1',
        [first?.product_id],
      );
      const yields = bondYields({
        price: row?.sell_price ?? '0',
        coupon: first?.coupon ?? '0',
        settlement: addBusinessDays(TEST_NOW.slice(0, 10), 2),
        maturity: first?.maturity ?? null,
      });
      expect(first?.performance?.open.current_yield).toBe(yields.currentYield);
      expect(first?.performance?.open.yield_to_maturity).toBe(yields.yieldToMaturity);
    });

    it('pages the payment activity newest first, filtered by group', async () => {
      const [main] = await getInvestmentAccounts(investor.client);
      const id = main?.id ?? 0;
      const page = await getPaymentActivity(investor.client, { investmentAccountId: id, currency: 'GBP' });
      expectParses(paymentActivityPageSchema, page);
      expect(page.count).toBeGreaterThan(0);
      const dates = page.results.map((line) => line.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const cash = await getPaymentActivity(investor.client, {
        investmentAccountId: id,
        currency: 'GBP',
        group: 'cash',
      });
      expect(cash.results.length).toBeGreaterThan(0);
      expect(cash.results.every((line) => ['funding', 'withdrawal'].includes(line.transaction_type))).toBe(
        true,
      );
      expect(cash.results.map((line) => line.transaction_type)).toContain('withdrawal');
      const small = await getPaymentActivity(investor.client, {
        investmentAccountId: id,
        currency: 'GBP',
        pageSize: 1,
        page: 2,
      });
      expect(small.results).toEqual([page.results[1]]);
      expect(small.num_pages).toBe(page.count);
      const past = await failure(
        getPaymentActivity(investor.client, {
          investmentAccountId: id,
          currency: 'GBP',
          page: page.count + 1,
        }),
      );
      expect(past.status).toBe(404);
    });

    it('leaves out what moved no money: no opening position of 0.00 is activity', async () => {
      const [main] = await getInvestmentAccounts(investor.client);
      const page = await getPaymentActivity(investor.client, {
        investmentAccountId: main?.id ?? 0,
        currency: 'GBP',
        pageSize: 100,
      });
      expect(page.count).toBeGreaterThan(0);
      expect(page.results.filter((line) => Number(line.amount) === 0)).toEqual([]);
      const trades = await getPaymentActivity(investor.client, {
        investmentAccountId: main?.id ?? 0,
        currency: 'GBP',
        group: 'trades',
        pageSize: 100,
      });
      expect(trades.results.map((line) => line.description)).not.toContain('Opening position');
    });

    it("shows the partner's customers their cash movements, and no EUR", async () => {
      const [account] = await getInvestmentAccounts(sukuk.client);
      const id = account?.id ?? 0;
      const page = await getPaymentActivity(sukuk.client, { investmentAccountId: id, currency: 'AED' });
      expect(page.count).toBeGreaterThan(0);
      // the opening deposit of the seed is a movement of the one ledger like any other (issue 27)
      expect(page.results.some((line) => line.transaction_type === 'funding')).toBe(true);
      const eur = await failure(
        getPaymentActivity(sukuk.client, { investmentAccountId: id, currency: 'EUR' }),
      );
      expect(eur.status).toBe(404);
    });

    it('refuses a bad page or group at the edge', async () => {
      const [main] = await getInvestmentAccounts(investor.client);
      const base = `/api/customers/me/investment-accounts/${main?.id}/GBP/payment-activity/`;
      for (const query of ['?page=0', '?page=x', '?page_size=101', '?group=nope']) {
        const response = await investor.browser(`${base}${query}`);
        expect(response.status, query).toBe(400);
      }
      expect((await investor.browser(`${base.replace('/GBP/', '/XYZ/')}`)).status).toBe(404);
    });

    it("answers 404 for another customer's account on every account-scoped route", async () => {
      const [other] = await getInvestmentAccounts(readonly.client);
      const id = other?.id ?? 0;
      for (const path of [`${id}/products/`, `${id}/GBP/payment-activity/`]) {
        const response = await investor.browser(`/api/customers/me/investment-accounts/${path}`);
        expect(response.status, path).toBe(404);
      }
    });
  });
}
