import {
  createMarketStore,
  defaultMarketAddress,
  getMarketStatus,
  type MarketAddress,
  type MarketRow,
  type MarketStore,
  type MarketView,
  marketMessages,
  marketSharedMessages,
  parseMarketHash,
  parseMarketQuery,
  readCookie,
  registerMessages,
  returnsMeasures,
  selectMarketAddress,
  showsIfisaPromo,
  writeMarketHash,
  writeMarketQuery,
} from '@bondkit/sdk-core';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { describeFailure } from '../shared/failure';
import { useLatest } from '../shared/use-latest';
import { useLoad, useRefresh } from '../shared/use-load';
import { useMachine, useStoreState } from '../shared/use-machine';
import { buttonPartOf, partOf, uiAnatomy } from '../ui/anatomy';
import { Button } from '../ui/button';
import { Menu } from '../ui/menu';
import { onDemand, useOnDemand } from '../ui/on-demand';
import { Skeleton, Spinner } from '../ui/spinner';
import { useToasts } from '../ui/toasts';
import { marketTableAnatomy } from './anatomy';
import { columnsFor } from './columns';
import { MARKET_COOKIES, writeMarketCookie } from './cookies';
import { ListView } from './list-view';
import type { RowContext } from './row-parts';
import { MARKET_SHEET, marketBaseCss } from './styles';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(marketMessages, marketSharedMessages);

// loaded when first needed (most visits never open the drawer, show the cards, download the CSV or apply a
// filter, which shows the chips)
const filtersDrawer = onDemand(() => import('./filters-drawer'));
const cardView = onDemand(() => import('./card-view'));
const csvSaver = onDemand(() => import('./save-csv'));
const chipsView = onDemand(() => import('./chips'));
const emptyState = onDemand(() => import('./empty-state'));
const bannersPart = onDemand(() => import('./banners'));

// Spec: 002 §2.1
/** Where the market keeps its filters in the address. */
export type MarketAddressMode = 'query' | 'hash' | 'none';

export interface MarketTableProps {
  /**
   * 'hash' or 'query': read the filters from the page address on mount and rewrite it (history.replaceState)
   * on every change ('hash' is cleared when no filter is set); 'none' (default): leave the address alone
   * (the host syncs it through `onFiltersChanged`).
   */
  addressMode?: MarketAddressMode;
  /** filters, sort and search to start with (wins over the address) */
  initialFilters?: Partial<MarketAddress>;
  /** called with the applied filters, sort and search after every change */
  onFiltersChanged?: (address: MarketAddress) => void;
  /** start filtered to one category (e.g. /market/sukuk/) */
  category?: string;
  /** start in this view, over the stored cookie */
  view?: MarketView;
  /** an existing market store (shared with other parts of the host); created from the provider otherwise */
  store?: MarketStore;
  className?: string;
}

function readAddress(mode: MarketAddressMode): MarketAddress | null {
  if (mode === 'none' || typeof window === 'undefined') return null;
  return mode === 'hash' ? parseMarketHash(window.location.hash) : parseMarketQuery(window.location.search);
}

