import { getAccountBalances, getInvestmentAccounts, withdraw } from '@bondkit/sdk-core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connect, renderWidget, sandboxPerFile } from '../test/sandbox';
import { BankAccountForm } from './bank-account-form';
import { Withdraw } from './withdraw';

const sandbox = sandboxPerFile();

const WAIT = { timeout: 10_000 };

describe('Withdraw', () => {
  it('withdraws to the registered bank account and waits for confirmation; a failure keeps the amount', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const account = (await getInvestmentAccounts(connection.client)).find(
      (a) => a.account_type === 'individual',
    )!;
    renderWidget(<Withdraw currency="GBP" investmentAccountId={account.id} />, {
      connection,
    });
    const amount = await screen.findByRole('textbox', { name: 'Amount to withdraw' }, WAIT);
    expect(amount.getAttribute('placeholder')).toBe('0.01 minimum.');
    expect(screen.getByText('Account number or IBAN: ****6819')).toBeTruthy();
    // the sort code as people read it, never '601613'
    expect(screen.getByText(/^Sort code or BIC: \d{2}-\d{2}-\d{2}$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Ensure this value is greater than or equal to £0.01.')).toBeTruthy();
    await user.type(amount, '99999999');
    expect(screen.getByText(/^You cannot withdraw more than your available cash of £/)).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '12.34');
    connection.fail({ method: 'POST', url: /\/withdraw\/$/, status: 0, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Amount to withdraw' }) as HTMLInputElement).value).toBe(
      '12.34',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your withdrawal request has been made.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Your withdrawal of £12.34 is waiting for your confirmation.')).toBeTruthy();
    // focus moves to what happened, never down to the page's body
    expect(document.activeElement?.textContent).toContain('Your withdrawal request has been made.');
  }, 30_000);

  it("withdraws the partner's customer to the account their bank linked, with nothing to set up", async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'sukuk');
    renderWidget(<Withdraw currency="AED" />, { connection, variant: 'sukuk' });
    const amount = await screen.findByRole('textbox', { name: 'Amount to withdraw' }, WAIT);
    expect(screen.queryByRole('link', { name: 'Link Bank Account' })).toBeNull();
    expect(
      screen.getByText('The account your bank linked to you: 012******789. Your bank changes it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change linked bank account' })).toBeNull();
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Your withdrawal of AED\s?250\.00 is waiting/, {}, WAIT)).toBeTruthy();
    // its other currency has no linked account: the customer links one of their own
    renderWidget(<Withdraw currency="USD" />, { connection, variant: 'sukuk' });
    expect(await screen.findByRole('link', { name: 'Link Bank Account' }, WAIT)).toBeTruthy();
  }, 30_000);

  it("shows the server's refusal of the amount beside the field, with the amount kept", async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const account = (await getInvestmentAccounts(connection.client)).find(
      (a) => a.account_type === 'individual',
    );
    renderWidget(<Withdraw currency="GBP" investmentAccountId={account!.id} />, { connection });
    const amount = await screen.findByRole('textbox', { name: 'Amount to withdraw' }, WAIT);
    // the cash falls after the page loaded (another device withdraws): only the server knows
    const cash = (await getAccountBalances(connection.client, account!.id)).currencies.GBP ?? '0';
    await withdraw(connection.client, { investmentAccountId: account!.id, currency: 'GBP' }, cash);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const refusal = await screen.findByText(
      /^You cannot withdraw more than your available cash of £0\.00\.$/,
      {},
      WAIT,
    );
    // beside the field: the field is described by it
    const described = (amount.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain(refusal.textContent);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((amount as HTMLInputElement).value).toBe('100');
  }, 30_000);

  it('leaves its title to the page with hideHeading: the region keeps the name, the subheading moves up', async () => {
    const connection = await connect(sandbox(), 'investor');
    const view = renderWidget(<Withdraw currency="GBP" />, { connection });
    await screen.findByRole('textbox', { name: 'Amount to withdraw' }, WAIT);
    expect(screen.getByRole('heading', { level: 2, name: 'Withdraw' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'To your registered bank account' })).toBeTruthy();
    view.unmount();
    renderWidget(<Withdraw currency="GBP" hideHeading />, { connection });
    await screen.findByRole('textbox', { name: 'Amount to withdraw' }, WAIT);
    expect(screen.queryByRole('heading', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'To your registered bank account' })).toBeTruthy();
  }, 30_000);

  it('prompts to connect a bank account when none is registered for the currency', async () => {
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<Withdraw currency="EUR" />, { connection });
    const link = await screen.findByRole('link', { name: 'Connect Bank Account' }, WAIT);
    expect(link.getAttribute('href')).toBe('/dashboard#payments/configure/ccy/EUR');
  }, 30_000);

  it('does not let a read-only user withdraw', async () => {
    const connection = await connect(sandbox(), 'readonly');
    renderWidget(<Withdraw currency="GBP" />, { connection });
    expect(await screen.findByText('Read-only users cannot submit withdrawals.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Connect Bank Account' })).toBeNull();
  }, 30_000);
});

