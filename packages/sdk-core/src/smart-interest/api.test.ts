import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, ContractError } from '../http/index';
import {
  createSmartInterestOrder,
  createSmartInterestWhatIf,
  getSmartInterestSeries,
  getSmartInterestSettings,
  quoteSmartInterestSeries,
  subscribeSmartInterestSeries,
} from './api';
import {
  bookRepaymentAction,
  cashOutDynamicBond,
  getDynamicBond,
  getDynamicBonds,
  quoteRepaymentAction,
} from './holdings-api';
import { toDynamicBondView } from './holdings-schema';
import { smartInterestCreateOrderInputSchema, smartInterestSeriesOrderInputSchema } from './schema';
import { fakeApi, json, makeDynamicBond, makeSeries, makeSettings } from './test-fixtures';

const order = {
  reference: 'DB-0099',
  rate: '6.875',
  maturity: '2030-11-23',
  wise5_cashback_amount: '12.50',
  account_credits: '0.00',
  account_balances: { GBP: '22500.00', EUR: '4000.00' },
};

describe('series', () => {
  it('lists the series open on a date, with the currency in the reinvest flow', async () => {
    const { client, seen } = fakeApi(() =>
      json([makeSeries(), makeSeries({ reference: 'B', payout_type: 'annual' })]),
    );
    const series = await getSmartInterestSeries(client, { openOn: '2026-11-23', currency: 'GBP' });
    expect(series.map((s) => s.reference)).toEqual(['SI-GBP-2031', 'B']);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url.pathname).toBe('/api/smart-interest/series/');
    expect(seen[0]!.url.searchParams.get('open_on')).toBe('2026-11-23');
    expect(seen[0]!.url.searchParams.get('currency')).toBe('GBP');
  });

  it('reads a Date as a London calendar date and leaves out an absent currency', async () => {
    const { client, seen } = fakeApi(() => json([]));
    await getSmartInterestSeries(client, { openOn: new Date('2026-06-30T23:30:00Z') });
    expect(seen[0]!.url.search).toBe('?open_on=2026-07-01');
  });

  it('refuses a series with an unknown payout type (the contract)', async () => {
    const { client } = fakeApi(() => json([{ ...makeSeries(), payout_type: 'monthly' }]));
    await expect(getSmartInterestSeries(client, { openOn: '2026-11-23' })).rejects.toBeInstanceOf(
      ContractError,
    );
  });

  it('quotes a series with the account reference and a 2-decimal amount', async () => {
    const quote = {
      annual_interest: '75.00',
      total_returned: '1375.00',
      wise5_cashback_amount: null,
      cash_rate: '7.50',
    };
    const { client, seen } = fakeApi(() => json(quote));
    const answer = await quoteSmartInterestSeries(client, {
      series: 'SI-GBP-2031',
      investmentAccount: 'IA-0001',
      amount: '1000',
    });
    expect(answer).toEqual(quote);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/api/smart-interest/series/SI-GBP-2031/quote/');
    expect(JSON.parse(seen[0]!.body!)).toEqual({ investment_account: 'IA-0001', amount: '1000.00' });
    expect(seen[0]!.headers.get('x-csrftoken')).toBe('tok');
    expect(z.parse(smartInterestSeriesOrderInputSchema, JSON.parse(seen[0]!.body!))).toBeTruthy();
  });

  it('quotes for a visitor without an account', async () => {
    const { client, seen } = fakeApi(() =>
      json({
        annual_interest: '7.50',
        total_returned: '137.50',
        wise5_cashback_amount: '1.00',
        cash_rate: '7.50',
      }),
    );
    await quoteSmartInterestSeries(client, { series: 'S', amount: '100' });
    expect(JSON.parse(seen[0]!.body!)).toEqual({ amount: '100.00' });
  });

  it('subscribes with the same payload', async () => {
    const { client, seen } = fakeApi(() => json(order, 201));
    const placed = await subscribeSmartInterestSeries(client, {
      series: 'SI GBP/1',
      investmentAccount: 'IA-0001',
      amount: '2500.5',
    });
    expect(placed.reference).toBe('DB-0099');
    expect(seen[0]!.url.pathname).toBe('/api/smart-interest/series/SI%20GBP%2F1/subscribe/');
    expect(JSON.parse(seen[0]!.body!)).toEqual({ investment_account: 'IA-0001', amount: '2500.50' });
  });

  it('reads the settings of a currency', async () => {
    const { client, seen } = fakeApi(() => json(makeSettings()));
    const settings = await getSmartInterestSettings(client, { currency: 'GBP' });
    expect(settings.rate_table).toHaveLength(3);
    expect(seen[0]!.url.pathname).toBe('/api/smart-interest/settings/');
    expect(seen[0]!.url.searchParams.get('currency')).toBe('GBP');
  });
});

