import {
  createClient,
  DEFAULT_SAVINGS_INPUT,
  formatMoney,
  projectSavings,
  type SavingsInput,
} from '@bondkit/sdk-core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BondkitProvider } from '../provider/bondkit-provider';
import { removeStyles } from '../theme/inject';
import { layoutChart, valueAxis, yearLabelInterval } from './chart-geometry';
import { savingsChartCss } from './chart-styles';
import {
  SAVINGS_CALCULATOR_MAX_YEARS,
  type SavingsCalculation,
  SavingsCalculator,
} from './savings-calculator';
import { savingsCalculatorCss } from './styles';

// the calculator makes no requests: the provider's client is never called
const client = createClient({ baseUrl: 'http://sandbox.test/api' });

/** Renders the calculator and waits for its chart, which loads after it. */
async function renderCalculator(ui: ReactNode, theme: 'light' | 'dark' = 'light') {
  const rendered = render(
    <BondkitProvider client={client} theme={theme}>
      {ui}
    </BondkitProvider>,
  );
  await screen.findByRole('img');
  return rendered;
}

afterEach(() => {
  removeStyles(document);
});

const gbp = (amount: string) => formatMoney(amount, 'GBP');

/** The figure shown under a result's name ('Final value', 'Total paid in', 'Total interest'). */
function figure(name: string): string {
  return screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

function expectFigures(input: SavingsInput) {
  const expected = projectSavings(input);
  expect(figure('Final value')).toBe(gbp(expected.finalValue));
  expect(figure('Total paid in')).toBe(gbp(expected.totalPaidIn));
  expect(figure('Total interest')).toBe(gbp(expected.totalInterest));
  return expected;
}

const slider = (name: string) => screen.getByRole('slider', { name });
const field = (name: string) => screen.getByRole('textbox', { name });
const chart = () => screen.getByRole('img');

/** The table's body rows as [year, paid in, interest, total] texts (opens the table if needed). */
async function tableRows(user: ReturnType<typeof userEvent.setup>): Promise<string[][]> {
  const show = screen.queryByRole('button', { name: 'Show table' });
  if (show) await user.click(show);
  const table = screen.getByRole('table', { name: 'Paid in and interest by year' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
}

describe('SavingsCalculator', () => {
  it('shows the sdk-core projection of the defaults: 10,000 / 1,000 / 30 years / 7.0 %', async () => {
    const user = userEvent.setup();
    await renderCalculator(<SavingsCalculator />);

    expect(screen.getByRole('region', { name: 'Savings calculator' })).toBeTruthy();
    expect(slider('Start amount').getAttribute('aria-valuetext')).toBe('£10,000.00');
    expect((slider('Start amount') as HTMLInputElement).value).toBe('10000');
    expect((field('Start amount') as HTMLInputElement).value).toBe('10000');
    expect((slider('Monthly amount') as HTMLInputElement).value).toBe('1000');
    expect(slider('Number of years').getAttribute('aria-valuetext')).toBe('30 years');
    expect((field('Annual rate') as HTMLInputElement).value).toBe('7.0');
    expect(screen.queryByRole('slider', { name: 'Annual rate' })).toBeNull();

    const expected = expectFigures(DEFAULT_SAVINGS_INPUT);
    // the figures sdk-core documents for the defaults
    expect(figure('Final value')).toBe('£1,275,077.43');
    expect(figure('Total paid in')).toBe('£370,000.00');
    expect(figure('Total interest')).toBe('£905,077.43');

    expect(chart().getAttribute('aria-label')).toBe(
      'Chart of paid in and interest by year. After 30 years: £370,000.00 paid in plus £905,077.43 interest makes £1,275,077.43.',
    );
    // one stacked bar per year, 0 to 30, with a legend and axis titles
    expect(chart().querySelectorAll('.bk-calc__bar--paid')).toHaveLength(31);
    expect(screen.getByText('Paid in', { selector: '.bk-calc__legend li' })).toBeTruthy();
    expect(screen.getByText('Interest', { selector: '.bk-calc__legend li' })).toBeTruthy();
    expect(within(chart()).getByText('Year')).toBeTruthy();

    const rows = await tableRows(user);
    expect(rows).toHaveLength(31);
    expect(rows[0]).toEqual(['0', '£10,000.00', '£0.00', '£10,000.00']);
    const last = expected.years[30];
    expect(rows[30]).toEqual([
      '30',
      gbp(last?.paidIn ?? ''),
      gbp(last?.interest ?? ''),
      gbp(last?.value ?? ''),
    ]);
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('moves a slider from the keyboard and updates the fields, figures, chart and table', async () => {
    const user = userEvent.setup();
    await renderCalculator(<SavingsCalculator />);
    await user.click(screen.getByRole('button', { name: 'Show table' }));

    slider('Start amount').focus();
    await user.keyboard('{ArrowRight}');
    expect(slider('Start amount').getAttribute('aria-valuetext')).toBe('£11,000.00');
    expect((field('Start amount') as HTMLInputElement).value).toBe('11000');
    const after = expectFigures({ ...DEFAULT_SAVINGS_INPUT, start: '11000' });
    expect(chart().getAttribute('aria-label')).toContain(gbp(after.finalValue));
    expect((await tableRows(user))[0]).toEqual(['0', '£11,000.00', '£0.00', '£11,000.00']);

    slider('Number of years').focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider('Number of years').getAttribute('aria-valuetext')).toBe('28 years');
    const shorter = expectFigures({ ...DEFAULT_SAVINGS_INPUT, start: '11000', years: '28' });
    expect(chart().querySelectorAll('.bk-calc__bar--paid')).toHaveLength(29);
    expect(chart().getAttribute('aria-label')).toContain('After 28 years');
    expect((await tableRows(user)).at(-1)?.[3]).toBe(gbp(shorter.finalValue));

    slider('Monthly amount').focus();
    await user.keyboard('{End}');
    expect((field('Monthly amount') as HTMLInputElement).value).toBe('10000');
    await user.keyboard('{PageDown}');
    expect((field('Monthly amount') as HTMLInputElement).value).toBe('9000');
    await user.keyboard('{Home}{ArrowLeft}');
    expect((field('Monthly amount') as HTMLInputElement).value).toBe('0');
    expectFigures({ start: '11000', monthly: '0', years: '28', rate: '7.0' });
  });

  it('follows a dragged slider (change events) on its steps', async () => {
    await renderCalculator(<SavingsCalculator />);
    fireEvent.change(slider('Start amount'), { target: { value: '50000' } });
    expect((field('Start amount') as HTMLInputElement).value).toBe('50000');
    expectFigures({ ...DEFAULT_SAVINGS_INPUT, start: '50000' });
  });

  it('takes typed values, and clamps one out of range after showing why', async () => {
    const user = userEvent.setup();
    await renderCalculator(<SavingsCalculator />);
    const start = field('Start amount');

    await user.clear(start);
    await user.type(start, '25000');
    expect(slider('Start amount').getAttribute('aria-valuetext')).toBe('£25,000.00');
    expectFigures({ ...DEFAULT_SAVINGS_INPUT, start: '25000' });

    await user.type(start, '0');
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The maximum is £100,000.00.')).toBeTruthy();
    expect(start.getAttribute('aria-describedby')).toContain(
      screen.getByText('The maximum is £100,000.00.').id,
    );
    // the projection keeps the last accepted value while the field is refused
    expectFigures({ ...DEFAULT_SAVINGS_INPUT, start: '25000' });

    await user.keyboard('{Enter}');
    expect((start as HTMLInputElement).value).toBe('100000');
    expect(start.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('The maximum is £100,000.00.')).toBeNull();
    expectFigures({ ...DEFAULT_SAVINGS_INPUT, start: '100000' });

    // below the minimum: clamped to it when the field is left
    await user.clear(start);
    await user.type(start, '500');
    await user.tab();
    expect((start as HTMLInputElement).value).toBe('1000');
    expectFigures({ ...DEFAULT_SAVINGS_INPUT, start: '1000' });

    const years = field('Number of years');
    await user.clear(years);
    await user.type(years, '2.5');
    expect(screen.getByText('Enter a whole number of years.')).toBeTruthy();
    await user.clear(years);
    await user.type(years, '75');
    expect(screen.getByText(`The maximum is ${SAVINGS_CALCULATOR_MAX_YEARS} years.`)).toBeTruthy();
    await user.tab();
    expect((years as HTMLInputElement).value).toBe(String(SAVINGS_CALCULATOR_MAX_YEARS));

    const rate = field('Annual rate');
    await user.clear(rate);
    await user.type(rate, 'abc');
    expect(screen.getByText('Enter a number.')).toBeTruthy();
    await user.tab();
    // an unreadable value falls back to the last accepted one
    expect((rate as HTMLInputElement).value).toBe('7.0');
    await user.clear(rate);
    await user.type(rate, '4.5');
    await user.tab();
    expectFigures({ start: '1000', monthly: '1000', years: '50', rate: '4.5' });
  });

  it('shows the start amount for zero years', async () => {
    const user = userEvent.setup();
    await renderCalculator(<SavingsCalculator />);
    slider('Number of years').focus();
    await user.keyboard('{Home}');
    expect(slider('Number of years').getAttribute('aria-valuetext')).toBe('0 years');
    expect(figure('Final value')).toBe('£10,000.00');
    expect(figure('Total paid in')).toBe('£10,000.00');
    expect(figure('Total interest')).toBe('£0.00');
    expect(chart().querySelectorAll('.bk-calc__bar--paid')).toHaveLength(1);
    expect(chart().querySelectorAll('.bk-calc__bar--interest')).toHaveLength(0);
    expect(await tableRows(user)).toEqual([['0', '£10,000.00', '£0.00', '£10,000.00']]);

    slider('Number of years').focus();
    await user.keyboard('{ArrowRight}');
    expect(slider('Number of years').getAttribute('aria-valuetext')).toBe('1 year');
  });

  it('reports every calculation through onCalculationChanged', async () => {
    const user = userEvent.setup();
    const onCalculationChange = vi.fn<(result: SavingsCalculation) => void>();
    await renderCalculator(<SavingsCalculator onCalculationChanged={onCalculationChange} />);

    expect(onCalculationChange).toHaveBeenCalledTimes(1);
    const first = onCalculationChange.mock.calls[0]?.[0];
    expect(first?.input).toEqual({ start: '10000', monthly: '1000', years: '30', rate: '7.0' });
    expect(first?.finalValue).toBe('1275077.43');
    expect(first?.years).toHaveLength(31);

    slider('Monthly amount').focus();
    await user.keyboard('{ArrowRight}');
    expect(onCalculationChange).toHaveBeenCalledTimes(2);
    const second = onCalculationChange.mock.lastCall?.[0];
    expect(second?.input.monthly).toBe('1100');
    expect(second?.finalValue).toBe(projectSavings({ ...DEFAULT_SAVINGS_INPUT, monthly: '1100' }).finalValue);
  });

  it('takes defaults, a currency and a call to action', async () => {
    await renderCalculator(
      <SavingsCalculator
        currency="EUR"
        defaults={{ start: 5000, monthly: 250, years: 10, rate: '5' }}
        cta={<a href="/register/">Open an account</a>}
      />,
      'dark',
    );
    expect(slider('Start amount').getAttribute('aria-valuetext')).toBe('€5,000.00');
    expect((field('Annual rate') as HTMLInputElement).value).toBe('5.0');
    const expected = projectSavings({ start: '5000', monthly: '250', years: '10', rate: '5' });
    expect(figure('Final value')).toBe(formatMoney(expected.finalValue, 'EUR'));
    expect(screen.getByRole('link', { name: 'Open an account' }).getAttribute('href')).toBe('/register/');
    expect(screen.getByRole('region', { name: 'Savings calculator' }).getAttribute('data-bk-theme')).toBe(
      'dark',
    );
  });

  it('leaves out its title and introduction with hideHeading', async () => {
    await renderCalculator(<SavingsCalculator hideHeading />);
    expect(screen.queryByRole('heading', { name: 'Savings calculator' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Savings calculator' })).toBeNull();
    // the page's heading (an h1) names it: the results are one level under that
    expect(screen.getByRole('heading', { level: 2, name: 'Your projection' })).toBeTruthy();
  });

  it('keeps its results one level under its own title', async () => {
    await renderCalculator(<SavingsCalculator />);
    expect(screen.getByRole('heading', { level: 2, name: 'Savings calculator' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Your projection' })).toBeTruthy();
  });

  it('brings out-of-range defaults within the limits', async () => {
    await renderCalculator(<SavingsCalculator defaults={{ start: 500_000, monthly: -5, years: 80 }} />);
    expect((field('Start amount') as HTMLInputElement).value).toBe('100000');
    expect((field('Monthly amount') as HTMLInputElement).value).toBe('1000');
    expect((field('Number of years') as HTMLInputElement).value).toBe(String(SAVINGS_CALCULATOR_MAX_YEARS));
  });
});

describe('savings chart geometry', () => {
  it('chooses a value axis from 0 that covers the largest value in round steps', () => {
    expect(valueAxis(1_275_077.43)).toEqual({ max: 1_500_000, ticks: [0, 500_000, 1_000_000, 1_500_000] });
    expect(valueAxis(10_000)).toEqual({ max: 10_000, ticks: [0, 2500, 5000, 7500, 10_000] });
    expect(valueAxis(0)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('stacks interest on paid in, each bar as tall as its value', () => {
    const projection = projectSavings(DEFAULT_SAVINGS_INPUT);
    const layout = layoutChart(projection.years, 640);
    expect(layout.bars).toHaveLength(31);
    projection.years.forEach((point, index) => {
      const bar = layout.bars[index];
      expect(bar?.paidInY).toBeCloseTo(layout.yOf(Number(point.paidIn)));
      expect(bar?.interestY).toBeCloseTo(layout.yOf(Number(point.value)));
      expect(bar?.paidInHeight).toBeGreaterThan(0);
    });
    // the bars grow year on year and never leave the plot
    for (let i = 1; i < layout.bars.length; i++) {
      expect(layout.bars[i]?.interestY ?? 0).toBeLessThan(layout.bars[i - 1]?.interestY ?? 0);
      expect(layout.bars[i]?.x ?? 0).toBeGreaterThan(layout.bars[i - 1]?.x ?? 0);
    }
    expect(layout.bars.at(-1)?.interestY ?? 0).toBeGreaterThanOrEqual(layout.plot.top);
  });

  it('labels as many years as fit', () => {
    expect(yearLabelInterval(30, 600)).toBe(2);
    expect(yearLabelInterval(30, 556)).toBe(5);
    expect(yearLabelInterval(50, 220)).toBe(10);
    expect(yearLabelInterval(50, 200)).toBe(20);
    expect(yearLabelInterval(0, 200)).toBe(1);
    expect(
      layoutChart(projectSavings({ ...DEFAULT_SAVINGS_INPUT, years: 30 }).years, 400).labelledYears,
    ).toEqual([0, 5, 10, 15, 20, 25, 30]);
  });

  it('colours everything with the theme’s tokens (light and dark alike)', () => {
    for (const css of [savingsCalculatorCss, savingsChartCss])
      expect(css).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(/i);
    expect(savingsChartCss).toContain('.bk-calc__bar--paid{fill:var(--bk-color-primary);}');
    expect(savingsChartCss).toContain('.bk-calc__bar--interest{fill:var(--bk-color-success);}');
  });
});
