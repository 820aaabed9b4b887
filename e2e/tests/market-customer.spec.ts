import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { openSandboxPanel } from '../support/dev-panel';
import {
  bodyRows,
  marketTable,
  openMarketList,
  resultCounts,
  rowOfProduct,
  searchBox,
} from '../support/market';
import { listProducts, type WireProduct } from '../support/sandbox';
import { expect, test } from '../support/test';
import { main } from './trade-support';

// Issue 17 (part A): what a customer meets on the market — coming-soon bonds, sukuk search, why Buy is
// missing, the counts and the CSV, sukuk cards, a visitor's bond detail, and the card rows by keyboard.

type Package = { package_id: number; pending_amount: string; settlement_date: string };
const packagesOf = (p: WireProduct) => p.pending_liquidity as Package[];

const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(Number(amount));
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${iso}T00:00:00Z`))
    .replace('Sept', 'Sep');

async function downloadCsvRows(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Options' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^Download market as CSV/ }).click();
  const download = await downloading;
  const text = await readFile(await download.path(), 'utf8');
  return text.trim().split(/\r?\n/).length - 1;
}

async function openSukukMarket(page: Page, view: 'List view' | 'Card view'): Promise<void> {
  await page.goto('/market/');
  await (await openSandboxPanel(page)).getByLabel('Variant').selectOption('sukuk');
  await expect(page.getByRole('heading', { level: 1, name: 'Sukuk market' })).toBeVisible();
  const toggle = page.getByRole('button', { name: view });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
}

/** The actions cell of a list row (the last cell). */
const actionsOf = (row: Locator) => row.getByRole('cell').last();

test.describe('the market as a customer meets it', () => {
  test('a coming-soon bond is one row with its packages, and Buy opens a ticket for the chosen one', async ({
    page,
    signIn,
  }) => {
    const product = (await listProducts(page.request)).find(
      (p) => p.state === 'pending' && packagesOf(p).length >= 2,
    );
    if (!product) throw new Error('the seed has no pending product with two packages');
    const company = product.company.company_name;
    await signIn('investor');
    await openMarketList(page);
    const row = await rowOfProduct(page, product.isin_code);
    // each package tells its amount and settling date apart
    for (const pkg of packagesOf(product)) {
      await expect(row).toContainText(money(pkg.pending_amount, product.currency));
      await expect(row).toContainText(day(pkg.settlement_date));
    }
    const second = packagesOf(product)[1]!;
    await row
      .getByRole('combobox', { name: `Package of ${company}` })
      .selectOption(String(second.package_id));
    await row.getByRole('link', { name: `Buy ${company}` }).click();
    await expect(page).toHaveURL(new RegExp(`packageId=${second.package_id}`));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Buy ${company}`);
  });

  test('the sukuk market finds a sukuk by ISIN or issuer, and says when the match is unavailable', async ({
    page,
    signIn,
  }) => {
    await signIn('sukuk');
    await openSukukMarket(page, 'List view');
    const table = marketTable(page, 'sukuk');
    // an issuer's name (not the underlying company the row shows) finds its sukuk
    await searchBox(page).fill('Amanah Telecom Sukuk');
    await expect(bodyRows(table).first()).toContainText('Amanah Telecom Group');
    // an ISIN whose sukuk has nothing left to buy: the market says so and shows it on request
    await searchBox(page).fill('XSSK20214139');
    await page.getByRole('button', { name: 'Show unavailable sukuk' }).click();
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText('Saqr Aviation Group');
    await expect(actionsOf(bodyRows(table).first())).toContainText('Insufficient availability to buy');
  });

  test('where a sukuk has no Buy the row says why', async ({ page, signIn }) => {
    await signIn('sukuk');
    await openSukukMarket(page, 'List view');
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Show unavailable sukuk' }).click();
    await page.keyboard.press('Escape');
    const rows = bodyRows(marketTable(page, 'sukuk'));
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThan(5);
    // an ineligible sukuk says why in place of Buy (the score it needs and the customer’s)
    const reasons =
      /Needs a customer assessment score of \d+; yours is \d+\.|Insufficient availability to buy|Unavailable|Take questionnaire/;
    for (let i = 0; i < count; i++) {
      const actions = actionsOf(rows.nth(i));
      if ((await actions.getByRole('link', { name: /^Buy / }).count()) > 0) continue;
      await expect(actions).toContainText(reasons);
    }
  });

  for (const who of ['visitor', 'investor'] as const) {
    test(`the counts and the CSV follow what the customer sees (${who})`, async ({ page, signIn }) => {
      if (who === 'investor') await signIn('investor');
      await openMarketList(page, '/market/#currency=GBP');
      const rows = await downloadCsvRows(page);
      await expect.poll(async () => (await resultCounts(page)).shown).toBe(rows);
      await searchBox(page).fill('plc');
      await expect(page.getByRole('status').filter({ hasText: /“plc”/ })).toBeVisible();
      const searched = await downloadCsvRows(page);
      expect(searched).toBeLessThan(rows);
      await expect.poll(async () => (await resultCounts(page)).shown).toBe(searched);
    });
  }

  test('sukuk cards show their currency and the logo of the name they show', async ({ page, signIn }) => {
    const sukuk = (await listProducts(page.request)).filter((p) => p.adib_details !== null);
    expect(sukuk.length).toBeGreaterThan(0);
    await signIn('sukuk');
    await openSukukMarket(page, 'Card view');
    const cards = page.locator('.bk-card');
    await expect(cards.first()).toBeVisible();
    const count = Math.min(await cards.count(), 8);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      await expect(card).toContainText(/ · (AED|USD|GBP)/);
      // no issuer's logo beside the underlying company's name: initials of the name shown instead
      await expect(card.locator('img.bk-bond__logo')).toHaveCount(0);
      const name = (await card.getByRole('link').first().textContent())?.trim() ?? '';
      const initials = name
        .split(/\s+/)
        .filter((w) => /^[A-Za-z]/.test(w))
        .slice(0, 2)
        .map((w) => w[0]!.toUpperCase())
        .join('');
      await expect(card.locator('.bk-bond__initials')).toHaveText(initials);
    }
  });

  test('a visitor coming straight to a bond sees a blurred placeholder, not a price of 000.00', async ({
    page,
  }) => {
    const product = (await listProducts(page.request)).find(
      (p) => p.state === 'open' && p.adib_details === null,
    )!;
    await page.goto(`/market/bonds/${product.product_id}/`);
    const placeholder = page.locator('[data-bk-hidden-value]').first();
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveCSS('filter', /blur/);
  });

  test('Tab through a card row scrolls each focused card into view', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto('/market/');
    await page.getByRole('button', { name: 'Card view' }).click();
    const track = page.locator('.bk-card-row__track').first();
    await expect(track).toBeVisible();
    const links = track.getByRole('link');
    await links.first().focus();
    const box = await track.boundingBox();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inTrack = await track.evaluate((t) => t.contains(document.activeElement));
      if (!inTrack) break;
      const focused = await page.evaluate(() => {
        const r = (document.activeElement as HTMLElement).getBoundingClientRect();
        return { left: r.left, right: r.right };
      });
      expect(focused.left).toBeGreaterThanOrEqual(box!.x - 1);
      expect(focused.right).toBeLessThanOrEqual(box!.x + box!.width + 1);
    }
  });
});
