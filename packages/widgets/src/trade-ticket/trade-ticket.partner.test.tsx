import type { Sandbox } from '@bondkit/sandbox';
import { newestCode } from '@bondkit/sandbox/testing';
import { Decimal, getMarketProducts, getPositions, type MarketProduct } from '@bondkit/sdk-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connection, connect, renderWidget, startSandbox } from '../test/sandbox';
import { TradeTicket } from './trade-ticket';

// The partner (bank-linked sukuk) flow of 002 §4.4, §5.2: Notional, the sukuk amount rules, RFQ, the
// document checkboxes and the one-time code read from the sandbox's dev inbox.

let sandbox: Sandbox;
let sukukProducts: MarketProduct[];
let held: { productId: number; principal: number }[];
beforeAll(async () => {
  sandbox = await startSandbox();
  const partner = await connect(sandbox, 'sukuk');
  sukukProducts = await getMarketProducts(partner.client, { signedIn: true, variant: 'sukuk' });
  held = (await getPositions(partner.client)).map((p) => ({
    productId: p.product_id,
    principal: Number(p.open.principal),
  }));
}, 30_000);
afterAll(async () => {
  await sandbox.close();
});

const WAIT = { timeout: 10_000 };
const TIMEOUT = 20_000;
const EMAIL = 'sukuk@sandbox.bondkit.test';

/** An AED sukuk within the persona's risk score (3) that it does not hold yet. */
function buyableAedSukuk(): MarketProduct {
  const product = sukukProducts.find(
    (p) =>
      p.currency === 'AED' &&
      p.adib_details !== null &&
      p.adib_details.risk_category_minimum_score <= 3 &&
      p.state === 'open' &&
      p.tradeability === 'open' &&
      p.tradeability_reason === null &&
      Number(p.sell_liquidity) >= 20_000 &&
      !held.some((h) => h.productId === p.product_id),
  );
  if (!product) throw new Error('no buyable AED sukuk in the seed');
  return product;
}

const latestCode = () => newestCode(sandbox.fetch, EMAIL);

async function openTicket(connection: Connection, ui: React.ReactNode) {
  const utils = renderWidget(ui, { connection, variant: 'sukuk' });
  await screen.findByRole('heading', { level: 1 }, WAIT);
  return utils;
}

async function waitForQuote() {
  const region = await screen.findByRole('region', { name: 'Your quote' });
  await waitFor(() => expect(region.getAttribute('data-bk-quote-status')).toBe('ready'), WAIT);
  return region;
}

/** A figure of the quote (its `data-bk-figure`), read exactly; null when not shown. */
function figure(region: HTMLElement, name: string): Decimal | null {
  const text = region.querySelector(`[data-bk-figure="${name}"]`)?.textContent;
  return text ? new Decimal(text.replace(/[^\d.-]/g, '')) : null;
}

/**
 * The quote adds up on screen: cost (buy) or value (sell) at the price, principal × price / 100, + accrued
 * interest − the fees charged on top (a sale's daily platform fee) = total.
 */
function expectAddsUp(region: HTMLElement) {
  const cost = figure(region, 'cost')!;
  expect(cost.eq(figure(region, 'principal')!.times(figure(region, 'price')!).div(100).round(2))).toBe(true);
  const charged = figure(region, 'fees-charged') ?? new Decimal(0);
  expect(cost.plus(figure(region, 'interest')!).minus(charged).eq(figure(region, 'total')!)).toBe(true);
  return { charged };
}

