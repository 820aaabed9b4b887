import { expect, type Locator, type Page } from '@playwright/test';

/** The market's list-view table ('Bonds', or 'Sukuk' in the partner variant). */
export function marketTable(page: Page, variant: 'standard' | 'sukuk' = 'standard'): Locator {
  return page.getByRole('table', { name: variant === 'sukuk' ? 'Sukuk' : 'Bonds' });
}

/** Body rows of the table (the header row is the first row group's only row). */
export function bodyRows(table: Locator): Locator {
  return table.getByRole('rowgroup').nth(1).getByRole('row');
}

export function searchBox(page: Page): Locator {
  return page.getByRole('search').getByRole('searchbox');
}

/** The results line ('Showing X out of Y bonds matching …'). */
export function resultsLine(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^Showing \d+ out of \d+/ });
}

export async function resultCounts(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await resultsLine(page).textContent()) ?? '';
  const match = /Showing (\d+) out of (\d+)/.exec(text);
  if (!match) throw new Error(`no results line in "${text}"`);
  return { shown: Number(match[1]), total: Number(match[2]) };
}

/** Opens /market/ (or another market address) and waits for the list view's rows. */
export async function openMarketList(
  page: Page,
  address = '/market/',
  variant: 'standard' | 'sukuk' = 'standard',
) {
  await page.goto(address);
  const table = marketTable(page, variant);
  await expect(table).toBeVisible();
  await expect(bodyRows(table).first()).toBeVisible();
  return table;
}

/** The company names of the rendered body rows, top to bottom (rows are virtualised: the first screenful). */
export async function companyNames(table: Locator): Promise<string[]> {
  const rows = bodyRows(table);
  const count = await rows.count();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    names.push(
      ((await rows.nth(i).getByRole('cell').first().getByRole('link').first().textContent()) ?? '').trim(),
    );
  }
  return names;
}

/** The address's hash as parameters (the hash form of the market address). */
export function hashParams(page: Page): URLSearchParams {
  return new URLSearchParams(new URL(page.url()).hash.slice(1));
}

export function queryParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** Presses Tab until `target` has focus (keyboard-only paths); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Narrows the list to one product by typing its ISIN, and returns that product's row. */
export async function rowOfProduct(
  page: Page,
  isin: string,
  variant: 'standard' | 'sukuk' = 'standard',
): Promise<Locator> {
  await searchBox(page).fill(isin);
  const rows = bodyRows(marketTable(page, variant));
  await expect(rows).toHaveCount(1);
  return rows.first();
}
