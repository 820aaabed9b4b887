import type { Page } from '@playwright/test';
import { bodyRows, marketTable, rowOfProduct } from '../support/market';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';
import { holdingRow, main } from './trade-support';

// Issue 27, finding 4: a sukuk has one name everywhere — its company (the underlying, operating company), the
// special-purpose company that issues it being at most a detail; 'Ineligible' says why; the guide speaks of
// sukuk to the partner's customers.

type WireSukuk = {
  product_id: number;
  isin_code: string;
  state: string;
  sell_liquidity: string;
  company: { company_name: string };
  adib_details: { underlying_company_name: string; risk_category_minimum_score: number } | null;
};
type WirePosition = {
  investment_account_reference: string;
  product_id: number;
  currency: string;
  open: { principal: string };
};
type WireAccount = { id: number; reference: string };

async function partnerProducts(page: Page): Promise<WireSukuk[]> {
  const response = await page.request.get('/api/products/?partner=adib&for_user=me&exclude=call_schedule');
  expect(response.ok()).toBe(true);
  return (await response.json()) as WireSukuk[];
}

test.describe('a sukuk’s one name, and why one is ineligible', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await presetPreferences(page, { variant: 'sukuk' });
    await signIn('sukuk');
  });

  test('the portfolio and the holdings name a held sukuk after its company, never its issuing company', async ({
    page,
  }) => {
    const products = await partnerProducts(page);
    const positions = (await (
      await page.request.get('/api/customers/me/positions/')
    ).json()) as WirePosition[];
    const held = positions.find(
      (p) =>
        Number(p.open.principal) > 0 && products.some((s) => s.product_id === p.product_id && s.adib_details),
    );
    if (!held) throw new Error('the sukuk persona holds no sukuk in the seed');
    const sukuk = products.find((s) => s.product_id === held.product_id)!;
    const company = sukuk.adib_details!.underlying_company_name;
    const issuer = sukuk.company.company_name;
    expect(company).not.toBe(issuer);

    await page.goto('/holdings/');
    await expect(holdingRow(main(page), sukuk.product_id)).toContainText(company);
    await expect(main(page)).not.toContainText(issuer);

    const accounts = (await (
      await page.request.get('/api/customers/me/investment-accounts/')
    ).json()) as WireAccount[];
    const account = accounts.find((a) => a.reference === held.investment_account_reference)!;
    await page.goto(`/dashboard/account/${account.id}/${held.currency}/`);
    await expect(main(page).getByRole('tablist', { name: 'Portfolio' })).toBeVisible({ timeout: 15_000 });
    await main(page).getByRole('button', { name: 'Show as a table' }).click();
    const byIssuer = main(page).getByRole('table', { name: /^Invested by/ });
    await expect(byIssuer.getByRole('rowheader', { name: company, exact: true })).toBeVisible();
    await expect(byIssuer).not.toContainText(issuer);
  });

  test('an Ineligible sukuk says why: the customer assessment score it needs, and the customer’s', async ({
    page,
  }) => {
    const products = await partnerProducts(page);
    const scores = products.flatMap((p) =>
      p.adib_details ? [p.adib_details.risk_category_minimum_score] : [],
    );
    const eligibleUpTo = 3; // the persona's suitability score
    expect(
      scores.some((s) => s <= eligibleUpTo),
      'some sukuk the persona may buy',
    ).toBe(true);
    const ineligible = products.find(
      (p) =>
        p.adib_details !== null &&
        p.adib_details.risk_category_minimum_score > eligibleUpTo &&
        p.state === 'open' &&
        Number(p.sell_liquidity) > 100,
    );
    if (!ineligible) throw new Error('no ineligible sukuk on the market in the seed');
    const minimum = ineligible.adib_details!.risk_category_minimum_score;
    const reason = `Needs a customer assessment score of ${minimum}; yours is ${eligibleUpTo}.`;

    await page.goto('/market/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sukuk market' })).toBeVisible();
    const list = page.getByRole('button', { name: 'List view' });
    if ((await list.getAttribute('aria-pressed')) !== 'true') await list.click();
    await expect(bodyRows(marketTable(page, 'sukuk')).first()).toBeVisible();
    const row = await rowOfProduct(page, ineligible.isin_code, 'sukuk');
    const mark = row.getByText('Ineligible', { exact: true });
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAccessibleDescription(reason);
    // in place of Buy, the same reason, visible
    await expect(row.getByRole('cell').last()).toContainText(reason);
    await expect(row.getByRole('link', { name: /^Buy / })).toHaveCount(0);
  });
});

test('the investor guide speaks of sukuk, not bonds, in the partner’s variant', async ({ page }) => {
  await presetPreferences(page, { variant: 'sukuk' });
  await page.goto('/guides/investor-guide/');
  const guide = main(page).getByRole('region', { name: 'Download the investor guide' });
  await expect(guide).toContainText('Everything you need to know before you invest in sukuk.');
  await expect(main(page)).not.toContainText(/\bbonds?\b/i);
});
