import type { Page } from '@playwright/test';
import { PERSONA_PASSWORD, personaEmail } from '../env';
import { themeScope } from '../support/axe';
import { expectFocusKept } from '../support/focus';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';

// axe on the portfolio pages takes several seconds on a 2-core machine
test.describe.configure({ timeout: 180_000 });

const main = (page: Page) => page.getByRole('main');
const nav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

type Account = { id: number; reference: string; account_type: string };

/** The signed-in user's investment accounts (the page's session). */
async function accountsOf(page: Page): Promise<Account[]> {
  const response = await page.request.get('/api/customers/me/investment-accounts/');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Account[];
}

/** The dashboard once its summary shows. */
async function dashboardLoaded(page: Page) {
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Your portfolios' })).toBeVisible({ timeout: 10_000 });
}

/** A portfolio page once its figures show. */
async function portfolioLoaded(page: Page) {
  await expect(main(page).getByRole('tablist', { name: 'Portfolio' })).toBeVisible({ timeout: 10_000 });
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('the dashboard', () => {
  test('signing in lands on the dashboard, which is also the signed-in home and first in the navigation', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(personaEmail('investor'));
    await page.getByLabel('Password').fill(PERSONA_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await dashboardLoaded(page);
    await expect(page).toHaveTitle('Dashboard · bondkit demo');
    await expect(
      main(page).getByRole('region', { name: 'Investment portfolio (IA10101), GBP' }),
    ).toBeVisible();
    await expect(nav(page).getByRole('link').first()).toHaveText('Dashboard');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard\/$/);
    for (const name of ['Market', 'Smart Interest', 'Guides', 'Holdings', 'Open orders', 'Reports']) {
      await expect(nav(page).getByRole('link', { name })).toBeVisible();
    }
  });

  test('a visitor at / sees the market, and at /dashboard/ signs in first', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/market\/$/);
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await page.goto('/dashboard/');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2F$/);
  });

  test("the platform's hash addresses land on the same pages", async ({ page, signIn }) => {
    await signIn('investor');
    await page.goto('/dashboard/');
    const [account] = await accountsOf(page);
    await page.goto(`/dashboard#account/${account!.id}/GBP`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/account/${account!.id}/GBP/$`));
    await portfolioLoaded(page);
    await expect(main(page).getByRole('heading', { level: 2, name: /^Investment Portfolio/ })).toBeVisible();
    await page.goto(`/dashboard#account/${account!.id}/GBP/activity`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/account/${account!.id}/GBP/activity/$`));
    await expect(main(page).getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/dashboard#portfolio-summary');
    await dashboardLoaded(page);
  });

  test('every dashboard hash address of the specs resolves before the first render, 20 times in a row', async ({
    page,
    signIn,
  }) => {
    await signIn('investor');
    await page.goto('/dashboard/');
    const [account] = await accountsOf(page);
    const id = account!.id;
    // 001 §2 'Dashboard hash routes', each with the page it lands on
    const addresses: [string, RegExp][] = [
      ['#reporting', /\/reporting\/$/],
      ['#reporting/investment', /\/reporting\/investment\/$/],
      ['#reporting/account-statement', /\/reporting\/account-statement\/$/],
      ['#reporting/buy-orders', /\/reporting\/buy-orders\/$/],
      ['#reporting/sell-orders', /\/reporting\/sell-orders\/$/],
      [`#account/${id}/GBP`, new RegExp(`/dashboard/account/${id}/GBP/$`)],
      [`#account/${id}/GBP/open-orders`, new RegExp(`/dashboard/account/${id}/GBP/open-orders/$`)],
      [`#payments/fund/GBP/${id}`, new RegExp(`/dashboard/payments/fund/GBP/${id}/$`)],
      [`#payments/withdraw/GBP/${id}`, new RegExp(`/dashboard/payments/withdraw/GBP/${id}/$`)],
    ];
    const notFound = page.getByRole('heading', { name: 'Page not found' });
    for (const [hash, lands] of addresses) {
      // the one the review saw race (13 of 20 loads on 'Page not found') twenty times, the others once; on
      // 609e0b7 '#reporting' shows 'Page not found' on its first load
      const loads = hash === '#reporting/investment' ? 20 : 1;
      for (let i = 0; i < loads; i++) {
        await page.goto(`/dashboard#${hash.slice(1)}`);
        await expect(page).toHaveURL(lands);
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
        await expect(notFound, `/dashboard${hash}, load ${i + 1}`).toHaveCount(0);
      }
    }
  });

  test('an unknown account says not found, and a visitor at any dashboard address signs in first', async ({
    page,
    signIn,
  }) => {
    await page.goto('/dashboard/no-such-page/');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fno-such-page%2F$/);
    await signIn('investor');
    await page.goto('/dashboard/account/9999/GBP/');
    await expect(main(page).getByText('This portfolio was not found.')).toBeVisible();
    await expect(main(page).getByText(/failed to load/)).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: /Retry/ })).toHaveCount(0);
  });

  test('on a phone the figures and the total come before the notices; the maturing holdings are one notice linking to Smart Interest', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('investor');
    await page.goto('/dashboard/');
    await dashboardLoaded(page);
    const summary = main(page).getByRole('region', { name: 'Your portfolios' });
    const firstAccount = summary.getByTestId('bk-portfolio-account').first();
    const notices = main(page).getByRole('region', { name: 'Notices' });
    await expect(firstAccount).toBeVisible();
    await expect(notices).toBeVisible();
    const top = async (locator: typeof notices) => (await locator.boundingBox())!.y;
    const firstNotice = notices.locator('.bk-banner').first();
    expect(await top(firstAccount)).toBeLessThan(await top(firstNotice));
    const total = summary.getByText('Total across your accounts', { exact: true });
    await expect(total).toBeVisible();
    expect(await top(total)).toBeLessThan(await top(firstAccount));
    await expect(summary).toContainText(
      /in GBP: EUR converted at the platform’s rates of \d{1,2} \w+ \d{4}\./,
    );

    // the maturing Smart Interest holdings: one notice, one action, to the Smart Interest page
    const reinvest = notices.getByTestId('bk-reinvest-notice');
    await expect(reinvest).toHaveCount(1);
    await expect(reinvest.getByRole('listitem').first()).toContainText(/ matures in \d+ days, on /);
    const choose = notices.getByRole('link', { name: 'Choose a series to reinvest into' });
    await expect(choose).toHaveCount(1);
    await expect(choose).toHaveAttribute('href', '/smart-interest/');
    await choose.click();
    await expect(page).toHaveURL(/\/smart-interest\/$/);
  });

  test('the cooling-off persona sees the 24-hour hold and Robowise disabled', async ({ page, signIn }) => {
    await signIn('cooling-off');
    await page.goto('/dashboard/');
    await dashboardLoaded(page);
    const notices = main(page).getByRole('region', { name: 'Notices' });
    await expect(notices).toContainText('24 hour temporary account hold for regulatory compliance');
    await main(page)
      .getByRole('link', { name: /^View .* in GBP$/ })
      .first()
      .click();
    await portfolioLoaded(page);
    await expect(main(page).getByRole('button', { name: 'Set up Robowise' })).toBeDisabled();
    await expect(main(page)).toContainText('Not available during the cooling-off period');
    await expect(main(page).getByRole('link', { name: 'Deposit' })).toBeVisible();
  });

  test('confirming a withdrawal shows a review first, only its second action moves the money, and focus never falls to the page', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('investor');
    const account = (await accountsOf(page)).find((a) => a.account_type === 'individual')!;
    const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const asked = await page.request.post(
      `/api/customers/me/investment-accounts/${account.id}/GBP/withdraw/`,
      {
        headers: { 'X-CSRFToken': token, 'Idempotency-Key': crypto.randomUUID() },
        data: { amount: '12.34' },
      },
    );
    expect(asked.ok(), await asked.text()).toBe(true);
    /** how many withdrawals of £12.34 still wait for confirmation (the money has not moved) */
    const waiting = async () => {
      const response = await page.request.get('/api/withdrawal-confirmations/');
      return ((await response.json()) as { amount: string }[]).filter((c) => c.amount === '12.34').length;
    };
    await page.goto('/dashboard/');
    await dashboardLoaded(page);
    const notice = main(page)
      .getByTestId('bk-withdrawal-notice')
      .filter({ hasText: 'A withdrawal of £12.34 is waiting for your confirmation.' });

    // the first action opens the review: amount and fee, focus on its heading, nothing confirmed
    await notice.getByRole('button', { name: 'Confirm withdrawal' }).click();
    const review = notice.getByTestId('bk-withdrawal-review');
    await expect(review.getByRole('heading', { name: 'Review your withdrawal' })).toBeFocused();
    await expectFocusKept(page, 'the review opening');
    await expect(review).toContainText('Amount£12.34');
    await expect(review).toContainText('Fee£0.00');
    expect(await waiting()).toBe(1);
    await axe('dashboard: withdrawal review');

    // Cancel returns to the notice, focus on its button; still waiting
    await review.getByRole('button', { name: 'Cancel' }).click();
    await expect(notice.getByRole('button', { name: 'Confirm withdrawal' })).toBeFocused();
    await expectFocusKept(page, 'Cancel');
    expect(await waiting()).toBe(1);

    // only the review's final action confirms: the notice goes, focus on the status heading
    await notice.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await notice.getByRole('button', { name: 'Withdraw £12.34' }).click();
    await expect(main(page).getByRole('heading', { name: 'Withdrawal confirmed.' })).toBeFocused();
    await expectFocusKept(page, 'the confirmation');
    await expect(notice).toHaveCount(0);
    expect(await waiting()).toBe(0);
  });

  test('the read-only persona sees its figures but cannot withdraw', async ({ page, signIn }) => {
    await signIn('readonly');
    await page.goto('/dashboard/');
    await dashboardLoaded(page);
    await main(page)
      .getByRole('link', { name: /^View .* in GBP$/ })
      .first()
      .click();
    await portfolioLoaded(page);
    await expect(main(page).getByText('Portfolio Value', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    await expect(main(page)).toContainText('Not available to read-only users');
  });

  test('keyboard only: from the dashboard to a portfolio’s activity', async ({ page, signIn }) => {
    await signIn('investor');
    await page.goto('/dashboard/');
    await dashboardLoaded(page);
    const view = main(page).getByRole('link', { name: 'View Investment portfolio (IA10101) in GBP' });
    for (let i = 0; i < 40 && !(await view.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(view).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/account\/\d+\/GBP\/$/);
    await portfolioLoaded(page);
    const overview = main(page).getByRole('tab', { name: 'Overview' });
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(main(page).getByRole('tab', { name: 'Activity' })).toBeFocused();
    await expect(page).toHaveURL(/\/GBP\/activity\/$/);
    await expect(main(page).getByRole('region', { name: 'Activity' }).getByRole('row').nth(1)).toBeVisible();
    // the tab panel, then the filter; choosing a group by keyboard reloads the list
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(main(page).getByLabel('Show', { exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(main(page).getByLabel('Show', { exact: true })).not.toHaveValue('all');
  });
});

for (const variant of ['standard', 'sukuk'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: the dashboard and the portfolio page's tabs (${variant}, ${theme})`, async ({
      page,
      signIn,
      axe,
    }) => {
      await presetPreferences(page, { variant, theme });
      await signIn(variant === 'sukuk' ? 'sukuk' : 'investor');
      await page.goto('/dashboard/');
      await dashboardLoaded(page);
      await axe(`dashboard (${variant}, ${theme})`, themeScope(theme));
      const currency = variant === 'sukuk' ? 'AED' : 'GBP';
      await main(page)
        .getByRole('link', { name: new RegExp(`^View .* in ${currency}$`) })
        .first()
        .click();
      await portfolioLoaded(page);
      await axe(`portfolio overview (${variant}, ${theme})`, themeScope(theme));
      await main(page).getByRole('button', { name: 'Show as a table' }).click();
      await axe(`portfolio value table (${variant}, ${theme})`, themeScope(theme));
      // the lifetime toggle is a switch of its own (no Actions menu of one item)
      await expect(main(page).getByRole('switch', { name: /^Show lifetime/ })).toBeVisible();
      await main(page).getByRole('tab', { name: 'Open orders' }).click();
      await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
      await axe(`portfolio open orders (${variant}, ${theme})`, themeScope(theme));
      await main(page).getByRole('tab', { name: 'Activity' }).click();
      // the partner's seeded activity is its opening deposit (a cash movement it does not show) and opening
      // positions (no money moved): its list may be empty
      const activity = main(page).getByRole('region', { name: 'Activity' });
      await expect(activity.getByRole('table').or(activity.getByText('No activity yet.'))).toBeVisible();
      await axe(`portfolio activity (${variant}, ${theme})`, themeScope(theme));
    });
  }
}
