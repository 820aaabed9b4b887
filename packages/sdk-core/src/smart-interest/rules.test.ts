import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSessionUser } from '../auth/test-fixtures';
import { canReinvest, firstReinvestable, reinvestNoticeStage, reinvestNotices } from './reinvest-notices';
import {
  canCashOut,
  cashOutFigures,
  checkInvestmentAmount,
  clampTermYears,
  DEFAULT_RATE_TABLES,
  daysToMaturity,
  holdingStateMessageId,
  interpolateRate,
  isBonusShown,
  minimumInvestmentMessage,
  rateTableFor,
  saleAmount,
  smartInterestOrderGate,
  termSlider,
  wise5Amount,
} from './rules';
import type { SmartInterestRateRow } from './schema';
import { makeDynamicBond } from './test-fixtures';

const GBP = DEFAULT_RATE_TABLES.GBP!;
const EUR = DEFAULT_RATE_TABLES.EUR!;

describe('rate interpolation (000 §9)', () => {
  it('gives the spec’s GBP 4-year rates: term 6.875 %, annual 6.25 %', () => {
    expect(interpolateRate(GBP, 4, 'term')).toBe('6.875');
    expect(interpolateRate(GBP, 4, 'annual')).toBe('6.25');
  });

  it('uses point for term payout and annual_point for annual payout at the table years', () => {
    expect(interpolateRate(GBP, 3, 'term')).toBe('6.25');
    expect(interpolateRate(GBP, 5, 'annual')).toBe('6.75');
    expect(interpolateRate(EUR, 7, 'term')).toBe('7');
    expect(interpolateRate(EUR, 6, 'annual')).toBe('5.5');
  });

  it('keeps terms outside the table at the nearest end and answers null without a table', () => {
    expect(interpolateRate(GBP, 1, 'term')).toBe('6.25');
    expect(interpolateRate(GBP, 10, 'annual')).toBe('8');
    expect(interpolateRate([], 5, 'term')).toBeNull();
  });

  it('reads an unsorted server table and ignores repeated years', () => {
    const table: SmartInterestRateRow[] = [
      { years: 7, point: '9.00', annual_point: '8.00' },
      { years: 3, point: '6.25', annual_point: '5.75' },
      { years: 3, point: '1.00', annual_point: '1.00' },
    ];
    expect(interpolateRate(table, 5, 'term')).toBe('7.625');
  });

  const rowsArb = fc
    .uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 8 })
    .chain((years) =>
      fc.tuple(
        ...years.map((y) =>
          fc.record({
            years: fc.constant(y),
            point: fc.integer({ min: 0, max: 2000 }).map((n) => new Big(n).div(100).toFixed(2)),
            annual_point: fc.integer({ min: 0, max: 2000 }).map((n) => new Big(n).div(100).toFixed(2)),
          }),
        ),
      ),
    );

  it('hits every table point exactly (property)', () => {
    fc.assert(
      fc.property(rowsArb, fc.constantFrom('term' as const, 'annual' as const), (rows, payout) => {
        for (const row of rows) {
          const expected = payout === 'term' ? row.point : row.annual_point;
          expect(new Big(interpolateRate(rows, row.years, payout)!).eq(expected)).toBe(true);
        }
      }),
    );
  });

  it('is monotonic between neighbouring points and stays between them (property)', () => {
    fc.assert(
      fc.property(
        rowsArb.filter((rows) => rows.length >= 2),
        fc.constantFrom('term' as const, 'annual' as const),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 2, maxLength: 6 }),
        (rows, payout, fractions) => {
          const sorted = [...rows].sort((a, b) => a.years - b.years);
          for (let i = 1; i < sorted.length; i++) {
            const lower = sorted[i - 1]!;
            const upper = sorted[i]!;
            const p0 = new Big(payout === 'term' ? lower.point : lower.annual_point);
            const p1 = new Big(payout === 'term' ? upper.point : upper.annual_point);
            const terms = [...fractions]
              .sort((a, b) => a - b)
              .map((f) => new Big(lower.years).plus(new Big(upper.years - lower.years).times(f).div(1000)));
            const rates = terms.map((t) => new Big(interpolateRate(rows, t.toFixed(), payout)!));
            for (let k = 1; k < rates.length; k++) {
              if (p1.gte(p0)) expect(rates[k]!.gte(rates[k - 1]!)).toBe(true);
              else expect(rates[k]!.lte(rates[k - 1]!)).toBe(true);
            }
            const [lo, hi] = p0.lte(p1) ? [p0, p1] : [p1, p0];
            for (const rate of rates) expect(rate.gte(lo) && rate.lte(hi)).toBe(true);
          }
        },
      ),
    );
  });

  it('falls back to the spec’s sample tables only when the server sends none', () => {
    expect(rateTableFor('GBP', [])).toEqual(GBP);
    expect(rateTableFor('EUR', null)).toEqual(EUR);
    expect(rateTableFor('USD')).toEqual([]);
    expect(rateTableFor('GBP', [{ years: 2, point: '3', annual_point: '2' }])).toHaveLength(1);
  });
});