describe('create-order', () => {
  it('sends the what-if fields of 000 §7', async () => {
    const { client, seen } = fakeApi(() =>
      json({
        rate: '6.875',
        maturity: '2030-11-23',
        wise5_cashback_amount: null,
        annual_interest: '68.75',
        total_returned: '1275.00',
      }),
    );
    const whatIf = await createSmartInterestWhatIf(client, {
      amount: '1000',
      currency: 'GBP',
      payoutType: 'term',
      daysToMaturity: 1460,
      wise5OfferEnrolmentId: 42,
    });
    expect(whatIf.rate).toBe('6.875');
    expect(seen[0]!.url.pathname).toBe('/api/smart-interest/orders/');
    const body = JSON.parse(seen[0]!.body!);
    expect(body).toEqual({
      whatIf: true,
      amount: '1000.00',
      currency: 'GBP',
      annualPayout: false,
      daysToMaturity: 1460,
      wise5OfferEnrolmentId: 42,
    });
    expect(z.parse(smartInterestCreateOrderInputSchema, body).whatIf).toBe(true);
  });

  it('sends the real order’s fields of 000 §7', async () => {
    const { client, seen } = fakeApi(() => json(order, 201));
    const placed = await createSmartInterestOrder(client, {
      investmentAccountId: 1,
      amount: '5000',
      currency: 'GBP',
      payoutType: 'annual',
      daysToMaturity: 1825,
      rate: '6.75',
      bonusCode: 'WELCOME50',
    });
    expect(placed.account_balances.GBP).toBe('22500.00');
    const body = JSON.parse(seen[0]!.body!);
    expect(body).toEqual({
      whatIf: false,
      iaId: 1,
      amount: '5000.00',
      currency: 'GBP',
      annualPayout: true,
      daysToMaturity: 1825,
      rate: '6.75',
      bonusCode: 'WELCOME50',
      wise5OfferEnrolmentId: null,
    });
    expect(z.parse(smartInterestCreateOrderInputSchema, body).whatIf).toBe(false);
  });

  it('fails with the server’s detail', async () => {
    const { client } = fakeApi(() => json({ detail: 'Insufficient funds.' }, 400));
    const failure = createSmartInterestOrder(client, {
      investmentAccountId: 1,
      amount: '5000',
      currency: 'GBP',
      payoutType: 'term',
      daysToMaturity: 1825,
      rate: '7.5',
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, serverMessage: 'Insufficient funds.' });
  });
});

