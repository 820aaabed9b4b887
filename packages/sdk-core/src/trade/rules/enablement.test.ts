import { describe, expect, it } from 'vitest';
import { makeSessionUser } from '../../auth/test-fixtures';
import { makeProduct } from '../../market/test-fixtures';
import { en, formatMessage } from '../../messages/index';
import type { Position } from '../schema';
import {
  buyBlockers,
  canBuy,
  canSell,
  heldPrincipal,
  isLimitOrderDisabled,
  isOutsideRiskRating,
  isTradingProhibited,
  limitOrderRefusal,
  sellablePrincipal,
  sellBlockers,
  tradePageBanners,
  tradingProhibitions,
} from './enablement';

const open = { state: 'open', state_now: 'open', opens_at: null } as const;
const product = makeProduct({ product_id: 1 });
const position = (principal: string, pending?: string): Position => ({
  investment_account_reference: 'IA-0001',
  product_id: 1,
  product_reference: 'BND1',
  currency: 'GBP',
  open: { principal, ...(pending ? { pending_sell_principal: pending } : {}) },
});
const sukuk = makeProduct({
  product_id: 9,
  currency: 'AED',
  adib_details: {
    underlying_company_name: 'Sukuk Co',
    risk_category: 4,
    risk_category_minimum_score: 4,
    product_type: 'complex',
  },
});
const partner = (score: number | null) =>
  makeSessionUser({
    partner: 'adib',
    adib_account_link: {
      account_type: 'current',
      currency_code: 'AED',
      masked_account_num: '123***789',
      suitability_questionnaire_results:
        score === null ? null : { user_score: score, user_risk_category_label: 'Balanced' },
    },
  });

describe('trading prohibited (002 §5.2)', () => {
  it('for read-only, linked read-only and cooling-off users', () => {
    expect(
      tradingProhibitions({ user: makeSessionUser({ is_read_only: true }), market: open, product }),
    ).toEqual(['read_only']);
    expect(
      tradingProhibitions({ user: makeSessionUser(), linkedUserReadOnly: true, market: open, product }),
    ).toEqual(['linked_read_only']);
    const coolingOff = makeSessionUser({
      is_in_cooling_off_period: true,
      cooling_off_ends_at: '2026-11-24T10:00:00+00:00',
    });
    expect(tradingProhibitions({ user: coolingOff, market: open, product })).toEqual(['cooling_off']);
    expect(
      tradingProhibitions({ user: coolingOff, market: open, product, now: new Date('2026-11-24T10:00:01Z') }),
    ).toEqual([]);
  });

  it('while the market is suspended or closed', () => {
    const user = makeSessionUser();
    expect(tradingProhibitions({ user, market: { state: 'suspended' }, product })).toEqual([
      'market_suspended',
    ]);
    expect(tradingProhibitions({ user, market: { state: 'closed' }, product })).toEqual(['market_closed']);
  });

  it('for products with no tradeability, or closed or unknown', () => {
    const user = makeSessionUser();
    for (const tradeability of ['closed', 'unknown'] as const) {
      expect(isTradingProhibited({ user, market: open, product: { tradeability } })).toBe(true);
    }
    expect(isTradingProhibited({ user, market: open, product: null })).toBe(true);
    expect(isTradingProhibited({ user, market: open, product: { tradeability: 'closed-for-buys' } })).toBe(
      false,
    );
    expect(isTradingProhibited({ user, market: open, product })).toBe(false);
  });
});

