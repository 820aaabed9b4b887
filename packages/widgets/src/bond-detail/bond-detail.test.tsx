import { buildCatalogue, type CatalogueMarkers, type Sandbox } from '@bondkit/sandbox';
import { getMarketProducts } from '@bondkit/sdk-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, NOW, renderWidget, startSandbox } from '../test/sandbox';
import { BondDetail } from './bond-detail';

let sandbox: Sandbox;
let markers: CatalogueMarkers;
beforeAll(async () => {
  sandbox = await startSandbox();
  markers = buildCatalogue(new Date(NOW)).markers;
}, 30_000);
afterAll(async () => {
  await sandbox.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const WAIT = { timeout: 5000 };

async function setMarketState(state: 'open' | 'closed' | 'suspended' | 'auto') {
  const response = await sandbox.fetch('http://sandbox.test/sandbox/market', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state }),
  });
  expect(response.ok).toBe(true);
}

async function findTitle() {
  return screen.findByRole('heading', { level: 1 }, WAIT);
}

describe('BondDetail', () => {
  it('says an unknown product is not available, without Try again (sukuk: a certificate)', async () => {
    const connection = await connect(sandbox, 'investor');
    const view = renderWidget(<BondDetail productId={987_654} />, { connection });
    expect(await screen.findByText('This bond is not available.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // the widget keeps its heading, and its region its name
    expect(screen.getByRole('heading', { level: 1, name: 'Bond details' })).toBeTruthy();
    view.unmount();
    renderWidget(<BondDetail productId={987_654} />, { connection, variant: 'sukuk' });
    expect(await screen.findByText('This certificate is not available.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sukuk details' })).toBeTruthy();
  });

  it('renders the tabs of 002 §2.2 and moves between them with the keyboard', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    renderWidget(<BondDetail productId={markers.xssProductId} />, { connection });
    await findTitle();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Description',
      'Bond information',
      'Company information',
      'Capital structure',
      'Key financials',
      'News and stories',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Bond information' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Issuer')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Company information' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'News and stories' })).toBeTruthy();
  });

  it('sanitises the server’s HTML: the seeded script payload neither runs nor appears', async () => {
    const connection = await connect(sandbox, 'investor');
    const { container } = renderWidget(<BondDetail productId={markers.xssProductId} />, { connection });
    await findTitle();
    const panel = screen.getByRole('tabpanel', { name: 'Description' });
    expect(within(panel).getByText('Sanitiser check: nothing below may run.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('__bondkitXss');
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    }
    expect((window as { __bondkitXss?: boolean }).__bondkitXss).toBeUndefined();
  });

  it('shows header figures and, for a visitor, blurred prices with Buy leading to sign-in', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox);
    const onNavigate = vi.fn();
    const [product] = (await getMarketProducts(connection.client, { signedIn: false })).filter(
      (p) => p.state === 'open' && p.tradeability === 'open' && p.pending_liquidity.length === 0,
    );
    renderWidget(<BondDetail productId={product!.product_id} />, { connection, onNavigate });
    await findTitle();
    const figures = screen.getByRole('region', { name: 'Key figures' });
    expect(figures.textContent).not.toContain(product!.buy_price);
    expect(within(figures).getByText('Sign in to see prices')).toBeTruthy();
    expect(within(figures).getByText(product!.coupon_string)).toBeTruthy();
    expect(within(figures).getByText(product!.seniority_label)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sell' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ to: 'login' });
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ to: 'register' });
  });

  it('shows the suspended banner for a suspended bond', async () => {
    const connection = await connect(sandbox, 'investor');
    renderWidget(<BondDetail productId={markers.suspended[0]!} />, { connection });
    await findTitle();
    expect(await screen.findByText('Trading for this bond is currently suspended', {}, WAIT)).toBeTruthy();
  });

  it('hides buy and sell for a repaid bond and says it has been repaid', async () => {
    const connection = await connect(sandbox, 'investor');
    renderWidget(<BondDetail productId={markers.repaid[0]!} />, { connection });
    await findTitle();
    expect(await screen.findByText('This bond has been repaid', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sell' })).toBeNull();
  });

  it('puts the closed-market banner, with the resume time, first', async () => {
    await setMarketState('closed');
    try {
      const connection = await connect(sandbox, 'investor');
      renderWidget(<BondDetail productId={markers.suspended[0]!} />, { connection });
      await findTitle();
      expect(await screen.findByText('The market is currently closed', {}, WAIT)).toBeTruthy();
      expect(screen.getByText(/^Trading resumes at \d{2}:\d{2} \d{2} [A-Z][a-z]{2} \d{4}$/)).toBeTruthy();
      expect(screen.queryByText('Trading for this bond is currently suspended')).toBeNull();
    } finally {
      await setMarketState('auto');
    }
  });

  it('offers the coming-soon packages and buys the chosen one', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    const onNavigate = vi.fn();
    const products = await getMarketProducts(connection.client, { signedIn: true });
    const product = products.find(
      (p) => markers.comingSoon.includes(p.product_id) && p.tradeability === 'open',
    )!;
    renderWidget(<BondDetail productId={product.product_id} />, { connection, onNavigate });
    await findTitle();
    const group = screen.getByRole('group', { name: 'Choose a package' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.length).toBe(product.pending_liquidity.filter((p) => Number(p.pending_amount) > 0).length);
    expect(radios[0]?.checked).toBe(true);
    const chosen = product.pending_liquidity[radios.length - 1]!;
    await user.click(radios[radios.length - 1]!);
    expect(group.textContent).toMatch(/Available amount: .+ · Settling date: \d{2} [A-Z][a-z]{2} \d{4}/);
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onNavigate).toHaveBeenLastCalledWith({
      to: 'trade',
      productId: product.product_id,
      tradeType: 'buy',
      packageId: chosen.package_id,
    });
  });

  it('watches, and reverts with the catalogue message when the call fails', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    renderWidget(<BondDetail productId={markers.xssProductId} />, { connection });
    const company = (await findTitle()).textContent!;
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    expect(screen.getByRole('button', { name: 'Unwatch' })).toBeTruthy();
    await waitFor(() => expect(connection.requests.some((r) => r.startsWith('PATCH'))).toBe(true), WAIT);
    connection.fail({ method: 'PATCH', url: /\/annotations\/$/, status: 500 });
    await user.click(screen.getByRole('button', { name: 'Unwatch' }));
    expect(
      await screen.findByText(`Changes for ${company} failed and have been reverted.`, {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unwatch' })).toBeTruthy();
  });

  it('shows Unwatch on opening a bond on the investor’s watchlist, and Watch again once unwatched', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    const products = await getMarketProducts(connection.client, { signedIn: true });
    const watched = products.find(
      (p) => p.annotations?.is_interested === true && p.product_id !== markers.xssProductId,
    );
    expect(watched).toBeDefined();
    const first = renderWidget(<BondDetail productId={watched!.product_id} />, { connection });
    await findTitle();
    expect(screen.getByRole('button', { name: 'Unwatch' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Watch' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Unwatch' }));
    await waitFor(() => expect(connection.requests.some((r) => r.startsWith('PATCH'))).toBe(true), WAIT);
    first.unmount();
    renderWidget(<BondDetail productId={watched!.product_id} />, { connection }); // opened again
    await findTitle();
    expect(screen.getByRole('button', { name: 'Watch' })).toBeTruthy();
  });

  it('lists the company documents and downloads one with the server’s file name', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWidget(<BondDetail productId={markers.xssProductId} />, { connection });
    await findTitle();
    const section = screen.getByRole('region', { name: 'Important documents' });
    const download = await within(section).findByRole('button', { name: 'Download Prospectus' }, WAIT);
    await user.click(download);
    await waitFor(() => expect(names[0]).toMatch(/\.pdf$/), WAIT);
  });

  it('says so when the company documents cannot be fetched', async () => {
    const connection = await connect(sandbox, 'investor');
    connection.fail({ method: 'GET', url: /\/documents\/$/, status: 500 });
    renderWidget(<BondDetail productId={markers.xssProductId} />, { connection });
    await findTitle();
    expect(
      await screen.findByText('Unable to fetch company documents. Please, try later', {}, WAIT),
    ).toBeTruthy();
  });

  it('tells the user when a document download fails', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    connection.fail({ method: 'GET', url: /\/download\/$/, status: 500 });
    renderWidget(<BondDetail productId={markers.xssProductId} />, { connection });
    await findTitle();
    await user.click(await screen.findByRole('button', { name: 'Download Prospectus' }, WAIT));
    expect(
      await screen.findByText('Unable to fetch company documents. Please, try later', {}, WAIT),
    ).toBeTruthy();
  });
});

describe('BondDetail in the sukuk variant', () => {
  it('shows the Key Facts Statement and company documents other than the prospectus', async () => {
    const connection = await connect(sandbox, 'sukuk');
    const products = await getMarketProducts(connection.client, { signedIn: true });
    const sukuk = products.find((p) => p.adib_details !== null && p.state === 'open')!;
    renderWidget(<BondDetail productId={sukuk.product_id} />, { connection, variant: 'sukuk' });
    expect((await findTitle()).textContent).toBe(sukuk.adib_details!.underlying_company_name);
    const section = screen.getByRole('region', { name: 'Company documents' });
    const items = (await within(section).findAllByRole('listitem', {}, WAIT)).map(
      (li) => li.firstChild?.textContent,
    );
    expect(items[0]).toBe('Key Facts Statement');
    expect(items).not.toContain('Prospectus');
    const figures = screen.getByRole('region', { name: 'Key figures' });
    expect(within(figures).getByText('Return to Maturity')).toBeTruthy();
    expect(within(figures).getByText('Periodical Distribution')).toBeTruthy();
  });
});
