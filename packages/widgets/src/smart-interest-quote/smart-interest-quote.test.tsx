import type { FakeClock } from '@bondkit/sdk-core';
import {
  createSmartInterestWhatIf,
  formatMoney,
  getDynamicBonds,
  getSmartInterestSeries,
  quoteSmartInterestSeries,
  type SmartInterestSeries,
} from '@bondkit/sdk-core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateText } from '../shared/format';
import { type Connection, connect, renderWidget } from '../test/sandbox';
import { startTrackedSandbox, type TrackedSandbox } from '../test/tracked-sandbox';
import { SmartInterestQuote } from './smart-interest-quote';
import { SmartInterestRates } from './smart-interest-rates';

// integration tests on the in-process sandbox: a loaded machine needs time
vi.setConfig({ testTimeout: 20_000 });

let sandbox: TrackedSandbox;
let gbpSeries: SmartInterestSeries[];
beforeAll(async () => {
  sandbox = await startTrackedSandbox();
  const visitor = await connect(sandbox);
  gbpSeries = await getSmartInterestSeries(visitor.client, { openOn: '2026-11-23', currency: 'GBP' });
}, 30_000);
afterEach(async () => {
  cleanup();
  await sandbox.idle();
});
afterAll(async () => {
  await sandbox.close();
});

const WAIT = { timeout: 8000 };
const gbp = (amount: string) => formatMoney(amount, 'GBP');