describe('holdings', () => {
  it('lists every account’s holdings with expand=available_offer', async () => {
    const { client, seen } = fakeApi(() => json([makeDynamicBond()]));
    const holdings = await getDynamicBonds(client);
    expect(holdings[0]!.available_offer?.reference).toBe('OFFER-1');
    expect(seen[0]!.url.pathname).toBe('/api/customers/me/investment-accounts/all/dynamic-bonds/');
    expect(seen[0]!.url.search).toBe('?expand=available_offer');
  });

  it('asks for payments and offers only, as the dashboard does (001 §7)', async () => {
    const { client, seen } = fakeApi(() => json([]));
    await getDynamicBonds(client, { expand: ['payments', 'available_offer'], hasAvailableOffer: true });
    expect(seen[0]!.url.searchParams.get('expand')).toBe('payments,available_offer');
    expect(seen[0]!.url.searchParams.get('has_available_offer')).toBe('true');
  });

  it('reads one holding by reference', async () => {
    const { client, seen } = fakeApi(() => json(makeDynamicBond()));
    const holding = await getDynamicBond(client, { investmentAccountId: 1, reference: 'DB-0011' });
    expect(toDynamicBondView(holding)).toMatchObject({
      grossInterest: '937.50',
      saleInterest: '520.10',
      interestPaid: '0.00',
      sellUrl: '/api/customers/me/investment-accounts/1/dynamic-bonds/DB-0011/sell/',
      saleFee: '50.00',
      holdingName: 'Smart Interest 3 year',
    });
    expect(seen[0]!.url.pathname).toBe('/api/customers/me/investment-accounts/1/dynamic-bonds/DB-0011/');
    expect(seen[0]!.url.searchParams.get('expand')).toBe('available_offer');
  });

  it('cashes out by POSTing the holding’s sell URL with an empty body', async () => {
    const { client, seen } = fakeApi(() => new Response(null, { status: 204 }));
    await cashOutDynamicBond(client, makeDynamicBond());
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.href).toBe(
      'http://api.test/api/customers/me/investment-accounts/1/dynamic-bonds/DB-0011/sell/',
    );
    expect(seen[0]!.body).toBe('');
    expect(seen[0]!.headers.get('x-csrftoken')).toBe('tok');
  });

  it('reports a refused cash-out', async () => {
    const { client } = fakeApi(() => json({ detail: 'This holding cannot be cashed out.' }, 400));
    await expect(cashOutDynamicBond(client, '/api/x/sell/')).rejects.toMatchObject({
      message: 'This holding cannot be cashed out.',
    });
  });
});

describe('repayment actions', () => {
  const request = {
    investmentAccountId: 1,
    reference: 'DB-0011',
    offer: 'OFFER-1',
    series: 'SI-GBP-2031',
    reinvestCoupon: true,
  };

  it('quotes a reinvestment with offer, series and reinvest_coupon', async () => {
    const quote = {
      offer: 'OFFER-1',
      series: 'SI-GBP-2031',
      reinvest_coupon: true,
      currency: 'GBP',
      amount: '5937.50',
      cash_rate: '7.50',
      maturity: '2031-11-23',
      bonus: '25.00',
      annual_interest: '445.31',
      total_returned: '8164.06',
    };
    const { client, seen } = fakeApi(() => json(quote));
    expect(await quoteRepaymentAction(client, request)).toEqual(quote);
    expect(seen[0]!.url.pathname).toBe(
      '/api/customers/me/investment-accounts/1/dynamic-bonds/DB-0011/quote-repayment-action/',
    );
    expect(JSON.parse(seen[0]!.body!)).toEqual({
      offer: 'OFFER-1',
      series: 'SI-GBP-2031',
      reinvest_coupon: true,
    });
  });

  it('books it and answers the holding with its reinvest action', async () => {
    const booked = makeDynamicBond({ reinvest_action: { series: 'SI-GBP-2031', reinvest_coupon: false } });
    const { client, seen } = fakeApi(() => json(booked));
    const holding = await bookRepaymentAction(client, { ...request, offer: null, reinvestCoupon: false });
    expect(holding.reinvest_action?.series).toBe('SI-GBP-2031');
    expect(seen[0]!.url.pathname).toBe(
      '/api/customers/me/investment-accounts/1/dynamic-bonds/DB-0011/book-repayment-action/',
    );
    expect(JSON.parse(seen[0]!.body!)).toEqual({
      offer: null,
      series: 'SI-GBP-2031',
      reinvest_coupon: false,
    });
  });
});