describe('term slider (000 §9)', () => {
  it('spans the first to the last table year and starts at 5 years', () => {
    expect(termSlider(GBP)).toEqual({ min: 3, max: 7, step: 1, defaultYears: 5 });
    expect(
      termSlider([
        { years: 1, point: '1', annual_point: '1' },
        { years: 3, point: '2', annual_point: '2' },
      ]),
    ).toMatchObject({ min: 1, max: 3, defaultYears: 3 });
  });

  it('keeps a term on the slider in whole years', () => {
    expect(clampTermYears(GBP, 9)).toBe(7);
    expect(clampTermYears(GBP, 1)).toBe(3);
    expect(clampTermYears(GBP, 4.4)).toBe(4);
    expect(clampTermYears(GBP, Number.NaN)).toBe(3);
  });

  it('turns years into days with the server’s denominator', () => {
    expect(daysToMaturity(5)).toBe(1825);
    expect(daysToMaturity(4, 360)).toBe(1440);
  });
});

describe('amount (000 §5)', () => {
  it('highlights and disables submit below the minimum with the formatted minimum', () => {
    expect(checkInvestmentAmount({ amount: '99.99', currency: 'GBP' })).toEqual({
      belowMinimum: true,
      aboveBalance: false,
      message: { code: 'smartInterest.amount.minimum', values: { minimum: '£100.00' } },
      submitDisabled: true,
    });
    expect(checkInvestmentAmount({ amount: null, currency: 'EUR', minimum: '250' }).message).toEqual(
      minimumInvestmentMessage('250', 'EUR'),
    );
    expect(minimumInvestmentMessage('250', 'EUR').values).toEqual({ minimum: '€250.00' });
  });

  it('accepts the minimum itself', () => {
    expect(checkInvestmentAmount({ amount: '100', currency: 'GBP', balance: '100.00' })).toMatchObject({
      belowMinimum: false,
      message: null,
      submitDisabled: false,
    });
  });

  it('disables submit above the chosen account’s balance, but not for a visitor', () => {
    expect(checkInvestmentAmount({ amount: '1000.01', currency: 'GBP', balance: '1000.00' })).toMatchObject({
      aboveBalance: true,
      message: null,
      submitDisabled: true,
    });
    expect(checkInvestmentAmount({ amount: '50000', currency: 'GBP', balance: null }).submitDisabled).toBe(
      false,
    );
  });

  it('shows the bonus only from its minimum investment', () => {
    const bonus = { minimum_investment: '5000' };
    expect(isBonusShown('4999.99', bonus)).toBe(false);
    expect(isBonusShown('5000', bonus)).toBe(true);
    expect(isBonusShown(null, bonus)).toBe(false);
    expect(isBonusShown('9000', null)).toBe(false);
  });

  it('computes the wise5 amount: below 100 → 100, otherwise rounded up to a whole unit', () => {
    expect(wise5Amount('0')).toBe('100');
    expect(wise5Amount('99.99')).toBe('100');
    expect(wise5Amount('100')).toBe('100');
    expect(wise5Amount('100.01')).toBe('101');
    expect(wise5Amount('2500.50')).toBe('2501');
  });
});

describe('order gating (000 §5, §6)', () => {
  const passed = { questionnaires: { 'smart-interest': 'passed' as const } };

  it('sends a visitor to register', () => {
    expect(smartInterestOrderGate(null, 'help@x.test')).toEqual({ kind: 'navigate', to: 'register' });
  });

  it('stops a user who cannot execute orders', () => {
    expect(
      smartInterestOrderGate(makeSessionUser({ ...passed, can_execute_orders: false }), 'help@x.test'),
    ).toEqual({
      kind: 'blocked',
      message: { code: 'smartInterest.order.cannotExecute', values: { email: 'help@x.test' } },
    });
  });

  it('sends a user without the passed questionnaire to the questionnaire', () => {
    expect(smartInterestOrderGate(makeSessionUser(), 'help@x.test')).toEqual({
      kind: 'navigate',
      to: 'questionnaire',
    });
    expect(
      smartInterestOrderGate(makeSessionUser({ questionnaires: { 'smart-interest': 'failed' } }), 'h@x.test'),
    ).toEqual({ kind: 'navigate', to: 'questionnaire' });
  });

  it('shows the restriction message to a user with block_buys', () => {
    const user = makeSessionUser({ ...passed, blocks: { block_buys: true, block_sells: false } });
    expect(smartInterestOrderGate(user, 'support@bondkit.test')).toEqual({
      kind: 'blocked',
      message: { code: 'smartInterest.order.restricted', values: { email: 'support@bondkit.test' } },
    });
  });

  it('lets a qualified user order', () => {
    expect(smartInterestOrderGate(makeSessionUser(passed), 'h@x.test')).toEqual({ kind: 'allowed' });
  });
});

