// Spec: 002 §4.1, §3.1
/**
 * The market store: products, filters, search, sort, view and watch, on the machine template.
 * Its load status graph is {@link marketStatusGraph}; its public types are in `machine-types.ts`.
 *
 * @module
 */
import { createMachine, type MachineGraph, type StepGraph, stepsOf } from '../machine/index';
import type { CurrencyCode } from '../money/index';
import { getMarketProducts, setProductInterest } from './api';
import type { Seniority } from './enums';
import type {
  MarketNotice,
  MarketResults,
  MarketStatusName,
  MarketStore,
  MarketStoreDeps,
  MarketStoreState,
  MarketView,
} from './machine-types';
import { isAssessmentUpdateRequired, SENIORITY_RANK } from './rules/availability';
import { displayChips, filterChips, type MarketChip, removeChipFromFilters } from './rules/chips';
import { FILTER_LOADING_MS, SEARCH_DEBOUNCE_MS } from './rules/constants';
import {
  canShowCardView,
  chooseReturnsMeasure,
  countAppliedFilters,
  DEFAULT_BOUNDS,
  defaultFilters,
  isShowBondsEnabled,
  normaliseFilters,
  normaliseRange,
  normaliseSearch,
  sameFilters,
  sameSort,
  searchAppliesWhileTyping,
} from './rules/filters';
import {
  createMarketIndex,
  type MarketIndex,
  type MarketPipelineResult,
  type MarketQuery,
  runMarketPipeline,
  withInterest,
} from './rules/pipeline';
import { nextSort, sortKeysFor } from './rules/sort';
import type {
  MarketAddress,
  MarketBounds,
  MarketFilters,
  MarketRow,
  MarketUser,
  MarketVariant,
} from './rules/types';
import type { MarketProduct } from './schema';

/** The machine's public types (dependencies, state and actions). */
export type * from './machine-types';

/**
 * The products' load status: from idle a load starts fetching; a fetch ends loaded or failed, or starts again
 * (a newer load replaces it); from loaded or failed only a new load (retry, sign-in or sign-out) fetches again.
 */
export const marketGraph = {
  name: 'market',
  initial: 'idle',
  steps: {
    idle: [{ to: 'fetching', on: 'load' }],
    fetching: [
      { to: 'fetching', on: 'load' },
      { to: 'loaded', on: 'productsLoaded' },
      { to: 'loaded', on: 'quietReloadFailed' },
      { to: 'failed', on: 'productsFailed' },
    ],
    loaded: [{ to: 'fetching', on: 'load' }],
    failed: [{ to: 'fetching', on: 'retry' }],
  },
} as const satisfies MachineGraph<MarketStatusName>;

/** Which load status may follow which (derived from {@link marketGraph}). */
export const marketStatusGraph: StepGraph<MarketStatusName> = stepsOf(marketGraph);

/** The applied filters, sort and search, to write into the address. */
export function selectMarketAddress(
  state: Pick<MarketStoreState, 'filters' | 'sort' | 'appliedSearch'>,
): MarketAddress {
  return { filters: state.filters, sort: state.sort, search: state.appliedSearch };
}

/** The rows of a market without products: one array, so that selectors reading it keep their answers. */
const NO_ROWS: readonly MarketRow[] = [];

type Inputs = Pick<
  MarketStoreState,
  'status' | 'filters' | 'sort' | 'appliedSearch' | 'view' | 'showUnavailable' | 'user' | 'variant' | 'draft'
>;

/**
 * Creates the market store: products, filters (applied and draft), search (with the 250 ms debounce),
 * sort, view, the unavailable toggle, the 500 ms loading pause after each filter run, watch with an
 * optimistic update, and memoised derived {@link MarketResults}. Products are indexed once per load
 * (sort keys, normalised search text), so a keystroke on 100,000 products stays fast.
 */
