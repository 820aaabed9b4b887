import { balanceIn, getInvestmentAccounts, transferBetweenAccounts } from '@bondkit/sdk-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connect, renderWidget, sandboxPerFile } from '../test/sandbox';
import { Funding } from './funding';

const sandbox = sandboxPerFile();

const WAIT = { timeout: 10_000 };
const FAILED = 'Your acceptance could not be saved. Please try again.';

async function investor(persona = 'investor') {
  const connection = await connect(sandbox(), persona);
  const accounts = await getInvestmentAccounts(connection.client);
  const account = accounts.find((a) => a.account_type !== 'ifisa' && a.currencies.GBP !== undefined)!;
  return { connection, account };
}

describe('Funding', () => {
  it('names the account once, gives the example amount as a hint and says why Proceed waits', async () => {
    const user = userEvent.setup();
    const { connection, account } = await investor();
    renderWidget(<Funding investmentAccountId={account.id} currency="GBP" />, { connection });
    const amount = await screen.findByRole('textbox', { name: 'Amount to add' }, WAIT);
    // 'Into Investment portfolio IA10101 (GBP)', not 'Into Investment portfolio (IA10101) (GBP)'
    const lead = screen.getByText(/^Into /);
    expect(lead.textContent).toBe(`Into Investment portfolio ${account.reference} (GBP)`);
    // the specs' 1000 as an example in the hint, not a placeholder that reads as a value typed in
    expect(amount.getAttribute('placeholder')).toBeNull();
    const hint = screen.getByText('For example, £1,000.00');
    expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    // Proceed on an empty amount says why, beside it
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    expect(proceed).toHaveProperty('disabled', true);
    const reason = screen.getByText('Enter an amount to continue.');
    expect(proceed.getAttribute('aria-describedby')).toBe(reason.id);
    await user.type(amount, '50');
    expect(screen.queryByText('Enter an amount to continue.')).toBeNull();
    expect(proceed).toHaveProperty('disabled', false);
  }, 30_000);

  it('shows the server’s refusal of the amount beside the amount, not in a banner', async () => {
    const user = userEvent.setup();
    const { connection, account } = await investor();
    const source = (await getInvestmentAccounts(connection.client)).find(
      (a) => a.id !== account.id && a.currencies.GBP !== undefined,
    )!;
    renderWidget(<Funding investmentAccountId={account.id} currency="GBP" />, { connection });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to add' }, WAIT), '25');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(await screen.findByRole('radio', { name: /^From another account/ }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // meanwhile (another tab) the source account's cash goes elsewhere: the server refuses the amount
    const moved = {
      amount: balanceIn(source, 'GBP'),
      currency: 'GBP',
      from_investment_account_id: source.id,
      to_investment_account_id: account.id,
    } as const;
    await transferBetweenAccounts(connection.client, moved);
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    const amount = await screen.findByRole('textbox', { name: 'Amount to add' }, WAIT);
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'), WAIT);
    const error = document.getElementById(`${amount.id}-error`);
    expect(error?.textContent).toMatch(/^Your IA\d+ account has only £0\.00 available$/);
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    expect((amount as HTMLInputElement).value).toBe('25');
    // the source account's cash back, for the tests after this one
    await transferBetweenAccounts(connection.client, {
      ...moved,
      from_investment_account_id: account.id,
      to_investment_account_id: source.id,
    });
  }, 30_000);

  it('checks the amount, offers the methods with their limits and shows the bank details to pay to', async () => {
    const user = userEvent.setup();
    const { connection, account } = await investor();
    renderWidget(<Funding investmentAccountId={account.id} currency="GBP" />, { connection });
    const amount = await screen.findByRole('textbox', { name: 'Amount to add' }, WAIT);
    expect(screen.getByRole('button', { name: 'Proceed' })).toHaveProperty('disabled', true);
    await user.type(amount, '0.5');
    expect(screen.getByText('Ensure this value is greater than or equal to £1.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const methods = await screen.findByRole('group', { name: 'How would you like to pay?' }, WAIT);
    expect(within(methods).getByRole('radio', { name: /Debit card/ })).toHaveProperty('disabled', true);
    expect(within(methods).getByText('Debit cards are only available for amounts over £100.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('textbox', { name: 'Amount to add' });
    expect((again as HTMLInputElement).value).toBe('50');
    await user.clear(again);
    await user.type(again, '250');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(await screen.findByRole('radio', { name: /^Bank transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Show the bank details' }));
    expect(await screen.findByText('Reference', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Waiting for your funds to arrive…')).toBeTruthy();
    // copying: through the clipboard; where it refuses or is missing, the value is selected and the user told how
    const detailValue = (name: string) =>
      screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    await user.click(screen.getByRole('button', { name: 'Copy Reference' }));
    expect(await screen.findByText('Reference copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(detailValue('Reference'));
    const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    try {
      Object.defineProperty(window.navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
        },
      });
      await user.click(screen.getByRole('button', { name: 'Copy Sort code' }));
      expect(
        await screen.findByText('Sort code is selected: press Ctrl+C (⌘C on a Mac) to copy it'),
      ).toBeTruthy();
      expect(window.getSelection()?.toString()).toBe(detailValue('Sort code'));
      Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: undefined });
      await user.click(screen.getByRole('button', { name: 'Copy Account number' }));
      expect(
        await screen.findByText('Account number is selected: press Ctrl+C (⌘C on a Mac) to copy it'),
      ).toBeTruthy();
      expect(window.getSelection()?.toString()).toBe(detailValue('Account number'));
    } finally {
      if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
    }
  }, 30_000);

  it('sends a card payment to the provider’s page', async () => {
    const user = userEvent.setup();
    const { connection, account } = await investor();
    const onRedirect = vi.fn();
    renderWidget(<Funding investmentAccountId={account.id} currency="GBP" onRedirect={onRedirect} />, {
      connection,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to add' }, WAIT), '150');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(await screen.findByRole('radio', { name: /^Debit card/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to card payment' }));
    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalled(), WAIT);
    expect(String(onRedirect.mock.calls[0]?.[0])).toMatch(/\/sandbox\/card-provider\/.+amount=15000/);
  }, 30_000);

  it('offers no debit card in the partner variant', async () => {
    const user = userEvent.setup();
    const { connection, account } = await investor();
    renderWidget(<Funding investmentAccountId={account.id} currency="GBP" />, {
      connection,
      variant: 'sukuk',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to add' }, WAIT), '150');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await screen.findByRole('group', { name: 'How would you like to pay?' }, WAIT);
    expect(screen.queryByRole('radio', { name: /Debit card/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Transfer from your linked bank account/ })).toBeTruthy();
  }, 30_000);

  it('returns to the amount with the message when the submit fails, the amount kept', async () => {
    const user = userEvent.setup();
    const { connection, account } = await investor();
    connection.fail({
      method: 'POST',
      url: /\/fund\/$/,
      status: 500,
      body: { detail: 'Bank is closed.' },
      times: 1,
    });
    renderWidget(<Funding investmentAccountId={account.id} currency="GBP" />, { connection });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to add' }, WAIT), '300');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(await screen.findByRole('radio', { name: /^Bank transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Show the bank details' }));
    expect(await screen.findByText('Something went wrong.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Bank is closed.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Amount to add' }) as HTMLInputElement).value).toBe('300');
  }, 30_000);
  it('moves cash from another of the customer’s accounts, limited by that account’s cash', async () => {
    const user = userEvent.setup();
    const { connection, account } = await investor();
    renderWidget(<Funding investmentAccountId={account.id} currency="GBP" />, { connection });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to add' }, WAIT), '900000');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const transfer = await screen.findByRole('radio', { name: /^From another account/ }, WAIT);
    expect(transfer).toHaveProperty('disabled', true);
    expect(
      screen.getByText(/^Your Innovative Finance ISA IA\d+ account has only £[\d,.]+ available$/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const amount = await screen.findByRole('textbox', { name: 'Amount to add' });
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await user.click(await screen.findByRole('radio', { name: /^From another account/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Your funds have arrived.', {}, WAIT)).toBeTruthy();
  }, 30_000);
  it('asks to accept the new IFISA agreement before an ISA can be funded, the amount kept', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'ifisa-agreement');
    const isa = (await getInvestmentAccounts(connection.client)).find((a) => a.account_type === 'ifisa')!;
    renderWidget(<Funding investmentAccountId={isa.id} currency="GBP" />, { connection });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to add' }, WAIT), '120');
    expect(screen.getByRole('button', { name: 'Proceed' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Please accept the new IFISA agreement before adding funds.')).toBeTruthy();
    await user.click(
      screen.getByRole('checkbox', { name: /accept the new Innovative Finance ISA agreement/ }),
    );
    // the declaration fails once: the failure is said, and the box stays to try again
    connection.fail({ method: 'POST', url: /ifisa-agreement\/$/, status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Accept the agreement' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(FAILED);
    expect(screen.getByRole('button', { name: 'Proceed' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Accept the agreement' }));
    await vi.waitFor(
      () => expect(screen.getByRole('button', { name: 'Proceed' })).toHaveProperty('disabled', false),
      WAIT,
    );
    expect((screen.getByRole('textbox', { name: 'Amount to add' }) as HTMLInputElement).value).toBe('120');
    expect(screen.queryByText('Please accept the new IFISA agreement before adding funds.')).toBeNull();
  }, 30_000);

  it('does not let an ISA-restricted user pay into the ISA, and lets their other account be funded', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'isa-restricted');
    const accounts = await getInvestmentAccounts(connection.client);
    const isa = accounts.find((a) => a.account_type === 'ifisa')!;
    const { unmount } = renderWidget(<Funding investmentAccountId={isa.id} currency="GBP" />, { connection });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to add' }, WAIT), '150');
    expect(screen.getByRole('button', { name: 'Proceed' })).toHaveProperty('disabled', true);
    expect(screen.getByText('You cannot pay into your Innovative Finance ISA at the moment.')).toBeTruthy();
    unmount();
    const individual = accounts.find((a) => a.account_type === 'individual')!;
    renderWidget(<Funding investmentAccountId={individual.id} currency="GBP" />, { connection });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to add' }, WAIT), '150');
    expect(screen.getByRole('button', { name: 'Proceed' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('You cannot pay into your Innovative Finance ISA at the moment.')).toBeNull();
  }, 30_000);
});
