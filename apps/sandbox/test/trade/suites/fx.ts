/** FX quotes for trades: pricing, limits and errors, confirmation through the ledger, expiry. */
import { confirmFxQuote, confirmMarketQuote, createFxQuote, type FxQuoteInput } from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/index';
import { dec } from '../../../src/shared/decimal';
import { TEST_NOW } from '../../support/helpers';
import {
  apiError,
  expectLedgerConsistent,
  reseedForGroup,
  tradableProducts,
  trader,
} from '../../support/trade';

export function fxSuite(sandbox: () => Sandbox): void {
  describe('FX quotes for trades', () => {
    reseedForGroup(sandbox);

    const input = (account: string, overrides: Partial<FxQuoteInput>): FxQuoteInput => ({
      investment_account_reference: account,
      sell_currency: 'GBP',
      buy_currency: 'EUR',
      transient: false,
      ...overrides,
    });

    it('quotes a conversion with the fee and limits, and books it through the ledger on confirm', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = (await investor.account()).reference;
      const quote = await createFxQuote(investor.client, input(account, { sell_amount: '1000.00' }));
      // 1.15 EUR per GBP less the 0.25 % fee = 1.147125
      expect(quote).toMatchObject({
        reference: expect.stringMatching(/^FXQ\d{6}$/),
        state: 'awaiting_confirmation',
        sell_currency: 'GBP',
        buy_currency: 'EUR',
        sell_amount: '1000.00',
        buy_amount: '1147.12',
        total_sell_cost: '1000.00',
        suggested_buy_amount: null,
        fee_rate: '0.25',
        effective_rate: '1.147125',
        errors: [],
        limits: { user_limit: '100000.00', sell_account_balance: '25000.00' },
      });
      expect(Date.parse(quote.expires_at ?? '')).toBeGreaterThan(Date.parse(TEST_NOW));
      const done = await confirmFxQuote(investor.client, quote.reference);
      expect(done.state).toBe('confirmed');
      expect(await investor.balance(account, 'GBP')).toBe('24000.00');
      expect(await investor.balance(account, 'EUR')).toBe('13147.12');
      const booked = await sandbox().db.query<{ transaction_type: string; currency: string; amount: string }>(
        `SELECT transaction_type, currency, amount::text AS amount FROM ledger_transactions
          WHERE transaction_type = 'fx_conversion' ORDER BY transaction_id`,
      );
      expect(booked).toEqual([
        { transaction_type: 'fx_conversion', currency: 'GBP', amount: '-1000.00' },
        { transaction_type: 'fx_conversion', currency: 'EUR', amount: '1147.12' },
      ]);
      await apiError(
        confirmFxQuote(investor.client, quote.reference),
        400,
        'This quote has already been completed.',
      );
      await expectLedgerConsistent(sandbox().db);
    });

    it('prices from a buy amount (the sell amount rounded up) and between every pair of GBP, EUR, USD and AED', async () => {
      const sukuk = await trader(sandbox(), 'sukuk');
      const account = (await sukuk.account()).reference;
      const quote = await createFxQuote(
        sukuk.client,
        input(account, { sell_currency: 'AED', buy_currency: 'USD', buy_amount: '1000.00', transient: true }),
      );
      // USD per AED = 1.27 / 4.6641, less 0.25 %
      const rate = dec('1.27').div('4.6641').times('0.9975').round(6, 0);
      expect(quote.effective_rate).toBe(rate.toFixed());
      expect(quote.buy_amount).toBe('1000.00');
      expect(quote.sell_amount).toBe(dec('1000').div(rate).round(2, 3).toFixed(2));
      expect(quote.state).toBe('transient');
      await apiError(confirmFxQuote(sukuk.client, quote.reference), 400, 'This quote cannot be completed.');
      await apiError(
        createFxQuote(
          sukuk.client,
          input(account, { sell_currency: 'AED', buy_currency: 'AED', sell_amount: '10.00' }),
        ),
        400,
      );
    });

    it('reports the sell balance, the daily limit and the desk liquidity as errors with a suggested amount', async () => {
      const corporate = await trader(sandbox(), 'corporate');
      const account = (await corporate.account()).reference;
      const short = await createFxQuote(corporate.client, input(account, { sell_amount: '160000.00' }));
      expect(short.errors).toContainEqual({ error_type: 'insufficient_sell_balance' });
      expect(short.state).toBe('errored');
      await apiError(confirmFxQuote(corporate.client, short.reference), 400);

      const big = await createFxQuote(corporate.client, input(account, { sell_amount: '90000.00' }));
      await confirmFxQuote(corporate.client, big.reference);
      const over = await createFxQuote(corporate.client, input(account, { sell_amount: '20000.00' }));
      expect(over.errors).toEqual([{ error_type: 'trade_would_exceed_daily_limit' }]);
      // the limit itself, not what is left of it: the client says 'your daily limit of £100,000.00'
      expect(over.limits.user_limit).toBe('100000.00');
      expect(over.suggested_buy_amount).toBe('11471.25');
      const rest = await createFxQuote(corporate.client, input(account, { sell_amount: '10000.00' }));
      await confirmFxQuote(corporate.client, rest.reference);
      const none = await createFxQuote(corporate.client, input(account, { sell_amount: '10.00' }));
      expect(none.errors).toEqual([{ error_type: 'daily_limit_reached' }]);
      expect(none.limits.user_limit).toBe('100000.00');
      // a new London day resets the limit
      sandbox().clock.set('2026-11-24T09:00:00Z');
      const tomorrow = await createFxQuote(corporate.client, input(account, { sell_amount: '10.00' }));
      expect(tomorrow.errors).toEqual([]);

      const sukuk = await trader(sandbox(), 'sukuk');
      const deep = await createFxQuote(
        sukuk.client,
        input((await sukuk.account()).reference, {
          sell_currency: 'USD',
          buy_currency: 'AED',
          buy_amount: '2500000.00',
        }),
      );
      expect(deep.errors).toContainEqual({ error_type: 'insufficient_buy_liquidity' });
      // the smaller of what the daily limit allows and what the desk holds
      expect(dec(deep.suggested_buy_amount ?? '0').lte('2000000.00')).toBe(true);
      expect(dec(deep.suggested_buy_amount ?? '0').gt(0)).toBe(true);
    });

    it('a quote can be completed for 60 seconds', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = (await investor.account()).reference;
      const quote = await createFxQuote(investor.client, input(account, { sell_amount: '100.00' }));
      sandbox().clock.advance(61);
      await apiError(
        confirmFxQuote(investor.client, quote.reference),
        400,
        'This quote has expired. Please refresh the quote.',
      );
      expect(await investor.balance(account, 'GBP')).toBe('24000.00');
    });

    it('converting first lets a trade in another currency go through', async () => {
      const isa = await trader(sandbox(), 'isa-restricted');
      const account = await isa.account('individual');
      const [bond] = await tradableProducts(
        sandbox().db,
        "p.currency = 'EUR' AND p.adib_product_type IS NULL AND p.sell_liquidity >= 5000",
      );
      if (!bond) throw new Error('no EUR bond');
      const buy = {
        investment_account_id: account.id,
        buys: [
          {
            product_id: bond.product_id,
            type: 'gross' as const,
            amount: '1000.00',
            currency: 'EUR' as const,
          },
        ],
      };
      await apiError(
        confirmMarketQuote(isa.client, buy),
        400,
        'Your account balance is not enough for this order.',
      );
      const fx = await createFxQuote(isa.client, input(account.reference, { buy_amount: '1000.00' }));
      await confirmFxQuote(isa.client, fx.reference);
      expect(await isa.balance(account.reference, 'EUR')).toBe('1000.00');
      const placed = await confirmMarketQuote(isa.client, buy);
      expect(await isa.balance(account.reference, 'EUR')).toBe(
        dec('1000')
          .minus(placed.buys[0]?.total ?? '0')
          .toFixed(2),
      );
      await expectLedgerConsistent(sandbox().db);
    });
  });
}
