import { describe, expect, it } from 'vitest';
import { dec } from '../shared/decimal';
import { accruedInterest, days30E360, lastCouponDate, settlementDate } from './calendar';

describe('trade dates', () => {
  it('settles two business days after the London trade date, skipping weekends', () => {
    expect(settlementDate(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-25'); // Monday → Wednesday
    expect(settlementDate(new Date('2026-11-26T15:00:00Z'))).toBe('2026-11-30'); // Thursday → Monday
    expect(settlementDate(new Date('2026-11-27T10:00:00Z'))).toBe('2026-12-01'); // Friday → Tuesday
    // 23:30 UTC on a summer Friday is already Saturday in London
    expect(settlementDate(new Date('2026-06-26T23:30:00Z'))).toBe('2026-06-30');
  });

  it('finds the last annual coupon date from the maturity (month ends clamped, perpetuals on 30 June)', () => {
    expect(lastCouponDate('2031-02-21', '2026-11-25')).toBe('2026-02-21');
    expect(lastCouponDate('2031-12-01', '2026-11-25')).toBe('2025-12-01');
    expect(lastCouponDate('2031-11-25', '2026-11-25')).toBe('2026-11-25');
    expect(lastCouponDate('2032-02-29', '2027-03-10')).toBe('2027-02-28');
    expect(lastCouponDate(null, '2026-11-25')).toBe('2026-06-30');
    expect(lastCouponDate(null, '2026-03-01')).toBe('2025-06-30');
  });

  it('counts days on the 30E/360 basis', () => {
    expect(days30E360('2026-02-21', '2026-11-25')).toBe(274);
    expect(days30E360('2026-01-31', '2026-03-31')).toBe(60);
    expect(days30E360('2026-02-28', '2026-03-01')).toBe(3);
    expect(days30E360('2025-12-01', '2026-11-25')).toBe(354);
  });

  it('accrues coupon × days / 360 on the principal, to the cent', () => {
    // 5.875 % on 10,000 for 274 days: 10000 × 0.05875 × 274 / 360 = 447.152…
    expect(accruedInterest(dec('10000'), '5.875', '2031-02-21', '2026-11-25').toFixed(2)).toBe('447.15');
    // on the coupon date nothing has accrued
    expect(accruedInterest(dec('10000'), '5.875', '2031-11-25', '2026-11-25').toFixed(2)).toBe('0.00');
  });
});
