import type { Sandbox } from '@bondkit/sandbox';
import {
  Decimal,
  fundAccount,
  getAccountBalances,
  getMarketProducts,
  getOrders,
  getPositions,
  type MarketProduct,
} from '@bondkit/sdk-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Connection, connect, isPlainGbpBond, NOW, renderWidget, startSandbox } from '../test/sandbox';
import { TradeTicket } from './trade-ticket';

let sandbox: Sandbox;
let catalogue: MarketProduct[];
beforeAll(async () => {
  sandbox = await startSandbox();
  const visitor = await connect(sandbox, 'investor');
  catalogue = await getMarketProducts(visitor.client, { signedIn: true });
}, 30_000);
afterAll(async () => {
  await sandbox.close();
});

const WAIT = { timeout: 10_000 };
const TIMEOUT = 20_000;

/** Open GBP bonds the investor does not hold, each test its own. */
let nextFree = 0;
function freshProduct(): MarketProduct {
  const free = catalogue.filter(
    (p) =>
      isPlainGbpBond(p) &&
      (p.user_invested === null || p.user_invested === undefined || Number(p.user_invested) === 0),
  );
  const product = free[nextFree++];
  if (!product) throw new Error('no free product left in the seed');
  return product;
}

async function heldPrincipal(connection: Connection, productId: number): Promise<number> {
  const positions = await getPositions(connection.client, { product_id: productId });
  return positions.reduce((sum, p) => sum + Number(p.open.principal), 0);
}

async function openTicket(connection: Connection, ui: React.ReactNode) {
  const utils = renderWidget(ui, { connection });
  await screen.findByRole('heading', { level: 1 }, WAIT);
  return utils;
}

/** The quote's total once a quote for the current inputs is shown. */
async function quoteTotal(): Promise<string> {
  const region = await screen.findByRole('region', { name: 'Your quote' });
  await waitFor(() => expect(region.getAttribute('data-bk-quote-status')).toBe('ready'), WAIT);
  return within(region).getByTestId('bk-quote-total').textContent ?? '';
}

/** A figure of the quote shown in `region` (its `data-bk-figure`), read exactly; null when not shown. */
function figure(region: HTMLElement, name: string): Decimal | null {
  const text = region.querySelector(`[data-bk-figure="${name}"]`)?.textContent;
  return text ? new Decimal(text.replace(/[^\d.-]/g, '')) : null;
}

/** A buy's figures add up on screen: cost at the price (principal × price / 100) + accrued interest = total. */
function expectBuyAddsUp(region: HTMLElement) {
  const cost = figure(region, 'cost')!;
  const principal = figure(region, 'principal')!;
  const price = figure(region, 'price')!;
  expect(cost.eq(principal.times(price).div(100).round(2, Decimal.roundHalfUp))).toBe(true);
  // the spread is inside the price: shown beside the cost, not added; nothing is charged on top of a buy
  expect(figure(region, 'fees-in-price')?.gt(0)).toBe(true);
  expect(figure(region, 'fees-charged')).toBeNull();
  expect(figure(region, 'adjustment')).toBeNull();
  expect(cost.plus(figure(region, 'interest')!).eq(figure(region, 'total')!)).toBe(true);
}

async function agreeAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 2, name: 'Review your order' }, WAIT);
  await user.click(screen.getByRole('checkbox', { name: /Investor Agreement/ }));
  await user.click(screen.getByRole('checkbox', { name: /Fractional Bonds Agreement/ }));
  await user.click(screen.getByRole('button', { name: 'Confirm trade' }));
}