export function createMarketStore(deps: MarketStoreDeps): MarketStore {
  const { client, clock } = deps;
  const now = () => (deps.now ? deps.now() : clock.now());
  let index: MarketIndex | null = null;
  let noticeId = 0;

  // memo of derived parts
  let lastPipeline: MarketPipelineResult | null = null;
  let lastOptions: {
    index: MarketIndex | null;
    currencies: CurrencyCode[];
    seniorities: Seniority[];
  } | null = null;
  let lastChips: { filters: MarketFilters; bounds: MarketBounds; value: MarketChip[] } | null = null;
  let lastResults: MarketResults | null = null;
  let lastAssessment: {
    products: MarketProduct[];
    user: MarketUser | null;
    variant: MarketVariant;
    value: boolean;
  } | null = null;

  const buildIndex = (products: MarketProduct[], user: MarketUser | null, variant: MarketVariant) =>
    createMarketIndex(products, { variant, user, now: now() });

  function deriveResults(s: Inputs & { products: MarketProduct[] }): MarketResults {
    const bounds = index?.bounds ?? DEFAULT_BOUNDS;
    let pipeline: MarketPipelineResult | null = null;
    if (index) {
      const query: MarketQuery = {
        filters: s.filters,
        search: s.appliedSearch,
        sort: s.sort,
        showUnavailable: s.showUnavailable,
      };
      const prev = lastPipeline;
      if (
        prev &&
        prev.index === index &&
        prev.query.search === query.search &&
        prev.query.showUnavailable === query.showUnavailable &&
        sameSort(prev.query.sort, query.sort) &&
        sameFilters(prev.query.filters, query.filters, bounds)
      ) {
        pipeline = prev;
      } else {
        pipeline = runMarketPipeline(index, query, prev);
      }
    }
    lastPipeline = pipeline;

    if (!lastOptions || lastOptions.index !== index) {
      const currencies = new Set<CurrencyCode>();
      const seniorities = new Set<Seniority>();
      for (const p of s.products) {
        currencies.add(p.currency);
        seniorities.add(p.seniority);
      }
      lastOptions = {
        index,
        currencies: [...currencies],
        seniorities: [...seniorities].sort((a, b) => seniorityOrder(a) - seniorityOrder(b)),
      };
    }
    if (!lastChips || lastChips.filters !== s.filters || lastChips.bounds !== bounds) {
      lastChips = { filters: s.filters, bounds, value: filterChips(s.filters, bounds) };
    }
    const chips = lastChips.value;
    const canShowCard = canShowCardView(s.filters, s.appliedSearch, bounds);
    const effectiveView: MarketView = s.view === 'card' && canShowCard ? 'card' : 'list';
    if (
      !lastAssessment ||
      lastAssessment.products !== s.products ||
      lastAssessment.user !== s.user ||
      lastAssessment.variant !== s.variant
    ) {
      lastAssessment = {
        products: s.products,
        user: s.user,
        variant: s.variant,
        value: isAssessmentUpdateRequired(s.products, s.user, s.variant),
      };
    }
    const rows = pipeline?.rows ?? [];
    const search = normaliseSearch(s.appliedSearch) === '' ? null : s.appliedSearch.trim();
    const next: MarketResults = {
      rows,
      shown: rows.length,
      total: pipeline?.total ?? 0,
      matching: { search, chips, filterCount: countAppliedFilters(s.filters, bounds) },
      bounds,
      chips: displayChips(chips),
      allRows: index?.rows ?? NO_ROWS,
      currencies: lastOptions.currencies,
      seniorities: lastOptions.seniorities,
      sortKeys: sortKeysFor(s.variant),
      canShowCard,
      effectiveView,
      showBondsEnabled: isShowBondsEnabled(s.draft, bounds),
      isEmpty: s.status === 'loaded' && rows.length === 0,
      hiddenMatches: pipeline?.hiddenMatches ?? 0,
      assessmentUpdateRequired: lastAssessment.value,
    };
    // keep the same object when nothing changed, so subscribers can compare by identity
    if (lastResults && shallowEqualResults(lastResults, next)) return lastResults;
    lastResults = next;
    return next;
  }

  const initialAddress = deps.address;
  const initialInputs: Inputs & { products: MarketProduct[] } = {
    status: 'idle',
    products: [],
    user: deps.user,
    variant: deps.variant,
    filters: initialAddress?.filters ?? defaultFilters(),
    sort: initialAddress?.sort ?? null,
    appliedSearch: initialAddress?.search ?? '',
    view: deps.view ?? (deps.variant === 'sukuk' ? 'card' : 'list'),
    showUnavailable: deps.showUnavailable ?? false,
    draft: { filters: initialAddress?.filters ?? defaultFilters(), sort: initialAddress?.sort ?? null },
  };

  return createMachine<MarketStoreState, MarketStatusName>(
    {
      name: 'market',
      clock,
      graph: marketGraph,
      stepOf: (s) => s.status,
      stepPatch: (status) => ({ status }),
      derive: (next) => ({ results: deriveResults(next) }),
    },
    (m) => {
      const { get, set, commit } = m;
      const searchTimer = m.timer();
      const loadingTimer = m.timer();
      const loads = m.requests();

      /** A filter run: the 500 ms loading pause (scroll to top on `runId`). */
      const filterRun = (patch: Partial<MarketStoreState>) => {
        loadingTimer.start(() => set({ loading: false }), FILTER_LOADING_MS);
        commit({ ...patch, loading: true, runId: get().runId + 1 });
      };

      const normalised = (filters: MarketFilters) =>
        index
          ? normaliseFilters(filters, index.bounds, { canViewSmartInterest: index.canViewSmartInterest })
          : filters;

      const applySearch = (text: string) => {
        const trimmed = text.trim();
        if (trimmed === get().appliedSearch) return;
        filterRun({ appliedSearch: trimmed });
      };

      const cancelSearchTimer = () => searchTimer.cancel();

      /** `quiet`: a refresh of loaded products, which a failure leaves loaded */
      const load = async (quiet = false) => {
        const load_ = loads.start();
        m.transition('fetching', { error: null });
        try {
          const products = await getMarketProducts(client, {
            signedIn: get().user !== null,
            variant: get().variant,
            signal: load_.signal,
          });
          if (!load_.isCurrent()) return;
          const s = get();
          index = buildIndex(products, s.user, s.variant);
          const filters = normalised(s.filters);
          m.transition('loaded', {
            products,
            filters,
            draft: { filters: normalised(s.draft.filters), sort: s.draft.sort },
          });
        } catch (error) {
          if (!load_.isCurrent()) return;
          if (quiet) m.transition('loaded', {});
          else m.transition('failed', { error });
        }
      };

      const setDraftFilters = (update: (filters: MarketFilters) => MarketFilters) => {
        const { draft } = get();
        commit({ draft: { ...draft, filters: update(draft.filters) } });
      };

      return {
        ...initialInputs,
        error: null,
        searchText: initialInputs.appliedSearch,
        loading: false,
        runId: 0,
        notices: [],
        results: deriveResults(initialInputs),

        load: () => load(),
        retry: () => load(),
        refresh: async () => {
          const { status, products } = get();
          if (status === 'loaded' || (status === 'fetching' && products.length > 0)) await load(true);
        },

        setSearch(text) {
          cancelSearchTimer();
          set({ searchText: text });
          if (text.trim() === '') {
            applySearch('');
            return;
          }
          if (!searchAppliesWhileTyping(text)) return;
          searchTimer.start(() => applySearch(get().searchText), SEARCH_DEBOUNCE_MS);
        },

        submitSearch() {
          cancelSearchTimer();
          applySearch(get().searchText);
        },

        toggleSort(key) {
          const sort = nextSort(get().sort, key);
          filterRun({ sort, draft: { ...get().draft, sort } });
        },

        openDrawer() {
          const { filters, sort } = get();
          commit({ draft: { filters, sort } });
        },

        setDraft(patch) {
          commit({ draft: { ...get().draft, ...patch } });
        },

        toggleDraftValue(kind, value) {
          setDraftFilters((filters) => {
            const list = filters[kind] as readonly string[];
            const nextList = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
            return { ...filters, [kind]: nextList };
          });
        },

        setDraftRange(kind, range) {
          const bounds = index?.bounds ?? DEFAULT_BOUNDS;
          setDraftFilters((filters) => {
            if (kind === 'maturity')
              return { ...filters, maturityDates: normaliseRange(range, bounds.maturity) };
            const chosen = chooseReturnsMeasure(filters, kind);
            return { ...chosen, [kind]: normaliseRange(range, bounds[kind]) };
          });
        },

        setDraftReturns(measure) {
          setDraftFilters((filters) => chooseReturnsMeasure(filters, measure));
        },

        setDraftSort(sort) {
          commit({ draft: { ...get().draft, sort } });
        },

        applyDraft() {
          const { draft } = get();
          const filters = normalised(draft.filters);
          filterRun({ filters, sort: draft.sort, draft: { filters, sort: draft.sort } });
        },

        resetAll() {
          cancelSearchTimer();
          const filters = defaultFilters();
          filterRun({
            filters,
            sort: null,
            draft: { filters, sort: null },
            searchText: '',
            appliedSearch: '',
          });
        },

        removeChip(chip) {
          const filters = removeChipFromFilters(get().filters, chip);
          filterRun({ filters, draft: { ...get().draft, filters } });
        },

        clearAll() {
          cancelSearchTimer();
          const filters = { ...defaultFilters(), returns: get().filters.returns };
          filterRun({ filters, draft: { ...get().draft, filters }, searchText: '', appliedSearch: '' });
        },

        setView(view) {
          commit({ view });
        },

        setShowUnavailable(show) {
          if (show === get().showUnavailable) return;
          filterRun({ showUnavailable: show });
        },

        async toggleWatch(productId) {
          const { user } = get();
          if (!user || user.is_read_only || !index) return;
          const row = index.rows.find((r) => r.product.product_id === productId);
          if (!row) return;
          const target = !row.isInterested;
          const setInterest = (value: boolean) => {
            if (!index) return;
            index = withInterest(index, productId, value);
            commit({
              products: get().products.map((p) =>
                p.product_id === productId ? { ...p, annotations: { is_interested: value } } : p,
              ),
            });
          };
          setInterest(target);
          try {
            await setProductInterest(client, productId, target);
          } catch {
            const current = index?.rows.find((r) => r.product.product_id === productId);
            if (current && current.isInterested === target) setInterest(!target);
            const notice: MarketNotice = {
              id: ++noticeId,
              code: 'market.watchReverted',
              values: { company: row.companyName },
            };
            set({ notices: [...get().notices, notice] });
          }
        },

        dismissNotice(id) {
          set({ notices: get().notices.filter((n) => n.id !== id) });
        },

        setUser(user) {
          const before = get().user;
          if (before === user) return;
          const s = get();
          if (index) index = buildIndex(s.products, user, s.variant);
          commit({ user, filters: normalised(s.filters) });
          if ((before === null) !== (user === null) && s.status !== 'idle') void load();
        },

        setVariant(variant) {
          const s = get();
          if (s.variant === variant) return;
          if (index) index = buildIndex(s.products, s.user, variant);
          commit({ variant });
        },

        applyAddress(address) {
          cancelSearchTimer();
          const filters = normalised(address.filters);
          const search = address.search.trim();
          filterRun({
            filters,
            sort: address.sort,
            draft: { filters, sort: address.sort },
            searchText: search,
            appliedSearch: search,
          });
        },

        dispose() {
          m.dispose();
        },
      };
    },
  );
}

function seniorityOrder(s: Seniority): number {
  return SENIORITY_RANK[s];
}

function shallowEqualResults(a: MarketResults, b: MarketResults): boolean {
  for (const key of Object.keys(a) as (keyof MarketResults)[]) {
    if (key === 'chips' || key === 'matching') continue;
    if (a[key] !== b[key]) return false;
  }
  return (
    a.chips.all === b.chips.all &&
    a.matching.search === b.matching.search &&
    a.matching.chips === b.matching.chips &&
    a.matching.filterCount === b.matching.filterCount
  );
}
