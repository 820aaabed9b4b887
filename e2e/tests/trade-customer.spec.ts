import type { Locator, Page } from '@playwright/test';
import { tradableAedSukuk } from '../support/partner';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';
import { buyableBond, main, positionsOf, quoteReady } from './trade-support';

// What a customer meets on the trade page (002 §2.4, §3.2 'Quote', §4.4, §5.2): a quote whose lines add up,
// a review whose notices read as sentences, agreements that can be read before they are ticked, and an
// 'Order placed!' that leads to the order it placed.

/** A figure of the quote (its data-bk-figure), as a number of cents; null when it is not shown. */
async function figure(quote: Locator, name: string): Promise<number | null> {
  const cell = quote.locator(`[data-bk-figure="${name}"]`);
  if ((await cell.count()) === 0) return null;
  const text = (await cell.first().textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
}

/** The quote's lines add up: principal × price / 100 is the cost, + interest − fees charged is the total. */
async function expectQuoteAddsUp(page: Page): Promise<void> {
  const quote = await quoteReady(page);
  const principal = (await figure(quote, 'principal')) ?? 0;
  const priceText = (await quote.locator('[data-bk-figure="price"]').textContent()) ?? '';
  const cost = await figure(quote, 'cost');
  const interest = (await figure(quote, 'interest')) ?? 0;
  const charged = (await figure(quote, 'fees-charged')) ?? 0;
  const total = await figure(quote, 'total');
  expect(principal).toBeGreaterThan(0);
  await expect(quote).toContainText(`Cost at ${priceText} per 100`);
  expect(cost).toBe(Math.round((principal * Number(priceText)) / 100));
  expect(await figure(quote, 'adjustment')).toBeNull();
  expect((cost ?? 0) + interest - charged).toBe(total);
}

test('a standard buy: the quote adds up, the review reads and links its agreements, and the order is reachable by its reference', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn('investor');
  const product = await buyableBond(page, 7);
  const company = product.company.company_name;
  await page.goto(`/trade/?productId=${product.product_id}&tradeType=buy`);
  await main(page)
    .getByRole('radio', { name: /^Principal/ })
    .check();
  await main(page).getByLabel('Principal amount').fill('2000');
  await expectQuoteAddsUp(page);
  await main(page).getByRole('button', { name: 'Proceed to review' }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();

  // the notice: a heading line and a body of whole sentences
  const notice = main(page).locator('.bk-banner', { hasText: 'Trade will execute immediately' });
  await expect(notice.locator('.bk-banner__title')).toHaveText('Trade will execute immediately');
  await expect(notice.locator('.bk-banner__body')).toHaveText(
    /^It cannot be cancelled once it is placed\. Settlement date: \d{2} \w{3} \d{4}\.$/,
  );

  // each agreement can be read (a PDF the API serves) before it is ticked
  for (const document of ['Investor Agreement', 'Fractional Bonds Agreement']) {
    const link = main(page).getByRole('link', { name: `Read the ${document} (PDF, opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    const response = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await main(page)
      .getByRole('checkbox', { name: new RegExp(document) })
      .check();
  }
  await main(page).getByRole('button', { name: 'Confirm trade' }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Order placed!' })).toBeVisible();

  // 'Order placed!' leads to the order: the open orders page points it out
  const reference =
    (
      await main(page)
        .getByText(/^Reference /)
        .textContent()
    )?.replace('Reference ', '') ?? '';
  expect(reference).toMatch(/^ORD/);
  await main(page)
    .getByRole('link', { name: `View order ${reference}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders/\\?order=${reference}$`));
  await expect(main(page)).toContainText(`Order ${reference} is highlighted below.`);
  const row = main(page).locator('tr[aria-current="true"]');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(company);
  await expect(row).toContainText('Pending settlement');
});

test('a sukuk buy: the quote adds up too', async ({ page, signIn }) => {
  await presetPreferences(page, { variant: 'sukuk' });
  await signIn('sukuk');
  const held = new Set((await positionsOf(page)).map((p) => p.product_id));
  const product = (await tradableAedSukuk(page.request, held))[0];
  await page.goto(`/trade/?productId=${product!.product_id}&tradeType=buy`);
  await expectQuoteAddsUp(page);
});
