import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { openMarketList } from '../support/market';
import { listProducts } from '../support/sandbox';
import { expect, test } from '../support/test';

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

async function downloadCsv(page: Page): Promise<{ name: string; rows: string[][] }> {
  await page.getByRole('button', { name: 'Options' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download market as CSV' }).click();
  const download = await downloading;
  const file = await download.path();
  return { name: download.suggestedFilename(), rows: parseCsv(await readFile(file, 'utf8')) };
}

test.describe('downloading the market as CSV', () => {
  test('the file is named after the sandbox date and holds the filtered products', async ({ page }) => {
    const products = await listProducts(page.request);
    await openMarketList(page);

    const all = await downloadCsv(page);
    expect(all.name).toBe('bondkit_market_20261123.csv');
    const [header, ...rows] = all.rows;
    expect(header?.length).toBeGreaterThan(3);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(products.length);
    expect(rows.every((row) => row.length === header?.length)).toBe(true);

    // with a currency filter in the address, only that currency's rows
    await openMarketList(page, '/market/#currency=EUR');
    const eur = await downloadCsv(page);
    expect(eur.name).toBe('bondkit_market_20261123.csv');
    const [eurHeader, ...eurRows] = eur.rows;
    const currencyColumn = (eurHeader ?? []).findIndex((title) => /currency/i.test(title));
    expect(currencyColumn).toBeGreaterThanOrEqual(0);
    expect(eurRows.length).toBeGreaterThan(0);
    expect(eurRows.length).toBeLessThan(rows.length);
    expect(new Set(eurRows.map((row) => row[currencyColumn]))).toEqual(new Set(['EUR']));
    // every EUR product's ISIN of the file is an EUR product of the market
    const isinColumn = (eurHeader ?? []).findIndex((title) => /isin/i.test(title));
    expect(isinColumn).toBeGreaterThanOrEqual(0);
    const eurIsins = new Set(products.filter((p) => p.currency === 'EUR').map((p) => p.isin_code));
    for (const row of eurRows) expect(eurIsins.has(row[isinColumn] ?? '')).toBe(true);
  });
});
