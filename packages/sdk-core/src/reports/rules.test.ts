import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientStatementProblem,
  datePartsProblem,
  isReportAmount,
  PAGE_GAP,
  pageList,
  portfolioStatementProblem,
  reportDateFilter,
  taxYearMenu,
} from './rules';

describe('datePartsProblem', () => {
  it('is no problem for an empty date or a real one, one problem for the whole date otherwise', () => {
    expect(datePartsProblem({ day: '', month: '', year: '' })).toBeNull();
    expect(datePartsProblem({ day: '12', month: '8', year: '2040' })).toBeNull();
    expect(datePartsProblem({ day: '12', month: '8', year: '' })).toBe('date_incomplete');
    expect(datePartsProblem({ day: '', month: '', year: '2040' })).toBe('date_incomplete');
    expect(datePartsProblem({ day: '31', month: '2', year: '2026' })).toBe('date_invalid');
    expect(datePartsProblem({ day: '1', month: '1', year: '26' })).toBe('date_invalid');
  });
});

describe('reportDateFilter', () => {
  it('is a date only when day, month and year are all present', () => {
    expect(reportDateFilter({ day: '5', month: '4', year: '2026' })).toBe('2026-04-05');
    expect(reportDateFilter({ day: 31, month: 12, year: 2025 })).toBe('2025-12-31');
    expect(reportDateFilter({ day: '5', month: '4' })).toBeNull();
    expect(reportDateFilter({ day: '', month: '4', year: '2026' })).toBeNull();
    expect(reportDateFilter({ day: '5', month: null, year: '2026' })).toBeNull();
    expect(reportDateFilter({})).toBeNull();
  });

  it('is no date for parts that make no calendar day', () => {
    expect(reportDateFilter({ day: '30', month: '2', year: '2026' })).toBeNull();
    expect(reportDateFilter({ day: 'x', month: '2', year: '2026' })).toBeNull();
    expect(reportDateFilter({ day: '1', month: '13', year: '2026' })).toBeNull();
    expect(reportDateFilter({ day: '1', month: '1', year: '26' })).toBeNull();
  });
});

describe('portfolio statement range', () => {
  it('needs both dates, the end not before the start', () => {
    expect(portfolioStatementProblem({ from: '2026-01-01', to: null })).toBe('dates_required');
    expect(portfolioStatementProblem({ from: '', to: '2026-01-01' })).toBe('dates_required');
    expect(portfolioStatementProblem({ from: '2026-02-01', to: '2026-01-01' })).toBe('end_before_start');
    expect(portfolioStatementProblem({ from: '2024-01-01', to: '2026-01-01' })).toBeNull();
    expect(portfolioStatementProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
  });

  it('covers at most ten years', () => {
    expect(portfolioStatementProblem({ from: '2016-11-23', to: '2026-11-23' })).toBeNull();
    expect(portfolioStatementProblem({ from: '2016-11-23', to: '2026-11-24' })).toBe('longer_than_ten_years');
    expect(portfolioStatementProblem({ from: '1926-01-01', to: '2026-12-02' })).toBe('longer_than_ten_years');
    // 29 February: ten years later is 1 March
    expect(portfolioStatementProblem({ from: '2016-02-29', to: '2026-03-01' })).toBeNull();
    expect(portfolioStatementProblem({ from: '2016-02-29', to: '2026-03-02' })).toBe('longer_than_ten_years');
  });
});

describe('client statement range', () => {
  it('is at most one calendar month', () => {
    expect(clientStatementProblem({ from: '2026-03-01', to: '2026-04-01' })).toBeNull();
    expect(clientStatementProblem({ from: '2026-03-01', to: '2026-04-02' })).toBe('longer_than_a_month');
    // 31 January: one month later is the end of February
    expect(clientStatementProblem({ from: '2026-01-31', to: '2026-02-28' })).toBeNull();
    expect(clientStatementProblem({ from: '2026-01-31', to: '2026-03-01' })).toBe('longer_than_a_month');
    expect(clientStatementProblem({ from: '2026-12-15', to: '2027-01-15' })).toBeNull();
    expect(clientStatementProblem({ from: '2026-12-15', to: '2027-01-16' })).toBe('longer_than_a_month');
  });

  it('needs both dates in order', () => {
    expect(clientStatementProblem({ from: '2026-03-01', to: undefined })).toBe('dates_required');
    expect(clientStatementProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('end_before_start');
  });
});

describe('taxYearMenu', () => {
  it('offers the current tax year and the one before (6 April – 5 April)', () => {
    expect(taxYearMenu('2026-11-23').map((y) => [y.start, y.end])).toEqual([
      ['2026-04-06', '2027-04-05'],
      ['2025-04-06', '2026-04-05'],
    ]);
    expect(taxYearMenu('2026-04-05').map((y) => y.label)).toEqual(['2025/26', '2024/25']);
    expect(taxYearMenu('2026-04-06').map((y) => y.label)).toEqual(['2026/27', '2025/26']);
  });
});

describe('pageList', () => {
  it('shows the first, the last and two either side of the current page', () => {
    expect(pageList(6, 12)).toEqual([1, PAGE_GAP, 4, 5, 6, 7, 8, PAGE_GAP, 12]);
    expect(pageList(1, 12)).toEqual([1, 2, 3, PAGE_GAP, 12]);
    expect(pageList(12, 12)).toEqual([1, PAGE_GAP, 10, 11, 12]);
    expect(pageList(4, 12)).toEqual([1, 2, 3, 4, 5, 6, PAGE_GAP, 12]);
    expect(pageList(2, 3)).toEqual([1, 2, 3]);
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(1, 0)).toEqual([]);
    expect(pageList(99, 5)).toEqual([1, PAGE_GAP, 3, 4, 5]);
  });

  it('always holds first, last and current±2, ascending, with a gap exactly where pages are skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (a, b) => {
        const last = Math.max(a, b);
        const current = Math.min(a, b);
        const list = pageList(current, last);
        const pages = list.filter((p): p is number => p !== PAGE_GAP);
        for (const p of [1, last, current - 2, current - 1, current, current + 1, current + 2]) {
          if (p >= 1 && p <= last) expect(pages).toContain(p);
        }
        expect(pages.every((p, i) => i === 0 || p > (pages[i - 1] as number))).toBe(true);
        list.forEach((p, i) => {
          if (p === PAGE_GAP) {
            expect((list[i + 1] as number) - (list[i - 1] as number)).toBeGreaterThan(1);
          } else if (i > 0 && list[i - 1] !== PAGE_GAP) {
            expect(p - (list[i - 1] as number)).toBe(1);
          }
        });
      }),
    );
  });
});

describe('isReportAmount', () => {
  it('allows no negatives and at most 2 decimals', () => {
    for (const ok of ['', '0', '12', '12.5', '12.50', '12.']) expect(isReportAmount(ok), ok).toBe(true);
    for (const bad of ['-1', '12.505', 'abc', '1e3', '-0.01']) expect(isReportAmount(bad), bad).toBe(false);
  });
});
