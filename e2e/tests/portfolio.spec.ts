import type { Page } from '@playwright/test';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';
import { agreeAndConfirm, buyableBond, holdingRow, quoteReady } from './trade-support';

test.describe.configure({ timeout: 180_000 });

const main = (page: Page) => page.getByRole('main');

type Totals = { portfolio_value: string };
type AccountWithSummary = {
  id: number;
  reference: string;
  summary: { summaries: { open: Totals }; by_currency?: Record<string, { open: Totals; all: Totals }> };
};

/** The signed-in user's accounts with their figures (the page's session). */
async function accountsWithSummary(page: Page): Promise<AccountWithSummary[]> {
  const response = await page.request.get('/api/customers/me/investment-accounts/?expand=summary');
  expect(response.ok()).toBe(true);
  return (await response.json()) as AccountWithSummary[];
}

const gbpValue = (account: AccountWithSummary) =>
  Number((account.summary.by_currency?.GBP ?? account.summary.summaries).open.portfolio_value);

const pounds = (value: number) =>
  `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A portfolio page once its figures show. */
async function portfolioLoaded(page: Page) {
  await expect(main(page).getByRole('tablist', { name: 'Portfolio' })).toBeVisible({ timeout: 15_000 });
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

const figure = (page: Page, label: string) =>
  main(page)
    .getByTestId('bk-portfolio-figure')
    .filter({ has: page.getByText(label, { exact: true }) });

test('a trade shows up in holdings, the activity and the portfolio value', async ({ page, signIn }) => {
  await signIn('investor');
  const product = await buyableBond(page, 9);
  const account = (await accountsWithSummary(page)).find((a) => a.reference === 'IA10101')!;
  const before = gbpValue(account);

  await page.goto(`/trade/?productId=${product.product_id}&tradeType=buy`);
  await main(page)
    .getByRole('radio', { name: /^Principal/ })
    .check();
  await main(page).getByLabel('Principal amount').fill('1000');
  await quoteReady(page);
  await main(page).getByRole('button', { name: 'Proceed to review' }).click();
  await agreeAndConfirm(page);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Order placed!' })).toBeVisible();

  await page.goto('/holdings/');
  const portfolio = main(page).getByRole('region', { name: 'Investment portfolio (IA10101)' });
  await expect(holdingRow(portfolio, product.product_id)).toBeVisible();

  await page.goto(`/dashboard/account/${account.id}/GBP/`);
  await portfolioLoaded(page);
  const after = gbpValue((await accountsWithSummary(page)).find((a) => a.id === account.id)!);
  expect(after).toBeGreaterThan(before);
  await expect(figure(page, 'Portfolio Value')).toContainText(pounds(after));
  await main(page).getByRole('button', { name: 'Show as a table' }).click();
  await expect(
    main(page)
      .getByRole('table', { name: 'Invested by issuer' })
      .getByRole('row', { name: new RegExp(product.company.company_name) }),
  ).toBeVisible();

  await main(page).getByRole('tab', { name: 'Activity' }).click();
  const activity = main(page).getByRole('region', { name: 'Activity' });
  // the purchase's line (another test's payment may land on the same account meanwhile)
  await expect(
    activity.getByTestId('bk-activity-line').filter({ hasText: product.company.company_name }).first(),
  ).toBeVisible();
});

test('the lifetime toggle persists across a reload', async ({ page, signIn }) => {
  await signIn('investor');
  const [account] = await accountsWithSummary(page);
  await page.goto(`/dashboard/account/${account!.id}/GBP/`);
  await portfolioLoaded(page);
  const toggle = async (to: boolean) => {
    const item = main(page).getByRole('switch', { name: 'Show lifetime returns' });
    await expect(item).toHaveAttribute('aria-checked', String(!to));
    const saved = page.waitForResponse(
      (r) => r.url().includes('/site-preferences/') && r.request().method() === 'POST',
    );
    await item.click();
    expect((await saved).ok()).toBe(true);
  };
  await expect(main(page).getByText('Interest Earned', { exact: true })).toBeVisible();
  await toggle(true);
  await expect(main(page).getByText('Lifetime Interest Earned', { exact: true })).toBeVisible();
  await page.reload();
  await portfolioLoaded(page);
  await expect(main(page).getByText('Lifetime Interest Earned', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Showing every position ever held')).toBeVisible();
  // back as it was, for the other specs
  await toggle(false);
  await expect(main(page).getByText('Interest Earned', { exact: true })).toBeVisible();
});

test('the portfolio page lists a row per holding and says Portfolio Statement once', async ({
  page,
  signIn,
}) => {
  await signIn('investor');
  const account = (await accountsWithSummary(page)).find((a) => a.reference === 'IA10101')!;
  const response = await page.request.get(`/api/customers/me/investment-accounts/${account.id}/products/`);
  expect(response.ok()).toBe(true);
  const held = ((await response.json()) as { currency: string; user_invested: string | null }[]).filter(
    (p) => p.currency === 'GBP' && p.user_invested !== null && Number(p.user_invested) > 0,
  );
  expect(held.length).toBeGreaterThan(0);
  await page.goto(`/dashboard/account/${account.id}/GBP/`);
  await portfolioLoaded(page);
  const holdings = main(page).getByRole('table', { name: 'Your holdings in GBP' });
  await expect(holdings).toBeVisible();
  await expect(holdings.getByRole('columnheader')).toHaveText([
    'Bond',
    'Principal',
    'Value',
    'Yield to Maturity',
    'Next payment',
  ]);
  await expect(holdings.getByRole('row')).toHaveCount(held.length + 1);

  // one 'Portfolio Statement' a reader sees (the date fields' group keeps it for screen readers only)
  const statement = main(page).getByText('Portfolio Statement', { exact: true });
  await expect(statement.first()).toBeVisible();
  const seen = await statement.evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      }).length,
  );
  expect(seen).toBe(1);
  await expect(main(page).getByRole('heading', { name: 'Portfolio Statement' })).toHaveCount(1);
});

test('the activity shows no opening position of £0.00', async ({ page, signIn }) => {
  await signIn('investor');
  const account = (await accountsWithSummary(page)).find((a) => a.reference === 'IA10101')!;
  await page.goto(`/dashboard/account/${account.id}/GBP/activity/`);
  const activity = main(page).getByRole('region', { name: 'Activity' });
  await expect(activity.getByTestId('bk-activity-line').first()).toBeVisible({ timeout: 20_000 });
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(activity.getByTestId('bk-activity-line').filter({ hasText: 'Opening position' })).toHaveCount(
    0,
  );
  await expect(activity).not.toContainText(/Opening position\s*£0\.00/);
});

test('the partner variant shows AED and its cash movements, hides EUR, and serves only its routes', async ({
  page,
  signIn,
}) => {
  await presetPreferences(page, { variant: 'sukuk' });
  await signIn('sukuk');
  await page.goto('/dashboard/');
  const summary = main(page).getByRole('region', { name: 'Your portfolios' });
  // its AED cash (other tests move it: a withdrawal, a trade), in AED
  await expect(summary.getByRole('region', { name: /, AED$/ })).toContainText(/Cash\s*AED\s[\d,]+\.\d{2}/);
  await expect(summary.getByRole('region', { name: /, EUR$/ })).toHaveCount(0);
  await expect(summary.getByText('Profit Earned', { exact: true }).first()).toBeVisible();

  const [account] = await accountsWithSummary(page);
  await summary
    .getByRole('link', { name: /in AED$/ })
    .first()
    .click();
  await portfolioLoaded(page);
  // its cash moves from here, to and from the linked bank account (issue 27)
  await expect(main(page).getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Withdraw' })).toBeVisible();
  await expect(
    main(page).getByTestId('bk-portfolio-figure').getByText('Return to Maturity', { exact: true }),
  ).toBeVisible();
  await expect(
    main(page).getByRole('table', { name: 'Your holdings in AED' }).getByRole('columnheader').first(),
  ).toHaveText('Sukuk');
  await main(page).getByRole('tab', { name: 'Activity' }).click();
  const filter = main(page).getByLabel('Show', { exact: true });
  await expect(filter.getByRole('option', { name: 'Deposits and withdrawals' })).toHaveCount(1);
  await expect(main(page).getByRole('region', { name: 'Activity' })).toContainText('Deposit');

  // outside its reduced route set; its funding through the linked bank account is payments.spec's
  await page.goto('/dashboard/referrals/');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
  await page.goto(`/dashboard/account/${account!.id}/EUR/`);
  await expect(main(page)).toContainText('This portfolio was not found.');
});

test('the long-history persona pages through its activity: first, last and two either side', async ({
  page,
  signIn,
}) => {
  await signIn('long-history');
  const [account] = await accountsWithSummary(page);
  await page.goto(`/dashboard/account/${account!.id}/GBP/activity/`);
  const activity = main(page).getByRole('region', { name: 'Activity' });
  await expect(activity.getByTestId('bk-activity-line')).toHaveCount(20, { timeout: 20_000 });
  const pages = activity.getByRole('navigation', { name: 'Activity pages' });
  const numbers = async () =>
    (await pages.getByRole('button', { name: /^Page \d+$/ }).allTextContents()).map(Number);
  const first = await numbers();
  const last = first.at(-1)!;
  expect(last).toBeGreaterThan(10);
  expect(first).toEqual([1, 2, 3, last]);
  await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pages.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(pages.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pages.getByRole('button', { name: 'Page 5', exact: true }).click();
  await expect(pages.getByRole('button', { name: 'Page 5', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await numbers()).toEqual([1, 3, 4, 5, 6, 7, last]);
  const onFive = await activity.getByTestId('bk-activity-line').first().textContent();

  await pages.getByRole('button', { name: `Page ${last}`, exact: true }).click();
  await expect(pages.getByRole('button', { name: `Page ${last}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await numbers()).toEqual([1, last - 2, last - 1, last]);
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(await activity.getByTestId('bk-activity-line').first().textContent()).not.toBe(onFive);
});
