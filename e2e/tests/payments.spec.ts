import type { Page } from '@playwright/test';
import { expectFocusKept } from '../support/focus';
import { tabTo } from '../support/market';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';
import { main } from './trade-support';

// Money in and out (001 §2 'Funding flow', 'Withdraw page', §5, §6, §8): the funding steps with the card
// provider's page and back, a transfer between accounts, the ISA ceiling, withdrawal, the bank account form, the
// read-only and identity-check personas, a failed submit that keeps what was typed, axe and keyboard only.

type Account = { id: number; reference: string; account_type: string; currencies: Record<string, string> };

async function accounts(page: Page): Promise<Account[]> {
  const response = await page.request.get('/api/customers/me/investment-accounts/');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Account[];
}

const individual = async (page: Page) => (await accounts(page)).find((a) => a.account_type === 'individual')!;
const isa = async (page: Page) => (await accounts(page)).find((a) => a.account_type === 'ifisa')!;

/** The page's one heading of its title: its h1, which the widget inside does not repeat. */
async function oneHeading(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

async function toMethod(page: Page, amount: string) {
  await main(page).getByRole('textbox', { name: 'Amount to add' }).fill(amount);
  await main(page).getByRole('button', { name: 'Proceed' }).click();
  await expect(main(page).getByRole('group', { name: 'How would you like to pay?' })).toBeVisible();
}

/** Checks the payment method (by the start of its name) and goes on to its action step. */
async function chooseMethod(page: Page, method: RegExp) {
  await main(page).getByRole('radio', { name: method }).check();
  await main(page).getByRole('button', { name: 'Continue' }).click();
}

/** Fills the stand-in card provider's page with the card number and pays. */
async function payByCard(page: Page, cardNumber: string) {
  await page.getByLabel('Cardholder name').fill('Ivy Investor');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

test('fund by card: the provider’s page pays and returns to the funding; the declining test card returns to the amount', async ({
  page,
  signIn,
  axe,
}) => {
  await signIn('investor');
  const account = await individual(page);
  await page.goto(`/dashboard/payments/fund/${account.id}/GBP/`);
  await oneHeading(page, 'Add funds');
  await axe('fund: amount');
  await toMethod(page, '150');
  await axe('fund: method');
  await chooseMethod(page, /^Debit card/);
  await main(page).getByRole('button', { name: 'Continue to card payment' }).click();

  await expect(page.getByRole('heading', { name: 'Card payment' })).toBeVisible();
  // the provider's page says whose it is and takes the focus on its heading; Tab goes on to the form
  const provider = page.getByRole('heading', { level: 1, name: 'Sandbox card provider' });
  await expect(provider).toBeFocused();
  await expect(page).toHaveTitle('Card payment · Sandbox card provider');
  await axe('card provider');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Cardholder name')).toBeFocused();
  await payByCard(page, '4242424242424242');
  await expect(main(page).getByText('Your funds have arrived.')).toBeVisible({ timeout: 15_000 });

  await page.goto(`/dashboard/payments/fund/${account.id}/GBP/`);
  await toMethod(page, '200');
  await chooseMethod(page, /^Debit card/);
  await main(page).getByRole('button', { name: 'Continue to card payment' }).click();
  await payByCard(page, '4000000000000002');
  await expect(main(page).getByText('The card payment was declined.')).toBeVisible({ timeout: 15_000 });
  await expect(main(page).getByRole('textbox', { name: 'Amount to add' })).toBeVisible();
});

test('a transfer from another account lands at once; an ISA deposit over the ceiling is refused with the spec’s message', async ({
  page,
  signIn,
}) => {
  await signIn('investor');
  const from = await isa(page);
  const to = await individual(page);
  await page.goto(`/dashboard/payments/fund/${to.id}/GBP/`);
  await toMethod(page, '50');
  await chooseMethod(page, /^From another account/);
  await main(page).getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(main(page).getByText('Your funds have arrived.')).toBeVisible();

  await page.goto(`/dashboard/payments/fund/${from.id}/GBP/`);
  await main(page).getByRole('textbox', { name: 'Amount to add' }).fill('900000');
  await expect(main(page)).toContainText(
    /You cannot add more than £[\d,.]+ into the account as that would exceed available cash in your ISA Wallet and remaining ISA allowance\./,
  );
  await expect(main(page).getByRole('button', { name: 'Proceed' })).toBeDisabled();
});

test('a network failure at each submit (fund, withdraw, bank account) keeps every input; the retry goes through', async ({
  page,
  signIn,
}) => {
  await signIn('investor');
  const account = await individual(page);
  const failOnce = (pattern: string) =>
    page.route(pattern, (route) => route.abort('internetdisconnected'), { times: 1 });
  // fund: back at the amount with it kept; the retry shows the details to pay to
  await page.goto(`/dashboard/payments/fund/${account.id}/GBP/`);
  await toMethod(page, '321');
  await chooseMethod(page, /^Bank transfer/);
  await failOnce('**/fund/');
  await main(page).getByRole('button', { name: 'Show the bank details' }).click();
  await expect(main(page).getByText('Something went wrong.', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: 'Amount to add' })).toHaveValue('321');
  await main(page).getByRole('button', { name: 'Proceed' }).click();
  await chooseMethod(page, /^Bank transfer/);
  await main(page).getByRole('button', { name: 'Show the bank details' }).click();
  await expect(main(page).getByText('Reference', { exact: true })).toBeVisible();

  // withdraw: the amount stays, the retry makes the one withdrawal
  await page.goto(`/dashboard/payments/withdraw/${account.id}/GBP/`);
  const amount = main(page).getByRole('textbox', { name: 'Amount to withdraw' });
  await amount.fill('12.34');
  await failOnce('**/withdraw/');
  await main(page).getByRole('button', { name: 'Withdraw' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(
    'You appear to be offline. Check your connection and try again.',
  );
  await expect(amount).toHaveValue('12.34');
  await main(page).getByRole('button', { name: 'Withdraw' }).click();
  await expect(main(page)).toContainText('Your withdrawal of £12.34 is waiting for your confirmation.');

  // the bank account form: every field stays, the retry saves
  await page.goto('/dashboard/payments/configure/ccy/USD/');
  const typed = {
    'Account name': 'Ivy Investor',
    'Account number or IBAN': 'GB82 WEST 1234 5698 7654 32',
    'Sort code or SWIFT/BIC': 'NWBKGB2L',
  };
  for (const [name, value] of Object.entries(typed)) {
    await main(page).getByRole('textbox', { name }).fill(value);
  }
  await failOnce('**/set-registered-account-details/');
  await main(page).getByRole('button', { name: 'Save bank account' }).click();
  await expect(main(page).getByText('Something went wrong', { exact: true })).toBeVisible();
  for (const [name, value] of Object.entries(typed)) {
    await expect(main(page).getByRole('textbox', { name })).toHaveValue(value);
  }
  await main(page).getByRole('button', { name: 'Save bank account' }).click();
  await expect(main(page)).toContainText('Bank Account Details Added Successfully');
});

test('keyboard only: amount, method and a bank transfer’s details', async ({ page, signIn }) => {
  await signIn('investor');
  const account = await individual(page);
  await page.goto(`/dashboard/payments/fund/${account.id}/GBP/`);
  const amount = main(page).getByRole('textbox', { name: 'Amount to add' });
  await expect(amount).toBeVisible();
  await amount.focus();
  await page.keyboard.type('250');
  await page.keyboard.press('Enter');
  const debit = main(page).getByRole('radio', { name: /^Debit card/ });
  await expect(debit).toBeVisible();
  await debit.focus();
  await page.keyboard.press('ArrowDown');
  await expect(main(page).getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
  await page.keyboard.press('Enter');
  const show = main(page).getByRole('button', { name: 'Show the bank details' });
  await expect(show).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(show).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main(page).getByText('Reference', { exact: true })).toBeVisible();
});

test('withdraw to the registered bank account: minimum, then pending confirmation', async ({
  page,
  signIn,
  axe,
}) => {
  await signIn('investor');
  const account = await individual(page);
  await page.goto(`/dashboard/payments/withdraw/${account.id}/GBP/`);
  const amount = main(page).getByRole('textbox', { name: 'Amount to withdraw' });
  await expect(amount).toHaveAttribute('placeholder', '0.01 minimum.');
  await oneHeading(page, 'Withdraw funds');
  await expect(main(page).getByRole('region', { name: 'Withdraw' })).toBeVisible();
  await axe('withdraw');
  await main(page).getByRole('button', { name: 'Withdraw' }).click();
  await expect(main(page)).toContainText('Ensure this value is greater than or equal to £0.01.');
  await amount.fill('10.50');
  await main(page).getByRole('button', { name: 'Withdraw' }).click();
  await expect(main(page)).toContainText('Your withdrawal request has been made.');
  await expect(main(page)).toContainText('Your withdrawal of £10.50 is waiting for your confirmation.');
  // the dashboard lists it among its notices; confirming there takes it off the list
  await page.goto('/dashboard/');
  const notice = main(page)
    .getByTestId('bk-withdrawal-notice')
    .filter({ hasText: 'A withdrawal of £10.50 is waiting for your confirmation.' });
  await notice.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await notice.getByRole('button', { name: 'Withdraw £10.50' }).click();
  await expect(main(page).getByText('Withdrawal confirmed.')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByRole('region', { name: 'Your portfolios' })).toBeVisible();
  await expect(main(page).getByText('A withdrawal of £10.50 is waiting for your confirmation.')).toHaveCount(
    0,
  );
});

test('the fund page names the account once, gives its example as a hint and says why Proceed waits', async ({
  page,
  signIn,
}) => {
  await signIn('investor');
  const account = await individual(page);
  await page.goto(`/dashboard/payments/fund/${account.id}/GBP/`);
  const lead = main(page).getByText(/^Into /);
  await expect(lead).toHaveText(`Into Investment portfolio ${account.reference} (GBP)`);
  await expect(lead).not.toContainText(`(${account.reference}) (GBP)`);
  const amount = main(page).getByRole('textbox', { name: 'Amount to add' });
  await expect(amount).not.toHaveAttribute('placeholder', /./);
  await expect(amount).toHaveAccessibleDescription(/For example, £1,000\.00/);
  const proceed = main(page).getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  await expect(proceed).toHaveAccessibleDescription('Enter an amount to continue.');
  await amount.fill('50');
  await expect(proceed).toBeEnabled();
  await expect(main(page).getByText('Enter an amount to continue.')).toHaveCount(0);
});

test('the withdraw and bank account pages show the sort code as 60-16-13', async ({ page, signIn }) => {
  await signIn('investor');
  const account = await individual(page);
  await page.goto(`/dashboard/payments/withdraw/${account.id}/GBP/`);
  await expect(main(page).getByText(/^Sort code or BIC: /)).toHaveText(
    /^Sort code or BIC: \d{2}-\d{2}-\d{2}$/,
  );
  await page.goto('/dashboard/payments/configure/ccy/GBP/');
  await expect(main(page).getByText(/^Registered now: /)).toHaveText(
    /^Registered now: account .+, sort code or BIC \d{2}-\d{2}-\d{2}$/,
  );
});

test('register an IBAN: invalid details beside the fields, then saved', async ({ page, signIn, axe }) => {
  await signIn('corporate');
  await page.goto('/dashboard/payments/configure/ccy/EUR/');
  await oneHeading(page, 'Bank account for EUR');
  await main(page).getByRole('textbox', { name: 'Account name' }).fill('Corp Ltd');
  await main(page)
    .getByRole('textbox', { name: 'Account number or IBAN' })
    .fill('DE89 3704 0044 0532 0130 01');
  await main(page).getByRole('textbox', { name: 'Sort code or SWIFT/BIC' }).fill('COBADEFFXXX');
  await main(page).getByRole('button', { name: 'Save bank account' }).click();
  await expect(
    main(page).getByRole('textbox', { name: 'Account number or IBAN' }),
  ).toHaveAccessibleDescription('Invalid account number or IBAN');
  await axe('bank account: invalid');
  await main(page)
    .getByRole('textbox', { name: 'Account number or IBAN' })
    .fill('DE89 3704 0044 0532 0130 00');
  await main(page).getByRole('button', { name: 'Save bank account' }).click();
  await expect(main(page)).toContainText('Bank Account Details Added Successfully');
  // the account details address lands on the same form
  await page.goto('/dashboard/account-details/update-bank-details/GBP/');
  await oneHeading(page, 'Bank account for GBP');
  // any other payments address opens the funding flow
  await page.goto('/dashboard/payments/');
  await expect(page).toHaveURL(/\/dashboard\/payments\/fund\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add funds' })).toBeVisible();
});

test('a read-only user cannot withdraw; a user who has not passed the identity check is sent to it', async ({
  page,
  signIn,
}) => {
  await signIn('readonly');
  await page.goto('/dashboard/payments/withdraw/');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Withdraw funds' })).toBeVisible();
  await expect(main(page).getByText('Read-only users cannot submit withdrawals.')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn('identity-check');
  await page.goto('/dashboard/payments/fund/');
  await expect(page).toHaveURL(/\/dashboard\/account-details\/documents\/$/);
});

test('the sukuk variant: no debit card, its linked bank account, and no currency exchange; axe on each page', async ({
  page,
  signIn,
  axe,
}) => {
  await presetPreferences(page, { variant: 'sukuk' });
  await signIn('sukuk');
  // no currency in the address: the linked bank account's (AED)
  await page.goto('/dashboard/payments/fund/');
  await expect(main(page)).toContainText(/Into .+ \(AED\)/);
  await toMethod(page, '150');
  await expect(main(page).getByRole('radio', { name: /Debit card/ })).toHaveCount(0);
  await expect(
    main(page).getByRole('radio', { name: /Transfer from your linked bank account/ }),
  ).toBeVisible();
  await axe('sukuk fund: method');
  await page.goto('/dashboard/payments/withdraw/');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Withdraw funds' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Withdraw' })).toBeVisible();
  await axe('sukuk withdraw');
  await page.goto('/dashboard/payments/update-bank-account/');
  // no currency in the address: the linked bank account's (AED)
  await oneHeading(page, 'Linked bank account for AED');
  await axe('sukuk bank account');
  const first = (await accounts(page))[0]!;
  await page.goto(`/dashboard/foreign-exchange/${first.id}/GBP/`);
  await expect(main(page)).toContainText('Currency exchange is not available on this account.');
  await axe('sukuk fx');
});

test('the brand-new customer funds by card, and the trade page says before they start that orders need the account setup', async ({
  page,
  signIn,
  sandbox,
}) => {
  await signIn('new');
  const [account] = await accounts(page);
  await page.goto(`/dashboard/payments/fund/${account!.id}/GBP/`);
  await toMethod(page, '2500');
  await chooseMethod(page, /^Debit card/);
  await main(page).getByRole('button', { name: 'Continue to card payment' }).click();
  await payByCard(page, '4242424242424242');
  await expect(main(page).getByText('Your funds have arrived.')).toBeVisible({ timeout: 15_000 });
  const bond = (await sandbox.openProducts()).find((p) => p.currency === 'GBP');
  await page.goto(`/trade/?productId=${bond!.product_id}&tradeType=buy`);
  // said on the first step, with the way on; proceeding is not offered (the server refuses it too)
  await expect(
    main(page).getByText('Your account cannot place orders yet. Please complete your account setup first.'),
  ).toBeVisible();
  await expect(main(page)).toContainText('Account setup needs the investor questionnaire');
  await expect(main(page).getByRole('button', { name: 'Proceed to review' })).toBeDisabled();
  await main(page).getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(main(page).getByRole('region', { name: 'Your portfolios' })).toContainText(/£2,500\.00/);
});

test('a keyboard-only sukuk withdrawal: from the dashboard to its Activity line, no typed address, focus kept', async ({
  page,
  signIn,
}) => {
  await presetPreferences(page, { variant: 'sukuk' });
  await signIn('sukuk');
  await page.goto('/dashboard/');
  // the dashboard lists the AED account: to its page, then Withdraw (the partner's cash moves from here)
  const view = main(page).getByRole('link', { name: /^View .+ in AED$/ });
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/account\/\d+\/AED\/$/);
  await expectFocusKept(page, 'opening the portfolio');
  await tabTo(page, main(page).getByRole('link', { name: 'Withdraw', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw funds' })).toBeVisible();
  await expectFocusKept(page, 'opening the withdraw page');
  // the linked bank account is recognised: nothing to link first
  await expect(main(page).getByRole('link', { name: 'Link Bank Account' })).toHaveCount(0);
  await expect(main(page)).toContainText('The account your bank linked to you: 012******789.');
  await tabTo(page, main(page).getByRole('textbox', { name: 'Amount to withdraw' }));
  await page.keyboard.type('321.09');
  await page.keyboard.press('Enter');
  await expect(main(page)).toContainText(
    /Your withdrawal of AED\s?321\.09 is waiting for your confirmation\./,
  );
  await expectFocusKept(page, 'Withdraw');
  await tabTo(page, main(page).getByRole('link', { name: 'Confirm it on your account page' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/account\/\d+\/AED\/$/);
  await expectFocusKept(page, 'back to the account');
  await tabTo(page, main(page).getByRole('button', { name: 'Confirm withdrawal' }));
  await page.keyboard.press('Enter');
  // the review before the money moves: its amount, then the one action that confirms
  await expect(main(page).getByRole('heading', { name: 'Review your withdrawal' })).toBeVisible();
  await expectFocusKept(page, 'Confirm withdrawal');
  await tabTo(page, main(page).getByRole('button', { name: /^Withdraw AED\s?321\.09$/ }));
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('heading', { name: 'Withdrawal confirmed.' })).toBeVisible();
  await expectFocusKept(page, 'the review');
  // Activity lists it, from the one ledger
  await tabTo(page, main(page).getByRole('tab', { selected: true }));
  await page.keyboard.press('End');
  await expect(main(page).getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  const activity = main(page).getByRole('region', { name: 'Activity' });
  await expect(activity.getByTestId('bk-activity-line').filter({ hasText: /321\.09/ })).toContainText(
    /Withdrawal/,
  );
  await expectFocusKept(page, 'opening Activity');
});

test('the sukuk customer links a USD bank account of their own, and is offered the way back to withdrawing', async ({
  page,
  signIn,
}) => {
  await presetPreferences(page, { variant: 'sukuk' });
  await signIn('sukuk');
  const [account] = await accounts(page);
  // USD has no linked account: the withdraw page asks for one, and its link stays in the app
  await page.goto(`/dashboard/payments/withdraw/${account!.id}/USD/`);
  await main(page).getByRole('link', { name: 'Link Bank Account' }).click();
  await oneHeading(page, 'Linked bank account for USD');
  await expectFocusKept(page, 'opening the bank account page');
  await main(page).getByRole('textbox', { name: 'Account name' }).fill('Samira Sukuk');
  await main(page)
    .getByRole('textbox', { name: 'Account number or IBAN' })
    .fill('AE07 0331 2345 6789 0123 456');
  await main(page).getByRole('textbox', { name: 'Sort code or SWIFT/BIC' }).fill('EBILAEADXXX');
  await main(page).getByRole('button', { name: 'Save linked bank account' }).click();
  await expect(main(page)).toContainText('Bank Account Details Added Successfully');
  await expectFocusKept(page, 'saving');
  await main(page).getByRole('link', { name: 'Withdraw USD' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw funds' })).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: 'Amount to withdraw' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Link Bank Account' })).toHaveCount(0);
});
