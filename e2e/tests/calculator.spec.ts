import type { Locator, Page } from '@playwright/test';
import { themeScope } from '../support/axe';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';

// The public savings calculator page (000 §2, §5, §9). Expected figures are the model for the spec's
// defaults (10,000 start, 1,000 a month, 30 years, 7.0 %): monthly interest at rate ÷ 12, added every sixth
// month, the monthly amount added at the end of each month.

const main = (page: Page) => page.getByRole('main');
const calculator = (page: Page) => main(page).getByRole('region', { name: 'Savings calculator' });
/** The figure under a result's name. */
const figure = (page: Page, name: string): Locator =>
  calculator(page).locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
const chart = (page: Page) => calculator(page).getByRole('img');
/** One bar per year, from year 0 (the start amount) to the last year. */
const paidBars = (page: Page) => chart(page).locator('rect.bk-calc__bar--paid');

test('the defaults show their projection, and the chart follows the sliders (pointer and keyboard)', async ({
  page,
}) => {
  await page.goto('/savings-calculator/');
  await expect(page).toHaveTitle('Savings calculator · bondkit demo');
  await expect(calculator(page).getByRole('textbox', { name: 'Start amount' })).toHaveValue('10000');
  await expect(calculator(page).getByRole('textbox', { name: 'Monthly amount' })).toHaveValue('1000');
  await expect(calculator(page).getByRole('textbox', { name: 'Number of years' })).toHaveValue('30');
  await expect(figure(page, 'Final value')).toHaveText('£1,275,077.43');
  await expect(figure(page, 'Total paid in')).toHaveText('£370,000.00');
  await expect(figure(page, 'Total interest')).toHaveText('£905,077.43');
  await expect(chart(page)).toHaveAttribute(
    'aria-label',
    'Chart of paid in and interest by year. After 30 years: £370,000.00 paid in plus £905,077.43 interest makes £1,275,077.43.',
  );
  await expect(paidBars(page)).toHaveCount(31);

  // keyboard: one step of the start amount
  const start = calculator(page).getByRole('slider', { name: 'Start amount' });
  await start.focus();
  await page.keyboard.press('ArrowRight');
  await expect(start).toHaveAttribute('aria-valuetext', '£11,000.00');
  await expect(figure(page, 'Final value')).toHaveText('£1,282,955.52');
  await expect(chart(page)).toHaveAttribute('aria-label', /makes £1,282,955\.52\.$/);

  // keyboard: one more year is one more bar
  const years = calculator(page).getByRole('slider', { name: 'Number of years' });
  await years.focus();
  await page.keyboard.press('ArrowRight');
  await expect(years).toHaveAttribute('aria-valuetext', '31 years');
  await expect(paidBars(page)).toHaveCount(32);
  await page.keyboard.press('Home');
  await expect(paidBars(page)).toHaveCount(1);
  await expect(figure(page, 'Final value')).toHaveText('£11,000.00');

  // pointer: a click near the slider's far end moves it there, and the chart follows
  const box = await years.boundingBox();
  if (!box) throw new Error('the years slider has no box');
  await page.mouse.click(box.x + box.width * 0.4, box.y + box.height / 2);
  const moved = Number(await years.inputValue());
  expect(moved).toBeGreaterThan(10);
  await expect(paidBars(page)).toHaveCount(moved + 1);
  await expect(chart(page)).toHaveAttribute('aria-label', new RegExp(`After ${moved} years`));

  // the table alternative carries the same years
  await calculator(page).getByRole('button', { name: 'Show table' }).click();
  const table = calculator(page).getByRole('table', { name: 'Paid in and interest by year' });
  // a header row, then years 0 to the last
  await expect(table.getByRole('row')).toHaveCount(moved + 2);
});

test('the call to action leads to Smart Interest', async ({ page }) => {
  await page.goto('/savings-calculator/');
  await calculator(page).getByRole('link', { name: 'Save at a fixed rate with Smart Interest' }).click();
  await expect(page).toHaveURL(/\/smart-interest\/$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the savings calculator page, ${theme} theme`, async ({ page, axe }) => {
    await presetPreferences(page, { theme });
    await page.goto('/savings-calculator/');
    await expect(figure(page, 'Final value')).toHaveText('£1,275,077.43');
    await calculator(page).getByRole('button', { name: 'Show table' }).click();
    await axe(`savings calculator (${theme})`, themeScope(theme));
  });
}