/** The figure under a name in the page's quote (not the confirm modal's). */
function figure(name: string, scope: HTMLElement = quoteSection()): string | null {
  const term = within(scope).queryByText(name, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}
const quoteSection = () => screen.getByRole('region', { name: 'Your quote' });
const amountInput = () => screen.getByRole('textbox', { name: 'Amount to invest' });
const investButton = () => screen.getByRole('button', { name: 'Invest' });

/** Lets the debounced quote go out (advancing the fake clock) until the page shows its figures. */
async function quoteShown(clock: FakeClock, scope?: () => HTMLElement) {
  await waitFor(async () => {
    await act(() => clock.advanceAsync(750));
    expect(figure('Total returned', scope?.() ?? quoteSection())).not.toBeNull();
  }, WAIT);
}

async function seriesListed() {
  return screen.findByRole('group', { name: 'Choose a series' }, WAIT);
}

function renderQuote(connection: Connection, props: Parameters<typeof SmartInterestQuote>[0] = {}) {
  const onNavigate = vi.fn();
  const utils = renderWidget(<SmartInterestQuote supportEmail="support@sandbox.bondkit.test" {...props} />, {
    connection,
    onNavigate,
  });
  return { ...utils, onNavigate };
}

describe('SmartInterestQuote, version 2 (series)', () => {
  it('shows a visitor the series and the server’s quote, and sends them to register on Invest', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox);
    const { clock, onNavigate } = renderQuote(connection);
    const group = await seriesListed();
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(gbpSeries.length);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(amountInput()).toHaveProperty('value', '1000');
    // no account choice for a visitor
    expect(screen.queryByRole('group', { name: 'Pay from' })).toBeNull();

    await quoteShown(clock);
    const first = gbpSeries[0]!;
    const expected = await quoteSmartInterestSeries(connection.client, {
      series: first.reference,
      amount: '1000',
    });
    expect(figure('Annual interest')).toBe(gbp(expected.annual_interest));
    expect(figure('Total returned')).toBe(gbp(expected.total_returned));
    expect(figure('Rate')).toBe(rateText(first.cash_rate));

    await user.click(investButton());
    expect(onNavigate).toHaveBeenCalledWith({ to: 'register' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('highlights an amount below the minimum with the spec’s message and disables Invest', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox);
    renderQuote(connection);
    await seriesListed();
    await user.clear(amountInput());
    await user.type(amountInput(), '99.99');
    expect(screen.getByText('The minimum that can be invested is £100.00.')).toBeTruthy();
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(investButton()).toHaveProperty('disabled', true);
    await user.type(amountInput(), '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}100');
    expect(screen.queryByText(/The minimum that can be invested/)).toBeNull();
    expect(amountInput().getAttribute('aria-invalid')).toBeNull();
    expect(investButton()).toHaveProperty('disabled', false);
  });

  it('lets the investor choose an account, refuses more than its balance, and buys a series', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    const onPlaced = vi.fn();
    const { clock } = renderQuote(connection, { onOrderPlaced: onPlaced });
    await seriesListed();
    const accounts = screen.getByRole('group', { name: 'Pay from' });
    const gbpAccounts = connection.user!.investment_accounts.filter((a) => a.currencies.GBP !== undefined);
    expect(within(accounts).getAllByRole('radio')).toHaveLength(gbpAccounts.length);
    const main = gbpAccounts[0]!;
    const balance = main.currencies.GBP!;
    expect(within(accounts).getByText(`Balance: ${gbp(balance)}`)).toBeTruthy();

    // more than the balance: Invest is disabled and the user is told why
    await user.clear(amountInput());
    await user.type(amountInput(), '999999');
    expect(screen.getByText('The amount is more than the balance of the chosen account.')).toBeTruthy();
    expect(investButton()).toHaveProperty('disabled', true);

    await user.clear(amountInput());
    await user.type(amountInput(), '1500');
    const second = gbpSeries[1]!;
    await user.click(
      within(screen.getByRole('group', { name: 'Choose a series' })).getAllByRole('radio')[1]!,
    );
    await quoteShown(clock);
    await user.click(investButton());

    const dialog = screen.getByRole('dialog', { name: 'Confirm your investment' });
    expect(figure('Amount', dialog)).toBe(gbp('1500'));
    expect(figure('Paid from', dialog)).toContain(main.reference);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const success = await screen.findByText('Your investment has been placed', {}, WAIT);
    expect(success).toBeTruthy();
    expect(onPlaced).toHaveBeenCalledTimes(1);
    const order = onPlaced.mock.calls[0]![0];
    expect(screen.getByText(new RegExp(`Reference ${order.reference}`))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // the account's balance follows the order
    const after = (Number(balance) - 1500).toFixed(2);
    expect(
      within(screen.getByRole('group', { name: 'Pay from' })).getByText(`Balance: ${gbp(after)}`),
    ).toBeTruthy();

    // the holding exists on the server, in the chosen series
    const holdings = await getDynamicBonds(connection.client);
    const bought = holdings.find((h) => h.reference === order.reference);
    expect(bought?.principal).toBe('1500.00');
    expect(bought?.maturity).toBe(second.maturity);

    await user.click(screen.getByRole('button', { name: 'Make another investment' }));
    expect(amountInput()).toHaveProperty('value', '1000');
  });

  it('shows the server’s refusal, or the catalogue’s Server error texts, in a danger box in the modal', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    const { clock } = renderQuote(connection);
    await seriesListed();
    await quoteShown(clock);

    connection.fail({
      method: 'POST',
      url: /subscribe\/$/,
      status: 400,
      body: { detail: 'This series is full.' },
      times: 1,
    });
    await user.click(investButton());
    const dialog = screen.getByRole('dialog', { name: 'Confirm your investment' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert', {}, WAIT)).textContent).toBe('This series is full.');

    connection.fail({ method: 'POST', url: /subscribe\/$/, status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Server error'), WAIT);

    // nothing usable came back: a status-0 Response cannot be built, so the wrapped fetch throws — a network failure
    connection.fail({ method: 'POST', url: /subscribe\/$/, status: 0, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(
      () =>
        expect(within(dialog).getByRole('alert').textContent).toBe(
          'Server error. Please, refresh the page and try again.',
        ),
      WAIT,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a restricted account to contact support, and sends a user without the questionnaire to it', async () => {
    const user = userEvent.setup();
    const blocked = await connect(sandbox, 'blocked');
    const first = renderQuote(blocked);
    await seriesListed();
    await user.click(investButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Your account is restricted at the moment. Please contact support@sandbox.bondkit.test to resolve this.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    const restricted = await connect(sandbox, 'isa-restricted');
    const second = renderQuote(restricted);
    await seriesListed();
    await user.click(investButton());
    expect(second.onNavigate).toHaveBeenCalledWith({ to: 'questionnaire', questionnaire: 'smart-interest' });
  });

  it('says when the series cannot be loaded, and when there are none', async () => {
    const failing = await connect(sandbox);
    failing.fail({ method: 'GET', url: /smart-interest\/series\//, status: 500, times: 1 });
    const first = renderQuote(failing);
    expect(
      (await screen.findByText('Unable to load the series list. Please, try later', {}, WAIT)).textContent,
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await seriesListed();
    first.unmount();

    const empty = await connect(sandbox);
    empty.fail({ method: 'GET', url: /smart-interest\/series\//, status: 200, body: [] });
    renderQuote(empty);
    expect(
      await screen.findByText('Currently, there are no available investment series.', {}, WAIT),
    ).toBeTruthy();
    expect(investButton()).toHaveProperty('disabled', true);
  });
});

describe('SmartInterestQuote, version 1 (term and payout)', () => {
  it('starts at 5 years paid at maturity, interpolates the rate, and prices the term with the server', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox);
    const { clock } = renderQuote(connection, { version: 1 });
    const slider = await screen.findByRole('slider', { name: 'Term' }, WAIT);
    expect(slider.getAttribute('aria-valuetext')).toBe('5 years');
    expect(slider.getAttribute('min')).toBe('3');
    expect(slider.getAttribute('max')).toBe('7');
    const payout = screen.getByRole('group', { name: 'Interest payout' });
    expect((within(payout).getByRole('radio', { name: /At maturity/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(figure('Rate')).toBe('7.50%');

    // keyboard: one year down is 4 years, between the table's points
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(slider.getAttribute('aria-valuetext')).toBe('4 years');
    expect(figure('Rate')).toBe('6.875%');
    await user.click(within(payout).getByRole('radio', { name: /Every year/ }));
    expect(figure('Rate')).toBe('6.25%');

    await quoteShown(clock);
    const expected = await createSmartInterestWhatIf(connection.client, {
      amount: '1000',
      currency: 'GBP',
      payoutType: 'annual',
      daysToMaturity: 4 * 365,
    });
    expect(figure('Annual interest')).toBe(gbp(expected.annual_interest));
    expect(figure('Total returned')).toBe(gbp(expected.total_returned));
  });
});

describe('SmartInterestRates', () => {
  it('lists the fixed rates per currency and term, paid at maturity and every year', async () => {
    const connection = await connect(sandbox);
    renderWidget(<SmartInterestRates />, { connection });
    const table = screen.getByRole('table', { name: 'Smart Interest fixed rates by currency and term' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['GBP', '3 years', '6.25%', '5.75%'],
      ['GBP', '5 years', '7.50%', '6.75%'],
      ['GBP', '7 years', '9.00%', '8.00%'],
      ['EUR', '3 years', '4.50%', '4.00%'],
      ['EUR', '5 years', '5.75%', '5.00%'],
      ['EUR', '7 years', '7.00%', '6.00%'],
    ]);
    expect(screen.getByText('Fixed rates from 4.00% to 9.00%')).toBeTruthy();
  });
});
