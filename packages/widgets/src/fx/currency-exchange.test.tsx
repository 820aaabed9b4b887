import { formatMoney, getInvestmentAccounts, toBig } from '@bondkit/sdk-core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connect, renderWidget, sandboxPerFile } from '../test/sandbox';
import { CurrencyExchange } from './currency-exchange';

const sandbox = sandboxPerFile();

const WAIT = { timeout: 10_000 };

describe('CurrencyExchange', () => {
  it('starts at the lower of the balance and 1000, quotes after the debounce and completes', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const account = (await getInvestmentAccounts(connection.client)).find(
      (a) => a.account_type === 'individual',
    )!;
    const onCompleted = vi.fn();
    const { clock } = renderWidget(
      <CurrencyExchange investmentAccountId={account.id} currency="GBP" onCompleted={onCompleted} />,
      { connection },
    );
    // the balance (and the first sell amount) is set 250 ms after it loaded
    await vi.waitFor(() => {
      act(() => clock.advance(250));
      expect(screen.getByRole('textbox', { name: 'You sell' })).toBeTruthy();
    }, WAIT);
    const sell = screen.getByRole('textbox', { name: 'You sell' }) as HTMLInputElement;
    expect(sell.value).toBe('1000.00');
    expect(screen.queryByText(/^Rate: /)).toBeNull();
    // the quote comes 750 ms after the last edit
    act(() => clock.advance(749));
    expect(screen.queryByText('Getting a quote…')).toBeNull();
    act(() => clock.advance(1));
    await screen.findByText(/^Rate: 1 GBP = /, {}, WAIT);
    const buy = screen.getByRole('textbox', { name: 'You buy' }) as HTMLInputElement;
    expect(Number(buy.value)).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Review exchange' }));
    expect(await screen.findByRole('heading', { name: 'Review your exchange' }, WAIT)).toBeTruthy();
    expect(onCompleted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Complete exchange' }));
    expect(await screen.findByRole('heading', { name: 'Currency exchange successful' }, WAIT)).toBeTruthy();
    expect(onCompleted).toHaveBeenCalled();
  }, 30_000);

  it('reviews before booking: nothing booked until Complete exchange, the fee in money as the ledger books it, Change amounts keeps the amount, focus on each heading', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const account = (await getInvestmentAccounts(connection.client)).find(
      (a) => a.account_type === 'individual',
    )!;
    const booked = async () =>
      sandbox().db.query<{ currency: string; amount: string; text: string }>(
        `SELECT currency, amount::text AS amount, text FROM ledger_transactions
          WHERE transaction_type = 'fx_conversion' AND account_id = $1 ORDER BY transaction_id`,
        [account.id],
      );
    const before = (await booked()).length;
    const { clock } = renderWidget(<CurrencyExchange investmentAccountId={account.id} currency="GBP" />, {
      connection,
    });
    await vi.waitFor(() => {
      act(() => clock.advance(250));
      expect(screen.getByRole('textbox', { name: 'You sell' })).toBeTruthy();
    }, WAIT);
    const sell = () => screen.getByRole('textbox', { name: 'You sell' }) as HTMLInputElement;
    await user.tripleClick(sell());
    await user.keyboard('123.45');
    act(() => clock.advance(750));
    // the fee as money beside its percentage, before the review too: 0.25 % of £123.45 is £0.31
    expect(await screen.findByText('Fee: £0.31 (0.25%)', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Refresh/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Review exchange' }));
    const heading = await screen.findByRole('heading', { name: 'Review your exchange' }, WAIT);
    await vi.waitFor(() => expect(document.activeElement).toBe(heading), WAIT);
    const review = screen.getByTestId('bk-fx-review');
    const figure = (term: string) => within(review).getByText(term).nextElementSibling?.textContent;
    expect(figure('You sell')).toBe('£123.45');
    expect(figure('Fee')).toBe('£0.31 (0.25%), included in the rate');
    expect(figure('Rate')).toMatch(/^1 GBP = [\d.]+ EUR$/);
    // the review books nothing
    expect((await booked()).length).toBe(before);

    // back: the amount kept, focus on it, still nothing booked
    await user.click(within(review).getByRole('button', { name: 'Change amounts' }));
    expect(sell().value).toBe('123.45');
    await vi.waitFor(() => expect(document.activeElement).toBe(sell()), WAIT);
    expect((await booked()).length).toBe(before);

    // the kept amounts are quoted again before they can be reviewed again
    const reviewButton = screen.getByRole('button', { name: 'Review exchange' }) as HTMLButtonElement;
    await vi.waitFor(() => expect(reviewButton.disabled).toBe(false), WAIT);
    await user.click(reviewButton);
    const again = await screen.findByTestId('bk-fx-review', {}, WAIT);
    const bought = within(again).getByText('You get').nextElementSibling?.textContent;
    await user.click(within(again).getByRole('button', { name: 'Complete exchange' }));
    const outcome = await screen.findByRole('heading', { name: 'Currency exchange successful' }, WAIT);
    await vi.waitFor(() => expect(document.activeElement).toBe(outcome), WAIT);
    const shown = screen.getByTestId('bk-fx-outcome');
    expect(within(shown).getByText('You sold').nextElementSibling?.textContent).toBe('£123.45');
    expect(within(shown).getByText('You got').nextElementSibling?.textContent).toBe(bought);
    expect(within(shown).getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();

    // the ledger booked the reviewed quote: its sell and buy amounts, and the fee shown is its fee rate of
    // the booked sell amount
    const rows = (await booked()).slice(before);
    expect(rows.map((r) => [r.currency, r.amount])).toEqual([
      ['GBP', '-123.45'],
      ['EUR', (bought ?? '').replace(/[^\d.]/g, '')],
    ]);
    const reference = /Currency exchange (FXQ\S+):/.exec(rows[0]!.text)?.[1];
    const [quote] = await sandbox().db.query<{ state: string; fee_rate: string }>(
      'SELECT state, fee_rate::text AS fee_rate FROM fx_quotes WHERE reference = $1',
      [reference],
    );
    expect(quote?.state).toBe('confirmed');
    const fee = toBig('123.45').times(quote!.fee_rate).div(100).round(2, 1).toFixed(2);
    expect(within(shown).getByText('Fee').nextElementSibling?.textContent).toBe(
      `${formatMoney(fee, 'GBP', { locale: 'en-GB' })} (0.25%), included in the rate`,
    );
  }, 60_000);

  it('has no exchange in the partner variant', async () => {
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<CurrencyExchange investmentAccountId={1} />, { connection, variant: 'sukuk' });
    expect(
      await screen.findByText('Currency exchange is not available on this account.', {}, WAIT),
    ).toBeTruthy();
  }, 30_000);
});
