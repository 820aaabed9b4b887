import { openMarketList, rowOfProduct, tabTo } from '../support/market';
import { findProduct } from '../support/sandbox';
import { expect, test } from '../support/test';
import {
  agreeAndConfirm,
  buyableBond,
  heldPrincipal,
  holdingRow,
  main,
  ordersOf,
  positionsOf,
  quoteReady,
} from './trade-support';

// The trade page of 002 §2.4 with the investor persona. Each test trades its own bond (buyableBond's
// index), so specs running side by side never share a product; assertions hold with any extra holdings.

test.describe('trading as an investor', () => {
  test('buys in basic mode from a market row, sees the holding, then sells part of it', async ({
    page,
    signIn,
  }) => {
    await signIn('investor');
    const product = await buyableBond(page, 0);
    const company = product.company.company_name;
    await openMarketList(page);
    const row = await rowOfProduct(page, product.isin_code);
    await row.getByRole('link', { name: `Buy ${company}` }).click();
    await expect(page).toHaveURL(new RegExp(`/trade/\\?productId=${product.product_id}&tradeType=buy$`));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Buy ${company}`);
    await expect(page).toHaveTitle(`Buy ${company} · bondkit demo`);

    await main(page)
      .getByRole('radio', { name: /^Principal/ })
      .check();
    await main(page).getByLabel('Principal amount').fill('1500');
    const quote = await quoteReady(page);
    await expect(quote).toContainText('£1,500.00');
    await main(page).getByRole('button', { name: 'Proceed to review' }).click();
    await agreeAndConfirm(page);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Order placed!' })).toBeVisible();
    expect(await heldPrincipal(page, product.product_id)).toBe(1500);

    await main(page).getByRole('link', { name: 'View your holdings' }).click();
    await expect(page).toHaveURL(/\/holdings\/$/);
    const portfolio = main(page).getByRole('region', { name: 'Investment portfolio (IA10101)' });
    const holding = holdingRow(portfolio, product.product_id);
    await expect(holding).toContainText('£1,500.00');

    // sell part of it from the holdings list
    await holding.getByRole('link', { name: `Sell ${company}` }).click();
    await expect(page).toHaveURL(new RegExp(`/trade/\\?productId=${product.product_id}&tradeType=sell$`));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Sell ${company}`);
    await expect(main(page).getByText('Sells are always by principal.')).toBeVisible();
    await expect(main(page).getByLabel('Account')).toContainText('holds £1,500.00');
    await main(page).getByLabel('Principal to sell').fill('600');
    await quoteReady(page);
    await main(page).getByRole('button', { name: 'Proceed to review' }).click();
    await agreeAndConfirm(page);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Order placed!' })).toBeVisible();
    expect(await heldPrincipal(page, product.product_id)).toBe(900);
    await main(page).getByRole('link', { name: 'View your holdings' }).click();
    await expect(
      holdingRow(
        main(page).getByRole('region', { name: 'Investment portfolio (IA10101)' }),
        product.product_id,
      ),
    ).toContainText('£900.00');
  });

  test('switches part of a holding into another bond through the picker', async ({ page, signIn }) => {
    await signIn('investor');
    const positions = await positionsOf(page);
    const products = await findProduct(
      page.request,
      (p) =>
        p.currency === 'GBP' &&
        p.tradeability === 'open' &&
        p.tradeability_reason === null &&
        positions.some((pos) => pos.product_id === p.product_id && Number(pos.open.principal) >= 3000),
      'a GBP holding of 3000 or more',
    );
    const from = products;
    const target = await buyableBond(page, 1);
    const fromBefore = await heldPrincipal(page, from.product_id);
    await page.goto(`/trade/?switchFromProductId=${from.product_id}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      `Switch ${from.company.company_name}`,
    );
    await main(page).getByLabel('Principal to sell').fill('1000');
    await main(page).getByRole('button', { name: 'Choose a bond to switch into' }).click();
    const picker = page.getByRole('dialog', { name: 'Select a bond to switch into' });
    await expect(picker.getByRole('columnheader', { name: 'Switching from' })).toBeVisible();
    const confirm = picker.getByRole('button', { name: 'Confirm & proceed' });
    await expect(confirm).toBeDisabled();
    await picker.getByLabel('Search bonds').fill(target.isin_code);
    await picker
      .getByRole('radio', { name: `Switch into ${target.company.company_name} (${target.isin_code})` })
      .check();
    await confirm.click();
    await expect(picker).toBeHidden();
    const quote = await quoteReady(page);
    await expect(quote).toContainText(`Sell ${from.company.company_name}`);
    await expect(quote).toContainText(`Buy ${target.company.company_name}`);
    await main(page).getByRole('button', { name: 'Proceed to review' }).click();
    await expect(main(page).getByText('Switching to', { exact: true })).toBeVisible();
    await agreeAndConfirm(page);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Order placed!' })).toBeVisible();
    expect(await heldPrincipal(page, from.product_id)).toBe(fromBefore - 1000);
    expect(await heldPrincipal(page, target.product_id)).toBeGreaterThan(0);
  });

  test('when the network fails at confirm, the offline message shows and the inputs stay', async ({
    page,
    signIn,
  }) => {
    await signIn('investor');
    const product = await buyableBond(page, 2);
    await page.goto(`/trade/?productId=${product.product_id}&tradeType=buy`);
    await main(page).getByLabel('Amount to invest').fill('1234.56');
    await quoteReady(page);
    await main(page).getByRole('button', { name: 'Proceed to review' }).click();
    await page.route('**/api/market/quote/', (route) =>
      route.request().postDataJSON()?.confirm === true
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    await agreeAndConfirm(page);
    // nothing answered: the customer's words for it, with Try again (the server's or the call's text otherwise)
    await expect(main(page).getByRole('alert')).toContainText(
      'You appear to be offline. Check your connection and try again.',
    );
    await expect(main(page).getByRole('checkbox', { name: /Investor Agreement/ })).toBeChecked();
    await expect(main(page).getByRole('checkbox', { name: /Fractional Bonds Agreement/ })).toBeChecked();
    expect(await heldPrincipal(page, product.product_id)).toBe(0);
    await main(page).getByRole('button', { name: 'Back' }).click();
    await expect(main(page).getByLabel('Amount to invest')).toHaveValue('1234.56');

    // the network is back: the same order goes through, once
    await page.unroute('**/api/market/quote/');
    await quoteReady(page);
    await main(page).getByRole('button', { name: 'Proceed to review' }).click();
    await agreeAndConfirm(page);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Order placed!' })).toBeVisible();
    expect(await ordersOf(page, product.product_id)).toHaveLength(1);
  });

  test('a buyer without an account in the bond’s currency is told what is missing and led to a real page', async ({
    page,
    signIn,
  }) => {
    await signIn('isa-restricted');
    const products = (await (await page.request.get('/api/products/?for_user=me')).json()) as {
      product_id: number;
      currency: string;
      state: string;
      tradeability: string;
    }[];
    const eur = products.find((p) => p.currency === 'EUR' && p.state === 'open' && p.tradeability === 'open');
    await page.goto(`/trade/?productId=${eur!.product_id}&tradeType=buy`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Add a EUR account first' })).toBeVisible();
    await expect(main).toContainText('Opening an account in EUR is not available on this site yet.');
    await expect(main).not.toContainText('not part of this demo');
    await main.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/);
  });

  test('a double click on confirm places one order', async ({ page, signIn }) => {
    await signIn('investor');
    const product = await buyableBond(page, 3);
    await page.goto(`/trade/?productId=${product.product_id}&tradeType=buy&amount=1000`);
    await quoteReady(page);
    await main(page).getByRole('button', { name: 'Proceed to review' }).click();
    await main(page)
      .getByRole('checkbox', { name: /Investor Agreement/ })
      .check();
    await main(page)
      .getByRole('checkbox', { name: /Fractional Bonds Agreement/ })
      .check();
    await main(page).getByRole('button', { name: 'Confirm trade' }).dblclick();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Order placed!' })).toBeVisible();
    const orders = await ordersOf(page, product.product_id);
    expect(orders).toHaveLength(1);
  });

  test('a visitor following a trade link signs in first; a pending product without a package is not available', async ({
    page,
    signIn,
  }) => {
    const product = await findProduct(
      page.request,
      (p) => p.state === 'open' && p.tradeability === 'open' && Number(p.sell_liquidity) > 100,
      'open product',
    );
    const address = `/trade/?productId=${product.product_id}&tradeType=buy`;
    await page.goto(address);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(address)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    await signIn('investor');
    const pending = await findProduct(page.request, (p) => p.state === 'pending', 'pending product');
    // a pending product is bought through one of its packages (the market's package choice); without one the
    // trade page says the bond is not available
    await page.goto(`/trade/?productId=${pending.product_id}&tradeType=buy`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
    await expect(main(page).getByText('This bond is not available.')).toBeVisible();
  });

  test('open orders and holdings pages are in the navigation of a signed-in user', async ({
    page,
    signIn,
  }) => {
    await page.goto('/market/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Holdings' })).toHaveCount(0);
    await signIn('investor');
    await page.goto('/market/');
    await nav.getByRole('link', { name: 'Open orders' }).click();
    await expect(page).toHaveURL(/\/orders\/$/);
    const bondOrders = main(page).getByRole('table', { name: 'Bond orders' });
    await expect(bondOrders).toBeVisible();
    await nav.getByRole('link', { name: 'Holdings' }).click();
    await expect(main(page).getByRole('region', { name: 'Investment portfolio (IA10101)' })).toBeVisible();
  });

  test('a buy is completed with the keyboard alone, and every step is axe-clean', async ({
    page,
    signIn,
    axe,
  }) => {
    test.setTimeout(180_000);
    await signIn('investor');
    const product = await buyableBond(page, 5);
    await page.goto(`/trade/?productId=${product.product_id}&tradeType=buy`);
    await quoteReady(page);
    await axe('trade setup');

    const amount = main(page).getByLabel('Amount to invest');
    await tabTo(page, amount);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1100');
    await quoteReady(page);
    // a gross buy of 1100 spends at most 1100 (the default 1000 totals less than £1,000)
    await expect(main(page).getByRole('region', { name: 'Your quote' })).toContainText(
      /Total£1,\d{3}\.\d{2}/,
    );
    // Enter in the form proceeds
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Review your order' })).toBeFocused();
    await axe('trade review');
    await tabTo(page, main(page).getByRole('checkbox', { name: /Investor Agreement/ }));
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const confirm = main(page).getByRole('button', { name: 'Confirm trade' });
    await expect(confirm).toBeEnabled();
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Order placed!' })).toBeFocused();
    await axe('trade placed');
    await tabTo(page, main(page).getByRole('link', { name: 'View your holdings' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/holdings\/$/);
    await expect(holdingRow(main(page), product.product_id)).toHaveCount(1);
    await axe('holdings');
    await page.goto('/orders/');
    await expect(main(page).getByRole('table', { name: 'Bond orders' })).toBeVisible();
    await axe('open orders');
  });
});