describe('TradeTicket — the partner', () => {
  it(
    'names the sukuk after its company, with that name’s initials, never the special-purpose company’s',
    async () => {
      const connection = await connect(sandbox, 'sukuk');
      const product = sukukProducts.find(
        (p) => p.adib_details?.underlying_company_name === 'Lulu Coast Hospitality',
      );
      if (!product) throw new Error('no Lulu Coast Hospitality sukuk in the seed');
      const { container } = await openTicket(connection, <TradeTicket productId={product.product_id} />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buy Lulu Coast Hospitality');
      // the special-purpose company (Pearl Coast Sukuk Ltd) gives neither its logo nor its initials 'PC'
      expect(screen.getByTestId('bk-ticket-initials').textContent).toBe('LC');
      expect(container.querySelector('img.bk-ticket__logo')).toBeNull();
      expect(container.textContent).not.toContain('Pearl Coast');
    },
    TIMEOUT,
  );

  it(
    'offers no limit order while the market is closed, saying why in the words the API refuses one with',
    async () => {
      const setMarket = async (state: 'closed' | 'auto') => {
        const response = await sandbox.fetch('http://sandbox.test/sandbox/market', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ state }),
        });
        expect(response.ok).toBe(true);
      };
      await setMarket('closed');
      try {
        const connection = await connect(sandbox, 'sukuk');
        const product = buyableAedSukuk();
        await openTicket(connection, <TradeTicket productId={product.product_id} />);
        const limit = await screen.findByRole('radio', { name: /^Limit/ }, WAIT);
        await waitFor(() => expect((limit as HTMLInputElement).disabled).toBe(true), WAIT);
        expect(limit.closest('label')?.querySelector('.bk-choice__description')?.textContent).toBe(
          'Outside of market trading hours',
        );
      } finally {
        await setMarket('auto');
      }
    },
    TIMEOUT,
  );

  it(
    'applies the sukuk amount rules to purchases: minimum, denomination, maximum per transaction',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'sukuk');
      const product = buyableAedSukuk();
      const { clock } = await openTicket(connection, <TradeTicket productId={product.product_id} />);
      const amount = screen.getByLabelText('Notional') as HTMLInputElement;
      // the partner's default, 10000, is not a multiple of the AED denomination: the ticket opens at the
      // nearest multiple, 8000, with no error and a quote
      expect(amount.value).toBe('8000');
      expect(screen.queryByText(/minimum purchase|denomination|maximum Purchase/)).toBeNull();
      expect(amount.getAttribute('aria-invalid')).toBeNull();
      const region = await waitForQuote();
      // AED 8,000 at the price, + accrued interest = total; the spread inside the price, nothing on top
      expect(figure(region, 'principal')?.eq(8000)).toBe(true);
      expect(expectAddsUp(region).charged.eq(0)).toBe(true);
      expect(figure(region, 'fees-in-price')?.gt(0)).toBe(true);
      const proceed = () => screen.getByRole('button', { name: 'Proceed' });
      await waitFor(() => expect(proceed().hasAttribute('disabled')).toBe(false), WAIT);

      const type = async (text: string) => {
        await user.clear(amount);
        await user.type(amount, text);
        await act(() => clock.advanceAsync(500));
      };
      // 10000 typed: not a multiple of 4000
      await type('10000');
      expect(screen.getByText('Purchase order must be in AED 4000 denomination')).toBeTruthy();
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(proceed().hasAttribute('disabled')).toBe(true);
      await type('2000');
      expect(screen.getByText('The minimum purchase order amount is AED 4000')).toBeTruthy();
      await type('32000');
      expect(screen.getByText('The maximum Purchase order amount per transaction is AED 28000')).toBeTruthy();
      // Arabic-Indic digits: ٨٠٠٠ is 8000
      await type('\u0668\u0660\u0660\u0660');
      expect(amount.value).toBe('8000');
      await waitForQuote();
      expect(screen.queryByText(/minimum purchase|denomination|maximum Purchase/)).toBeNull();
      expect(amount.getAttribute('aria-invalid')).toBeNull();
      await waitFor(() => expect(proceed().hasAttribute('disabled')).toBe(false), WAIT);
    },
    TIMEOUT,
  );

  it(
    'applies the sale equivalents to sells: minimum and denomination, no maximum',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'sukuk');
      const aed = held.find(
        (h) => sukukProducts.find((p) => p.product_id === h.productId)?.currency === 'AED',
      );
      if (!aed) throw new Error('the sukuk persona holds no AED sukuk');
      const { clock } = await openTicket(
        connection,
        <TradeTicket productId={aed.productId} tradeType="sell" amount="3000" />,
      );
      // the host's 3000 opens as the nearest valid amount: never an error before the customer types
      const amount = screen.getByLabelText('Notional') as HTMLInputElement;
      expect(amount.value.replace(/\D/g, '')).toBe('4000');
      expect(screen.queryByText(/sale order/i)).toBeNull();
      await user.clear(amount);
      await user.type(amount, '3000');
      await act(() => clock.advanceAsync(500));
      expect(screen.getByText('The minimum sale order amount is AED 4000')).toBeTruthy();
      await user.clear(amount);
      await user.type(amount, '6000');
      await act(() => clock.advanceAsync(500));
      expect(screen.getByText('Sale order must be in AED 4000 denomination')).toBeTruthy();
      await user.clear(amount);
      await user.type(amount, '4000');
      await act(() => clock.advanceAsync(500));
      const region = await waitForQuote();
      expect(screen.queryByText(/sale order/i)).toBeNull();
      // a sale: value at the price + accrued interest − the daily platform fee = what it pays
      expect(within(region).getByText(/^Value at [\d.]+ per 100$/)).toBeTruthy();
      expect(within(region).getByText('− Daily platform fee')).toBeTruthy();
      expect(expectAddsUp(region).charged.gt(0)).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'buys with the one-time code from the dev inbox after reading the documents and accepting the terms',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox, 'sukuk');
      const product = buyableAedSukuk();
      const { clock } = await openTicket(
        connection,
        <TradeTicket productId={product.product_id} amount="8000" />,
      );
      await waitForQuote();
      await user.click(screen.getByRole('button', { name: 'Proceed' }));
      await screen.findByRole('heading', { level: 2, name: 'Review your order' }, WAIT);
      const request = screen.getByRole('button', { name: 'Request verification code' });
      expect(request.hasAttribute('disabled')).toBe(true);

      // a document's checkbox unlocks once the document was read
      const keyFacts = screen.getByRole('checkbox', { name: /Key Facts Statement/ }) as HTMLInputElement;
      expect(keyFacts.disabled).toBe(true);
      for (const name of ['Key Facts Statement', 'Suitability report', 'Terms and conditions']) {
        await user.click(screen.getByRole('button', { name: `Read the ${name}` }));
        const dialog = await screen.findByRole('dialog', { name });
        await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
      }
      expect(keyFacts.disabled).toBe(false);
      const group = screen.getByRole('group', { name: 'Before you confirm' });
      for (const box of within(group).getAllByRole('checkbox')) await user.click(box);
      expect(request.hasAttribute('disabled')).toBe(false);

      await user.click(request);
      const modal = await screen.findByRole('dialog', { name: 'Enter your verification code' });
      expect(await screen.findByText('Verification code has been sent', {}, WAIT)).toBeTruthy();
      expect(within(modal).getByText('You can resend the code in 60 s')).toBeTruthy();
      const confirm = within(modal).getByRole('button', { name: 'Confirm' });
      expect(confirm.hasAttribute('disabled')).toBe(true);

      // a wrong code: the server's message, the modal stays
      const code = within(modal).getByLabelText('Verification code');
      await user.type(code, '000000');
      await user.click(confirm);
      expect(await within(modal).findByText('Incorrect one-time passcode', {}, WAIT)).toBeTruthy();

      // after 60 s a new code can be sent; the newest one confirms the purchase
      await act(() => clock.advanceAsync(60_000));
      await user.click(within(modal).getByRole('button', { name: 'Resend code' }));
      await within(modal).findByText('You can resend the code in 60 s', {}, WAIT);

      // five wrong codes void the code: it is cleared, the field says why and a new one can be sent at once
      const right = await latestCode();
      const wrong = right === '111111' ? '222222' : '111111';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await user.clear(code);
        await user.type(code, wrong);
        await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
        if (attempt < 5) await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'), WAIT);
      }
      const voided = await within(modal).findByText(/Too many incorrect codes/, {}, WAIT);
      expect(code.getAttribute('aria-describedby')).toContain(voided.id);
      expect((code as HTMLInputElement).value).toBe('');
      expect(document.activeElement).toBe(code);
      await user.click(within(modal).getByRole('button', { name: 'Resend code' }));
      await within(modal).findByText('You can resend the code in 60 s', {}, WAIT);
      await user.clear(code);
      await user.type(code, await latestCode());
      await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Purchase Contract Concluded' }, WAIT),
      ).toBeTruthy();
      const positions = await getPositions(connection.client, { product_id: product.product_id });
      expect(positions.reduce((sum, p) => sum + Number(p.open.principal), 0)).toBe(8000);
    },
    TIMEOUT,
  );
});