describe('BankAccountForm', () => {
  it('shows the partner its linked account, and after saving another currency moves focus to the way on', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'sukuk');
    const view = renderWidget(<BankAccountForm currency="AED" />, { connection, variant: 'sukuk' });
    expect(
      await screen.findByText(
        'The account your bank linked to you: 012******789. Your bank changes it.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Account name' })).toBeNull();
    view.unmount();
    renderWidget(<BankAccountForm currency="USD" doneAction={<a href="/withdraw/USD">Withdraw USD</a>} />, {
      connection,
      variant: 'sukuk',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Account name' }, WAIT), 'Samira Sukuk');
    await user.type(
      screen.getByRole('textbox', { name: 'Account number or IBAN' }),
      'AE07 0331 2345 6789 0123 456',
    );
    await user.type(screen.getByRole('textbox', { name: 'Sort code or SWIFT/BIC' }), 'EBILAEADXXX');
    await user.click(screen.getByRole('button', { name: 'Save linked bank account' }));
    expect(await screen.findByText('Bank Account Details Added Successfully', {}, WAIT)).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('Bank Account Details Added Successfully');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Withdraw USD' }));
  }, 30_000);

  it('shows the field errors beside the fields, keeps what was typed and saves a valid IBAN', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'corporate');
    renderWidget(<BankAccountForm currency="EUR" />, { connection });
    await user.type(await screen.findByRole('textbox', { name: 'Account name' }, WAIT), 'Corp Ltd');
    await user.type(
      screen.getByRole('textbox', { name: 'Account number or IBAN' }),
      'DE89 3704 0044 0532 0130 01',
    );
    await user.type(screen.getByRole('textbox', { name: 'Sort code or SWIFT/BIC' }), 'NOTABIC');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(screen.getAllByText('Invalid account number or IBAN').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Invalid sort code or SWIFT/BIC').length).toBeGreaterThan(0);
    const number = screen.getByRole('textbox', { name: 'Account number or IBAN' }) as HTMLInputElement;
    expect(number.value).toBe('DE89 3704 0044 0532 0130 01');
    await user.clear(number);
    await user.type(number, 'DE89 3704 0044 0532 0130 00');
    const bic = screen.getByRole('textbox', { name: 'Sort code or SWIFT/BIC' });
    await user.clear(bic);
    await user.type(bic, 'COBADEFFXXX');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Bank Account Details Added Successfully', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('shows the registered sort code as 12-34-56, before and after a save', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'corporate');
    renderWidget(<BankAccountForm currency="GBP" />, { connection });
    await user.type(await screen.findByRole('textbox', { name: 'Account name' }, WAIT), 'Corp Ltd');
    await user.type(screen.getByRole('textbox', { name: 'Account number or IBAN' }), '31926819');
    await user.type(screen.getByRole('textbox', { name: 'Sort code or SWIFT/BIC' }), '601613');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Bank Account Details Added Successfully', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/^Registered now: account .*6819, sort code or BIC 60-16-13$/)).toBeTruthy();
  }, 30_000);

  it('says "Something went wrong" when the save fails for another reason', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'corporate');
    connection.fail({ method: 'POST', url: /set-registered-account-details/, status: 500, times: 1 });
    renderWidget(<BankAccountForm currency="GBP" />, { connection });
    await user.type(await screen.findByRole('textbox', { name: 'Account name' }, WAIT), 'Corp Ltd');
    await user.type(screen.getByRole('textbox', { name: 'Account number or IBAN' }), '31926819');
    await user.type(screen.getByRole('textbox', { name: 'Sort code or SWIFT/BIC' }), '60-16-13');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Please, try again in a minute.', {}, WAIT)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Account name' }) as HTMLInputElement).value).toBe(
      'Corp Ltd',
    );
  }, 30_000);
});
