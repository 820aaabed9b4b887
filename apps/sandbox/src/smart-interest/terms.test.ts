import { saleAmount } from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  anniversaries,
  grossInterest,
  type HoldingTerms,
  holdingFigures,
  quoteFigures,
} from './terms';

const annual: HoldingTerms = {
  state: 'Open',
  payout_type: 'annual',
  start_date: '2025-07-11',
  maturity: '2028-07-11',
  principal: '3000.00',
  rate: '5.75',
  sale_rate: '3.75',
  gross_interest: '517.50',
  cash_out_requested_on: null,
};

describe('Smart Interest terms', () => {
  it('moves dates by days and by years (29 February rolls to 1 March)', () => {
    expect(addDays('2026-11-23', 90)).toBe('2027-02-21');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addYears('2026-11-23', 5)).toBe('2031-11-23');
    expect(addYears('2028-02-29', 1)).toBe('2029-03-01');
    expect(anniversaries('2025-07-11', '2028-07-11')).toEqual(['2026-07-11', '2027-07-11']);
  });

  it('quotes term payout as simple interest on the days-per-year denominator, rounded half-up to the penny', () => {
    const term = { payout_type: 'term' as const, start_date: '2026-11-23', principal: '1000' };
    // 1460 days
    expect(quoteFigures({ ...term, maturity: '2030-11-22', rate: '6.875' }, 365)).toEqual({
      annual_interest: '68.75',
      total_returned: '1275.00',
    });
    // 1000 × 7.5% × 1826 / 365 = 375.205…
    expect(quoteFigures({ ...term, maturity: '2031-11-23', rate: '7.50' }, 365).total_returned).toBe(
      '1375.21',
    );
  });

  it('quotes an annual payout as the booked holding pays it: whole-year coupons and a final part-year', () => {
    expect(quoteFigures(annual, 365).total_returned).toBe('3517.50');
    // simple interest over the days would say 3517.97: the holding pays 3517.50
    expect(quoteFigures(annual, 365).total_returned).toBe(
      (Number(annual.principal) + Number(grossInterest(annual, 365))).toFixed(2),
    );
  });

  it('pays annual holdings a whole coupon per year and part-years by their days', () => {
    expect(grossInterest(annual, 365)).toBe('517.50');
    expect(grossInterest({ ...annual, payout_type: 'term' }, 365)).toBe('517.97');
    // 4 × 365 days from 2026-11-23 ends on 2030-11-22: three coupons and 364 days
    expect(
      grossInterest(
        {
          payout_type: 'annual',
          start_date: '2026-11-23',
          maturity: '2030-11-22',
          principal: '1000',
          rate: '6.25',
        },
        365,
      ),
    ).toBe('249.83');
  });

  it('gives the figures of a holding on a day: coupons paid, sale interest, next payment', () => {
    const figures = holdingFigures(annual, '2026-11-23', 365);
    expect(figures).toMatchObject({
      interest_paid: '172.50',
      sale_interest: '154.11',
      final_coupon: '172.50',
      next_payment_amount: '172.50',
      next_payment_date: '2027-07-11',
    });
    expect(figures.payments).toEqual([
      { amount_due: '172.50', date: '2027-07-11' },
      { amount_due: '3172.50', date: '2028-07-11' },
    ]);
    expect(saleAmount({ principal: '3000.00', sale_fee: '30.00', ...figures })).toBe('2951.61');
  });

  it('freezes a cash-out request on its day and never accrues past maturity', () => {
    const requested = holdingFigures(
      { ...annual, state: 'Cash out requested', cash_out_requested_on: '2026-01-01' },
      '2027-12-01',
      365,
    );
    expect(requested).toMatchObject({ interest_paid: '0.00', next_payment_amount: null, payments: [] });
    expect(requested.sale_interest).toBe('53.63');
    const late = holdingFigures(
      { ...annual, payout_type: 'term', gross_interest: '517.97' },
      '2030-01-01',
      365,
    );
    const atMaturity = holdingFigures(
      { ...annual, payout_type: 'term', gross_interest: '517.97' },
      '2028-07-11',
      365,
    );
    expect(late.sale_interest).toBe(atMaturity.sale_interest);
    const repaid = holdingFigures({ ...annual, state: 'Repaid' }, '2029-01-01', 365);
    expect([repaid.interest_paid, repaid.next_payment_date]).toEqual(['517.50', null]);
  });
});
