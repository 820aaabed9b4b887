import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRADE_AMOUNT,
  EXACT_EXPIRY_BUSINESS_DAYS,
  PARTNER_DEFAULT_TRADE_AMOUNT,
  PLATFORM_FEE_ANNUAL_RATE,
  PRICE_VARIATION,
  QUOTE_DEBOUNCE_MS,
  RESEND_COUNTDOWN_SECONDS,
  SUKUK_LIMITS,
} from './constants';

describe('trade constants (002 §9)', () => {
  it('carry the spec’s values', () => {
    expect(QUOTE_DEBOUNCE_MS).toBe(500);
    expect([DEFAULT_TRADE_AMOUNT, PARTNER_DEFAULT_TRADE_AMOUNT]).toEqual(['1000', '10000']);
    expect(SUKUK_LIMITS.AED).toEqual({ minimum: '4000', denomination: '4000', maximum: '28000' });
    expect(SUKUK_LIMITS.default).toEqual({ minimum: '1000', denomination: '1000', maximum: '25000' });
    expect([PLATFORM_FEE_ANNUAL_RATE, PRICE_VARIATION]).toEqual(['0.003', '0.5']);
    expect([RESEND_COUNTDOWN_SECONDS, EXACT_EXPIRY_BUSINESS_DAYS]).toEqual([60, 5]);
  });
});
