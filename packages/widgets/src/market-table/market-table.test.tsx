// Over 500 lines: the market's behaviours (views, filters, address, banners, visitor and sukuk variants) share one in-process sandbox started once; split files would each start it again.
import {
  defaultFilters,
  getMarketProducts,
  type MarketProduct,
  readCookie,
  removeCookie,
} from '@bondkit/sdk-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshChannelOf } from '../shared/refresh';
import { type Connection, connect, renderWidget, sandboxPerFile } from '../test/sandbox';
import { MARKET_COOKIES } from './cookies';
import { MarketTable } from './market-table';

const sandbox = sandboxPerFile();
afterEach(() => {
  for (const name of Object.values(MARKET_COOKIES)) removeCookie(name, { path: '/' });
  vi.restoreAllMocks();
});

const WAIT = { timeout: 5000 };

/** `within` a named group (fieldset) of `container`. */
function withinGroup(container: HTMLElement, name: string) {
  return within(within(container).getByRole('group', { name }));
}

async function findTable() {
  return screen.findByRole('table', {}, WAIT);
}

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

function rowName(row: HTMLElement): string {
  return row.querySelector('.bk-bond__name a')?.textContent ?? '';
}

async function productsOf(connection: Connection): Promise<Map<number, MarketProduct>> {
  const products = await getMarketProducts(connection.client, { signedIn: connection.user !== null });
  return new Map(products.map((p) => [p.product_id, p]));
}

async function setMarketState(state: 'open' | 'closed' | 'suspended' | 'auto') {
  const response = await sandbox().fetch('http://sandbox.test/sandbox/market', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state }),
  });
  expect(response.ok).toBe(true);
}

