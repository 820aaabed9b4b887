import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage, getCatalogue, isMessageId } from '../messages/index';
import { Decimal } from '../money/index';
import {
  chooseFxCurrency,
  fxAmountInput,
  fxCanConfirm,
  fxCompleteDisabled,
  fxCurrenciesFor,
  fxFeeAmount,
  fxFeeFraction,
  fxInitialSellAmount,
  fxLimitMessages,
  fxMessageIds,
  fxRefreshRequired,
  totalIn,
} from './rules';
import type { FxQuote } from './schema';

const quote = (over: Partial<FxQuote> = {}): FxQuote => ({
  reference: 'FXQ-1',
  state: 'transient',
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
  ...over,
});
const texts = (q: FxQuote) =>
  fxLimitMessages(q).map((m) => formatMessage(getCatalogue('standard'), m.code, m.values));

describe('fx rules', () => {
  it('keeps only digits and one dot; empty is 0 (property)', () => {
    expect(fxAmountInput('')).toBe('0');
    expect(fxAmountInput('1,2a0.5.5')).toBe('120.55');
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect(fxAmountInput(typed)).toMatch(/^\d*\.?\d{0,2}$/);
        expect(fxAmountInput(typed)).not.toBe('');
      }),
    );
  });

  it('swaps the currencies when the other side’s is chosen; GBP and EUR only, none for the partner', () => {
    expect(chooseFxCurrency({ sell: 'GBP', buy: 'EUR' }, 'sell', 'EUR')).toEqual({ sell: 'EUR', buy: 'GBP' });
    expect(chooseFxCurrency({ sell: 'GBP', buy: 'EUR' }, 'buy', 'GBP')).toEqual({ sell: 'EUR', buy: 'GBP' });
    expect(chooseFxCurrency({ sell: 'GBP', buy: 'EUR' }, 'sell', 'GBP')).toEqual({ sell: 'GBP', buy: 'EUR' });
    expect(fxCurrenciesFor('standard')).toEqual(['GBP', 'EUR']);
    expect(fxCurrenciesFor('sukuk')).toEqual([]);
  });

  it('words the three limit messages by error type', () => {
    expect(
      texts(
        quote({
          errors: [{ error_type: 'insufficient_sell_balance' }],
          limits: { user_limit: '50000', sell_account_balance: '12.5' },
        }),
      ),
    ).toEqual(['You only have £12.50 available cash']);
    expect(texts(quote({ errors: [{ error_type: 'daily_limit_reached' }] }))).toEqual([
      'You have reached your daily limit of £50,000.00. Please contact us to discuss converting any more or wait until tomorrow.',
    ]);
    for (const error_type of ['insufficient_buy_liquidity', 'trade_would_exceed_daily_limit'] as const) {
      expect(texts(quote({ errors: [{ error_type }], suggested_buy_amount: '800.00' }))).toEqual([
        'The max you can buy immediately is €800.00 right now. Please contact us during working hours to discuss converting the remaining amount.',
      ]);
    }
  });

  it('divides the fee rate by 100 for display (property)', () => {
    expect(fxFeeFraction({ fee_rate: '0.25' })).toBe('0.0025');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const rate = new Decimal(hundredths).div(100).toFixed(2);
        expect(new Decimal(fxFeeFraction({ fee_rate: rate })).times(100).eq(rate)).toBe(true);
      }),
    );
  });

  it('disables Complete with no balance, a loading quote, submitting, expired or a limit error', () => {
    const ok = { balance: '10', quote: quote(), quoteLoading: false, submitting: false, expired: false };
    expect(fxCompleteDisabled(ok)).toBe(false);
    expect(fxCompleteDisabled({ ...ok, balance: '0' })).toBe(true);
    expect(fxCompleteDisabled({ ...ok, quoteLoading: true })).toBe(true);
    expect(fxCompleteDisabled({ ...ok, submitting: true })).toBe(true);
    expect(fxCompleteDisabled({ ...ok, expired: true })).toBe(true);
    expect(
      fxCompleteDisabled({ ...ok, quote: quote({ errors: [{ error_type: 'daily_limit_reached' }] }) }),
    ).toBe(true);
  });

  it('asks for a refresh when a suggested buy amount exists without a balance error', () => {
    expect(fxRefreshRequired(quote({ suggested_buy_amount: '10.00' }))).toBe(true);
    expect(
      fxRefreshRequired(
        quote({ suggested_buy_amount: '10.00', errors: [{ error_type: 'insufficient_sell_balance' }] }),
      ),
    ).toBe(false);
    expect(fxRefreshRequired(quote())).toBe(false);
  });

  it('starts selling the lower of the balance and 1000 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => {
        const balance = new Decimal(c).div(100);
        const start = new Decimal(fxInitialSellAmount(balance.toFixed(2)));
        expect(start.eq(balance.lt(1000) ? balance : new Decimal(1000))).toBe(true);
      }),
    );
  });

  it('gives the fee as money in the sell currency, exact to the cent (half up)', () => {
    expect(fxFeeAmount({ sell_amount: '1000.00', fee_rate: '0.25' })).toBe('2.50');
    expect(fxFeeAmount({ sell_amount: '123.45', fee_rate: '0.25' })).toBe('0.31');
    expect(fxFeeAmount({ sell_amount: '0.10', fee_rate: '0.25' })).toBe('0.00');
    // never through floating point: 0.1 + 0.2 worth of pennies stays exact
    expect(fxFeeAmount({ sell_amount: '100000.30', fee_rate: '0.25' })).toBe('250.00');
  });

  it('confirms only a firm quote without errors, not expired, nothing in flight', () => {
    const quote = {
      reference: 'FXQ-1',
      state: 'awaiting_confirmation' as const,
      sell_currency: 'GBP' as const,
      buy_currency: 'EUR' as const,
      sell_amount: '10.00',
      buy_amount: '11.47',
      total_sell_cost: '10.00',
      suggested_buy_amount: null,
      fee_rate: '0.25',
      effective_rate: '1.147125',
      errors: [],
      limits: { user_limit: '100000.00', sell_account_balance: '25000.00' },
    };
    const base = { quote, quoteLoading: false, submitting: false, expired: false };
    expect(fxCanConfirm(base)).toBe(true);
    expect(fxCanConfirm({ ...base, expired: true })).toBe(false);
    expect(fxCanConfirm({ ...base, submitting: true })).toBe(false);
    expect(fxCanConfirm({ ...base, quoteLoading: true })).toBe(false);
    expect(fxCanConfirm({ ...base, quote: { ...quote, state: 'transient' } })).toBe(false);
    expect(fxCanConfirm({ ...base, quote: null })).toBe(false);
  });

  it('has a catalogue text for every id', () => {
    expect(fxMessageIds.filter((id) => !isMessageId(id))).toEqual([]);
  });
});

