/**
 * The market store's public shape: its dependencies, its state and actions, and its derived results.
 *
 * @module
 */
import type { StoreApi } from 'zustand/vanilla';
import type { BondkitClient } from '../http/index';
import type { MachineDeps } from '../machine/index';
import type { MessageDescriptor } from '../messages/index';
import type { CurrencyCode } from '../money/index';
import type { Clock } from '../time/index';
import type { Seniority } from './enums';
import type { ChipDisplay, MarketChip } from './rules/chips';
import type {
  MarketAddress,
  MarketBounds,
  MarketFilters,
  MarketRow,
  MarketSort,
  MarketSortKey,
  MarketUser,
  MarketVariant,
  NumericRange,
  ReturnsMeasure,
} from './rules/types';
import type { MarketProduct } from './schema';

/** The clock the store uses for debounces, the loading pause and 'new' (the time module's `Clock`). */
export type MarketClock = Clock;

/** Dependencies of {@link createMarketStore}. */
export interface MarketStoreDeps extends MachineDeps {
  client: BondkitClient;
  /** the store's clock (see {@link MarketClock}) */
  clock: MarketClock;
  variant: MarketVariant;
  /** the session user; null for a visitor */
  user: MarketUser | null;
  /** the time 'new' / 'more added' are judged at; defaults to `clock.now` */
  now?: () => Date | number;
  /** initial view (e.g. from the stored cookie); default list for standard, card for sukuk */
  view?: MarketView;
  /** initial 'show unavailable bonds' (e.g. from its cookie); default false */
  showUnavailable?: boolean;
  /** initial filters, sort and search (parsed from the address) */
  address?: MarketAddress;
}

// Spec: 002 §4.1
/** Products load status. */
export type MarketStatusName = 'idle' | 'fetching' | 'failed' | 'loaded';

/** List or card view. */
export type MarketView = 'list' | 'card';

// Spec: 002 §3.1 'Sidebar filter state'
/** What the Filters drawer edits: filters and sort. */
export interface MarketDraft {
  filters: MarketFilters;
  sort: MarketSort | null;
}

/** A transient message for the host to show (toast), e.g. the watch revert. */
export interface MarketNotice extends MessageDescriptor {
  id: number;
}

/** Derived, memoised results of the market (recomputed only when their inputs change). */
export interface MarketResults {
  /** rows to show, in order */
  rows: MarketRow[];
  /** 'Showing {shown} out of {total} …' */
  shown: number;
  /** rows before filters and search (after the unavailable toggle and permissions) */
  total: number;
  /** what the results line describes: the applied search and the applied filters */
  matching: { search: string | null; chips: MarketChip[]; filterCount: number };
  /** slider bounds (defaults before data) */
  bounds: MarketBounds;
  /** applied-filter chips: first 5, then '+n filters' */
  chips: ChipDisplay;
  /**
   * every row of the market before filters and search (the same array while the products are): what the
   * categories and the card rows are read from (`selectMarketCategories`, `selectMarketCardRows`)
   */
  allRows: readonly MarketRow[];
  /** currencies present in the products */
  currencies: CurrencyCode[];
  /** seniorities present in the products, by rank */
  seniorities: Seniority[];
  /** sort keys of the variant */
  sortKeys: MarketSortKey[];
  /** every filter but the returns measure is default and search is empty */
  canShowCard: boolean;
  /** the view to render: card only when chosen and allowed */
  effectiveView: MarketView;
  /** the drawer's 'Show bonds' / 'Show Fractional Certificates' */
  showBondsEnabled: boolean;
  /** loaded and nothing matches ('Nothing to see here') */
  isEmpty: boolean;
  /** while empty: rows the unavailable toggle hides that would match (offer to show them), else 0 */
  hiddenMatches: number;
  /** sukuk: the assessment-update-required banner */
  assessmentUpdateRequired: boolean;
}

/** The market store's state and actions. */
export interface MarketStoreState {
  status: MarketStatusName;
  /** the last load failure */
  error: unknown;
  products: MarketProduct[];
  variant: MarketVariant;
  user: MarketUser | null;
  /** applied filters */
  filters: MarketFilters;
  /** applied sort; null = default display order */
  sort: MarketSort | null;
  /** the Filters drawer's working copy */
  draft: MarketDraft;
  /** the search box */
  searchText: string;
  /** the search in force ('' = none) */
  appliedSearch: string;
  /** the chosen view */
  view: MarketView;
  showUnavailable: boolean;
  /** true for 500 ms after each filter run */
  loading: boolean;
  /** increments on every filter run (scroll to top when it changes) */
  runId: number;
  notices: MarketNotice[];
  results: MarketResults;

  /** Loads the products (`for_user=me` when signed in). */
  load(): Promise<void>;
  /** Loads again after a failure ('Retry loading'). */
  retry(): Promise<void>;
  /**
   * Loads the loaded products again quietly (another widget changed what the customer invested, or the bonds'
   * availability): the list stays until the new one replaces it, and stays when that load fails. Before the
   * first load, nothing.
   */
  refresh(): Promise<void>;
  /** Types into the search box: applies after 250 ms when empty (at once) or at least 2 characters. */
  setSearch(text: string): void;
  /** Applies the search box now (search button / Enter), any length. */
  submitSearch(): void;
  /** Column header or drawer sort: a new key starts ascending; the same key toggles. */
  toggleSort(key: MarketSortKey): void;
  /** Opens the drawer: the draft becomes a copy of the applied filters and sort. */
  openDrawer(): void;
  /** Replaces parts of the draft. */
  setDraft(patch: Partial<MarketDraft>): void;
  /** Adds or removes a category / currency / seniority in the draft. */
  toggleDraftValue(kind: 'category' | 'currency' | 'seniority', value: string): void;
  /** Sets a draft range (maturity years or a returns measure's range); full bounds → default. */
  setDraftRange(kind: 'maturity' | ReturnsMeasure, range: NumericRange | null): void;
  /** Chooses the returns measure in the draft (the other two ranges reset). */
  setDraftReturns(measure: ReturnsMeasure): void;
  /** Sets the draft sort (null = default order). */
  setDraftSort(sort: MarketSort | null): void;
  /** 'Show bonds': applies the draft. */
  applyDraft(): void;
  /** 'Reset all': filters, sort and search back to default (draft too). */
  resetAll(): void;
  /** Removes one chip: its value, or its range back to full bounds. */
  removeChip(chip: MarketChip): void;
  /** 'Clear all' (chips, empty state): every filter and the search; the sort stays. */
  clearAll(): void;
  /** Switches between the list and the card view. */
  setView(view: MarketView): void;
  /** The options menu's 'show unavailable bonds': filters again. */
  setShowUnavailable(show: boolean): void;
  /** Watch / unwatch with an optimistic update; reverted with notice `market.watchReverted` on failure. */
  toggleWatch(productId: number): Promise<void>;
  /** Removes a notice (a toast) once shown. */
  dismissNotice(id: number): void;
  /** Changes the session user (reloads when signed-in state changes). */
  setUser(user: MarketUser | null): void;
  /** Changes the variant (standard or sukuk): names and columns follow, no reload. */
  setVariant(variant: MarketVariant): void;
  /** Restores filters, sort and search from the address. */
  applyAddress(address: MarketAddress): void;
  /** Cancels pending timers (call when the widget unmounts). */
  dispose(): void;
}

/** The market store (zustand vanilla). */
export type MarketStore = StoreApi<MarketStoreState>;
