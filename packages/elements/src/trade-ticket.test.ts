import { getMarketProducts, type MarketProduct, type Quote, type TradePlacement } from '@bondkit/sdk-core';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BkNavigateDetail, BkReadyDetail } from './core/events';
import { collect, mount, received, shadow, WAIT } from './test/elements';
import { connect, isPlainGbpBond, sandboxPerFile } from './test/sandbox';
import { defineTradeTicket } from './trade-ticket';

const TAG = 'bk-trade-ticket';
const LONG = { timeout: 10_000 };

const sandbox = sandboxPerFile(() => defineTradeTicket());
let catalogue: MarketProduct[];
beforeAll(async () => {
  const investor = await connect(sandbox(), 'investor');
  catalogue = await getMarketProducts(investor.client, { signedIn: true });
}, 30_000);

vi.setConfig({ testTimeout: 30_000 });

/** An open GBP bond the investor can buy from the ticket's first step. */
function buyableBond(): MarketProduct {
  const product = catalogue.find((p) => isPlainGbpBond(p));
  if (!product) throw new Error('no buyable GBP bond in the seed');
  return product;
}

describe('<bk-trade-ticket>', () => {
  it('buys from the element: quotes and the placed trade reach the page as events, links leave as bk-navigate', async () => {
    const connection = await connect(sandbox(), 'investor');
    const product = buyableBond();
    const ready = collect<BkReadyDetail>('bk-ready');
    const quotes = collect<Quote>('bk-quote-changed');
    const placed = collect<TradePlacement>('bk-trade-placed');
    const navigations = collect<BkNavigateDetail>('bk-navigate');
    const element = mount(
      TAG,
      { 'product-id': String(product.product_id), amount: '1500', 'holdings-url': '/bank/portfolio/' },
      { client: connection.client },
    );
    const root = shadow(element);
    await root.findByRole('heading', { level: 1, name: `Buy ${product.company.company_name}` }, LONG);
    expect((await received(ready)).detail).toEqual({ tagName: TAG, signedIn: true });
    expect((root.getByLabelText('Amount to invest') as HTMLInputElement).value).toBe('1500');

    // the quote of the starting amount reaches the page
    const quote = (await received(quotes)).detail;
    expect(quote.buys[0]?.product_id).toBe(product.product_id);

    fireEvent.click(root.getByRole('button', { name: 'Proceed to review' }));
    await root.findByRole('heading', { level: 2, name: 'Review your order' }, LONG);
    fireEvent.click(root.getByRole('checkbox', { name: /Investor Agreement/ }));
    fireEvent.click(root.getByRole('checkbox', { name: /Fractional Bonds Agreement/ }));
    fireEvent.click(root.getByRole('button', { name: 'Confirm trade' }));
    await root.findByRole('heading', { level: 2, name: 'Order placed!' }, LONG);
    const placement = (await received(placed)).detail;
    expect(placement.reference).toMatch(/\S/);
    expect(placed).toHaveLength(1);

    // the holdings link follows the element's template; the page routes it itself
    const holdings = root.getByRole('link', { name: 'View your holdings' }) as HTMLAnchorElement;
    expect(holdings.getAttribute('href')).toBe('/bank/portfolio/');
    element.addEventListener('bk-navigate', (event) => event.preventDefault());
    fireEvent.click(holdings);
    const navigation = await received(navigations);
    expect(navigation.detail).toEqual({ target: { to: 'holdings' }, href: '/bank/portfolio/' });
    expect(navigation.defaultPrevented).toBe(true);
  });

  it('sends a visitor to sign in through bk-navigate, with the login template', async () => {
    const visitor = await connect(sandbox());
    const navigations = collect<BkNavigateDetail>('bk-navigate');
    document.addEventListener('bk-navigate', (event) => event.preventDefault(), { once: true });
    mount(
      TAG,
      { 'product-id': String(buyableBond().product_id), 'login-url': '/bank/sign-in?next=trade' },
      { client: visitor.client },
    );
    const navigation = await received(navigations);
    expect(navigation.detail).toEqual({ target: { to: 'login' }, href: '/bank/sign-in?next=trade' });
    // the page routes itself: the ticket says the customer is signed out, never an endless 'Loading...'
    const element = document.querySelector<HTMLElement>(TAG)!;
    await shadow(element).findByText('You are signed out', {}, WAIT);
    expect(element.shadowRoot!.textContent).not.toContain('Loading');
  });

  it('never sends the page to a default route: without login-url a bk-navigate nobody cancels leaves the page alone', async () => {
    const visitor = await connect(sandbox());
    const navigations = collect<BkNavigateDetail>('bk-navigate');
    // jsdom reports a navigation to another document, which it cannot make, on its virtual console
    const jsdom = (globalThis as { jsdom?: { virtualConsole: NodeJS.EventEmitter } }).jsdom;
    const attempts: string[] = [];
    const onJsdomError = (error: Error) => attempts.push(error.message);
    jsdom?.virtualConsole.on('jsdomError', onJsdomError);
    const element = mount(
      TAG,
      { 'product-id': String(buyableBond().product_id) },
      { client: visitor.client },
    );
    const navigation = await received(navigations);
    expect(navigation.detail).toEqual({ target: { to: 'login' }, href: '/login/' });
    expect(navigation.defaultPrevented).toBe(false);
    await shadow(element).findByText('You are signed out', {}, WAIT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(jsdom).toBeDefined();
    expect(attempts.filter((message) => /navigation/i.test(message))).toEqual([]);
    expect(window.location.pathname).toBe('/');
    element.remove();

    // with the host's template it follows: the address is the page's own
    const withTemplate = mount(
      TAG,
      { 'product-id': String(buyableBond().product_id), 'login-url': '#bank-sign-in' },
      { client: visitor.client },
    );
    await received(navigations, 2);
    await waitFor(() => expect(window.location.hash).toBe('#bank-sign-in'), WAIT);
    withTemplate.remove();
    window.history.replaceState(null, '', '/');
    jsdom?.virtualConsole.off('jsdomError', onJsdomError);
  });

  it('says when the bond does not exist instead of leaving the page, and restarts for another product-id', async () => {
    const connection = await connect(sandbox(), 'investor');
    const navigations = collect<BkNavigateDetail>('bk-navigate');
    const element = mount(TAG, { 'product-id': '987654' }, { client: connection.client });
    const root = shadow(element);
    await root.findByRole('alert', {}, LONG);
    expect(navigations).toHaveLength(0);

    const product = buyableBond();
    element.setAttribute('product-id', String(product.product_id));
    element.setAttribute('trade-type', 'buy');
    await root.findByRole('heading', { level: 1, name: `Buy ${product.company.company_name}` }, LONG);
    await waitFor(
      () => expect(within(element.shadowRoot as unknown as HTMLElement).queryByRole('alert')).toBeNull(),
      WAIT,
    );
  });

  it('hides Back on the first step with no-back', async () => {
    const connection = await connect(sandbox(), 'investor');
    const product = buyableBond();
    const element = mount(
      TAG,
      { 'product-id': String(product.product_id), 'no-back': '' },
      { client: connection.client },
    );
    const root = shadow(element);
    await root.findByRole('heading', { level: 1, name: `Buy ${product.company.company_name}` }, LONG);
    expect(root.queryByRole('button', { name: /Back/ })).toBeNull();
    element.removeAttribute('no-back');
    await root.findByRole('button', { name: /Back/ }, WAIT);
  });
});
