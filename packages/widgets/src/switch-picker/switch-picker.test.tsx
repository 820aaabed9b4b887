import type { Sandbox } from '@bondkit/sandbox';
import { getMarketProducts, type MarketProduct } from '@bondkit/sdk-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, renderWidget, startSandbox } from '../test/sandbox';
import { pickerRows, SwitchPicker, switchCandidates } from './switch-picker';

let sandbox: Sandbox;
let products: MarketProduct[];
let from: MarketProduct;
beforeAll(async () => {
  sandbox = await startSandbox();
  const connection = await connect(sandbox, 'investor');
  products = await getMarketProducts(connection.client, { signedIn: true });
  from = products.find((p) => p.currency === 'GBP' && Number(p.user_invested ?? '0') > 0)!;
}, 30_000);
afterAll(async () => {
  await sandbox.close();
});

const WAIT = { timeout: 10_000 };

/** The 'Switching to' rows' names, top to bottom. */
function targetNames(): string[] {
  const groups = screen.getAllByRole('rowgroup').slice(2);
  return groups.flatMap((g) =>
    within(g)
      .queryAllByRole('radio')
      .map((radio) => (radio.getAttribute('aria-label') ?? '').replace(/^Switch into (.*) \((\w+)\)$/, '$2')),
  );
}

describe('SwitchPicker', () => {
  it('offers products of the same currency grouped from / to, sorts, searches and confirms one', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    const onConfirm = vi.fn();
    renderWidget(<SwitchPicker open onClose={() => {}} from={from} onConfirm={onConfirm} />, { connection });
    const dialog = await screen.findByRole('dialog', { name: 'Select a bond to switch into' });
    await within(dialog).findByRole('table', { name: 'Bonds to switch between' }, WAIT);
    expect(within(dialog).getByRole('columnheader', { name: 'Switching from' })).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: 'Switching to' })).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm & proceed' });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    // name ascending by default, same currency only, never the product sold
    const expected = pickerRows(switchCandidates(products, from), '', { key: 'name', order: 'asc' });
    expect(expected.every((p) => p.currency === from.currency && p.product_id !== from.product_id)).toBe(
      true,
    );
    expect(targetNames()).toEqual(expected.map((p) => p.isin_code));
    const byName = within(dialog).getByRole('columnheader', { name: /Name/ });
    expect(byName.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(byName).getByRole('button'));
    expect(byName.getAttribute('aria-sort')).toBe('descending');
    expect(targetNames()).toEqual(
      pickerRows(expected, '', { key: 'name', order: 'desc' }).map((p) => p.isin_code),
    );
    // descending really is the other way round (ties aside)
    expect(targetNames()[0]).not.toBe(expected[0]!.isin_code);
    await user.click(within(within(dialog).getByRole('columnheader', { name: /Price/ })).getByRole('button'));
    expect(targetNames()).toEqual(
      pickerRows(expected, '', { key: 'price', order: 'asc' }).map((p) => p.isin_code),
    );

    // nothing matches: the empty text and Clear search
    await user.type(within(dialog).getByLabelText('Search bonds'), 'zzq');
    expect(within(dialog).getByText('No products match your search')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    expect(targetNames().length).toBe(expected.length);

    const target = expected[0]!;
    await user.click(
      within(dialog).getByRole('radio', {
        name: `Switch into ${target.company.company_name} (${target.isin_code})`,
      }),
    );
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ product_id: target.product_id }));
  }, 20_000);

  it("says 'Products failed to load.' with Reload", async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    connection.fail({ method: 'GET', url: /\/api\/products\/\?/, status: 500, times: 1 });
    renderWidget(<SwitchPicker open onClose={() => {}} from={from} onConfirm={() => {}} />, { connection });
    expect(await screen.findByText('Products failed to load.', {}, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('table', { name: 'Bonds to switch between' }, WAIT)).toBeTruthy();
  }, 20_000);

  it('says an ended session in the catalogue’s words, with no Reload', async () => {
    const connection = await connect(sandbox, 'investor');
    connection.fail({
      method: 'GET',
      url: /\/api\/products\/\?/,
      status: 401,
      body: { detail: 'Token expired.' },
      times: 1,
    });
    renderWidget(<SwitchPicker open onClose={() => {}} from={from} onConfirm={() => {}} />, { connection });
    expect(await screen.findByText('Your session has ended. Please sign in again.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Token expired.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  }, 20_000);
});