describe('totalIn', () => {
  const rates = { date: '2026-12-03', base: 'GBP' as const, rates: { GBP: '1', EUR: '1.15', USD: '1.27' } };

  it('converts each amount at the mid rate, sums exactly and rounds down to the cent once', () => {
    expect(
      totalIn(
        [
          { amount: '100.00', currency: 'GBP' },
          { amount: '115.00', currency: 'EUR' },
          { amount: '1.00', currency: 'USD' },
          { amount: '1.00', currency: 'USD' },
        ],
        'GBP',
        rates,
      ),
    ).toEqual({
      kind: 'total',
      total: '201.57',
      currency: 'GBP',
      converted: ['EUR', 'USD'],
      date: '2026-12-03',
    });
    // 0.1 + 0.2 in floats is 0.30000000000000004; here it is 0.30
    expect(
      totalIn(
        [
          { amount: '0.1', currency: 'GBP' },
          { amount: '0.2', currency: 'GBP' },
        ],
        'GBP',
        rates,
      ),
    ).toMatchObject({ total: '0.30', converted: [] });
  });

  it('converts into a base other than the rates’ own', () => {
    expect(totalIn([{ amount: '1.15', currency: 'EUR' }], 'USD', rates)).toMatchObject({
      kind: 'total',
      total: '1.27',
      currency: 'USD',
    });
  });

  it('names the currencies without a rate instead of guessing a total', () => {
    expect(totalIn([{ amount: '10', currency: 'AED' }], 'GBP', rates)).toEqual({
      kind: 'missingRate',
      currency: 'GBP',
      missing: ['AED'],
    });
    expect(totalIn([{ amount: '10', currency: 'GBP' }], 'AED', rates)).toMatchObject({
      kind: 'missingRate',
      missing: ['AED'],
    });
  });
});
