import { getInvestmentAccounts } from '@bondkit/sdk-core';
import { act, screen } from '@testing-library/react';
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
    await user.click(screen.getByRole('button', { name: 'Complete exchange' }));
    expect(await screen.findByText('Currency exchange successful', {}, WAIT)).toBeTruthy();
    expect(onCompleted).toHaveBeenCalled();
  }, 30_000);

  it('has no exchange in the partner variant', async () => {
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<CurrencyExchange investmentAccountId={1} />, { connection, variant: 'sukuk' });
    expect(
      await screen.findByText('Currency exchange is not available on this account.', {}, WAIT),
    ).toBeTruthy();
  }, 30_000);
});
