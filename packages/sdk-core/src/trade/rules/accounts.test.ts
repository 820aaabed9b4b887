import { describe, expect, it } from 'vitest';
import { makeAccount, makeSessionUser } from '../../auth/test-fixtures';
import type { Position } from '../schema';
import {
  accountOptions,
  currencyAccountRequirement,
  isSippUser,
  pickAccountOption,
  tradeEntryRedirect,
} from './accounts';

const gbp = makeAccount({ id: 1, reference: 'IA-1', currencies: { GBP: '1000.00', EUR: '50.00' } });
const ifisa = makeAccount({
  id: 2,
  reference: 'IA-2',
  account_type: 'ifisa',
  currencies: { GBP: '5000.00', EUR: '9000.00' },
});
const eurOnly = makeAccount({ id: 3, reference: 'IA-3', currencies: { EUR: '2000.00' } });
const sipp = makeAccount({ id: 4, reference: 'IA-4', account_type: 'sipp', currencies: { GBP: '300.00' } });
const held = (reference: string, principal: string): Position => ({
  investment_account_reference: reference,
  product_id: 1,
  product_reference: 'BND1',
  currency: 'GBP',
  open: { principal },
});

const base = { productId: 1, isaRestricted: false, isPartner: false } as const;

describe('account options for buys', () => {
  it('offers accounts holding the currency with their balance, disabling those the quote total exceeds', () => {
    const { options, error } = accountOptions({
      ...base,
      tradeType: 'buy',
      accounts: [gbp, ifisa, eurOnly],
      currency: 'GBP',
      quoteTotal: '1000.01',
    });
    expect(error).toBeNull();
    expect(options.map((o) => [o.reference, o.amount, o.isDisabled, o.disabledReason])).toEqual([
      ['IA-1', '1000.00', true, 'insufficient_balance'],
      ['IA-2', '5000.00', false, null],
    ]);
  });

  it('keeps an account whose balance equals the total enabled', () => {
    const { options } = accountOptions({
      ...base,
      tradeType: 'buy',
      accounts: [gbp],
      currency: 'GBP',
      quoteTotal: '1000',
    });
    expect(options[0]?.isDisabled).toBe(false);
  });

  it('disables the IFISA for ISA-restricted users and skips EUR IFISAs', () => {
    const gbpOptions = accountOptions({
      ...base,
      isaRestricted: true,
      tradeType: 'buy',
      accounts: [gbp, ifisa],
      currency: 'GBP',
    });
    expect(gbpOptions.options.find((o) => o.reference === 'IA-2')?.disabledReason).toBe('isa_restricted');
    const eurOptions = accountOptions({
      ...base,
      tradeType: 'buy',
      accounts: [gbp, ifisa, eurOnly],
      currency: 'EUR',
    });
    expect(eurOptions.options.map((o) => o.reference)).toEqual(['IA-1', 'IA-3']);
  });

  it('offers SIPP accounts without the currency, and only the partner’s first account', () => {
    expect(
      accountOptions({ ...base, tradeType: 'buy', accounts: [sipp, eurOnly], currency: 'EUR' }).options.map(
        (o) => [o.reference, o.amount],
      ),
    ).toEqual([
      ['IA-4', '0'],
      ['IA-3', '2000.00'],
    ]);
    const partner = accountOptions({
      ...base,
      isPartner: true,
      tradeType: 'buy',
      accounts: [eurOnly, gbp],
      currency: 'AED',
    });
    expect(partner.options.map((o) => o.reference)).toEqual(['IA-3']);
  });
});

describe('account options for sells', () => {
  it('offers only accounts holding the product, with what they can sell, never disabled by ISA restriction', () => {
    const { options, error } = accountOptions({
      ...base,
      isaRestricted: true,
      tradeType: 'sell',
      accounts: [gbp, ifisa],
      currency: 'GBP',
      positions: [held('IA-2', '1500.00'), held('IA-1', '0')],
    });
    expect(error).toBeNull();
    expect(options.map((o) => [o.reference, o.amountToSell, o.isDisabled])).toEqual([
      ['IA-2', '1500', false],
    ]);
  });

  it("says 'You do not own this product' when no account holds it", () => {
    const result = accountOptions({
      ...base,
      tradeType: 'sell',
      accounts: [gbp],
      currency: 'GBP',
      positions: [],
    });
    expect(result).toEqual({ options: [], error: { code: 'trade.error.notOwned' } });
  });
});

