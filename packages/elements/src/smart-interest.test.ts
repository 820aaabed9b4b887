import type { SmartInterestOrder } from '@bondkit/sdk-core';
import type { SmartInterestQuoteChange } from '@bondkit/widgets';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import type { BkNavigateDetail } from './core/events';
import { defineSmartInterestHoldings, defineSmartInterestQuote } from './smart-interest';
import { collect, mount, received, shadow, WAIT } from './test/elements';
import { connect, sandboxPerFile } from './test/sandbox';

const LONG = { timeout: 10_000 };

const sandbox = sandboxPerFile(() => {
  defineSmartInterestQuote();
  defineSmartInterestHoldings();
});

vi.setConfig({ testTimeout: 30_000 });

describe('<bk-smart-interest-quote> and <bk-smart-interest-holdings>', () => {
  it('quotes and places an order; the page reloads the holdings element on bk-order-placed', async () => {
    const connection = await connect(sandbox(), 'investor');
    const quotes = collect<SmartInterestQuoteChange>('bk-quote-changed');
    const orders = collect<SmartInterestOrder>('bk-order-placed');
    const quoteElement = mount('bk-smart-interest-quote', { currency: 'GBP' }, { client: connection.client });
    const holdingsElement = mount<HTMLElement & { reloadToken?: unknown }>(
      'bk-smart-interest-holdings',
      {},
      { client: connection.client },
    );
    // the page's glue: a placed order reloads the holdings
    document.addEventListener('bk-order-placed', (event) => {
      holdingsElement.reloadToken = (event as CustomEvent<SmartInterestOrder>).detail.reference;
    });
    const quote = shadow(quoteElement);
    const holdings = shadow(holdingsElement);
    await holdings.findByRole('table', { name: 'Smart Interest holdings' }, LONG);
    const series = await quote.findByRole('group', { name: 'Choose a series' }, LONG);
    const chosen = within(series).getAllByRole('radio')[0] as HTMLInputElement;
    expect(chosen.checked).toBe(true);

    // the default amount's quote reaches the page
    const first = (await received(quotes)).detail;
    expect(first).toMatchObject({ amount: '1000', currency: 'GBP' });
    expect(first.series).toMatch(/^SI-GBP-/);
    expect(Number(first.totalReturned)).toBeGreaterThan(1000);

    const amount = quote.getByRole('textbox', { name: 'Amount to invest' });
    fireEvent.input(amount, { target: { value: '1250' } });
    await waitFor(() => expect(quotes.at(-1)?.detail.amount).toBe('1250'), LONG);

    const invest = quote.getByRole('button', { name: 'Invest' });
    await waitFor(() => expect(invest).toHaveProperty('disabled', false), LONG);
    fireEvent.click(invest);
    // jsdom keeps the closed dialog's cached `display: none` after showModal(): find it by its open state
    const dialog = await waitFor(() => {
      const open = quoteElement.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]');
      if (!open) throw new Error('the confirm dialog is not open');
      return open;
    }, WAIT);
    expect(within(dialog).getByRole('heading', { name: 'Confirm your investment' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await quote.findByText('Your investment has been placed', {}, LONG);
    const order = (await received(orders)).detail;
    expect(order.reference).toMatch(/\S/);

    // the holdings element lists the new order after the page set its reloadToken
    await waitFor(() => expect(holdings.getByText(order.reference)).toBeTruthy(), LONG);
  });

  it('sends a visitor to register through bk-navigate, with the register template', async () => {
    const visitor = await connect(sandbox());
    const navigations = collect<BkNavigateDetail>('bk-navigate');
    document.addEventListener('bk-navigate', (event) => event.preventDefault(), { once: true });
    const element = mount(
      'bk-smart-interest-quote',
      { 'register-url': '/open-account', 'series-version': '1' },
      { client: visitor.client },
    );
    const quote = shadow(element);
    await quote.findByRole('slider', { name: 'Term' }, LONG);
    await waitFor(
      () => expect(quote.getByRole('button', { name: 'Invest' })).toHaveProperty('disabled', false),
      LONG,
    );
    fireEvent.click(quote.getByRole('button', { name: 'Invest' }));
    const navigation = await received(navigations);
    expect(navigation.detail).toEqual({ target: { to: 'register' }, href: '/open-account' });
  });

  it('asks a visitor to sign in to see the holdings', async () => {
    const visitor = await connect(sandbox());
    const element = mount(
      'bk-smart-interest-holdings',
      { 'login-url': '/bank/login' },
      { client: visitor.client },
    );
    const holdings = shadow(element);
    expect(
      await holdings.findByText('Sign in to see your Smart Interest investments.', {}, LONG),
    ).toBeTruthy();
    expect(holdings.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/bank/login');
    expect(holdings.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('leaves out the titles with hide-heading', async () => {
    const visitor = await connect(sandbox());
    const holdingsElement = mount(
      'bk-smart-interest-holdings',
      { 'hide-heading': '' },
      { client: visitor.client },
    );
    const quoteElement = mount('bk-smart-interest-quote', { 'hide-heading': '' }, { client: visitor.client });
    const holdings = shadow(holdingsElement);
    const quote = shadow(quoteElement);
    expect(
      await holdings.findByText('Sign in to see your Smart Interest investments.', {}, LONG),
    ).toBeTruthy();
    await quote.findByRole('button', { name: 'Invest' }, LONG);
    for (const root of [holdings, quote]) {
      expect(root.queryByRole('heading', { level: 2 })).toBeNull();
      // the widget's root is no longer a region named by its title
      expect(
        root.queryAllByRole('region').filter((region) => region.getAttribute('part') === 'root'),
      ).toEqual([]);
    }
  });
});
