import { type DynamicBond, formatMoney, getDynamicBonds } from '@bondkit/sdk-core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Connection, connect, renderWidget } from '../test/sandbox';
import { startTrackedSandbox, type TrackedSandbox } from '../test/tracked-sandbox';
import { SmartInterestHoldings } from './smart-interest-holdings';

// integration tests on the in-process sandbox
vi.setConfig({ testTimeout: 20_000 });

let sandbox: TrackedSandbox;
let seeded: DynamicBond[];
beforeAll(async () => {
  sandbox = await startTrackedSandbox();
  seeded = await getDynamicBonds((await connect(sandbox, 'investor')).client);
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
const holding = (reference: string) => {
  const found = seeded.find((h) => h.reference === reference);
  if (!found) throw new Error(`no seeded holding ${reference}`);
  return found;
};

async function table() {
  return screen.findByRole('table', { name: 'Smart Interest holdings' }, WAIT);
}
/** The table row of a holding (its row header holds the reference). */
function row(reference: string): HTMLElement {
  const rows = within(screen.getByRole('table', { name: 'Smart Interest holdings' })).getAllByRole('row');
  const found = rows.find((r) => r.querySelector('th')?.textContent?.includes(reference));
  if (!found) throw new Error(`no row for ${reference}`);
  return found;
}
/** A figure's value under its name in a dialog. */
function figure(scope: HTMLElement, name: string): string | null {
  return within(scope).queryByText(name, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;
}

function render(connection: Connection, props: Parameters<typeof SmartInterestHoldings>[0] = {}) {
  return renderWidget(<SmartInterestHoldings {...props} />, { connection });
}

describe('SmartInterestHoldings', () => {
  it('asks a visitor to sign in', async () => {
    render(await connect(sandbox));
    expect(screen.getByText('Sign in to see your Smart Interest investments.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the holdings with their states, and offers cash-out and reinvest only where allowed', async () => {
    render(await connect(sandbox, 'investor'));
    await table();
    expect(within(row('DB-0001')).getByText('Open')).toBeTruthy();
    expect(within(row('DB-0001')).getByText(gbp('5000'))).toBeTruthy();
    expect(within(row('DB-0001')).getByRole('button', { name: /^Cash out/ })).toBeTruthy();
    expect(within(row('DB-0001')).queryByRole('button', { name: /^Reinvest/ })).toBeNull();
    expect(within(row('DB-0003')).getByRole('button', { name: /^Reinvest/ })).toBeTruthy();
    // a booked reinvestment: no cash-out, no second reinvestment
    const reinvesting = row('DB-0007');
    expect(within(reinvesting).getByText(/Reinvesting into SI-GBP-5Y-TERM/)).toBeTruthy();
    expect(within(reinvesting).queryByRole('button')).toBeNull();
    expect(within(row('DB-0008')).getByText('Repaying')).toBeTruthy();
    expect(within(row('DB-0009')).getByText('Cash out requested')).toBeTruthy();
    expect(within(row('DB-0009')).queryByRole('button')).toBeNull();
    expect(within(row('DB-0010')).getByText('Repaid')).toBeTruthy();
  });

  it('shows the reinvest notices 90, 60 and 30 days before maturity', async () => {
    render(await connect(sandbox, 'investor'));
    await table();
    const notices = within(screen.getByRole('region', { name: 'Reinvest notices' }));
    const texts = notices
      .getAllByTestId('bk-reinvest-notice')
      .map((n) => n.querySelector('.bk-banner__body')?.textContent);
    const notice = (h: DynamicBond, days: number, date: string) =>
      `Your Smart Interest holding ${h.holding_name} matures in ${days} days, on ${date}. Choose a series to reinvest into.`;
    expect(texts).toEqual([
      notice(holding('DB-0003'), 90, '21 Feb 2027'),
      notice(holding('DB-0004'), 60, '22 Jan 2027'),
      notice(holding('DB-0005'), 30, '23 Dec 2026'),
    ]);
  });

  it('hides the actions from a read-only user', async () => {
    render(await connect(sandbox, 'readonly'));
    await table();
    expect(within(row('DB-0012')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('opens the first reinvestable holding’s modal by itself (#my-investments, version 2)', async () => {
    render(await connect(sandbox, 'investor'), { autoOpenReinvest: true });
    const dialog = await screen.findByRole(
      'dialog',
      { name: `Reinvest ${holding('DB-0003').holding_name}` },
      WAIT,
    );
    expect(within(dialog).getByText(/DB-0003/)).toBeTruthy();
  });

  it('confirms a cash-out with the fee, the forfeited interest and the sale amount, then shows it requested', async () => {
    const user = userEvent.setup();
    render(await connect(sandbox, 'investor'));
    await table();
    const h = holding('DB-0001');
    await user.click(
      within(row('DB-0001')).getByRole('button', { name: `Cash out ${h.holding_name} (DB-0001)` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Cash out ${h.holding_name}` });
    expect(figure(dialog, 'Sale fee')).toBe(gbp(h.sale_fee));
    expect(figure(dialog, 'Forfeited interest')).toBe(
      gbp((Number(h.gross_interest) - Number(h.sale_interest)).toFixed(2)),
    );
    expect(figure(dialog, 'Sale amount')).toBe('£5,251.37');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cash out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await waitFor(() => expect(within(row('DB-0001')).getByText('Cash out requested')).toBeTruthy(), WAIT);
    expect(within(row('DB-0001')).queryByRole('button', { name: /^Cash out/ })).toBeNull();
    // the toasts' code loads with the first toast
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText(
        `Cash out requested for ${h.holding_name}.`,
        {},
        WAIT,
      ),
    ).toBeTruthy();
  });

  it('shows the server’s refusal of a cash-out in a danger box', async () => {
    const user = userEvent.setup();
    render(await connect(sandbox, 'blocked'));
    await table();
    await user.click(within(row('DB-0013')).getByRole('button', { name: /^Cash out/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cash out' }));
    const alert = await within(dialog).findByRole('alert', {}, WAIT);
    expect(alert.textContent).toBe(
      'Your account is restricted at the moment. Please contact support@sandbox.bondkit.test to resolve this.',
    );
    expect(within(row('DB-0013')).getByText('Open')).toBeTruthy();
  });

  it('reinvests a holding near maturity: series of its currency, a repayment quote, then the booking', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    render(connection);
    await table();
    const h = holding('DB-0004');
    await user.click(within(row('DB-0004')).getByRole('button', { name: /^Reinvest/ }));
    const dialog = screen.getByRole('dialog', { name: `Reinvest ${h.holding_name}` });
    const group = await within(dialog).findByRole('group', { name: 'Choose a series' }, WAIT);
    const options = within(group).getAllByRole('radio');
    expect(options.length).toBeGreaterThan(0);
    expect(
      connection.requests.some((r) => r.includes(`currency=GBP`) && r.includes(`open_on=${h.maturity}`)),
    ).toBe(true);
    await waitFor(() => expect(figure(dialog, 'Amount reinvested')).toBe(gbp(h.principal)), WAIT);
    // the final coupon reinvested too: a larger amount
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Also reinvest the final interest payment' }),
    );
    await waitFor(() => expect(figure(dialog, 'Amount reinvested')).not.toBe(gbp(h.principal)), WAIT);
    await user.click(options[1]!);
    await waitFor(() => expect(figure(dialog, 'Total returned')).not.toBeNull(), WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm reinvestment' }));
    expect(await within(dialog).findByText('Reinvestment successful', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(within(row('DB-0004')).getByText(/Reinvesting into/)).toBeTruthy(), WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const after = await getDynamicBonds(connection.client);
    expect(after.find((b) => b.reference === 'DB-0004')?.reinvest_action?.reinvest_coupon).toBe(true);
  });

  it('says when the series, the repayment quote or the booking fail, and when there are no series', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    connection.fail({ method: 'GET', url: /smart-interest\/series\//, status: 500, times: 1 });
    render(connection);
    await table();
    await user.click(within(row('DB-0005')).getByRole('button', { name: /^Reinvest/ }));
    let dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('Unable to load the series list. Please, try later', {}, WAIT),
    ).toBeTruthy();

    connection.fail({ method: 'POST', url: /quote-repayment-action\/$/, status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByText('Unable to get a repayment quote. Please, try later', {}, WAIT),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirm reinvestment' })).toHaveProperty(
      'disabled',
      true,
    );

    connection.fail({ method: 'POST', url: /book-repayment-action\/$/, status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure(dialog, 'Total returned')).not.toBeNull(), WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm reinvestment' }));
    expect(
      await within(dialog).findByText('Unable to book the repayment. Please, try later', {}, WAIT),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    connection.fail({ method: 'GET', url: /smart-interest\/series\//, status: 200, body: [], times: 1 });
    await user.click(within(row('DB-0005')).getByRole('button', { name: /^Reinvest/ }));
    dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('Currently, there are no available investment series.', {}, WAIT),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirm reinvestment' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says when the holdings cannot be loaded, and loads them on Try again', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    connection.fail({ method: 'GET', url: /dynamic-bonds\//, status: 500, times: 1 });
    render(connection);
    expect(
      await screen.findByText('Unable to load your investments. Please, try later', {}, WAIT),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await table();
  });

  it('says the customer appears to be offline when nothing answers, and loads on Try again', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    // a status-0 Response cannot be built, so the wrapped fetch throws: a network failure
    connection.fail({ method: 'GET', url: /dynamic-bonds\//, status: 0, times: 1 });
    render(connection);
    expect(
      await screen.findByText('You appear to be offline. Check your connection and try again.', {}, WAIT),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await table();
  });
});