function writeAddress(mode: MarketAddressMode, address: MarketAddress): void {
  if (mode === 'none' || typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (mode === 'hash') url.hash = writeMarketHash(address);
  else url.search = writeMarketQuery(address);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

const serialise = (address: MarketAddress) => `${writeMarketQuery(address)}`;

// Spec: 002 §2.1
/**
 * The bond market: search, options (unavailable bonds, terminology, CSV download), the Filters
 * drawer, list/card views, banners, chips, the results line, and per-product questionnaire, buy, trade and
 * watch actions. Rows are virtualised. Needs a {@link BondkitProvider} above it.
 */
export function MarketTable(props: MarketTableProps) {
  return props.store ? <MarketTableView {...props} store={props.store} /> : <OwnMarketTable {...props} />;
}

/** The market on a store of its own, created from the provider and the props on mount. */
function OwnMarketTable(props: MarketTableProps) {
  const client = useClient();
  const { user, variant, clock } = useBondkit();
  const { addressMode = 'none', initialFilters, category, view } = props;
  const own = useMachine(
    () => {
      let address: MarketAddress | undefined;
      const fromLocation = readAddress(addressMode);
      if (initialFilters) address = { ...defaultMarketAddress(), ...initialFilters };
      else if (fromLocation) address = fromLocation;
      if (category && !(address && address.filters.category.length > 0)) {
        const base = address ?? defaultMarketAddress();
        address = { ...base, filters: { ...base.filters, category: [category] } };
      }
      const storedView = readCookie(MARKET_COOKIES.view);
      return createMarketStore({
        client,
        clock,
        variant,
        user,
        ...(view ? { view } : storedView === 'list' || storedView === 'card' ? { view: storedView } : {}),
        showUnavailable: readCookie(MARKET_COOKIES.showUnavailable) === '1',
        ...(address ? { address } : {}),
      });
    },
    [], // one store per mount: later props reach it through its setters
    noState,
  );
  return own ? <MarketTableView {...props} store={own.store} /> : null;
}

/** What the market's list shows: the bonds (availability, what the customer invested). */
const MARKET_TOPICS = ['market', 'positions'] as const;
/** The market's state (open, closed, suspended). */
const STATUS_TOPICS = ['market'] as const;

/** The outer component follows no state: the view subscribes. */
const noState = () => null;

function MarketTableView({
  addressMode = 'none',
  onFiltersChanged,
  store,
  className,
}: MarketTableProps & { store: MarketStore }) {
  useStyles(MARKET_SHEET, marketBaseCss, 0);
  const client = useClient();
  const { t, user, variant, navigate, label } = useBondkit();
  const toasts = useToasts();
  const state = useStoreState(store);
  const { results } = state;
  const ids = useId();

  // load once per store (a store of our own is disposed by useMachine; a given one is the host's)
  useEffect(() => {
    if (store.getState().status === 'idle') void store.getState().load();
  }, [store]);

  // another widget changed what the customer invested or a bond's availability (a trade): load them again
  useRefresh(MARKET_TOPICS, () => void store.getState().refresh());

  useEffect(() => store.getState().setUser(user), [store, user]);
  useEffect(() => store.getState().setVariant(variant), [store, variant]);

  // the address: report every change, and rewrite it in 'query' / 'hash' mode
  const onFiltersChangedRef = useLatest(onFiltersChanged);
  const writtenRef = useRef<string | null>(null);
  const { filters, sort, appliedSearch } = state;
  useEffect(() => {
    const address = selectMarketAddress({ filters, sort, appliedSearch });
    const key = serialise(address);
    if (writtenRef.current === null) {
      writtenRef.current = key; // the starting address is not a change
      return;
    }
    if (writtenRef.current === key) return;
    writtenRef.current = key;
    writeAddress(addressMode, address);
    onFiltersChangedRef.current?.(address);
  }, [filters, sort, appliedSearch, addressMode]);

  useEffect(() => {
    if (addressMode === 'none') return;
    const onAddressChange = () => {
      const address = readAddress(addressMode);
      if (!address || serialise(address) === writtenRef.current) return;
      writtenRef.current = serialise(address);
      store.getState().applyAddress(address);
    };
    window.addEventListener('popstate', onAddressChange);
    window.addEventListener('hashchange', onAddressChange);
    return () => {
      window.removeEventListener('popstate', onAddressChange);
      window.removeEventListener('hashchange', onAddressChange);
    };
  }, [addressMode, store]);

  // scroll to the top after each filter run (002 §4.1)
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.runId === 0) return;
    listRef.current?.scrollTo?.({ top: 0 });
    const root = rootRef.current;
    if (root && root.getBoundingClientRect().top < 0) root.scrollIntoView?.({ block: 'start' });
  }, [state.runId]);

  // notices of the store (the watch revert) become toasts
  useEffect(() => {
    for (const notice of state.notices) {
      toasts.show(t(notice.code, notice.values), { tone: 'danger' });
      store.getState().dismissNotice(notice.id);
    }
  }, [state.notices, store, t, toasts]);

  // the market's state for the closed / suspended banners
  const marketLoad = useLoad(() => getMarketStatus(client).catch(() => null), [client], STATUS_TOPICS);
  const market = marketLoad.status === 'loaded' ? marketLoad.value : null;

  // options menu
  const [showTerminology, setShowTerminology] = useState(
    () =>
      readCookie(MARKET_COOKIES.hideTerminology) !== '1' &&
      !(user?.site_preferences.hide_terminology ?? false),
  );
  const setTerminology = (show: boolean) => {
    setShowTerminology(show);
    writeMarketCookie(MARKET_COOKIES.hideTerminology, show ? '0' : '1');
  };
  const setShowUnavailable = (show: boolean) => {
    writeMarketCookie(MARKET_COOKIES.showUnavailable, show ? '1' : '0');
    state.setShowUnavailable(show);
  };
  const setView = (next: MarketView) => {
    writeMarketCookie(MARKET_COOKIES.view, next);
    state.setView(next);
  };
  const downloadCsv = async () => {
    try {
      const { downloadMarketCsv } = await csvSaver.load().catch(() => {
        throw new Error(t('market.options.downloadFailed'));
      });
      await downloadMarketCsv(
        client,
        {
          filters: state.filters,
          bounds: results.bounds,
          search: state.appliedSearch,
          showUnavailable: state.showUnavailable,
          variant,
        },
        rootRef.current?.ownerDocument ?? document,
      );
    } catch (error) {
      toasts.show(
        error instanceof Error && error.message ? error.message : t('market.options.downloadFailed'),
        {
          tone: 'danger',
        },
      );
    }
  };

  // The drawer's code loads when it first opens (it then opens as before: focus moves into it); from then on
  // it stays mounted. Should the load fail it stays closed, and the next press tries again.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useOnDemand(filtersDrawer, drawerOpen, () => setDrawerOpen(false)).module;
  const openDrawer = () => {
    state.openDrawer();
    setDrawerOpen(true);
  };
  // the card view's code: fetched with the products when the cards are the chosen view
  // 'Nothing to see here': its code loads when nothing matches
  const empty = useOnDemand(emptyState, results.isEmpty);
  // the applied filters' chips: their code and styles load once there is one
  const chips = useOnDemand(chipsView, results.chips.all.length > 0).module;
  const cards = useOnDemand(cardView, state.view === 'card' || results.effectiveView === 'card').module;

  const onWatch = useCallback(
    (row: MarketRow) => {
      if (!user) {
        navigate({ to: 'register' });
        return;
      }
      if (user.is_read_only) {
        toasts.show(t('market.watchReadOnly'), { tone: 'warning' });
        return;
      }
      void store.getState().toggleWatch(row.product.product_id);
    },
    [user, navigate, store, toasts, t],
  );
  const idPrefix = useId();
  const ctx = useMemo<RowContext>(() => ({ user, onWatch, idPrefix }), [user, onWatch, idPrefix]);
  const columns = columnsFor(variant);
  const onSort = useCallback(
    (key: Parameters<typeof state.toggleSort>[0]) => store.getState().toggleSort(key),
    [store],
  );
  const onViewAll = useCallback(
    (id: string) => {
      const current = store.getState();
      store.getState().applyAddress({
        filters: { ...current.filters, category: [id] },
        sort: current.sort,
        search: '',
      });
    },
    [store],
  );

  const { matching } = results;
  const criteria =
    matching.search && matching.filterCount > 0
      ? t('market.results.criteriaBoth', { search: matching.search })
      : matching.search
        ? t('market.results.criteriaSearch', { search: matching.search })
        : t('market.results.criteriaFilters');
  const showResultsLine = state.status === 'loaded' && (matching.search !== null || matching.filterCount > 0);
  const marketClosed =
    market && market.state !== 'suspended' && (market.state === 'closed' || market.state_now === 'closed');
  // the banners that show, if any: their code loads when one does
  const flags = {
    closed: marketClosed ? { opensAt: market.opens_at ?? null } : null,
    suspended: market?.state === 'suspended',
    assessmentUpdate: variant === 'sukuk' && results.assessmentUpdateRequired,
    ifisaPromo: showsIfisaPromo(user, variant),
  };
  const bannerFlags =
    flags.closed || flags.suspended || flags.assessmentUpdate || flags.ifisaPromo ? flags : null;
  const banners = useOnDemand(bannersPart, bannerFlags !== null);
  const firstLoad = (state.status === 'fetching' || state.status === 'idle') && state.products.length === 0;
  // 002 §8's texts, or an ended session or a lost connection in the customer's words (no retry when signed out);
  // the empty state's code failing to load reads as the market failing to load, its retry loading it again
  const failure =
    state.status === 'failed'
      ? describeFailure(t, state.error, 'market.loadFailed.body')
      : results.isEmpty && empty.failed
        ? { text: t('market.loadFailed.body'), retry: true }
        : null;
  const tool = buttonPartOf(marketTableAnatomy, 'toolbar-button');

  return (
    <WidgetRoot className={className ? `bk-market ${className}` : 'bk-market'} ref={rootRef}>
      <div {...partOf(marketTableAnatomy, 'toolbar')}>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for every supported browser */}
        <form
          role="search"
          aria-label={label ? t('market.search.regionNamed', { label }) : undefined}
          {...partOf(marketTableAnatomy, 'search')}
          onSubmit={(event) => {
            event.preventDefault();
            state.submitSearch();
          }}
        >
          <label className="bk-visually-hidden" htmlFor={`${ids}-search`}>
            {t('market.search.label')}
          </label>
          <input
            id={`${ids}-search`}
            {...partOf(uiAnatomy, 'input')}
            type="search"
            autoComplete="off"
            placeholder={t('market.search.placeholder')}
            value={state.searchText}
            onChange={(event) => state.setSearch(event.target.value)}
          />
          <Button type="submit" variant="primary" {...tool}>
            {t('market.search.button')}
          </Button>
        </form>
        <div className="bk-market__bar-actions">
          <Menu
            label={t('market.options.button')}
            button={tool}
            items={[
              {
                kind: 'checkbox',
                id: 'unavailable',
                label: t('market.options.showUnavailable'),
                checked: state.showUnavailable,
                onChange: setShowUnavailable,
              },
              {
                kind: 'checkbox',
                id: 'terminology',
                label: t('market.options.showTerminology'),
                checked: showTerminology,
                onChange: setTerminology,
              },
              {
                kind: 'action',
                id: 'csv',
                label: t('market.options.downloadCsv'),
                onSelect: () => void downloadCsv(),
              },
            ]}
          />
          <Button
            variant="secondary"
            {...tool}
            aria-haspopup="dialog"
            onClick={openDrawer}
            onFocus={filtersDrawer.prefetch}
            onPointerEnter={filtersDrawer.prefetch}
          >
            {matching.filterCount > 0
              ? t('market.filters.buttonWithCount', { count: matching.filterCount })
              : t('market.filters.button')}
          </Button>
          <fieldset className="bk-market__view-toggle">
            <legend className="bk-visually-hidden">{t('market.view.label')}</legend>
            <Button
              variant="ghost"
              {...tool}
              aria-pressed={state.view === 'list'}
              onClick={() => setView('list')}
            >
              {t('market.view.list')}
            </Button>
            <Button
              variant="ghost"
              {...tool}
              aria-pressed={state.view === 'card'}
              onClick={() => setView('card')}
            >
              {t('market.view.card')}
            </Button>
          </fieldset>
        </div>
      </div>

      {banners.module && bannerFlags ? <banners.module.MarketBanners {...bannerFlags} /> : null}
      {showTerminology ? (
        <aside
          className="bk-market__terminology"
          {...(label
            ? { 'aria-label': t('market.terminology.regionNamed', { label }) }
            : { 'aria-labelledby': `${ids}-terminology` })}
        >
          <h2 id={`${ids}-terminology`}>{t('market.terminology.title')}</h2>
          <p>{t('market.terminology.body')}</p>
        </aside>
      ) : null}

      {chips ? (
        <chips.Chips
          chips={results.chips}
          state={state}
          t={t}
          onRemove={(chip) => state.removeChip(chip)}
          onClearAll={() => state.clearAll()}
          onShowMore={openDrawer}
        />
      ) : null}
      <p className="bk-market__results-line" role="status">
        {showResultsLine
          ? t('market.results.line', { shown: results.shown, total: results.total, criteria })
          : null}
      </p>

      <div {...partOf(marketTableAnatomy, 'results')} aria-busy={state.loading || firstLoad}>
        {state.loading && !firstLoad ? (
          <div className="bk-market__loading">
            <Spinner />
          </div>
        ) : null}
        {failure ? (
          <div className="bk-market__state" role="alert">
            <h2>{t('market.loadFailed.title')}</h2>
            <p>{failure.text}</p>
            {failure.retry ? (
              <Button
                variant="primary"
                onClick={() => (state.status === 'failed' ? void state.retry() : empty.retry())}
              >
                {t('market.loadFailed.retry')}
              </Button>
            ) : null}
          </div>
        ) : firstLoad ? (
          <div className="bk-market__state">
            <Spinner />
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={i} height={24} className="bk-market__skeleton" />
            ))}
          </div>
        ) : results.isEmpty ? (
          empty.module ? (
            <empty.module.EmptyState
              hiddenMatches={results.hiddenMatches}
              onShowUnavailable={() => setShowUnavailable(true)}
              onClearAll={() => state.clearAll()}
            />
          ) : null
        ) : results.effectiveView === 'card' ? (
          cards ? (
            <cards.MarketCardView state={state} ctx={ctx} onViewAll={onViewAll} />
          ) : null
        ) : (
          <ListView
            rows={results.rows}
            columns={columns}
            sort={state.sort}
            onSort={onSort}
            ctx={ctx}
            scrollRef={listRef}
          />
        )}
      </div>

      {drawer ? (
        <drawer.FiltersDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          state={state}
          measures={returnsMeasures}
        />
      ) : null}
    </WidgetRoot>
  );
}
