import { API_BASE } from '@bondkit/sandbox/testing';
import {
  type AccountProduct,
  confirmMarketQuote,
  createClient,
  Decimal,
  getAccountProducts,
  getAccountsWithSummary,
  getMarketProducts,
  getSitePreferences,
  productDisplayName,
} from '@bondkit/sdk-core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connect, heldConnection, isPlainGbpBond, renderWidget, sandboxPerFile } from '../test/sandbox';
import { Portfolio } from './portfolio';
import { PortfolioSummary } from './portfolio-summary';

const sandbox = sandboxPerFile();

const WAIT = { timeout: 10_000 };

describe('PortfolioSummary', () => {
  it('lists each account per currency with its figures, and View portfolio leads to its page', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const onNavigate = vi.fn();
    renderWidget(<PortfolioSummary />, { connection, onNavigate });
    const gbp = await screen.findByRole('region', { name: /^Investment portfolio \(IA10101\), GBP$/ }, WAIT);
    expect(screen.getByRole('region', { name: /^Investment portfolio \(IA10101\), EUR$/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Innovative Finance ISA \(IA10102\), GBP$/ })).toBeTruthy();
    expect(within(gbp).getByText('Cash').nextElementSibling?.textContent).toBe('£25,000.00');
    const [account] = await getAccountsWithSummary(connection.client);
    const value =
      account!.summary.by_currency?.GBP?.open.portfolio_value ??
      account!.summary.summaries.open.portfolio_value;
    expect(within(gbp).getByText('Portfolio Value').nextElementSibling?.textContent).toBe(
      `£${Number(value).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(within(gbp).getByText('Interest Earned')).toBeTruthy();
    expect(within(gbp).getByText('Yield to Maturity').nextElementSibling?.textContent).toMatch(/^\d+\.\d%$/);
    expect(screen.getByText('Account credits: £25.00')).toBeTruthy();
    expect(
      screen.getByText(/^Credit the platform has given you — account, service, universal and sale/),
    ).toBeTruthy();
    await user.click(within(gbp).getByRole('link', { name: 'View Investment portfolio (IA10101) in GBP' }));
    expect(onNavigate).toHaveBeenCalledWith({
      to: 'portfolio',
      investmentAccountId: account!.id,
      currency: 'GBP',
    });
  });

  it('shows the partner AED and USD accounts in its own words, never EUR', async () => {
    const connection = await connect(sandbox(), 'sukuk');
    renderWidget(<PortfolioSummary />, { connection, variant: 'sukuk' });
    const aed = await screen.findByRole('region', { name: /\), AED$/ }, WAIT);
    expect(within(aed).getByText('Cash').nextElementSibling?.textContent).toMatch(/^AED\s120,000\.00$/);
    expect(within(aed).getByText('Profit Earned')).toBeTruthy();
    expect(within(aed).queryByText('Interest Earned')).toBeNull();
    expect(screen.queryByRole('region', { name: /, EUR$/ })).toBeNull();
  });

  it('shows the notices: the cooling-off hold, a debit note as safe text, a withdrawal to confirm', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'cooling-off');
    const id = connection.user!.customer_id;
    const [account] = await getAccountsWithSummary(connection.client);
    await sandbox().db.query(
      `INSERT INTO debit_notes (customer_id, title, message, message_md, state, created_at) VALUES ($1, $2, $3, $4, 'open', now())`,
      [
        id,
        'Fee owed',
        'Pay the fee.',
        'Please pay **£12.00**.\n\n- by [bank](https://bank.example/pay)\n- <script>x</script>',
      ],
    );
    await sandbox().db.query(
      `INSERT INTO withdrawal_confirmations (customer_id, account_id, currency, amount, state, created_at) VALUES ($1, $2, 'GBP', '150.00', 'pending', now())`,
      [id, account!.id],
    );
    renderWidget(<PortfolioSummary />, { connection });
    const notices = await screen.findByRole('region', { name: 'Notices' }, WAIT);
    expect(
      within(notices).getByText('24 hour temporary account hold for regulatory compliance'),
    ).toBeTruthy();
    expect(within(notices).getByText('£12.00').tagName).toBe('STRONG');
    expect(within(notices).getByRole('link', { name: 'bank' }).getAttribute('href')).toBe(
      'https://bank.example/pay',
    );
    expect(within(notices).getByText('<script>x</script>')).toBeTruthy();
    expect(notices.querySelector('script')).toBeNull();
    expect(
      within(notices).getByText('A withdrawal of £150.00 is waiting for your confirmation.'),
    ).toBeTruthy();
    const state = async () =>
      (
        await sandbox().db.query<{ state: string }>(
          `SELECT state FROM withdrawal_confirmations WHERE customer_id = $1 AND amount = '150.00'`,
          [id],
        )
      ).map((r) => r.state);
    // Confirm withdrawal opens the review (focus on its heading) and moves no money
    await user.click(within(notices).getByRole('button', { name: 'Confirm withdrawal' }));
    const review = within(notices).getByTestId('bk-withdrawal-review');
    const heading = within(review).getByRole('heading', { name: 'Review your withdrawal' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading), WAIT);
    expect(within(review).getByText('Amount').nextElementSibling?.textContent).toBe('£150.00');
    expect(within(review).getByText('Fee').nextElementSibling?.textContent).toBe('£0.00');
    expect(within(review).getByText('You receive').nextElementSibling?.textContent).toBe('£150.00');
    expect(await state()).toEqual(['pending']);
    // Cancel: back to the notice, focus on its button, still pending
    await user.click(within(review).getByRole('button', { name: 'Cancel' }));
    const open = within(notices).getByRole('button', { name: 'Confirm withdrawal' });
    await vi.waitFor(() => expect(document.activeElement).toBe(open), WAIT);
    expect(await state()).toEqual(['pending']);
    // only the review's final action confirms; the notice goes and the status heading has the focus
    await user.click(open);
    await user.click(within(notices).getByRole('button', { name: 'Withdraw £150.00' }));
    const done = await within(notices).findByRole('heading', { name: 'Withdrawal confirmed.' }, WAIT);
    await vi.waitFor(() => expect(document.activeElement).toBe(done), WAIT);
    expect(within(notices).queryByRole('button', { name: 'Confirm withdrawal' })).toBeNull();
    expect(await state()).toEqual(['confirmed']);
  });

  it('lets a read-only user see a withdrawal to confirm but not confirm it', async () => {
    const connection = await connect(sandbox(), 'readonly');
    const [account] = await getAccountsWithSummary(connection.client);
    await sandbox().db.query(
      `INSERT INTO withdrawal_confirmations (customer_id, account_id, currency, amount, state, created_at) VALUES ($1, $2, 'GBP', '75.00', 'pending', now())`,
      [connection.user!.customer_id, account!.id],
    );
    renderWidget(<PortfolioSummary />, { connection });
    const notices = await screen.findByRole('region', { name: 'Notices' }, WAIT);
    expect(
      within(notices).getByText('A withdrawal of £75.00 is waiting for your confirmation.'),
    ).toBeTruthy();
    expect(within(notices).getByRole('button', { name: 'Confirm withdrawal' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(notices).getByText('Read-only users cannot confirm withdrawals.')).toBeTruthy();
  });

  it('leads with the total across accounts in GBP, EUR converted exactly at the sandbox’s rates', async () => {
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<PortfolioSummary />, { connection });
    const total = await screen.findByTestId('bk-portfolio-total', {}, WAIT);
    // the sandbox desk's mid rates per 1 GBP (apps/sandbox/src/fx/rates.ts)
    const perGbp: Record<string, string> = { GBP: '1', EUR: '1.15', USD: '1.27' };
    let expected = new Decimal(0);
    for (const account of await getAccountsWithSummary(connection.client)) {
      for (const currency of ['GBP', 'USD', 'EUR'] as const) {
        const figures = account.summary.by_currency?.[currency];
        const cash = account.currencies[currency];
        if (!figures && cash === undefined) continue;
        const inCurrency = new Decimal(cash ?? '0').plus(figures?.open.portfolio_value ?? '0');
        expected = expected.plus(inCurrency.div(perGbp[currency]!));
      }
    }
    const pounds = `£${expected
      .round(2, Decimal.roundDown)
      .toFixed(2)
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
    expect(within(total).getByText('Total across your accounts').nextElementSibling?.textContent).toBe(
      pounds,
    );
    expect(total.textContent).toMatch(/in GBP: EUR converted at the platform’s rates of \d{1,2} \w+ \d{4}\./);
    // the figures come before the notices
    const region = screen.getByRole('region', { name: 'Your portfolios' });
    const first = region.querySelector('[data-testid="bk-portfolio-account"]')!;
    const notices = screen.queryByRole('region', { name: 'Notices' });
    if (notices) {
      expect(first.compareDocumentPosition(notices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('says there is no total when a rate is missing, rather than guess', async () => {
    const connection = await connect(sandbox(), 'investor');
    // the platform's rates without EUR
    const client = createClient({
      baseUrl: API_BASE,
      fetch: async (input, init) => {
        const response = await connection.fetch(input, init);
        if (!String(input instanceof Request ? input.url : input).includes('/fx-rates/')) return response;
        const body = (await response.json()) as { rates: Record<string, string> };
        delete body.rates.EUR;
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      },
    });
    renderWidget(<PortfolioSummary />, { connection: { ...connection, client } });
    const total = await screen.findByTestId('bk-portfolio-total', {}, WAIT);
    expect(total.textContent).toBe('No total across your accounts: there is no exchange rate for EUR today.');
    expect(screen.getByRole('region', { name: /^Investment portfolio \(IA10101\), GBP$/ })).toBeTruthy();
  });

  it('puts the maturing Smart Interest holdings in one notice, listing each, with one link to choose a series', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const onNavigate = vi.fn();
    renderWidget(<PortfolioSummary />, { connection, onNavigate });
    const notices = await screen.findByRole('region', { name: 'Notices' }, WAIT);
    const reinvest = within(notices).getAllByTestId('bk-reinvest-notice');
    expect(reinvest).toHaveLength(1);
    const listed = within(reinvest[0]!).getAllByRole('listitem');
    expect(listed.length).toBeGreaterThan(1);
    for (const item of listed) expect(item.textContent).toMatch(/ matures in \d+ days, on /);
    expect(within(notices).queryByText(/Choose a series to reinvest into\.$/)).toBeNull();
    const links = within(notices).getAllByRole('link', { name: 'Choose a series to reinvest into' });
    expect(links).toHaveLength(1);
    await user.click(links[0]!);
    expect(onNavigate).toHaveBeenCalledWith({ to: 'smart-interest' });
  });

  it('offers Add money and Withdraw beside View, Withdraw disabled with its reason for read-only users', async () => {
    const user = userEvent.setup();
    const investor = await connect(sandbox(), 'investor');
    const onNavigate = vi.fn();
    const view = renderWidget(<PortfolioSummary />, { connection: investor, onNavigate });
    const gbp = await screen.findByRole('region', { name: /^Investment portfolio \(IA10101\), GBP$/ }, WAIT);
    const [account] = await getAccountsWithSummary(investor.client);
    await user.click(
      within(gbp).getByRole('link', { name: 'Add money to Investment portfolio (IA10101) in GBP' }),
    );
    expect(onNavigate).toHaveBeenCalledWith({
      to: 'payments',
      action: 'fund',
      investmentAccountId: account!.id,
      currency: 'GBP',
    });
    expect(
      within(gbp).getByRole('link', { name: 'Withdraw from Investment portfolio (IA10101) in GBP' }),
    ).toBeTruthy();
    view.unmount();
    const readonly = await connect(sandbox(), 'readonly');
    renderWidget(<PortfolioSummary />, { connection: readonly });
    const [own] = await screen.findAllByTestId('bk-portfolio-account', {}, WAIT);
    const withdraw = within(own!).getByRole('button', { name: /^Withdraw from / });
    expect((withdraw as HTMLButtonElement).disabled).toBe(true);
    expect(within(own!).getByText('Not available to read-only users')).toBeTruthy();
    expect(within(own!).getByRole('link', { name: /^Add money to / })).toBeTruthy();
  });

  it('shows a loading state only after 500 ms', async () => {
    const { connection, open } = heldConnection(await connect(sandbox(), 'investor'));
    const { clock } = renderWidget(<PortfolioSummary />, { connection });
    expect(screen.queryByText('Loading...')).toBeNull();
    act(() => clock.advance(499));
    expect(screen.queryByText('Loading...')).toBeNull();
    act(() => clock.advance(1));
    expect(screen.getByText('Loading...')).toBeTruthy();
    open();
    expect(await screen.findByRole('region', { name: /IA10101\), GBP$/ }, WAIT)).toBeTruthy();
  });

  it('says the portfolio data failed to load in the spec’s words, and retries', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    connection.fail({ method: 'GET', url: /\/investment-accounts\/\?expand=summary/, status: 500, times: 1 });
    renderWidget(<PortfolioSummary />, { connection });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByText('Investment portfolio data failed to load')).toBeTruthy();
    expect(
      within(alert).getByText('Try loading the data again. If the problem continues, contact support.'),
    ).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry loading' }));
    expect(await screen.findByRole('region', { name: /IA10101\), GBP$/ }, WAIT)).toBeTruthy();
  });
});

describe('Portfolio', () => {
  it('shows the title, the ISA bar, the figures (yields to 1 dp) and the value picture with its table', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const accounts = await getAccountsWithSummary(connection.client);
    const isa = accounts.find((a) => a.account_type === 'ifisa')!;
    renderWidget(<Portfolio investmentAccountId={isa.id} currency="GBP" />, { connection });
    expect(await screen.findByRole('heading', { name: /^Innovative Finance ISA/ }, WAIT)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'ISA allowance' })).toBeTruthy();
    expect(screen.getByText('Current Yield').nextElementSibling?.textContent).toMatch(/^(\d+\.\d%|N\/A)$/);
    expect(screen.getByRole('img', { name: /^Invested by issuer: / })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    const table = screen.getByRole('table', { name: 'Invested by issuer' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeTruthy();
  });

  it('names a sukuk in the value picture as the holdings do: its company, not its special-purpose company', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'sukuk');
    const [account] = await getAccountsWithSummary(connection.client);
    const products = await getAccountProducts(connection.client, { investmentAccountId: account!.id });
    const held = products.find((p) => p.adib_details && p.user_invested && Number(p.user_invested) > 0);
    if (!held?.adib_details) throw new Error('the sukuk persona holds no sukuk');
    renderWidget(<Portfolio investmentAccountId={account!.id} currency={held.currency} />, {
      connection,
      variant: 'sukuk',
    });
    await user.click(await screen.findByRole('button', { name: 'Show as a table' }, WAIT));
    const table = screen.getByRole('table', { name: /^Invested by/ });
    expect(
      within(table).getByRole('rowheader', { name: held.adib_details.underlying_company_name }),
    ).toBeTruthy();
    expect(productDisplayName(held)).toBe(held.adib_details.underlying_company_name);
    expect(table.textContent).not.toContain(held.company.name);
  });

  it('lists the holdings in a table: bond, principal, value, yield and next payment, a row per holding', async () => {
    const connection = await connect(sandbox(), 'investor');
    const [account] = await getAccountsWithSummary(connection.client);
    const products = await getAccountProducts(connection.client, {
      investmentAccountId: account!.id,
      expand: ['performance'],
    });
    const held = products.filter(
      (p: AccountProduct) => p.currency === 'GBP' && p.user_invested !== null && Number(p.user_invested) > 0,
    );
    expect(held.length).toBeGreaterThan(0);
    renderWidget(<Portfolio investmentAccountId={account!.id} currency="GBP" />, { connection });
    const table = await screen.findByRole('table', { name: 'Your holdings in GBP' }, WAIT);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Bond', 'Principal', 'Value', 'Yield to Maturity', 'Next payment']);
    const rows = within(table).getAllByTestId('bk-holding-row');
    expect(rows).toHaveLength(held.length);
    const first = held[0]!;
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe(first.company.name);
    const money = (amount: string) =>
      `£${new Decimal(amount)
        .round(2, Decimal.roundDown)
        .toFixed(2)
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
    expect(cells[0]!.textContent).toBe(money(first.user_invested!));
    expect(cells[1]!.textContent).toBe(money(first.performance!.open.portfolio_value));
    expect(cells[2]!.textContent).toMatch(/^(\d+\.\d%|N\/A)$/);
    expect(cells[3]!.textContent).toMatch(/^(£[\d,]+\.\d{2} on \d{1,2} \w+ \d{4}|—)$/);
  });

  it('heads the partner’s holdings Sukuk', async () => {
    const connection = await connect(sandbox(), 'sukuk');
    const [account] = await getAccountsWithSummary(connection.client);
    renderWidget(<Portfolio investmentAccountId={account!.id} currency="AED" />, {
      connection,
      variant: 'sukuk',
    });
    const table = await screen.findByRole('table', { name: 'Your holdings in AED' }, WAIT);
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Sukuk');
    expect(within(table).getAllByTestId('bk-holding-row').length).toBeGreaterThan(0);
  });

  it('says an account that is not the customer’s was not found, with no retry', async () => {
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<Portfolio investmentAccountId={9999} currency="GBP" />, { connection });
    expect(await screen.findByText('This portfolio was not found.', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByText(/failed to load/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry loading' })).toBeNull();
    expect(screen.getByRole('link', { name: /dashboard/i })).toBeTruthy();
  });

  it('keeps the lifetime toggle as the site preference and relabels the interest', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const [account] = await getAccountsWithSummary(connection.client);
    renderWidget(<Portfolio investmentAccountId={account!.id} currency="GBP" />, { connection });
    expect(await screen.findByText('Interest Earned', {}, WAIT)).toBeTruthy();
    // the lone toggle is a switch of its own, not an 'Actions' menu of one item
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
    const toggle = screen.getByRole('switch', { name: 'Show lifetime returns' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(await screen.findByText('Lifetime Interest Earned', {}, WAIT)).toBeTruthy();
    await vi.waitFor(async () =>
      expect((await getSitePreferences(connection.client)).show_lifetime_returns).toBe(true),
    );
  });

  it('disables Robowise in the cooling-off period and Withdraw for read-only users', async () => {
    const cooling = await connect(sandbox(), 'cooling-off');
    const [account] = await getAccountsWithSummary(cooling.client);
    const view = renderWidget(<Portfolio investmentAccountId={account!.id} currency="GBP" />, {
      connection: cooling,
    });
    const robowise = await screen.findByRole('button', { name: 'Set up Robowise' }, WAIT);
    expect((robowise as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not available during the cooling-off period')).toBeTruthy();
    view.unmount();
    const readonly = await connect(sandbox(), 'readonly');
    const [own] = await getAccountsWithSummary(readonly.client);
    renderWidget(<Portfolio investmentAccountId={own!.id} currency="GBP" />, { connection: readonly });
    const withdraw = await screen.findByRole('button', { name: 'Withdraw' }, WAIT);
    expect((withdraw as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the activity a page at a time, filtered by group', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const [account] = await getAccountsWithSummary(connection.client);
    // a purchase, so that the trades filter has a line of its own
    const bond = (await getMarketProducts(connection.client, { signedIn: true })).find(isPlainGbpBond);
    if (!bond) throw new Error('no plain GBP bond in the seed');
    await confirmMarketQuote(connection.client, {
      investment_account_id: account!.id,
      buys: [{ product_id: bond.product_id, type: 'principal', amount: '1000.00', currency: 'GBP' }],
      sells: [],
    });
    renderWidget(<Portfolio investmentAccountId={account!.id} currency="GBP" tab="activity" />, {
      connection,
    });
    const activity = await screen.findByRole('region', { name: 'Activity' }, WAIT);
    const lines = await within(activity).findAllByTestId('bk-activity-line', {}, WAIT);
    expect(lines.length).toBeGreaterThan(0);
    // an opening position moved no money: it is not activity
    for (const line of lines) expect(line.textContent).not.toMatch(/Opening position/);
    await user.selectOptions(within(activity).getByLabelText('Show'), 'trades');
    await vi.waitFor(() => {
      const shown = within(activity).getAllByTestId('bk-activity-line');
      expect(shown.some((line) => /Purchase of/.test(line.textContent ?? ''))).toBe(true);
      for (const line of shown) expect(line.textContent).not.toMatch(/Deposit|Card payment/);
    }, WAIT);
  });

  it('offers the partner its cash movements (filter, Deposit, Withdraw), and no Robowise or currency exchange', async () => {
    const connection = await connect(sandbox(), 'sukuk');
    const [account] = await getAccountsWithSummary(connection.client);
    renderWidget(<Portfolio investmentAccountId={account!.id} currency="AED" tab="activity" />, {
      connection,
      variant: 'sukuk',
    });
    const filter = await screen.findByLabelText('Show', {}, WAIT);
    expect(within(filter).getByRole('option', { name: 'Deposits and withdrawals' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Set up Robowise' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Exchange currency' })).toBeNull();
  });
});
