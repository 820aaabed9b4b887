import { describe, expect, it } from 'vitest';
import { type TradeStatusInput, tradeabilityReasonOf, tradeStatus } from './trade-status';

const open: TradeStatusInput['product'] = {
  state: 'open',
  tradeability: 'open',
  tradeability_reason: null,
  sell_liquidity: '5000.00',
};
const marketOpen = { state: 'open', state_now: 'open', opens_at: null } as const;
const marketClosed = { state: 'closed', state_now: 'closed', opens_at: '2026-11-24T08:00:00+00:00' } as const;
const investor = { is_in_cooling_off_period: false };

describe('trade-status banner priority (002 §4.3)', () => {
  it('nothing for an open, liquid product on an open market', () => {
    expect(tradeStatus({ product: open, market: marketOpen, user: investor }).banner).toBeNull();
  });

  it('cooling-off first, then market closed, suspended, tradeability, availability', () => {
    const s = tradeStatus({
      product: {
        ...open,
        tradeability: 'closed',
        tradeability_reason: 'loan_suspended',
        sell_liquidity: '0',
      },
      market: marketClosed,
      user: { is_in_cooling_off_period: true },
    });
    expect(s.banners.map((b) => b.kind)).toEqual([
      'coolingOff',
      'marketClosed',
      'tradeability',
      'insufficientAvailability',
    ]);
    expect(s.banner?.message.code).toBe('trade.banner.coolingOff');
  });

  it("market closed says when trading resumes ('HH:mm DD MMM YYYY', London)", () => {
    const s = tradeStatus({ product: open, market: marketClosed, user: investor });
    expect(s.banner?.message.code).toBe('trade.banner.marketClosed');
    expect(s.banner?.detail).toEqual({
      code: 'trade.banner.marketClosedResumes',
      values: { time: '08:00 24 Nov 2026' },
    });
  });

  it('market closed outside hours (state_now) also counts', () => {
    const s = tradeStatus({
      product: open,
      market: { state: 'open', state_now: 'closed', opens_at: null },
      user: null,
    });
    expect(s.banner?.kind).toBe('marketClosed');
    expect(s.banner?.detail).toBeNull();
  });

  it('a suspended market', () => {
    const s = tradeStatus({
      product: open,
      market: { state: 'suspended', state_now: 'closed', opens_at: null },
      user: null,
    });
    expect(s.banners.map((b) => b.message.code)).toEqual(['trade.banner.marketSuspended']);
  });

  it.each([
    ['loan_suspended', 'trade.banner.loanSuspended'],
    ['loan_repaid', 'trade.banner.loanRepaid'],
    ['loan_closed', 'trade.banner.loanClosed'],
    ['loan_pending', 'trade.banner.buySuspended'],
  ] as const)('tradeability reason %s → %s', (reason, code) => {
    const s = tradeStatus({
      product: { ...open, tradeability: 'closed', tradeability_reason: reason },
      market: marketOpen,
      user: null,
    });
    expect(s.banner?.message.code).toBe(code);
  });

  it('insufficient availability at 100 or less; a package uses its pending amount', () => {
    expect(
      tradeStatus({ product: { ...open, sell_liquidity: '100' }, market: marketOpen, user: null }).banner
        ?.kind,
    ).toBe('insufficientAvailability');
    expect(
      tradeStatus({
        product: { ...open, sell_liquidity: '0' },
        market: marketOpen,
        user: null,
        packageAmount: '2000',
      }).banner,
    ).toBeNull();
  });

  it('repaid or closed products hide buy/sell for signed-in users, with an info banner', () => {
    const repaid = { ...open, state: 'repaid' as const, sell_liquidity: '0' };
    const signedIn = tradeStatus({ product: repaid, market: marketOpen, user: investor });
    expect(signedIn.hideTradeButtons).toBe(true);
    expect(signedIn.info).toEqual({ code: 'trade.banner.loanRepaid' });
    const visitor = tradeStatus({ product: repaid, market: marketOpen, user: null });
    expect(visitor.hideTradeButtons).toBe(false);
    expect(
      tradeStatus({ product: { ...open, state: 'closed' }, market: marketOpen, user: investor }).info,
    ).toEqual({
      code: 'trade.banner.loanClosed',
    });
  });

  it('the reason falls back to the state, then unknown', () => {
    expect(tradeabilityReasonOf({ ...open, state: 'suspended' })).toBe('loan_suspended');
    expect(tradeabilityReasonOf({ ...open, tradeability: 'unknown' })).toBe('unknown');
    expect(tradeabilityReasonOf(open)).toBeNull();
  });
});