describe('TradeTicket', () => {
  it(
    'buys in basic mode: quote, review, agreements, Order placed! — and the position appears',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'investor');
      const product = freshProduct();
      const onTradePlaced = vi.fn();
      await openTicket(
        connection,
        <TradeTicket productId={product.product_id} tradeType="buy" onTradePlaced={onTradePlaced} />,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        `Buy ${product.company.company_name}`,
      );
      // the default amount is 1000 and a quote follows straight away
      expect((screen.getByLabelText('Amount to invest') as HTMLInputElement).value).toBe('1000');
      expect(await quoteTotal()).toMatch(/^£[\d,]+\.\d{2}$/);
      // the quote reads as a sum: principal, price, cost at that price + accrued interest = total
      const quote = screen.getByRole('region', { name: 'Your quote' });
      expect(within(quote).getByText(`Cost at ${product.buy_price} per 100`)).toBeTruthy();
      expect(within(quote).getByText('of which fees, included in the price')).toBeTruthy();
      expectBuyAddsUp(quote);
      await user.click(screen.getByRole('button', { name: 'Proceed to review' }));
      // each step's heading takes the focus when the step appears (002 §2.4)
      const review = await screen.findByRole('heading', { level: 2, name: 'Review your order' }, WAIT);
      await waitFor(() => expect(document.activeElement).toBe(review));
      // the review's notice: a heading and a body, each a whole sentence
      const notice = screen.getByText('Trade will execute immediately').closest('.bk-banner') as HTMLElement;
      expect(notice.querySelector('.bk-banner__body')?.textContent).toMatch(
        /^It cannot be cancelled once it is placed\. Settlement date: \d{2} [A-Z][a-z]{2} \d{4}\.$/,
      );
      expectBuyAddsUp(screen.getByRole('region', { name: 'Your quote' }));
      // each agreement can be read before it is ticked: a link to its document on the API
      for (const [document, key] of [
        ['Investor Agreement', 'investor-agreement'],
        ['Fractional Bonds Agreement', 'fractional-bonds-agreement'],
      ] as const) {
        const link = screen.getByRole('link', { name: `Read the ${document} (PDF, opens in a new tab)` });
        expect(link.getAttribute('href')).toMatch(new RegExp(`/api/legal-documents/${key}/$`));
      }
      await agreeAndConfirm(user);
      const placed = await screen.findByRole('heading', { level: 2, name: 'Order placed!' }, WAIT);
      await waitFor(() => expect(document.activeElement).toBe(placed));
      expect(screen.getByRole('link', { name: 'View your holdings' })).toBeTruthy();
      // the order it placed, on the open orders page, by its reference
      const reference = screen.getByText(/^Reference ORD/).textContent?.replace('Reference ', '') ?? '';
      expect(screen.getByRole('link', { name: `View order ${reference}` }).getAttribute('href')).toBe(
        `/orders/?order=${reference}`,
      );
      expect(screen.getByRole('link', { name: 'Back to the market' })).toBeTruthy();
      expect(onTradePlaced).toHaveBeenCalledTimes(1);
      expect(await heldPrincipal(connection, product.product_id)).toBeGreaterThan(900);
    },
    TIMEOUT,
  );

  it(
    "loads the company's logo from the API's origin, not the page's (a partner page on another origin)",
    async () => {
      const connection = await connect(sandbox, 'investor');
      const product = catalogue.find((p) => isPlainGbpBond(p) && p.company.logo?.startsWith('/'))!;
      const { container } = await openTicket(connection, <TradeTicket productId={product.product_id} />);
      const apiOrigin = new URL(connection.client.baseUrl).origin;
      expect(apiOrigin).not.toBe(window.location.origin);
      const logo = container.querySelector('img.bk-ticket__logo') as HTMLImageElement;
      expect(logo.getAttribute('src')).toBe(`${apiOrigin}${product.company.logo}`);
    },
    TIMEOUT,
  );

  it(
    'says an ended session in the catalogue’s words, never the server’s auth text, and offers no Try again',
    async () => {
      const connection = await connect(sandbox, 'investor');
      const product = freshProduct();
      connection.fail({
        method: 'GET',
        url: /\/customers\/me\/positions\//,
        status: 401,
        body: { detail: 'Token expired.' },
        times: 1,
      });
      renderWidget(<TradeTicket productId={product.product_id} />, { connection });
      expect(await screen.findByText('Your session has ended. Please sign in again.', {}, WAIT)).toBeTruthy();
      expect(screen.queryByText('Token expired.')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'says an unknown product is not available, without Try again (sukuk: a certificate)',
    async () => {
      const connection = await connect(sandbox, 'investor');
      const view = renderWidget(<TradeTicket productId={987_654} />, { connection });
      expect(await screen.findByText('This bond is not available.', {}, WAIT)).toBeTruthy();
      expect(screen.queryByText(/can't fetch required data/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      view.unmount();
      const partner = await connect(sandbox, 'sukuk');
      renderWidget(<TradeTicket productId={987_654} />, { connection: partner, variant: 'sukuk' });
      expect(await screen.findByText('This certificate is not available.', {}, WAIT)).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'says the customer appears to be offline when nothing answers, with Try again, which recovers',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'investor');
      const product = freshProduct();
      // a status-0 Response cannot be built, so the wrapped fetch throws: a network failure
      connection.fail({ method: 'GET', url: /\/customers\/me\/positions\//, status: 0, times: 1 });
      const { clock } = renderWidget(<TradeTicket productId={product.product_id} />, { connection });
      const offline = 'You appear to be offline. Check your connection and try again.';
      expect(await screen.findByText(offline, {}, WAIT)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await screen.findByRole('heading', { level: 1 }, WAIT);
      expect(await quoteTotal()).toMatch(/^£/);

      // the quote too: a session that ends mid-way is said in the catalogue's words, with no Try again
      connection.fail({
        method: 'POST',
        url: /\/market\/quote\/$/,
        status: 401,
        body: { detail: 'Token expired.' },
        times: 1,
      });
      const amount = screen.getByLabelText('Amount to invest');
      await user.clear(amount);
      await user.type(amount, '1500');
      await act(() => clock.advanceAsync(500));
      const region = screen.getByRole('region', { name: 'Your quote' });
      expect(
        await within(region).findByText('Your session has ended. Please sign in again.', {}, WAIT),
      ).toBeTruthy();
      expect(within(region).queryByText('Token expired.')).toBeNull();
      expect(within(region).queryByRole('button', { name: 'Try again' })).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'reads typed amounts: Arabic-Indic digits, no minus, 2 decimals; the quote waits 500 ms of quiet',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'investor');
      const product = freshProduct();
      const { clock } = await openTicket(connection, <TradeTicket productId={product.product_id} />);
      await quoteTotal();
      const amount = screen.getByLabelText('Amount to invest') as HTMLInputElement;
      await user.clear(amount);
      await user.type(amount, '-\u0662\u0665\u0660\u0660.129');
      expect(amount.value).toBe('2500.12');
      const region = screen.getByRole('region', { name: 'Your quote' });
      const quotesBefore = connection.requests.filter((r) => r.includes('/market/quote/')).length;
      await act(() => clock.advanceAsync(499));
      expect(region.getAttribute('data-bk-quote-status')).toBe('waiting');
      expect(connection.requests.filter((r) => r.includes('/market/quote/')).length).toBe(quotesBefore);
      await act(() => clock.advanceAsync(1));
      expect(await quoteTotal()).toMatch(/^£2,\d{3}\.\d{2}$/);
      expect(connection.requests.filter((r) => r.includes('/market/quote/')).length).toBe(quotesBefore + 1);

      // empty or zero: proceed stays disabled
      await user.clear(amount);
      await user.type(amount, '0');
      await act(() => clock.advanceAsync(500));
      expect(screen.getByRole('button', { name: 'Proceed to review' }).hasAttribute('disabled')).toBe(true);
      expect(screen.getByText('Enter an amount to see a quote.')).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'warns when the balance is too low, explains the disabled account and blocks proceed',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'investor');
      const product = freshProduct();
      const { clock } = await openTicket(
        connection,
        <TradeTicket productId={product.product_id} amount="30000" />,
      );
      await quoteTotal();
      expect(
        await screen.findByText('Your account balance is not enough for this order.', {}, WAIT),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Proceed to review' }).hasAttribute('disabled')).toBe(true);
      const account = screen.getByLabelText('Account') as HTMLSelectElement;
      const options = [...account.options];
      expect(
        options.some((o) => o.disabled && /unavailable: balance too low for this order/.test(o.text)),
      ).toBe(true);
      // a smaller amount clears it
      const amount = screen.getByLabelText('Amount to invest');
      await user.clear(amount);
      await user.type(amount, '1500');
      await act(() => clock.advanceAsync(500));
      await quoteTotal();
      expect(screen.queryByText('Your account balance is not enough for this order.')).toBeNull();
      expect(screen.getByRole('button', { name: 'Proceed to review' }).hasAttribute('disabled')).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'says "You do not own this product" on a sell ticket for a bond the user does not hold',
    async () => {
      const connection = await connect(sandbox, 'investor');
      const product = freshProduct();
      await openTicket(connection, <TradeTicket productId={product.product_id} tradeType="sell" />);
      expect(screen.getByText('You do not own this product')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Proceed to review' }).hasAttribute('disabled')).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'an account not set up yet says so before the customer starts, links on, and cannot proceed',
    async () => {
      const connection = await connect(sandbox, 'new');
      // funded first, as the customer would: a GBP account with cash
      const [account] = connection.user?.investment_accounts ?? [];
      const ids = { investmentAccountId: account?.id ?? 0, currency: 'GBP' as const };
      await fundAccount(connection.client, ids, { method: 'open_banking', amount: '5000' });
      sandbox.clock.advance(60);
      await getAccountBalances(connection.client, ids.investmentAccountId);
      sandbox.clock.set(NOW);
      const product = freshProduct();
      await openTicket(connection, <TradeTicket productId={product.product_id} />);
      expect(
        screen.getByText('Your account cannot place orders yet. Please complete your account setup first.'),
      ).toBeTruthy();
      expect(screen.getByText(/Account setup needs the investor questionnaire/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
        '/dashboard',
      );
      expect(screen.getByRole('button', { name: 'Proceed to review' }).hasAttribute('disabled')).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'a read-only user sees why, cannot change the amount and cannot proceed',
    async () => {
      const connection = await connect(sandbox, 'readonly');
      const product = freshProduct();
      await openTicket(connection, <TradeTicket productId={product.product_id} />);
      expect(screen.getByText('Read-only users cannot trade.')).toBeTruthy();
      expect((screen.getByLabelText('Amount to invest') as HTMLInputElement).readOnly).toBe(true);
      expect(screen.getByText('Read-only users cannot change amounts.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Proceed to review' }).hasAttribute('disabled')).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'a failed confirm shows the catalogue message and keeps every input; the retry places one order',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'investor');
      const product = freshProduct();
      const { clock } = await openTicket(connection, <TradeTicket productId={product.product_id} />);
      await user.click(screen.getByLabelText(/^Principal/));
      const amount = screen.getByLabelText('Principal amount');
      await user.clear(amount);
      await user.type(amount, '1200');
      await act(() => clock.advanceAsync(500));
      await quoteTotal();
      await user.click(screen.getByRole('button', { name: 'Proceed to review' }));
      await screen.findByRole('heading', { level: 2, name: 'Review your order' }, WAIT);
      connection.fail({ method: 'POST', url: /\/market\/quote\/$/, status: 500, times: 1 });
      await agreeAndConfirm(user);
      expect(
        await screen.findByText("Error: can't confirm the quote. Please, try again later.", {}, WAIT),
      ).toBeTruthy();
      expect((screen.getByRole('checkbox', { name: /Investor Agreement/ }) as HTMLInputElement).checked).toBe(
        true,
      );
      expect(await heldPrincipal(connection, product.product_id)).toBe(0);

      // back to setup: the typed amount and order type are still there
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await screen.findByRole('heading', { level: 2, name: 'Set up your order' }, WAIT);
      expect((screen.getByLabelText('Principal amount') as HTMLInputElement).value).toBe('1200');
      await quoteTotal();
      await user.click(screen.getByRole('button', { name: 'Proceed to review' }));
      await agreeAndConfirm(user);
      await screen.findByRole('heading', { level: 2, name: 'Order placed!' }, WAIT);
      expect(await heldPrincipal(connection, product.product_id)).toBe(1200);
    },
    TIMEOUT,
  );

  it(
    'a confirmation refused for now (429) offers Try again, which places the order with the inputs kept',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'investor');
      const product = freshProduct();
      await openTicket(connection, <TradeTicket productId={product.product_id} />);
      await quoteTotal();
      await user.click(screen.getByRole('button', { name: 'Proceed to review' }));
      connection.fail({ method: 'POST', url: /\/market\/quote\/$/, status: 429, times: 1 });
      await agreeAndConfirm(user);
      const banner = await screen.findByText(
        "Error: can't confirm the quote. Please, try again later.",
        {},
        WAIT,
      );
      expect(await heldPrincipal(connection, product.product_id)).toBe(0);
      const retry = within(banner.closest('.bk-banner') as HTMLElement).getByRole('button', {
        name: 'Try again',
      });
      await user.click(retry);
      await screen.findByRole('heading', { level: 2, name: 'Order placed!' }, WAIT);
      expect(await heldPrincipal(connection, product.product_id)).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    "the server's refusal of the amount lands beside the amount field, with the amount kept",
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'investor');
      const product = freshProduct();
      const { clock } = await openTicket(connection, <TradeTicket productId={product.product_id} />);
      await quoteTotal();
      await user.click(screen.getByLabelText(/^Principal/));
      const amount = screen.getByLabelText('Principal amount') as HTMLInputElement;
      await user.clear(amount);
      await user.type(amount, '20000000');
      await act(() => clock.advanceAsync(500));
      await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'), WAIT);
      const described = (amount.getAttribute('aria-describedby') ?? '').split(' ');
      const texts = described.map((id) => document.getElementById(id)?.textContent);
      expect(texts).toContain('Ensure this value is less than or equal to 10000000.00.');
      expect(amount.value).toBe('20000000');
    },
    TIMEOUT,
  );

  it(
    'a double confirm places one order',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'investor');
      const product = freshProduct();
      await openTicket(connection, <TradeTicket productId={product.product_id} />);
      await quoteTotal();
      await user.click(screen.getByRole('button', { name: 'Proceed to review' }));
      await screen.findByRole('heading', { level: 2, name: 'Review your order' }, WAIT);
      await user.click(screen.getByRole('checkbox', { name: /Investor Agreement/ }));
      await user.click(screen.getByRole('checkbox', { name: /Fractional Bonds Agreement/ }));
      const confirm = screen.getByRole('button', { name: 'Confirm trade' });
      act(() => {
        confirm.click();
        confirm.click();
      });
      await screen.findByRole('heading', { level: 2, name: 'Order placed!' }, WAIT);
      const orders = (await getOrders(connection.client)).filter((order) =>
        order.legs.some((leg) => leg.product_id === product.product_id),
      );
      expect(orders).toHaveLength(1);
      expect(await heldPrincipal(connection, product.product_id)).toBe(Number(orders[0]?.notional));
    },
    TIMEOUT,
  );

  it(
    'a failed quote shows the catalogue message with Try again, which recovers',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'investor');
      const product = freshProduct();
      connection.fail({ method: 'POST', url: /\/market\/quote\/$/, status: 503, times: 1 });
      await openTicket(connection, <TradeTicket productId={product.product_id} />);
      expect(
        await screen.findByText("Error: can't receive the quote. Please, try again later.", {}, WAIT),
      ).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await quoteTotal()).toMatch(/^£/);
    },
    TIMEOUT,
  );

  it(
    'places a limit order: the price starts at the buy price, shows its yield, and the order rests',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'investor');
      const product = freshProduct();
      const { clock } = await openTicket(connection, <TradeTicket productId={product.product_id} />);
      await quoteTotal();
      await user.click(screen.getByRole('radio', { name: /^Limit/ }));
      const price = screen.getByLabelText('Limit price') as HTMLInputElement;
      expect(price.value).toBe(product.buy_price);
      expect((screen.getByLabelText('Expiry') as HTMLSelectElement).value).toBe('expires_at_market_close');
      const yieldAt = () => screen.getByText(/^Yield at this price: /).textContent ?? '';
      expect(yieldAt()).toMatch(/^Yield at this price: \d+\.\d{3}%$/);
      const atMarket = Number.parseFloat(yieldAt().replace(/[^\d.]/g, ''));
      const limit = (Number.parseFloat(product.buy_price) - 2).toFixed(2);
      await user.clear(price);
      await user.type(price, limit);
      await act(() => clock.advanceAsync(500));
      // a lower price is a higher yield
      expect(Number.parseFloat(yieldAt().replace(/[^\d.]/g, ''))).toBeGreaterThan(atMarket);
      await quoteTotal();
      await user.click(screen.getByRole('button', { name: 'Proceed to review' }));
      await screen.findByRole('heading', { level: 2, name: 'Review your order' }, WAIT);
      expect(screen.getByText('Limit price', { selector: 'dt' }).nextElementSibling?.textContent).toBe(limit);
      await agreeAndConfirm(user);
      await screen.findByRole('heading', { level: 2, name: 'Order placed!' }, WAIT);
      expect(screen.getByText(/waits in the market until the price reaches your limit/)).toBeTruthy();
      const resting = (await getOrders(connection.client)).filter((o) =>
        o.legs.some((leg) => leg.product_id === product.product_id),
      );
      expect(resting).toHaveLength(1);
      expect(resting[0]).toMatchObject({ order_type: 'limit_order', status: 'open' });
      expect(resting[0]?.legs[0]?.requested_price).toBe(limit);
      expect(await heldPrincipal(connection, product.product_id)).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'switches part of a holding into another bond chosen in the picker',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'investor');
      const positions = await getPositions(connection.client);
      const from = catalogue.find(
        (p) =>
          p.currency === 'GBP' &&
          p.tradeability === 'open' &&
          positions.some((pos) => pos.product_id === p.product_id && Number(pos.open.principal) >= 1500),
      )!;
      const fromBefore = await heldPrincipal(connection, from.product_id);
      const { clock } = await openTicket(connection, <TradeTicket productId={from.product_id} switchTrade />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        `Switch ${from.company.company_name}`,
      );
      expect((screen.getByLabelText('Principal to sell') as HTMLInputElement).value).toBe('1000');
      // the switch's fields load when the ticket turns to switch mode
      expect(await screen.findByText('No bond chosen yet.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Choose a bond to switch into' }));
      const dialog = await screen.findByRole('dialog', { name: 'Select a bond to switch into' });
      const radios = await within(dialog).findAllByRole('radio', {}, WAIT);
      const target = catalogue.find(
        (p) =>
          p.product_id !== from.product_id &&
          Number(p.sell_liquidity) >= 5000 &&
          p.tradeability === 'open' &&
          p.tradeability_reason === null &&
          radios.some(
            (r) => r.getAttribute('aria-label') === `Switch into ${p.company.company_name} (${p.isin_code})`,
          ),
      )!;
      const targetBefore = await heldPrincipal(connection, target.product_id);
      await user.click(
        within(dialog).getByRole('radio', {
          name: `Switch into ${target.company.company_name} (${target.isin_code})`,
        }),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Confirm & proceed' }));
      expect(
        screen.getByText(target.company.company_name, { selector: '.bk-ticket__switch-target' }),
      ).toBeTruthy();
      await act(() => clock.advanceAsync(500));
      const region = await screen.findByRole('region', { name: 'Your quote' });
      await waitFor(() => expect(region.getAttribute('data-bk-quote-status')).toBe('ready'), WAIT);
      expect(within(region).getByText(`Sell ${from.company.company_name}`)).toBeTruthy();
      expect(within(region).getByText(`Buy ${target.company.company_name}`)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Proceed to review' }));
      await agreeAndConfirm(user);
      await screen.findByRole('heading', { level: 2, name: 'Order placed!' }, WAIT);
      expect(await heldPrincipal(connection, from.product_id)).toBe(fromBefore - 1000);
      expect(await heldPrincipal(connection, target.product_id)).toBeGreaterThan(targetBefore);
    },
    TIMEOUT,
  );

  it(
    'sends a buyer without an account in the product’s currency to add-account, a pending product to 404',
    async () => {
      const connection = await connect(sandbox, 'isa-restricted');
      const eur = catalogue.find(
        (p) => p.currency === 'EUR' && p.state === 'open' && p.tradeability === 'open',
      )!;
      const onNavigate = vi.fn();
      const view = renderWidget(<TradeTicket productId={eur.product_id} onNavigate={onNavigate} />, {
        connection,
      });
      await waitFor(
        () => expect(onNavigate).toHaveBeenCalledWith({ to: 'add-account', currency: 'EUR' }),
        WAIT,
      );
      // the host did not go there (a page routing itself): the ticket says why, never 'Loading...' for ever
      expect(await screen.findByText('You need a EUR account to buy this')).toBeTruthy();
      expect(screen.queryByText('Loading...')).toBeNull();
      await userEvent.setup().click(screen.getByRole('link', { name: 'Add a EUR account' }));
      expect(onNavigate).toHaveBeenCalledTimes(2);
      view.unmount();

      const pending = catalogue.find((p) => p.state === 'pending')!;
      const onPending = vi.fn();
      renderWidget(<TradeTicket productId={pending.product_id} onNavigate={onPending} />, { connection });
      await waitFor(() => expect(onPending).toHaveBeenCalledWith({ to: 'not-found' }), WAIT);
    },
    TIMEOUT,
  );

  it(
    'explains why an ISA-restricted user’s IFISA cannot buy',
    async () => {
      const connection = await connect(sandbox, 'isa-restricted');
      const product = freshProduct();
      await openTicket(connection, <TradeTicket productId={product.product_id} />);
      const account = screen.getByLabelText('Account') as HTMLSelectElement;
      const ifisa = [...account.options].find((o) => o.text.startsWith('Innovative Finance ISA'))!;
      expect(ifisa.disabled).toBe(true);
      expect(ifisa.text).toMatch(/unavailable: you cannot buy into your ISA at the moment$/);
      expect(account.value).not.toBe(ifisa.value);
    },
    TIMEOUT,
  );
});
