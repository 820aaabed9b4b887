import { getPositions } from '@bondkit/sdk-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connect, renderWidget, sandboxPerFile } from '../test/sandbox';
import { Holdings } from './holdings';

const sandbox = sandboxPerFile();

const WAIT = { timeout: 10_000 };

describe('Holdings', () => {
  it('lists the positions of each account with principal and value, and Sell leads to the trade', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const onNavigate = vi.fn();
    renderWidget(<Holdings />, { connection, onNavigate });
    const portfolio = await screen.findByRole('region', { name: 'Investment portfolio (IA10101)' }, WAIT);
    const isa = screen.getByRole('region', { name: 'Innovative Finance ISA (IA10102)' });
    const positions = await getPositions(connection.client);
    const inPortfolio = positions.filter((p) => p.investment_account_reference === 'IA10101');
    const rows = within(portfolio).getAllByTestId('bk-holding');
    expect(rows).toHaveLength(inPortfolio.length);
    expect(within(isa).getAllByTestId('bk-holding').length).toBeGreaterThan(0);
    const first = inPortfolio[0]!;
    const row = rows[0]!;
    expect(row.textContent).toContain(
      `£${Number(first.open.principal).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    );
    expect(within(portfolio).getByText(/^Cash: /).textContent).toContain('£');
    const sell = within(row).getByRole('link', { name: /^Sell / });
    await user.click(sell);
    expect(onNavigate).toHaveBeenCalledWith({ to: 'trade', productId: first.product_id, tradeType: 'sell' });
  });

  it('says when loading failed and reloads', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    connection.fail({ method: 'GET', url: /\/customers\/me\/positions\//, status: 500, times: 1 });
    renderWidget(<Holdings />, { connection });
    expect(await screen.findByText('Holdings failed to load.', {}, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('region', { name: 'Investment portfolio (IA10101)' }, WAIT)).toBeTruthy();
  });

  it('says an ended session in the catalogue’s words (not the server’s auth text), with no Reload', async () => {
    const connection = await connect(sandbox(), 'investor');
    connection.fail({
      method: 'GET',
      url: /\/customers\/me\/positions\//,
      status: 401,
      body: { detail: 'Invalid token.' },
      times: 1,
    });
    renderWidget(<Holdings />, { connection });
    expect(await screen.findByText('Your session has ended. Please sign in again.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Invalid token.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('shows an empty account as such, and no Sell for a read-only user', async () => {
    const readonly = await connect(sandbox(), 'readonly');
    renderWidget(<Holdings />, { connection: readonly });
    const account = await screen.findByRole('region', { name: /^Investment portfolio/ }, WAIT);
    expect(within(account).getAllByTestId('bk-holding').length).toBeGreaterThan(0);
    expect(within(account).queryByRole('link', { name: /^Sell / })).toBeNull();
  });
});
