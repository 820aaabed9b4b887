import type { Page } from '@playwright/test';
import {
  bodyRows,
  companyNames,
  hashParams,
  marketTable,
  openMarketList,
  queryParams,
  resultCounts,
  resultsLine,
  searchBox,
  tabTo,
} from '../support/market';
import { findProduct } from '../support/sandbox';
import { expect, test } from '../support/test';

const chips = (page: Page) => page.getByRole('list', { name: 'Applied filters' });
const filtersDialog = (page: Page) => page.getByRole('dialog', { name: 'Filters' });

/** Opens the drawer, lets `pick` change it and applies with 'Show bonds'. */
async function applyInDrawer(
  page: Page,
  pick: (dialog: ReturnType<typeof filtersDialog>) => Promise<void>,
  { fromDefault = true } = {},
) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = filtersDialog(page);
  await expect(dialog).toBeVisible();
  const show = dialog.getByRole('button', { name: 'Show bonds' });
  // 'Show bonds' is enabled only when something differs from the default (002 §2.1)
  if (fromDefault) await expect(show).toBeDisabled();
  await pick(dialog);
  await expect(show).toBeEnabled();
  await show.click();
  await expect(dialog).toBeHidden();
}

test.describe('market filters in the address', () => {
  test('filters chosen in the drawer become chips and the hash, and survive a reload', async ({ page }) => {
    await openMarketList(page);
    await expect(resultsLine(page)).toHaveCount(0);

    await applyInDrawer(page, async (dialog) => {
      await dialog.getByRole('group', { name: 'Currencies' }).getByRole('checkbox', { name: /^EUR/ }).check();
      await dialog
        .getByRole('group', { name: 'Seniority' })
        .getByRole('checkbox', { name: 'Senior secured', exact: true })
        .check();
    });

    await expect(chips(page).getByRole('button', { name: 'Remove filter: EUR' })).toBeVisible();
    await expect(chips(page).getByRole('button', { name: 'Remove filter: Senior secured' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect.poll(() => hashParams(page).getAll('currency')).toEqual(['EUR']);
    expect(hashParams(page).getAll('seniority')).toEqual(['senior_secured']);
    expect(new URL(page.url()).search).toBe('');
    await expect(resultsLine(page)).toContainText('matching your filters');
    const filtered = await resultCounts(page);
    expect(filtered.shown).toBeGreaterThan(0);
    expect(filtered.shown).toBeLessThan(filtered.total);
    for (const name of await companyNames(marketTable(page))) expect(name).not.toBe('');

    await page.reload();
    await expect(chips(page).getByRole('button', { name: 'Remove filter: EUR' })).toBeVisible();
    await expect(chips(page).getByRole('button', { name: 'Remove filter: Senior secured' })).toBeVisible();
    expect(await resultCounts(page)).toEqual(filtered);

    // Removing a chip resets that filter only; 'Clear all' clears the hash.
    await chips(page).getByRole('button', { name: 'Remove filter: EUR' }).click();
    await expect.poll(() => hashParams(page).getAll('currency')).toEqual([]);
    expect(hashParams(page).getAll('seniority')).toEqual(['senior_secured']);
    await chips(page).getByRole('button', { name: 'Clear all' }).click();
    await expect(chips(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await expect(resultsLine(page)).toHaveCount(0);
  });

  test('a deep link in the hash form is restored', async ({ page }) => {
    await openMarketList(page, '/market/#currency=GBP&seniority=unsecured&sort=company&sort_order=DESC');
    await expect(chips(page).getByRole('button', { name: 'Remove filter: GBP' })).toBeVisible();
    await expect(chips(page).getByRole('button', { name: 'Remove filter: Unsecured' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Bond/ })).toHaveAttribute('aria-sort', 'descending');
    const names = await companyNames(marketTable(page));
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en-GB', { sensitivity: 'base' })));
  });

  test('a deep link in the query-string form is restored and kept in that form', async ({ page }) => {
    await openMarketList(page, '/market/?currencies=EUR&sort=company&sort_order=asc');
    await expect(chips(page).getByRole('button', { name: 'Remove filter: EUR' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Bond/ })).toHaveAttribute('aria-sort', 'ascending');

    await applyInDrawer(
      page,
      async (dialog) => {
        await dialog
          .getByRole('group', { name: 'Seniority' })
          .getByRole('checkbox', { name: 'Unsecured', exact: true })
          .check();
      },
      { fromDefault: false },
    );
    await expect.poll(() => queryParams(page).getAll('seniority')).toEqual(['unsecured']);
    expect(queryParams(page).getAll('currencies')).toEqual(['EUR']);
    expect(queryParams(page).get('sort')).toBe('company');
    expect(new URL(page.url()).hash).toBe('');

    await page.reload();
    await expect(chips(page).getByRole('button', { name: 'Remove filter: Unsecured' })).toBeVisible();
    await expect(chips(page).getByRole('button', { name: 'Remove filter: EUR' })).toBeVisible();
  });

  test('search narrows the list, is written to the address and cleared with the box', async ({
    page,
    request,
  }) => {
    const product = await findProduct(
      request,
      (p) =>
        p.state === 'open' &&
        Number(p.sell_liquidity) > 100 &&
        !p.company.is_treasury &&
        p.pending_liquidity.length === 0,
      'open product',
    );
    await openMarketList(page);
    await searchBox(page).fill(product.isin_code);
    await expect(resultsLine(page)).toContainText(`matching “${product.isin_code}”`);
    await expect(bodyRows(marketTable(page))).toHaveCount(1);
    await expect(bodyRows(marketTable(page)).first()).toContainText(product.company.company_name);
    await expect.poll(() => hashParams(page).get('search')).toBe(product.isin_code);

    // 'gilt' finds the UK treasury's gilts (002 §5.1)
    await searchBox(page).fill('gilt');
    await expect(resultsLine(page)).toContainText('matching “gilt”');
    expect((await resultCounts(page)).shown).toBeGreaterThan(0);

    await searchBox(page).fill('');
    await expect(resultsLine(page)).toHaveCount(0);
    await expect.poll(() => hashParams(page).get('search')).toBeNull();
  });

  test('a one-letter search waits for the Search button', async ({ page }) => {
    // the page's timers on a clock the test moves: past the search's debounce, nothing was applied
    await page.clock.install();
    await openMarketList(page);
    await searchBox(page).fill('z');
    await page.clock.runFor(1_000);
    expect(hashParams(page).get('search')).toBeNull();
    await expect(resultsLine(page)).toHaveCount(0);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(
      resultsLine(page).or(page.getByRole('heading', { name: 'Nothing to see here' })),
    ).toBeVisible();
  });

  test('clicking a column header sorts ascending, again descending', async ({ page }) => {
    const table = await openMarketList(page);
    const header = table.getByRole('columnheader', { name: /Bond/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');

    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => hashParams(page).get('sort_order')).toBe('ASC');
    expect(hashParams(page).get('sort')).toBe('company');
    const ascending = await companyNames(table);
    expect(ascending).toEqual(
      [...ascending].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })),
    );

    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => hashParams(page).get('sort_order')).toBe('DESC');
    const descending = await companyNames(table);
    expect(descending[0]).not.toBe(ascending[0]);

    // another key starts ascending again
    const seniority = table.getByRole('columnheader', { name: /Seniority/ });
    await seniority.getByRole('button').click();
    await expect(seniority).toHaveAttribute('aria-sort', 'ascending');
    await expect(header).toHaveAttribute('aria-sort', 'none');
  });

  test('the card or list choice is remembered across reloads', async ({ page }) => {
    await openMarketList(page);
    const card = page.getByRole('button', { name: 'Card view' });
    const list = page.getByRole('button', { name: 'List view' });
    await expect(list).toHaveAttribute('aria-pressed', 'true');

    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(marketTable(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^View all \(\d+\)$/ }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Card view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: /^View all \(\d+\)$/ }).first()).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'bk_market_view');
    expect(cookie?.value).toBe('card');
    // stored for 3650 days; Chromium caps every cookie's lifetime at 400 days
    const day = 24 * 3600 * 1000;
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(399 * day);

    await page.getByRole('button', { name: 'List view' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(marketTable(page)).toBeVisible();
  });

  test('the market filters work from the keyboard alone', async ({ page }) => {
    await openMarketList(page);
    const filtersButton = page.getByRole('button', { name: /^Filters/ });
    await tabTo(page, filtersButton);
    await page.keyboard.press('Enter');
    const dialog = filtersDialog(page);
    await expect(dialog).toBeVisible();

    const eur = dialog.getByRole('group', { name: 'Currencies' }).getByRole('checkbox', { name: /^EUR/ });
    await tabTo(page, eur);
    await page.keyboard.press('Space');
    await expect(eur).toBeChecked();

    const show = dialog.getByRole('button', { name: 'Show bonds' });
    await tabTo(page, show);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(filtersButton).toBeFocused();
    await expect(chips(page).getByRole('button', { name: 'Remove filter: EUR' })).toBeVisible();
    await expect.poll(() => hashParams(page).getAll('currency')).toEqual(['EUR']);

    // the chip is removed from the keyboard too
    await tabTo(page, chips(page).getByRole('button', { name: 'Remove filter: EUR' }));
    await page.keyboard.press('Enter');
    await expect(chips(page)).toHaveCount(0);
  });

  test('the skip link moves focus to the main content without touching the address', async ({ page }) => {
    await openMarketList(page, '/market/#currency=GBP');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    expect(new URL(page.url()).hash).toBe('#currency=GBP');
  });

  test('the path aliases open the market: /market/sukuk/ filtered to sukuk', async ({ page, sandbox }) => {
    const sukuk = (await sandbox.products())
      .flatMap((p) => p.categories)
      .find((c) => c.category_id === 'sukuk');
    expect(sukuk, 'a sukuk category in the seed').toBeTruthy();
    await page.goto('/market/sukuk/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bond market' })).toBeVisible();
    await expect(chips(page).getByRole('button', { name: `Remove filter: ${sukuk!.label}` })).toBeVisible();

    await openMarketList(page, '/market/corporate-bond/');
    await expect(chips(page)).toHaveCount(0);
  });
});
