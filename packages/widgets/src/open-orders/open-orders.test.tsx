import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connect, renderWidget, sandboxPerFile } from '../test/sandbox';
import { OpenOrders } from './open-orders';

const sandbox = sandboxPerFile();

const WAIT = { timeout: 10_000 };
const TIMEOUT = 20_000;
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

// The investor's seed: a resting limit buy and a resting limit sell (both open) and a market buy waiting
// to confirm a new price (state confirm). The sukuk customer: one confirmed limit order.

describe('OpenOrders', () => {
  it(
    'offers cancel for open orders and Confirm new price for one in confirm; nothing to a read-only user',
    async () => {
      const connection = await connect(sandbox(), 'investor');
      const view = renderWidget(<OpenOrders />, { connection });
      const table = await screen.findByRole('table', { name: 'Bond orders' }, WAIT);
      const rows = within(table).getAllByTestId('bk-bond-order');
      expect(rows.length).toBeGreaterThanOrEqual(3);
      const confirmRow = rows.find((row) => within(row).queryByText('Confirm'));
      expect(confirmRow).toBeTruthy();
      expect(within(confirmRow!).getByText(/^New price /)).toBeTruthy();
      expect(within(confirmRow!).getByRole('button', { name: /^Confirm new price for / })).toBeTruthy();
      expect(within(confirmRow!).queryByRole('button', { name: /^Cancel / })).toBeNull();
      const openRows = rows.filter((row) => within(row).queryByText('Open'));
      expect(openRows.length).toBeGreaterThanOrEqual(2);
      for (const row of openRows)
        expect(within(row).getByRole('button', { name: /^Cancel the / })).toBeTruthy();
      view.unmount();

      // the same orders for a read-only user: no actions at all
      renderWidget(<OpenOrders />, {
        connection: { ...connection, user: { ...connection.user!, is_read_only: true } },
      });
      const readOnlyTable = await screen.findByRole('table', { name: 'Bond orders' }, WAIT);
      expect(within(readOnlyTable).queryAllByRole('button')).toHaveLength(0);
    },
    TIMEOUT,
  );

  it(
    'cancels an open order ("Cancelled open order") and confirms a new price ("New price confirmation successful")',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox(), 'investor');
      renderWidget(<OpenOrders />, { connection });
      const table = await screen.findByRole('table', { name: 'Bond orders' }, WAIT);
      const before = within(table).getAllByTestId('bk-bond-order').length;
      const cancel = within(table).getAllByRole('button', { name: /^Cancel the sell order for / })[0]!;
      await user.click(cancel);
      expect(await within(toasts()).findByText('Cancelled open order', {}, WAIT)).toBeTruthy();
      await waitFor(
        () =>
          expect(
            within(screen.getByRole('table', { name: 'Bond orders' })).getAllByTestId('bk-bond-order'),
          ).toHaveLength(before - 1),
        WAIT,
      );

      // the new price is reviewed first: amount, both prices and the cost at each; 'Not now' changes nothing
      await user.click(screen.getByRole('button', { name: /^Confirm new price for / }));
      let review = screen.getByRole('dialog', { name: 'Review the new price' });
      expect(within(review).getByText('£1,000.00')).toBeTruthy();
      expect(within(review).getByText('New price')).toBeTruthy();
      expect(within(review).getAllByText(/^Cost at \d+\.\d+ per 100$/)).toHaveLength(2);
      await user.click(within(review).getByRole('button', { name: 'Not now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
      expect(screen.getByRole('button', { name: /^Confirm new price for / })).toBeTruthy();

      await user.click(screen.getByRole('button', { name: /^Confirm new price for / }));
      review = screen.getByRole('dialog', { name: 'Review the new price' });
      await user.click(within(review).getByRole('button', { name: 'Confirm new price' }));
      expect(await within(toasts()).findByText('New price confirmation successful', {}, WAIT)).toBeTruthy();
      await waitFor(
        () => expect(screen.queryByRole('button', { name: /^Confirm new price for / })).toBeNull(),
        WAIT,
      );
    },
    TIMEOUT,
  );

  it(
    "says 'Open orders failed to load.' with Reload, which loads them",
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox(), 'investor');
      connection.fail({ method: 'GET', url: /\/buy-orders\//, status: 500, times: 1 });
      renderWidget(<OpenOrders />, { connection });
      expect(await screen.findByText('Open orders failed to load.', {}, WAIT)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Reload' }));
      expect(await screen.findByRole('table', { name: 'Bond orders' }, WAIT)).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'says the customer appears to be offline when nothing answers, with Reload',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox(), 'investor');
      // a status-0 Response cannot be built, so the wrapped fetch throws: a network failure
      connection.fail({ method: 'GET', url: /\/buy-orders\//, status: 0, times: 1 });
      renderWidget(<OpenOrders />, { connection });
      expect(
        await screen.findByText('You appear to be offline. Check your connection and try again.', {}, WAIT),
      ).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Reload' }));
      expect(await screen.findByRole('table', { name: 'Bond orders' }, WAIT)).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'lists the partner’s confirmed limit orders; cancel removes the row; bond orders have no cancel',
    async () => {
      const user = userEvent.setup();
      const connection = await connect(sandbox(), 'sukuk');
      const onActionError = vi.fn();
      renderWidget(<OpenOrders onActionFailed={onActionError} />, { connection, variant: 'sukuk' });
      const table = await screen.findByRole('table', { name: 'Limit orders' }, WAIT);
      const rows = within(table).getAllByTestId('bk-limit-order');
      expect(rows).toHaveLength(1);
      expect(within(rows[0]!).getByRole('rowheader').textContent).not.toMatch(/^#/);
      // listed once: not again under 'Sukuk orders' (no empty table of them above it either), and never
      // 'You have no open orders.' above an open order
      expect(screen.queryByRole('table', { name: 'Sukuk orders' })).toBeNull();
      expect(screen.queryByText('You have no open orders.')).toBeNull();
      await user.click(within(rows[0]!).getByRole('button', { name: /^Cancel the buy order for / }));
      expect(await within(toasts()).findByText('Cancelled open order', {}, WAIT)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('table', { name: 'Limit orders' })).toBeNull(), WAIT);
      // now nothing is open: said once
      expect(screen.getAllByText('You have no open orders.')).toHaveLength(1);
      expect(screen.queryByText('You have no limit orders.')).toBeNull();
      expect(onActionError).not.toHaveBeenCalled();
    },
    TIMEOUT,
  );
});