describe('holdings (000 §4, §9)', () => {
  it('computes the sale amount = principal + sale interest − interest paid − fee', () => {
    expect(
      saleAmount({
        principal: '5000.00',
        sale_interest: '520.10',
        interest_paid: '312.50',
        sale_fee: '50.00',
      }),
    ).toBe('5157.60');
    expect(
      cashOutFigures(
        makeDynamicBond({ interest_paid: '312.50', gross_interest: '937.50', sale_interest: '520.10' }),
      ),
    ).toEqual({
      principal: '5000.00',
      saleInterest: '520.10',
      interestPaid: '312.50',
      saleFee: '50.00',
      forfeitedInterest: '417.40',
      saleAmount: '5157.60',
    });
  });

  it('offers cash-out only for Open holdings with no reinvest action', () => {
    expect(canCashOut(makeDynamicBond())).toBe(true);
    expect(canCashOut(makeDynamicBond({ state: 'Cash out requested' }))).toBe(false);
    expect(canCashOut(makeDynamicBond({ state: 'Repaying' }))).toBe(false);
    expect(canCashOut(makeDynamicBond({ reinvest_action: { series: 'SI-GBP-2031' } }))).toBe(false);
  });

  it('offers reinvesting for Open holdings with an offer and no booked reinvestment', () => {
    const noOffer = makeDynamicBond({ reference: 'A', available_offer: null });
    const booked = makeDynamicBond({ reference: 'B', reinvest_action: { series: 'S' } });
    const ready = makeDynamicBond({ reference: 'C' });
    expect(canReinvest(noOffer)).toBe(false);
    expect(canReinvest(booked)).toBe(false);
    expect(firstReinvestable([noOffer, booked, ready, makeDynamicBond({ reference: 'D' })])?.reference).toBe(
      'C',
    );
    expect(firstReinvestable([noOffer])).toBeUndefined();
  });

  it('labels states with message ids', () => {
    expect(holdingStateMessageId('Cash out requested')).toBe('smartInterest.state.cashOutRequested');
    expect(holdingStateMessageId('Open')).toBe('smartInterest.state.open');
  });
});

describe('reinvest notices (001 §2, §9)', () => {
  it('appears at 90, 60 and 30 days before maturity', () => {
    const maturity = '2027-03-01';
    const at = (days: number) => {
      const d = new Date(Date.UTC(2027, 2, 1) - days * 86_400_000);
      return d.toISOString().slice(0, 10);
    };
    expect(reinvestNoticeStage(maturity, at(91))).toBeNull();
    expect(reinvestNoticeStage(maturity, at(90))).toBe(90);
    expect(reinvestNoticeStage(maturity, at(61))).toBe(90);
    expect(reinvestNoticeStage(maturity, at(60))).toBe(60);
    expect(reinvestNoticeStage(maturity, at(31))).toBe(60);
    expect(reinvestNoticeStage(maturity, at(30))).toBe(30);
    expect(reinvestNoticeStage(maturity, at(1))).toBe(30);
    expect(reinvestNoticeStage(maturity, at(0))).toBeNull();
  });

  it('shows notices only to users who can invest in Smart Interest, for reinvestable holdings', () => {
    const near = makeDynamicBond({ reference: 'NEAR', maturity: '2027-01-31' });
    const far = makeDynamicBond({ reference: 'FAR', maturity: '2028-01-31' });
    const booked = makeDynamicBond({ reference: 'BOOKED', reinvest_action: { series: 'S' } });
    const today = '2026-11-23';
    const notices = reinvestNotices(makeSessionUser(), [near, far, booked], today);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ stage: 90, daysToMaturity: 69, notified: true });
    expect(notices[0]!.message).toEqual({
      code: 'smartInterest.reinvestNotice',
      values: { holding: 'Smart Interest 3 year', days: 69, maturity: '31 Jan 2027' },
    });
    expect(reinvestNotices(makeSessionUser({ permissions: [] }), [near], today)).toEqual([]);
    expect(reinvestNotices(null, [near], today)).toEqual([]);
  });
});
