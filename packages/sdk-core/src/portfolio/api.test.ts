import { describe, expect, it } from 'vitest';
import { makeAccount } from '../auth/test-fixtures';
import { ContractError } from '../http/index';
import { fakeApi, json } from '../smart-interest/test-fixtures';
import {
  confirmWithdrawal,
  getAccountProducts,
  getAccountsWithSummary,
  getOpenDebitNotes,
  getPaymentActivity,
  getSitePreferences,
  getWithdrawalConfirmations,
  setShowLifetimeReturns,
} from './api';

const totals = {
  gains: '12.00',
  interest_earned: '50.00',
  interest_earned_pending_payment: '0.00',
  interest_paid: '40.00',
  interest_accrued: '10.00',
  projected_interest: '300.00',
  portfolio_value: '5012.00',
  current_yield: '6.000',
  yield_to_maturity: '6.500',
  cash_bonus: '0.00',
};

describe('portfolio api', () => {
  it('reads the accounts with their open and lifetime summaries', async () => {
    const { client, seen } = fakeApi(() =>
      json([
        {
          ...makeAccount(),
          summary: { has_equity: false, has_robowise: true, summaries: { open: totals, all: totals } },
        },
      ]),
    );
    const [account] = await getAccountsWithSummary(client);
    expect(account?.summary.summaries.open.yield_to_maturity).toBe('6.500');
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/investment-accounts/');
    expect(seen[0]?.url.searchParams.get('expand')).toBe('summary');
  });

  it('refuses a summary without its figures', async () => {
    const { client } = fakeApi(() => json([{ ...makeAccount(), summary: { has_equity: false } }]));
    await expect(getAccountsWithSummary(client)).rejects.toBeInstanceOf(ContractError);
  });

  it("reads a page of an account's payment activity per currency, with the page and the filter", async () => {
    const line = {
      reference: 'LTX000042',
      date: '2026-11-20',
      transaction_type: 'funding',
      activity_type: 'deposit',
      group: 'cash',
      description: 'Deposit',
      amount: '100.00',
      currency: 'GBP',
      product_id: null,
      item_logo: null,
    };
    const { client, seen } = fakeApi(() =>
      json({ count: 41, page: 3, page_size: 20, num_pages: 3, results: [line] }),
    );
    const page = await getPaymentActivity(client, {
      investmentAccountId: 3,
      currency: 'GBP',
      page: 3,
      pageSize: 20,
      group: 'cash',
    });
    expect(page.count).toBe(41);
    expect(page.results).toEqual([line]);
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/investment-accounts/3/GBP/payment-activity/');
    expect(seen[0]?.url.searchParams.get('page')).toBe('3');
    expect(seen[0]?.url.searchParams.get('page_size')).toBe('20');
    expect(seen[0]?.url.searchParams.get('group')).toBe('cash');
  });

  it('refuses payment activity without its page envelope', async () => {
    const { client } = fakeApi(() => json([]));
    await expect(
      getPaymentActivity(client, { investmentAccountId: 3, currency: 'GBP' }),
    ).rejects.toBeInstanceOf(ContractError);
  });

  it('reads the open debit notes with their markdown', async () => {
    const { client, seen } = fakeApi(() => json([{ title: 'Fee', message: 'Due', message_md: '**Due**' }]));
    expect(await getOpenDebitNotes(client)).toEqual([
      { title: 'Fee', message: 'Due', message_md: '**Due**' },
    ]);
    expect(seen[0]?.url.pathname).toBe('/api/debit-notes/all/all/');
    expect(seen[0]?.url.searchParams.get('expand')).toBe('user_info');
    expect(seen[0]?.url.searchParams.get('state')).toBe('open');
  });

  it('reads and confirms withdrawal confirmations', async () => {
    const { client, seen } = fakeApi((request) =>
      request.method === 'GET' ? json([{ id: 4 }]) : new Response(null, { status: 204 }),
    );
    expect(await getWithdrawalConfirmations(client)).toEqual([{ id: 4 }]);
    await confirmWithdrawal(client, 4);
    expect(seen[1]?.method).toBe('POST');
    expect(JSON.parse(seen[1]?.body ?? '{}')).toEqual({ id: 4 });
  });

  it('reads the lifetime preference', async () => {
    const { client, seen } = fakeApi(() => json({ show_lifetime_returns: false }));
    expect(await getSitePreferences(client)).toEqual({ show_lifetime_returns: false });
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/site-preferences/');
  });

  it('saves the lifetime preference', async () => {
    const { client, seen } = fakeApi(() => json({ show_lifetime_returns: true }));
    expect(await setShowLifetimeReturns(client, true)).toEqual({ show_lifetime_returns: true });
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/site-preferences/');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ show_lifetime_returns: true });
  });
});

describe('account products', () => {
  it("reads an account's products with expand and exclude", async () => {
    const product = {
      product_id: 7,
      reference: 'acme-2030',
      company: { name: 'Acme', logo: null },
      isin_code: 'GB00BK000071',
      coupon: '5.25',
      maturity: '2030-06-30',
      currency: 'GBP',
      security_description: 'Acme 5.25% 2030',
      seniority_label: 'Senior unsecured',
      sell_liquidity: '10000.00',
      user_invested: '2500.00',
      product_type: 'fractional_bond',
    };
    const { client, seen } = fakeApi(() => json([product]));
    expect(
      await getAccountProducts(client, {
        investmentAccountId: 3,
        expand: ['user_invested'],
        exclude: ['call_schedule'],
      }),
    ).toEqual([product]);
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/investment-accounts/3/products/');
    expect(seen[0]?.url.searchParams.get('expand')).toBe('user_invested');
    expect(seen[0]?.url.searchParams.get('exclude')).toBe('call_schedule');
  });
});