describe('pickAccountOption', () => {
  it('takes the requested enabled option, else the first enabled, else the first', () => {
    const { options } = accountOptions({
      ...base,
      tradeType: 'buy',
      accounts: [gbp, ifisa],
      currency: 'GBP',
      quoteTotal: '2000',
    });
    expect(pickAccountOption(options, 'IA-2')?.reference).toBe('IA-2');
    expect(pickAccountOption(options, 'IA-1')?.reference).toBe('IA-2');
    expect(pickAccountOption(options.slice(0, 1))?.reference).toBe('IA-1');
    expect(pickAccountOption([])).toBeNull();
  });
});

describe('currency accounts and trade links (002 §4.4)', () => {
  it('sends users without a currency account to add-account, except the partner and SIPP users', () => {
    const user = makeSessionUser();
    expect(currencyAccountRequirement({ user, accounts: [gbp], currency: 'EUR' })).toEqual({ kind: 'ok' });
    expect(currencyAccountRequirement({ user, accounts: [gbp], currency: 'USD' })).toEqual({
      kind: 'add-account',
      currency: 'USD',
    });
    expect(currencyAccountRequirement({ user, accounts: [ifisa], currency: 'EUR' })).toEqual({
      kind: 'add-account',
      currency: 'EUR',
    });
    expect(
      currencyAccountRequirement({ user: { ...user, partner: 'adib' }, accounts: [gbp], currency: 'AED' }),
    ).toEqual({
      kind: 'ok',
    });
    expect(
      currencyAccountRequirement({ user: { ...user, account_type: 5 }, accounts: [gbp], currency: 'USD' }),
    ).toEqual({
      kind: 'ok',
    });
    expect(isSippUser(user, [sipp])).toBe(true);
  });

  it('sends visitors to login, pending products to a 404 page, and buyers lacking the currency to add-account', () => {
    const user = makeSessionUser({ investment_accounts: [gbp] });
    expect(
      tradeEntryRedirect({ user: null, product: { state: 'open', currency: 'GBP' }, tradeType: 'buy' }),
    ).toEqual({
      kind: 'login',
    });
    expect(
      tradeEntryRedirect({ user, product: { state: 'pending', currency: 'GBP' }, tradeType: 'buy' }),
    ).toEqual({
      kind: 'not-found',
    });
    expect(tradeEntryRedirect({ user, product: null, tradeType: 'buy' })).toEqual({ kind: 'not-found' });
    // a pending product is bought only through one of its coming-soon packages
    const pending = {
      state: 'pending',
      currency: 'GBP' as const,
      pending_liquidity: [
        { package_id: 7, pending_amount: '5000.00' },
        { package_id: 8, pending_amount: '0.00' },
      ],
    };
    expect(tradeEntryRedirect({ user, product: pending, tradeType: 'buy', packageId: 7 })).toBeNull();
    for (const packageId of [8, 9, null]) {
      expect(tradeEntryRedirect({ user, product: pending, tradeType: 'buy', packageId })).toEqual({
        kind: 'not-found',
      });
    }
    expect(tradeEntryRedirect({ user, product: pending, tradeType: 'sell', packageId: 7 })).toEqual({
      kind: 'not-found',
    });
    expect(
      tradeEntryRedirect({ user, product: { state: 'open', currency: 'USD' }, tradeType: 'buy' }),
    ).toEqual({
      kind: 'add-account',
      currency: 'USD',
    });
    expect(
      tradeEntryRedirect({ user, product: { state: 'open', currency: 'USD' }, tradeType: 'sell' }),
    ).toBeNull();
    expect(
      tradeEntryRedirect({ user, product: { state: 'open', currency: 'GBP' }, tradeType: 'buy' }),
    ).toBeNull();
  });
});
