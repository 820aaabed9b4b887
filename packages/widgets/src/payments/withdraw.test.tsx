import { getInvestmentAccounts } from '@bondkit/sdk-core';
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
    renderWidget(<Withdraw currency="GBP" investmentAccountId={account.id} bankAccountHref="/bank" />, {
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
  }, 30_000);

  it('leaves its title to the page with hideHeading: the region keeps the name, the subheading moves up', async () => {
    const connection = await connect(sandbox(), 'investor');
    const view = renderWidget(<Withdraw currency="GBP" bankAccountHref="/bank" />, { connection });
    await screen.findByRole('textbox', { name: 'Amount to withdraw' }, WAIT);
    expect(screen.getByRole('heading', { level: 2, name: 'Withdraw' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'To your registered bank account' })).toBeTruthy();
    view.unmount();
    renderWidget(<Withdraw currency="GBP" bankAccountHref="/bank" hideHeading />, { connection });
    await screen.findByRole('textbox', { name: 'Amount to withdraw' }, WAIT);
    expect(screen.queryByRole('heading', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'To your registered bank account' })).toBeTruthy();
  }, 30_000);

  it('prompts to connect a bank account when none is registered for the currency', async () => {
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<Withdraw currency="EUR" bankAccountHref="/bank/EUR" />, { connection });
    const link = await screen.findByRole('link', { name: 'Connect Bank Account' }, WAIT);
    expect(link.getAttribute('href')).toBe('/bank/EUR');
  }, 30_000);

  it('does not let a read-only user withdraw', async () => {
    const connection = await connect(sandbox(), 'readonly');
    renderWidget(<Withdraw currency="GBP" bankAccountHref="/bank" />, { connection });
    expect(await screen.findByText('Read-only users cannot submit withdrawals.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Connect Bank Account' })).toBeNull();
  }, 30_000);
});

describe('BankAccountForm', () => {
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
