import { describe, expect, it } from 'vitest';
import { createTradeServer, json } from '../trade/test-fixtures';
import { confirmFxQuote, createFxQuote, getFxRates } from './api';
import type { FxQuote } from './schema';

const fxQuote: FxQuote = {
  reference: 'FX-1',
  state: 'awaiting_confirmation',
  sell_currency: 'GBP',
  buy_currency: 'EUR',
  sell_amount: '1000.00',
  buy_amount: '1150.00',
  total_sell_cost: '1000.00',
  suggested_buy_amount: null,
  fee_rate: '0.25',
  effective_rate: '1.15',
  errors: [],
  limits: { user_limit: '50000.00', sell_account_balance: '25000.00' },
};

describe('fx api', () => {
  it('creates and confirms FX quotes, asking for exactly one amount', async () => {
    const server = createTradeServer();
    server.on('POST', /^fx-quotes\/$/, () => json(fxQuote, 201));
    server.on('POST', /^fx-quotes\/FX-1\/confirm\/$/, () => json({ ...fxQuote, state: 'confirmed' }));
    const input = {
      investment_account_reference: 'IA-0001',
      sell_currency: 'GBP' as const,
      buy_currency: 'EUR' as const,
      sell_amount: '1000.00',
      transient: true,
    };
    expect((await createFxQuote(server.client, input)).buy_amount).toBe('1150.00');
    expect((await confirmFxQuote(server.client, 'FX-1')).state).toBe('confirmed');
    await expect(createFxQuote(server.client, { ...input, buy_amount: '5.00' })).rejects.toThrow(
      /exactly one/,
    );
    // a sub-penny amount is refused before it is sent
    await expect(createFxQuote(server.client, { ...input, sell_amount: '0.001' })).rejects.toThrow(
      /no more than 2 decimal places/,
    );
  });
});

describe('getFxRates', () => {
  it("reads the platform's rates of the day and refuses a rate that is not a decimal", async () => {
    const server = createTradeServer();
    const rates = { date: '2026-12-03', base: 'GBP', rates: { GBP: '1', EUR: '1.15', USD: '1.27' } };
    server.on('GET', /^fx-rates\/$/, () => json(rates));
    expect(await getFxRates(server.client)).toEqual(rates);
    const bad = createTradeServer();
    bad.on('GET', /^fx-rates\/$/, () => json({ ...rates, rates: { EUR: 1.15 } }));
    await expect(getFxRates(bad.client)).rejects.toThrow();
  });
});
