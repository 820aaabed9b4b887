import type { Page } from '@playwright/test';
import { tradableAedSukuk } from '../support/partner';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';

// Issue 17: the partner (sukuk) variant is Islamic throughout. A partner customer sees and trades sukuk only
// (no Smart Interest, no conventional bond by its address, the sandbox refusing both), and every
// conventional-finance term they meet is worded for the partner.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const main = (page: Page) => page.getByRole('main');

test.describe('a partner customer sees and trades sukuk only', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await presetPreferences(page, { variant: 'sukuk' });
    await signIn('sukuk');
  });

  test('the navigation offers no interest product, and their addresses say not available', async ({
    page,
    axe,
  }) => {
    await page.goto('/market/');
    await expect(nav(page).getByRole('link', { name: 'Sukuk market' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Smart Interest' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Savings calculator' })).toHaveCount(0);

    for (const address of ['/smart-interest/', '/smart-interest/#my-investments', '/savings-calculator/']) {
      await page.goto(address);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
      await expect(main(page)).toContainText('This product is not available on your account.');
      await expect(main(page).getByRole('button', { name: /Invest|Confirm/ })).toHaveCount(0);
    }
    await axe('the not-available page');
    await main(page).getByRole('link', { name: 'Go to the sukuk market' }).click();
    await expect(page).toHaveURL(/\/market\/$/);

    // the sandbox refuses the calls themselves
    const settings = await page.request.get('/api/smart-interest/settings/?currency=GBP');
    expect(settings.status()).toBe(403);
    expect(await settings.json()).toEqual({ detail: 'This product is not available on your account.' });
  });

  test('a conventional bond opened by its address is not available, neither its detail nor a trade', async ({
    page,
    sandbox,
  }) => {
    const [bond] = await sandbox.openProducts();
    expect(bond, 'an open conventional bond').toBeTruthy();

    await page.goto(`/market/bonds/${bond!.product_id}/`);
    await expect(main(page)).toContainText('This certificate is not available.');
    // the page keeps its heading
    await expect(main(page).getByRole('heading', { level: 1, name: 'Sukuk details' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /^Buy/ })).toHaveCount(0);

    await page.goto(`/trade/?productId=${bond!.product_id}&tradeType=buy`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
    await expect(main(page)).toContainText('This certificate is not available.');
    await expect(main(page).getByLabel('Notional')).toHaveCount(0);

    // the market lists sukuk only, whatever the query asks
    const listed = (await (await page.request.get('/api/products/?partner=none&for_user=me')).json()) as {
      adib_details: unknown;
    }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => p.adib_details !== null)).toBe(true);
    // and a quote in the conventional bond is refused
    const me = (await (await page.request.get('/api/customers/me/')).json()) as {
      investment_accounts: { id: number }[];
    };
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const quote = await page.request.post('/api/market/quote/', {
      headers: { 'X-CSRFToken': csrf },
      data: {
        investment_account_id: me.investment_accounts[0]?.id,
        buys: [{ product_id: bond!.product_id, type: 'gross', amount: '1000.00', currency: bond!.currency }],
      },
    });
    expect(quote.status()).toBe(403);
    expect(await quote.json()).toEqual({ detail: 'Only sukuk can be traded on this account.' });
  });
});

test.describe('the partner wording wherever a sukuk customer looks', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await presetPreferences(page, { variant: 'sukuk' });
    await signIn('sukuk');
  });

  test('the corporate-bond address and the market terminology', async ({ page }) => {
    await page.goto('/market/corporate-bond/');
    await expect(page).toHaveURL(/\/market\/sukuk\/$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Sukuk market' })).toBeVisible();
    const terminology = page.getByRole('complementary', { name: 'Market terminology' });
    await expect(terminology).toContainText(
      'Return to Maturity is the annual return if you hold the sukuk until it matures',
    );
    await expect(terminology).not.toContainText(/yield|coupon|interest|bond/i);
  });

  test('the bond detail’s tabs and figures, and the ticket’s quote', async ({ page }) => {
    const sukuk = (await tradableAedSukuk(page.request))[0];

    await page.goto(`/market/bonds/${sukuk!.product_id}/`);
    const tabs = main(page).getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: 'Sukuk information' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Financing structure' })).toBeVisible();
    await expect(tabs).not.toContainText(/bond|capital/i);
    await expect(main(page)).toContainText('Periodical Distribution');
    await expect(main(page)).not.toContainText(/yield|coupon/i);

    await page.goto(`/trade/?productId=${sukuk!.product_id}&tradeType=buy`);
    const quote = main(page).getByRole('region', { name: 'Your quote' });
    await expect(quote).toHaveAttribute('data-bk-quote-status', 'ready');
    await expect(quote).toContainText('Accrued distribution');
    await expect(quote).not.toContainText(/interest|coupon/i);
  });
});

test('the standard site still offers Smart Interest and the savings calculator', async ({ page }) => {
  await presetPreferences(page, { variant: 'standard' });
  await page.goto('/market/');
  await expect(nav(page).getByRole('link', { name: 'Smart Interest' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Savings calculator' })).toBeVisible();
  await page.goto('/smart-interest/');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Smart Interest' })).toBeVisible();
});
