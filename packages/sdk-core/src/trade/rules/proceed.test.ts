import { describe, expect, it } from 'vitest';
import type { QuoteLeg } from '../schema';
import { confirmHint, isProceedDisabled, type ProceedInput, proceedBlockers, proceedHint } from './proceed';

const leg = (overrides: Partial<QuoteLeg> = {}): QuoteLeg => ({
  product_id: 1,
  package_id: null,
  type: 'gross',
  amount: '1000',
  currency: 'GBP',
  price: '100.00',
  principal: '1000.00',
  interest: '10.00',
  total: '1010.00',
  spread_fee_amount: '2.50',
  market_maker_price: '99.75',
  warnings: [],
  ...overrides,
});

const ready: ProceedInput = {
  mode: 'basic',
  tradeType: 'buy',
  isPartner: false,
  readOnly: false,
  packageId: null,
  amount: '1000',
  quote: { buys: [leg()], sells: [] },
  balance: '5000.00',
  liquidity: '5000.00',
  blocked: false,
};

describe('proceed disabled (002 §5.2)', () => {
  it('is enabled for a valid buy with a quote, balance and liquidity', () => {
    expect(proceedBlockers(ready)).toEqual([]);
    expect(isProceedDisabled(ready)).toBe(false);
  });

  it('for read-only users and blocked trades', () => {
    expect(proceedBlockers({ ...ready, readOnly: true })).toEqual(['read_only']);
    expect(proceedBlockers({ ...ready, blocked: true })).toEqual(['trade_blocked']);
  });

  it('for a primary sell with a package id', () => {
    expect(
      proceedBlockers({ ...ready, tradeType: 'sell', packageId: 4, quote: { buys: [], sells: [leg()] } }),
    ).toEqual(['sell_with_package']);
  });

  it('for a buy over the balance (not for the partner) or with no liquidity', () => {
    expect(proceedBlockers({ ...ready, balance: '1009.99' })).toEqual(['insufficient_balance']);
    expect(proceedBlockers({ ...ready, balance: '1010.00' })).toEqual([]);
    expect(proceedBlockers({ ...ready, balance: '10', isPartner: true })).toEqual([]);
    expect(proceedBlockers({ ...ready, liquidity: '0' })).toEqual(['no_liquidity']);
  });

  it('for the partner with an unticked checkbox', () => {
    expect(proceedBlockers({ ...ready, isPartner: true, checkboxesComplete: false })).toEqual([
      'checkboxes_unticked',
    ]);
    expect(proceedBlockers({ ...ready, isPartner: true, checkboxesComplete: true })).toEqual([]);
  });

  it("for an empty or '0' amount", () => {
    for (const amount of ['', '0', '0.00'])
      expect(proceedBlockers({ ...ready, amount })).toContain('amount_empty');
  });

  it('for quote warnings', () => {
    const warned = leg({ warnings: [{ code: 'insufficient_liquidity', message: 'Not enough' }] });
    expect(proceedBlockers({ ...ready, quote: { buys: [warned], sells: [] } })).toEqual(['quote_warnings']);
  });

  it('for a switch whose sell quote has an empty amount or warnings', () => {
    const switching: ProceedInput = { ...ready, mode: 'switch_trade', tradeType: 'sell' };
    expect(proceedBlockers({ ...switching, quote: { buys: [leg()], sells: [leg()] } })).toEqual([]);
    expect(
      proceedBlockers({ ...switching, quote: { buys: [leg()], sells: [leg({ amount: '0' })] } }),
    ).toEqual(['switch_sell_amount_empty']);
    expect(
      proceedBlockers({
        ...switching,
        quote: {
          buys: [leg()],
          sells: [leg({ warnings: [{ code: 'insufficient_balance', message: 'x' }] })],
        },
      }),
    ).toEqual(['switch_quote_warnings']);
    expect(proceedBlockers({ ...switching, amount: '' })).toContain('switch_sell_amount_empty');
  });

  it('while there is no quote, no account, a broken sukuk rule or a prohibition', () => {
    expect(proceedBlockers({ ...ready, quote: null })).toEqual(['no_quote']);
    expect(proceedBlockers({ ...ready, balance: null })).toEqual(['no_account']);
    expect(proceedBlockers({ ...ready, sukukAmountInvalid: true })).toEqual(['sukuk_amount']);
    expect(proceedBlockers({ ...ready, prohibited: true })).toEqual(['prohibited']);
  });
});

describe('what a disabled action says beside it', () => {
  it('proceed: the first blocker in words (pointing to the banner that says it), else an unusable account', () => {
    expect(proceedHint(['amount_empty', 'no_quote'])).toEqual({ code: 'trade.hint.amount' });
    expect(proceedHint(['read_only', 'amount_empty'])).toEqual({ code: 'trade.hint.notice' });
    expect(proceedHint(['no_liquidity'])).toEqual({ code: 'trade.hint.notice' });
    expect(proceedHint(['insufficient_balance'])).toEqual({ code: 'trade.hint.balance' });
    expect(proceedHint([], true)).toEqual({ code: 'trade.hint.account' });
    expect(proceedHint([])).toBeNull();
  });

  it('confirm: the agreements to tick; for the partner the documents to read, then every box and the terms', () => {
    const partner = {
      isPartner: true,
      agreementsAccepted: false,
      termsAccepted: false,
      checkboxesComplete: false,
      documentsUnread: true,
    };
    expect(confirmHint({ ...partner, isPartner: false })).toEqual({ code: 'trade.hint.agreements' });
    expect(confirmHint({ ...partner, isPartner: false, agreementsAccepted: true })).toBeNull();
    expect(confirmHint(partner)).toEqual({ code: 'trade.hint.documents' });
    expect(confirmHint({ ...partner, documentsUnread: false })).toEqual({
      code: 'trade.hint.checkboxesCode',
    });
    // the cooling-off waiver ticked with every other box, but not the terms: still said
    expect(confirmHint({ ...partner, documentsUnread: false, checkboxesComplete: true })).toEqual({
      code: 'trade.hint.checkboxesCode',
    });
    expect(
      confirmHint({ ...partner, documentsUnread: false, checkboxesComplete: true, termsAccepted: true }),
    ).toBeNull();
  });
});