describe('buy and sell enablement (002 §5.2)', () => {
  it('enables both for an investor holding the bond on an open market', () => {
    const input = { user: makeSessionUser(), market: open, product, positions: [position('2000')] };
    expect(canBuy(input)).toBe(true);
    expect(canSell(input)).toBe(true);
  });

  it('disables buys for a locked product, a buy block, closed-for-buys and a low risk score', () => {
    const perpetual = makeProduct({ product_id: 2, investment_type: 'perpetual' });
    expect(buyBlockers({ user: makeSessionUser(), market: open, product: perpetual })).toEqual(['locked']);
    expect(
      buyBlockers({
        user: makeSessionUser({ blocks: { block_buys: true, block_sells: false } }),
        market: open,
        product: makeProduct({ product_id: 3, tradeability: 'closed-for-buys' }),
      }),
    ).toEqual(['buy_block', 'closed_for_buys']);
    expect(buyBlockers({ user: partner(3), market: open, product: sukuk })).toEqual(['below_risk_score']);
    expect(buyBlockers({ user: partner(4), market: open, product: sukuk })).toEqual([]);
    expect(buyBlockers({ user: makeSessionUser(), market: { state: 'closed' }, product })).toEqual([
      'prohibited',
    ]);
  });

  it('disables sells when not owned, blocked, closed-for-sells or prohibited', () => {
    const user = makeSessionUser({ blocks: { block_buys: false, block_sells: true } });
    expect(
      sellBlockers({
        user,
        market: { state: 'suspended' },
        product: { ...product, tradeability: 'closed-for-sells' },
      }),
    ).toEqual(['not_owned', 'prohibited', 'sell_block', 'closed_for_sells']);
    expect(
      sellBlockers({
        user: makeSessionUser(),
        market: open,
        product: { ...product, user_invested: '500.00' },
      }),
    ).toEqual([]);
    expect(
      sellBlockers({ user: makeSessionUser(), market: open, product, positions: [position('1000', '1000')] }),
    ).toEqual(['not_owned']);
  });

  it('counts what is held less pending sells', () => {
    expect(sellablePrincipal(position('1000', '400'))).toBe('600');
    expect(sellablePrincipal(position('1000', '1500'))).toBe('0');
    expect(heldPrincipal(product, [position('1000'), position('250.50')])).toBe('1250.5');
    expect(heldPrincipal({ product_id: 1, user_invested: null })).toBe('0');
  });

  it('puts partner customers without a score, or below the minimum, outside the risk rating', () => {
    expect(isOutsideRiskRating(partner(null), sukuk)).toBe(true);
    expect(isOutsideRiskRating(partner(3), sukuk)).toBe(true);
    expect(isOutsideRiskRating(partner(5), sukuk)).toBe(false);
    expect(isOutsideRiskRating(makeSessionUser(), sukuk)).toBe(false);
    expect(isOutsideRiskRating(partner(1), product)).toBe(false);
  });
});

describe('limit orders', () => {
  it('are disabled in basic mode outside trading hours only', () => {
    expect(isLimitOrderDisabled({ mode: 'basic', outsideTradingHours: true })).toBe(true);
    expect(isLimitOrderDisabled({ mode: 'basic', outsideTradingHours: false })).toBe(false);
    expect(isLimitOrderDisabled({ mode: 'limit_order', outsideTradingHours: true })).toBe(false);
  });

  it('are refused outside trading hours with the spec’s text, by the market object or by the London hours', () => {
    const monday = new Date('2026-11-23T10:00:00Z');
    const saturday = new Date('2026-11-28T12:00:00Z');
    expect(limitOrderRefusal({ state_now: 'closed' }, monday)).toEqual({
      code: 'trade.banner.outsideTradingHours',
    });
    expect(formatMessage(en, 'trade.banner.outsideTradingHours')).toBe('Outside of market trading hours');
    expect(limitOrderRefusal({ state_now: 'open' }, monday)).toBeNull();
    expect(limitOrderRefusal(null, monday)).toBeNull();
    expect(limitOrderRefusal(null, saturday)).toEqual({ code: 'trade.banner.outsideTradingHours' });
  });
});

describe('trade page banners', () => {
  it('share the bond detail priority and add the restricted-account notice for a blocked trade type', () => {
    const result = tradePageBanners({
      user: makeSessionUser({
        is_in_cooling_off_period: true,
        blocks: { block_buys: true, block_sells: true },
      }),
      product,
      market: { state: 'closed', state_now: 'closed', opens_at: '2026-11-24T08:00:00+00:00' },
      tradeType: 'buy',
    });
    expect(result.status?.kind).toBe('coolingOff');
    expect(result.restricted?.map((m) => m.code)).toEqual([
      'trade.banner.accountRestricted',
      'trade.banner.contactSupport',
    ]);
    expect(result.outsideRiskRating).toBeNull();
  });

  it('says before the customer starts that an account not set up cannot place orders, and what is missing', () => {
    const banners = (can_execute_orders: boolean) =>
      tradePageBanners({
        user: makeSessionUser({ can_execute_orders }),
        product,
        market: open,
        tradeType: 'buy',
      }).setupRequired;
    expect(banners(false)?.map((m) => m.code)).toEqual([
      'trade.banner.setupRequired',
      'trade.banner.setupMissing',
    ]);
    expect(banners(true)).toBeNull();
  });

  it('shows the market closed with its resume time, and the partner’s outside-risk-rating notice on buys', () => {
    const result = tradePageBanners({
      user: partner(2),
      product: sukuk,
      market: { state: 'closed', state_now: 'closed', opens_at: '2026-11-24T08:00:00+00:00' },
      tradeType: 'buy',
      formatOpensAt: () => '08:00 24 Nov 2026',
    });
    expect(result.status?.message.code).toBe('trade.banner.marketClosed');
    expect(result.status?.detail).toEqual({
      code: 'trade.banner.marketClosedResumes',
      values: { time: '08:00 24 Nov 2026' },
    });
    expect(result.restricted).toBeNull();
    expect(result.outsideRiskRating).toEqual({ code: 'trade.banner.outsideRiskRating' });
    expect(
      tradePageBanners({ user: partner(2), product: sukuk, market: open, tradeType: 'sell' })
        .outsideRiskRating,
    ).toBeNull();
  });
});
