import { newestCode, personaEmail } from '@bondkit/sandbox/testing';
import {
  getMarketProducts,
  type MarketProduct,
  productDisplayName,
  type TradePlacement,
} from '@bondkit/sdk-core';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { defineMarketTable } from './market-table';
import { collect, mount, received, shadow, WAIT } from './test/elements';
import { type Connection, connect, sandboxPerFile } from './test/sandbox';
import { defineTradeTicket } from './trade-ticket';

// "Keeping data current" of the docs: the elements of one page connection share one refresh channel.

const LONG = { timeout: 10_000 };

type ApiElement = HTMLElement & { reload(): void };

const sandbox = sandboxPerFile(() => {
  defineMarketTable();
  defineTradeTicket();
});

vi.setConfig({ testTimeout: 40_000 });

/** The market's figures as the list shows them: floored to the penny, in the bond's currency. */
const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(
    Math.floor(Number(amount) * 100) / 100,
  );

async function productOf(connection: Connection, id: number): Promise<MarketProduct> {
  const products = await getMarketProducts(connection.client, { signedIn: true, variant: 'sukuk' });
  const found = products.find((p) => p.product_id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

/** The list row of a product in a market element (searched for by its company, so it is on screen). */
async function rowOf(market: HTMLElement, id: number): Promise<HTMLElement> {
  const table = await shadow(market).findByRole('table', {}, LONG);
  return waitFor(() => {
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.dataset.productId === String(id));
    if (!row) throw new Error(`no row of ${id}`);
    return row;
  }, LONG);
}

/** The newest one-time code the sandbox sent the sukuk persona (its dev inbox). */
const latestCode = () => newestCode(sandbox().fetch, personaEmail('sukuk'));

const productCalls = (connection: Connection) =>
  connection.requests.filter((request) => request.includes('/api/products/?')).length;

describe('keeping data current', () => {
  it('after a purchase in the ticket, a market table on the page loads again and shows the new Invested and Available', async () => {
    // the partner's list shows what the customer invested and what is left to buy (002 §2.1, sukuk columns)
    const connection = await connect(sandbox(), 'sukuk');
    const catalogue = await getMarketProducts(connection.client, { signedIn: true, variant: 'sukuk' });
    const product = catalogue.find(
      (p) =>
        p.currency === 'AED' &&
        p.adib_details !== null &&
        p.adib_details.risk_category_minimum_score <= 3 &&
        p.state === 'open' &&
        p.tradeability === 'open' &&
        p.tradeability_reason === null &&
        Number(p.sell_liquidity) >= 20_000,
    );
    if (!product) throw new Error('no buyable AED sukuk in the seed');
    const name = productDisplayName(product);
    const before = await productOf(connection, product.product_id);

    const market = mount<ApiElement>(
      'bk-market-table',
      { view: 'list', variant: 'sukuk' },
      { client: connection.client, initialFilters: { search: name } },
    );
    const placed = collect<TradePlacement>('bk-trade-placed');
    const ticket = mount(
      'bk-trade-ticket',
      { 'product-id': String(product.product_id), amount: '8000', variant: 'sukuk' },
      { client: connection.client },
    );
    const row = await rowOf(market, product.product_id);
    expect(row.textContent).toContain(money(before.sell_liquidity, 'AED'));
    const calls = productCalls(connection);

    // the purchase, as the customer makes it: documents read, terms accepted, the one-time code
    const root = shadow(ticket);
    await root.findByRole('heading', { level: 1, name: `Buy ${name}` }, LONG);
    const quote = await root.findByRole('region', { name: 'Your quote' }, LONG);
    await waitFor(() => expect(quote.getAttribute('data-bk-quote-status')).toBe('ready'), LONG);
    fireEvent.click(root.getByRole('button', { name: 'Proceed' }));
    await root.findByRole('heading', { level: 2, name: 'Review your order' }, LONG);
    for (const document of ['Key Facts Statement', 'Suitability report', 'Terms and conditions']) {
      fireEvent.click(root.getByRole('button', { name: `Read the ${document}` }));
      // the dialog is the native one (<dialog open>), in the shadow root
      await waitFor(
        () => expect(ticket.shadowRoot!.querySelector('dialog[open] h2')?.textContent).toBe(document),
        LONG,
      );
      const dialog = root.getByRole('dialog', { name: document });
      fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
      await waitFor(() => expect(root.queryByRole('dialog', { name: document })).toBeNull(), LONG);
    }
    for (const box of within(root.getByRole('group', { name: 'Before you confirm' })).getAllByRole(
      'checkbox',
    ))
      fireEvent.click(box);
    fireEvent.click(root.getByRole('button', { name: 'Request verification code' }));
    // the native dialog that is open, in the shadow root (as for the documents above), named by its heading
    await waitFor(
      () =>
        expect(ticket.shadowRoot!.querySelector('dialog[open] h2')?.textContent).toBe(
          'Enter your verification code',
        ),
      LONG,
    );
    const modal = ticket.shadowRoot!.querySelector('dialog[open]') as HTMLDialogElement;
    expect(ticket.shadowRoot!.getElementById(modal.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Enter your verification code',
    );
    await waitFor(() => expect(modal.textContent).toContain('You can resend the code in 60 s'), LONG);
    fireEvent.input(modal.querySelector('input[autocomplete="one-time-code"]') as HTMLInputElement, {
      target: { value: await latestCode() },
    });
    // Confirm submits the code's form (jsdom finds a `form="…"` owner in a shadow root only sometimes)
    const confirm = modal.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(confirm.textContent).toBe('Confirm');
    expect(confirm.getAttribute('form')).toBe(modal.querySelector('form')?.id);
    fireEvent.submit(modal.querySelector('form') as HTMLFormElement);
    await received(placed);

    // the market asked for the products again, without the page doing anything
    await waitFor(() => expect(productCalls(connection)).toBe(calls + 1), LONG);
    const after = await productOf(connection, product.product_id);
    expect(after.user_invested).not.toBe(before.user_invested);
    expect(after.sell_liquidity).not.toBe(before.sell_liquidity);
    await waitFor(async () => {
      const text = (await rowOf(market, product.product_id)).textContent ?? '';
      expect(text).toContain(money(after.user_invested ?? '0', 'AED'));
      expect(text).toContain(money(after.sell_liquidity, 'AED'));
    }, LONG);
  });

  it('reload() loads the element’s data again, keeping what it shows meanwhile', async () => {
    const connection = await connect(sandbox(), 'investor');
    const market = mount<ApiElement>('bk-market-table', { view: 'list' }, { client: connection.client });
    const table = await shadow(market).findByRole('table', {}, LONG);
    const rows = within(table).getAllByRole('row').length;
    await waitFor(() => expect(productCalls(connection)).toBe(1), WAIT);
    const statusCalls = () => connection.requests.filter((r) => r.endsWith('/api/market/')).length;
    const statusBefore = statusCalls();

    market.reload();
    expect(within(shadow(market).getByRole('table')).getAllByRole('row')).toHaveLength(rows);
    await waitFor(() => expect(productCalls(connection)).toBe(2), WAIT);
    await waitFor(() => expect(statusCalls()).toBe(statusBefore + 1), WAIT);
    // only this element: another market on the same client does not load for it
    const other = mount<ApiElement>('bk-market-table', { view: 'list' }, { client: connection.client });
    await shadow(other).findByRole('table', {}, LONG);
    await waitFor(() => expect(productCalls(connection)).toBe(3), WAIT);
    market.reload();
    await waitFor(() => expect(productCalls(connection)).toBe(4), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(productCalls(connection)).toBe(4);
    // out of the page it does nothing
    market.remove();
    market.reload();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(productCalls(connection)).toBe(4);
  });
});