describe('MarketTable (standard, signed in)', () => {
  it('renders the sandbox products as a virtualised, accessible table', async () => {
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<MarketTable />, { connection });
    const table = await findTable();
    const products = await productsOf(connection);
    const rowCount = Number(table.getAttribute('aria-rowcount'));
    expect(rowCount).toBeGreaterThan(100);
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(rowCount - 1); // only the rows in view are in the DOM
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe('2');
    const first = rows[0]!;
    const product = products.get(Number(first.dataset.productId))!;
    expect(within(first).getByText(product.buy_price)).toBeTruthy();
    expect(rowName(first)).toBe(product.company.company_name);
    for (const header of ['Bond', 'Price', 'Yield', 'Seniority']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
  });

  it('brings the rows scrolled to into the DOM, in place of the ones scrolled past', async () => {
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<MarketTable />, { connection });
    const table = await findTable();
    const box = table.closest<HTMLElement>('.bk-market__list')!;
    // jsdom has no layout: the box scrolls 40 rows (of 72 px) down
    Object.defineProperty(box, 'scrollTop', { configurable: true, value: 40 * 72 });
    fireEvent.scroll(box);
    const indexes = () => bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));
    await waitFor(() => expect(indexes()).toContain(42)); // the 41st product (row 1 is the header)
    const shown = indexes();
    expect(shown).not.toContain(2);
    expect(shown).toEqual(shown.map((_, i) => shown[0]! + i)); // consecutive rows, in order
    expect(shown.length).toBeLessThan(Number(table.getAttribute('aria-rowcount')) - 1);
  });

  it('narrows the rows as the search applies after the debounce', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const { clock } = renderWidget(<MarketTable />, { connection });
    await findTable();
    const total = Number(screen.getByRole('table').getAttribute('aria-rowcount')) - 1;
    const term = rowName(bodyRows()[3]!).split(' ')[0]!;
    await user.type(screen.getByRole('searchbox', { name: 'Search bonds' }), term);
    expect(Number(screen.getByRole('table').getAttribute('aria-rowcount')) - 1).toBe(total); // not yet
    act(() => clock.advance(250));
    const shown = Number(screen.getByRole('table').getAttribute('aria-rowcount')) - 1;
    expect(shown).toBeLessThan(total);
    expect(shown).toBeGreaterThan(0);
    for (const row of bodyRows()) expect(row.textContent?.toLowerCase()).toContain(term.toLowerCase());
    expect(screen.getByText(`Showing ${shown} out of ${total} bonds matching “${term}”`)).toBeTruthy();
  });

  it('toggles the sort of a column header', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<MarketTable />, { connection });
    await findTable();
    const header = screen.getByRole('columnheader', { name: 'Bond' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await user.click(within(header).getByRole('button', { name: 'Bond' }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = bodyRows().map(rowName);
    expect([...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(
      ascending,
    );
    await user.click(within(header).getByRole('button', { name: 'Bond' }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    const descending = bodyRows().map(rowName);
    expect(descending[0]).not.toBe(ascending[0]);
    expect([...descending].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' }))).toEqual(
      descending,
    );
  });

  it('applies drawer filters with Show bonds, shows chips, removes them and resets all', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const onFiltersChange = vi.fn();
    const { clock } = renderWidget(<MarketTable onFiltersChanged={onFiltersChange} />, { connection });
    await findTable();
    const products = await productsOf(connection);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // (the drawer's code loads on its first opening)
    const drawer = await screen.findByRole('dialog', { name: 'Filters' }, WAIT);
    const showBonds = within(drawer).getByRole('button', { name: 'Show bonds' }) as HTMLButtonElement;
    expect(showBonds.disabled).toBe(true);
    await user.click(within(drawer).getByRole('checkbox', { name: 'EUR · Euro' }));
    await user.click(withinGroup(drawer, 'Seniority').getByRole('checkbox', { name: 'Senior secured' }));
    expect(showBonds.disabled).toBe(false);
    await user.click(showBonds);
    expect(screen.queryByRole('dialog')).toBeNull();

    // loading state after the filter run, then rows of EUR senior secured products only
    expect(document.querySelector('.bk-market__results')?.getAttribute('aria-busy')).toBe('true');
    act(() => clock.advance(500));
    expect(document.querySelector('.bk-market__results')?.getAttribute('aria-busy')).toBe('false');
    for (const row of bodyRows()) {
      const product = products.get(Number(row.dataset.productId))!;
      expect(product.currency).toBe('EUR');
      expect(product.seniority).toBe('senior_secured');
    }
    expect(onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        filters: expect.objectContaining({ currency: ['EUR'], seniority: ['senior_secured'] }),
      }),
    );
    expect(screen.getByText(/^Showing \d+ out of \d+ bonds matching your filters$/)).toBeTruthy();

    // removing a chip resets only that filter (the chips' code loads with the first one)
    await user.click(await screen.findByRole('button', { name: 'Remove filter: EUR' }));
    expect(screen.queryByRole('button', { name: 'Remove filter: EUR' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove filter: Senior secured' })).toBeTruthy();
    const currencies = new Set(
      bodyRows().map((row) => products.get(Number(row.dataset.productId))!.currency),
    );
    expect(currencies.size).toBeGreaterThan(1);

    // Reset all from the drawer
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset all' }));
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('opens the Filters drawer from the keyboard with focus inside it, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<MarketTable />, { connection });
    await findTable();
    const button = screen.getByRole('button', { name: 'Filters' });
    button.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Filters' }, WAIT);
    expect(drawer.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('clears every chip with Clear all', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<MarketTable initialFilters={{ search: '' }} />, { connection });
    const table = await findTable();
    const total = table.getAttribute('aria-rowcount');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    for (const name of ['GBP · Pound Sterling', 'EUR · Euro']) {
      await user.click(within(drawer).getByRole('checkbox', { name }));
    }
    for (const name of ['Senior secured', 'Unsecured', 'Subordinated', 'Second lien secured']) {
      await user.click(withinGroup(drawer, 'Seniority').getByRole('checkbox', { name }));
    }
    await user.click(within(drawer).getByRole('button', { name: 'Show bonds' }));
    const chips = await screen.findByRole('list', { name: 'Applied filters' });
    expect(within(chips).getAllByRole('button', { name: /^Remove filter/ })).toHaveLength(5);
    expect(within(chips).getByRole('button', { name: '+1 filters' })).toBeTruthy();
    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe(total);
  });

  it('watches with an optimistic update and reverts with the catalogue message when the call fails', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<MarketTable />, { connection });
    await findTable();
    const row = bodyRows().find((r) => within(r).queryByRole('button', { name: /^Watch / }))!;
    const company = rowName(row);
    const productId = Number(row.dataset.productId);
    await user.click(within(row).getByRole('button', { name: `Watch ${company}` }));
    expect(within(row).getByRole('button', { name: `Unwatch ${company}` }).textContent).toContain('Unwatch');
    await waitFor(async () => {
      expect((await productsOf(connection)).get(productId)?.annotations?.is_interested).toBe(true);
    }, WAIT);

    connection.fail({ method: 'PATCH', url: /\/annotations\/$/, status: 500 });
    await user.click(within(row).getByRole('button', { name: `Unwatch ${company}` }));
    expect(
      await screen.findByText(`Changes for ${company} failed and have been reverted.`, {}, WAIT),
    ).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Unwatch ${company}` })).toBeTruthy();
    expect((await productsOf(connection)).get(productId)?.annotations?.is_interested).toBe(true);
  });

  it('offers the questionnaire instead of Buy on a locked product', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'new');
    const onNavigate = vi.fn();
    renderWidget(
      <MarketTable initialFilters={{ filters: { ...defaultFilters(), category: ['perpetuals'] } }} />,
      {
        connection,
        onNavigate,
      },
    );
    await findTable();
    const row = bodyRows().find((r) => within(r).queryByText('Locked'))!;
    expect(row).toBeTruthy();
    expect(within(row).queryByRole('link', { name: /^Buy / })).toBeNull();
    await user.click(within(row).getByRole('link', { name: 'Take questionnaire' }));
    expect(onNavigate).toHaveBeenLastCalledWith(
      expect.objectContaining({ to: 'questionnaire', productId: Number(row.dataset.productId) }),
    );
  });

  it('tells a read-only user they cannot watch', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'readonly');
    renderWidget(<MarketTable />, { connection });
    await findTable();
    const row = bodyRows().find((r) => within(r).queryByRole('button', { name: /^(Watch|Unwatch) / }))!;
    await user.click(within(row).getByRole('button', { name: /^(Watch|Unwatch) / }));
    expect(screen.getByText('Read-only users cannot change their watchlist.')).toBeTruthy();
    expect(connection.requests.some((r) => r.startsWith('PATCH'))).toBe(false);
  });

  it('shows Nothing to see here with Clear all when nothing matches', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<MarketTable />, { connection });
    await findTable();
    await user.type(screen.getByRole('searchbox'), 'zzqxv');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // the empty state's code loads when nothing matches
    expect(await screen.findByRole('heading', { name: 'Nothing to see here' })).toBeTruthy();
    expect(screen.getByText('There are no bonds that match your filters and/or search')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByRole('table')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('shows the load failure and loads again with Retry loading', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    connection.fail({ method: 'GET', url: /\/api\/products\/\?/, status: 500, times: 1 });
    renderWidget(<MarketTable />, { connection });
    expect(await screen.findByRole('heading', { name: 'Market data failed to load' }, WAIT)).toBeTruthy();
    expect(
      screen.getByText('Try loading the data again. If the problem continues, contact support.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry loading' }));
    expect(await findTable()).toBeTruthy();
    expect(screen.queryByText('Market data failed to load')).toBeNull();
  });

  it('says an ended session in the catalogue’s words, with no Retry loading', async () => {
    const connection = await connect(sandbox(), 'investor');
    connection.fail({
      method: 'GET',
      url: /\/api\/products\/\?/,
      status: 401,
      body: { detail: 'Token expired.' },
      times: 1,
    });
    renderWidget(<MarketTable />, { connection });
    expect(await screen.findByRole('heading', { name: 'Market data failed to load' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeTruthy();
    expect(screen.queryByText('Token expired.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry loading' })).toBeNull();
  });

  it('shows unavailable bonds from the options menu and remembers it in a cookie', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<MarketTable />, { connection });
    const table = await findTable();
    const before = Number(table.getAttribute('aria-rowcount'));
    await user.click(screen.getByRole('button', { name: 'Options' }));
    // the open list's code loads with the first opening
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Show unavailable bonds' }));
    expect(Number(screen.getByRole('table').getAttribute('aria-rowcount'))).toBeGreaterThan(before);
    expect(readCookie(MARKET_COOKIES.showUnavailable)).toBe('1');
    // the terminology block follows its toggle (and its cookie)
    expect(screen.getByRole('heading', { name: 'Market terminology' })).toBeTruthy();
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Show market terminology' }));
    expect(screen.queryByRole('heading', { name: 'Market terminology' })).toBeNull();
    expect(readCookie(MARKET_COOKIES.hideTerminology)).toBe('1');
  });

  it('downloads the market as CSV with the server’s file name', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:market';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWidget(<MarketTable />, { connection });
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Download market as CSV' }));
    await waitFor(() => expect(names).toEqual(['bondkit_market_20261123.csv']), WAIT);
    const csv = await blobs[0]!.text();
    const products = await productsOf(connection);
    const isin = [...products.values()][0]!.isin_code;
    expect(csv).toContain(isin);
    expect(connection.requests.some((r) => /products\/\?format=csv/.test(r))).toBe(true);
  });

  it('switches to the card view, stores the choice for 3650 days, and opens a category with View all', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'investor');
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    const first = renderWidget(<MarketTable />, { connection });
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Card view' }));
    expect(document.querySelector('[role="table"]')).toBeNull();
    const written = cookieWrites.mock.calls
      .map(([text]) => String(text))
      .find((text) => text.startsWith(`${MARKET_COOKIES.view}=card;`));
    expect(written).toMatch(/; path=\/;/);
    const expires = Date.parse(/; expires=([^;]+)/.exec(written ?? '')?.[1] ?? '');
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(3650);
    expect(readCookie(MARKET_COOKIES.view)).toBe('card');
    first.unmount();

    renderWidget(<MarketTable />, { connection }); // a later visit
    // (text queries: role queries over hundreds of cards are slow in a simulated DOM)
    const viewAll = (await screen.findAllByText(/^View all \(\d+\)$/, {}, WAIT))[0]!;
    expect(viewAll.tagName).toBe('A');
    const section = viewAll.closest('section')!;
    const category = section.querySelector('h2')!.textContent!;
    expect(section.querySelector(`button[aria-label="Next bonds in ${category}"]`)).not.toBeNull();
    expect(section.querySelector(`button[aria-label="Previous bonds in ${category}"]`)).not.toBeNull();
    expect(section.querySelectorAll('.bk-card').length).toBeGreaterThan(0);
    const count = Number(/\((\d+)\)/.exec(viewAll.textContent!)![1]);
    await user.click(viewAll);
    // a filter is set: the list shows that category's bonds
    const table = await findTable();
    expect(Number(table.getAttribute('aria-rowcount')) - 1).toBe(count);
    expect(await screen.findByRole('button', { name: `Remove filter: ${category}` })).toBeTruthy();
  }, 20_000);

  it('shows the closed-market banner with the time trading resumes', async () => {
    await setMarketState('closed');
    try {
      const connection = await connect(sandbox(), 'investor');
      renderWidget(<MarketTable />, { connection });
      expect(await screen.findByText('The market is currently closed', {}, WAIT)).toBeTruthy();
      expect(screen.getByText(/^Trading resumes at \d{2}:\d{2} \d{2} [A-Z][a-z]{2} \d{4}$/)).toBeTruthy();
    } finally {
      await setMarketState('auto');
    }
  });

  it('shows the suspended-market banner', async () => {
    await setMarketState('suspended');
    try {
      const connection = await connect(sandbox(), 'investor');
      renderWidget(<MarketTable />, { connection });
      expect(await screen.findByText('The market is currently suspended', {}, WAIT)).toBeTruthy();
    } finally {
      await setMarketState('auto');
    }
  });
});

describe('MarketTable and the address', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/market/');
  });

  it('restores filters from the hash, rewrites it on every change and clears it when no filter is set', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/market/#currency=EUR&sort=company&sort_order=DESC');
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<MarketTable addressMode="hash" />, { connection });
    await findTable();
    expect(await screen.findByRole('button', { name: 'Remove filter: EUR' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Bond' }).getAttribute('aria-sort')).toBe('descending');
    await user.click(within(screen.getByRole('columnheader', { name: 'Seniority' })).getByRole('button'));
    expect(window.location.hash).toMatch(/sort=seniority/);
    expect(window.location.hash).toMatch(/currency=EUR/);
    await user.click(screen.getByRole('button', { name: 'Remove filter: EUR' }));
    expect(window.location.hash).not.toMatch(/currency/);
    await user.click(within(screen.getByRole('columnheader', { name: 'Seniority' })).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Reset all' }),
    );
    expect(window.location.hash).toBe('');
  });

  it('reads and writes the query-string form', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/market/?currencies=GBP&search=plc');
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<MarketTable addressMode="query" />, { connection });
    await findTable();
    expect(await screen.findByRole('button', { name: 'Remove filter: GBP' })).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('plc');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(window.location.search).toBe('');
  });
});

describe('MarketTable banners', () => {
  it('shows the IFISA promo to an individual investor without an IFISA, not to one with an IFISA', async () => {
    const fresh = await connect(sandbox(), 'new');
    const first = renderWidget(<MarketTable />, { connection: fresh });
    await findTable();
    // the banners' code loads when one shows
    expect(await screen.findByRole('link', { name: 'Find out about the IFISA' })).toBeTruthy();
    first.unmount();
    const investor = await connect(sandbox(), 'investor');
    renderWidget(<MarketTable />, { connection: investor });
    await findTable();
    expect(screen.queryByRole('link', { name: 'Find out about the IFISA' })).toBeNull();
  });

  it('asks a sukuk customer eligible for no product to retake the assessment', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'sukuk');
    const link = connection.user!.adib_account_link!;
    // the same customer with the lowest suitability score (as after a failed reassessment)
    connection.user = {
      ...connection.user!,
      adib_account_link: {
        ...link,
        suitability_questionnaire_results: { user_score: 0, user_risk_category_label: 'Low' },
      },
    };
    const onNavigate = vi.fn();
    renderWidget(<MarketTable view="list" />, { connection, variant: 'sukuk', onNavigate });
    await findTable();
    expect(
      await screen.findByText(
        "You don't meet the requirements to trade Sukuk. If your circumstances have changed, please retake the assessment.",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Retake customer assessment' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ to: 'questionnaire', questionnaire: 'adib-suitability' });
  });
});

describe('MarketTable for a visitor', () => {
  it('blurs prices with placeholders hidden from screen readers and sends Watch and Buy to sign-up and sign-in', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox());
    const onNavigate = vi.fn();
    renderWidget(<MarketTable />, { connection, onNavigate });
    await findTable();
    const products = await productsOf(connection);
    const row = bodyRows().find((r) => within(r).queryByRole('button', { name: /^Watch / }))!;
    const product = products.get(Number(row.dataset.productId))!;
    expect(row.textContent).not.toContain(product.buy_price);
    const placeholder = row.querySelector('[data-bk-hidden-value]')!;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.textContent).not.toBe(product.buy_price);
    expect(within(row).getByText('Sign in to see prices')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: `Watch ${rowName(row)}` }));
    expect(onNavigate).toHaveBeenLastCalledWith({ to: 'register' });
    const buy = within(row).getByRole('link', { name: `Buy ${rowName(row)}` });
    expect(buy.getAttribute('href')).toBe('/login/');
    await user.click(buy);
    expect(onNavigate).toHaveBeenLastCalledWith({ to: 'login' });
    // the IFISA promo is shown to visitors
    expect(await screen.findByRole('link', { name: 'Find out about the IFISA' })).toBeTruthy();
  });
});

describe('MarketTable in the sukuk variant', () => {
  it('shows the sukuk columns and wording', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox(), 'sukuk');
    renderWidget(<MarketTable view="list" />, { connection, variant: 'sukuk' });
    await findTable();
    const headers = screen
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual([
      'Underlying Sukuk',
      'Seniority',
      'Maturity',
      'Periodical Distribution',
      'Return to Maturity',
      'Buy price',
      'Sell price',
      'Available',
      'Invested',
      'Actions',
    ]);
    expect(screen.queryByRole('link', { name: 'Find out about the IFISA' })).toBeNull();
    // the columns collapse least important first (Invested, Available, …): the name, return, buy price and
    // actions have no collapse level
    const levels = screen.getAllByRole('columnheader').map((h) => h.dataset.drop ?? null);
    expect(levels).toEqual(['', '3', '6', '5', '', '', '4', '2', '1', ''].map((l) => l || null));
    // the toolbar's buttons and the rows' are parts of their own, and parts `button` still
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('part')).toBe(
      'button toolbar-button',
    );
    expect(screen.getByRole('button', { name: 'Options' }).getAttribute('part')).toBe(
      'button toolbar-button',
    );
    const rowControls = bodyRows().flatMap((row) => [
      ...within(row).queryAllByRole('button'),
      ...within(row).queryAllByRole('link', { name: /^(Buy|Trade) / }),
    ]);
    expect(rowControls.length).toBeGreaterThan(0);
    for (const control of rowControls) expect(control.getAttribute('part')).toBe('button row-button');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(
      within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', {
        name: 'Show Fractional Certificates',
      }),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('searchbox', { name: 'Search sukuk' }), 'zzqxv{Enter}');
    expect(screen.getByText('There are no sukuk that match your filters and/or search')).toBeTruthy();
  });

  it("shows a visitor the partner's certificates in GBP, USD and AED, not the standard market", async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox());
    const partnerList = await getMarketProducts(connection.client, { signedIn: false, variant: 'sukuk' });
    const standardList = await getMarketProducts(connection.client, { signedIn: false });
    expect(partnerList.every((p) => p.adib_details !== null)).toBe(true);
    expect(new Set(partnerList.map((p) => p.currency))).toEqual(new Set(['GBP', 'USD', 'AED']));
    const aedSukuk = partnerList.find((p) => p.currency === 'AED' && Number(p.sell_liquidity) > 100)!;
    const corporate = standardList.find((p) => p.adib_details === null && Number(p.sell_liquidity) > 100)!;
    renderWidget(<MarketTable view="list" />, { connection, variant: 'sukuk' });
    await findTable();
    const search = screen.getByRole('searchbox', { name: 'Search sukuk' });
    await user.type(search, `${aedSukuk.isin_code}{Enter}`);
    expect(await screen.findByText(aedSukuk.adib_details!.underlying_company_name, {}, WAIT)).toBeTruthy();
    await user.clear(search);
    await user.type(search, `${corporate.isin_code}{Enter}`);
    expect(
      await screen.findByText('There are no sukuk that match your filters and/or search', {}, WAIT),
    ).toBeTruthy();
  }, 20_000);

  it('starts in the card view by default', async () => {
    const connection = await connect(sandbox(), 'sukuk');
    renderWidget(<MarketTable />, { connection, variant: 'sukuk' });
    expect((await screen.findAllByText(/^View all \(\d+\)$/, {}, WAIT)).length).toBeGreaterThan(0);
    expect(document.querySelector('[role="table"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Card view' }).getAttribute('aria-pressed')).toBe('true');
  }, 20_000);
});

describe('the refresh channel', () => {
  const productCalls = (requests: string[]) => requests.filter((r) => r.includes('/api/products/?')).length;

  it('reloads a market table on the same client quietly when positions change, not for other topics', async () => {
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<MarketTable view="list" />, { connection });
    const table = await findTable();
    const rows = within(table).getAllByRole('row').length;
    await waitFor(() => expect(productCalls(connection.requests)).toBe(1), WAIT);

    act(() => refreshChannelOf(connection.client).invalidate(['leads']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(productCalls(connection.requests)).toBe(1);
    act(() => refreshChannelOf(connection.client).invalidate(['positions']));
    // the rows stay while the products load again
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(rows);
    await waitFor(() => expect(productCalls(connection.requests)).toBe(2), WAIT);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
