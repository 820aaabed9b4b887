import { getAccountsWithSummary } from '@bondkit/sdk-core';
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import type { BkNavigateDetail } from './core/events';
import { definePortfolio } from './portfolio';
import { definePortfolioSummary } from './portfolio-summary';
import { collect, mount, received, shadow } from './test/elements';
import { connect, sandboxPerFile } from './test/sandbox';

const LONG = { timeout: 10_000 };

const sandbox = sandboxPerFile(() => {
  definePortfolioSummary();
  definePortfolio();
});

vi.setConfig({ testTimeout: 30_000 });

describe('<bk-portfolio-summary> and <bk-portfolio>', () => {
  it('lists the accounts per currency; View portfolio is a bk-navigate filled from portfolio-url', async () => {
    const connection = await connect(sandbox(), 'investor');
    const [account] = await getAccountsWithSummary(connection.client);
    const navigations = collect<BkNavigateDetail>('bk-navigate');
    document.addEventListener('bk-navigate', (event) => event.preventDefault(), { once: true });
    const element = mount(
      'bk-portfolio-summary',
      { 'portfolio-url': '/accounts/{investmentAccountId}/{currency}' },
      { client: connection.client },
    );
    const summary = shadow(element);
    const view = await summary.findByRole(
      'link',
      { name: 'View Investment portfolio (IA10101) in GBP' },
      LONG,
    );
    expect(view.getAttribute('href')).toBe(`/accounts/${account!.id}/GBP`);
    expect(element.shadowRoot?.querySelector('[part~="account"]')).toBeTruthy();
    fireEvent.click(view);
    const navigation = await received(navigations);
    expect(navigation.detail).toEqual({
      target: { to: 'portfolio', investmentAccountId: account!.id, currency: 'GBP' },
      href: `/accounts/${account!.id}/GBP`,
    });
    element.remove();
  });

  it('shows an account’s portfolio with the page’s side column, once investment-account-id is set', async () => {
    const connection = await connect(sandbox(), 'investor');
    const [account] = await getAccountsWithSummary(connection.client);
    const element = mount(
      'bk-portfolio',
      { currency: 'GBP', tab: 'activity' },
      { client: connection.client },
    );
    const side = document.createElement('p');
    side.slot = 'side';
    side.textContent = 'Reports';
    element.append(side);
    expect(element.shadowRoot?.querySelector('[part~="root"]') ?? null).toBeNull();
    element.setAttribute('investment-account-id', String(account!.id));
    const portfolio = shadow(element);
    expect(
      await portfolio.findByRole('heading', { level: 2, name: /^Investment Portfolio/ }, LONG),
    ).toBeTruthy();
    expect(portfolio.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    expect(element.shadowRoot?.querySelector('[part~="side"] slot[name="side"]')).toBeTruthy();
    expect(portfolio.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    element.remove();
  });
});
