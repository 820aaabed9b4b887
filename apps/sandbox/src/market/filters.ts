import { isProductShown } from '@bondkit/sdk-core';
import { isDbInteger } from '../shared/edge';
import { INT_MAX, INT_MIN } from '../shared/limits';
import { EDGE_TEXT } from '../shared/refusals';
import type { ProductRecord } from './store';

type Range = { gte?: number; lte?: number };

/** The products list's query (002 §7), parsed. */
export interface ProductQuery {
  ids: Set<number> | null;
  currencies: Set<string> | null;
  seniorities: Set<string> | null;
  categories: string[] | null;
  /** years (YYYY) or dates (YYYY-MM-DD) */
  maturity: { gte?: string; lte?: string };
  yield_to_maturity: Range;
  current_yield: Range;
  coupon: Range;
  search: string | null;
  /** `view_closed=false` leaves out closed, repaid, defaulted and exchanged products */
  viewClosed: boolean;
  /**
   * `view_unavailable=false` leaves out what the market hides while 'show unavailable' is off (sdk-core's
   * `isProductShown`: 100 or less to buy; Smart Interest only with the permission, whatever the toggle)
   */
  viewUnavailable: boolean;
  /** `partner=adib`: only the partner's sukuk */
  partner: string | null;
}

export type ParsedQuery = { ok: true; query: ProductQuery } | { ok: false; errors: Record<string, string[]> };

/** Repeated parameters and comma-separated values both count. */
function listParam(params: URLSearchParams, ...names: string[]): string[] {
  return names
    .flatMap((name) => params.getAll(name))
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

export function parseProductQuery(params: URLSearchParams): ParsedQuery {
  const errors: Record<string, string[]> = {};
  const number = (name: string): number | undefined => {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') return undefined;
    const value = Number(raw);
    if (!Number.isFinite(value)) {
      errors[name] = ['Enter a number.'];
      return undefined;
    }
    return value;
  };
  const range = (field: string): Range => {
    const out: Range = {};
    const gte = number(`${field}__gte`);
    const lte = number(`${field}__lte`);
    if (gte !== undefined) out.gte = gte;
    if (lte !== undefined) out.lte = lte;
    return out;
  };
  const maturity: ProductQuery['maturity'] = {};
  for (const bound of ['gte', 'lte'] as const) {
    const raw = params.get(`maturity__${bound}`)?.trim();
    if (!raw) continue;
    if (/^\d{4}$/.test(raw) || /^\d{4}-\d{2}-\d{2}$/.test(raw)) maturity[bound] = raw;
    else errors[`maturity__${bound}`] = ['Enter a valid year or date.'];
  }
  const idValues = listParam(params, 'id', 'id__in', 'product_id');
  const ids = new Set<number>();
  for (const value of idValues) {
    const id = Number(value);
    if (!Number.isInteger(id)) errors.id = ['Enter a whole number.'];
    else if (!isDbInteger(id)) errors.id = [id > 0 ? EDGE_TEXT.atMost(INT_MAX) : EDGE_TEXT.atLeast(INT_MIN)];
    else ids.add(id);
  }
  const currencies = listParam(params, 'currency', 'currencies').map((c) => c.toUpperCase());
  const seniorities = listParam(params, 'seniority');
  const categories = listParam(params, 'category');
  const query: ProductQuery = {
    ids: idValues.length > 0 ? ids : null,
    currencies: currencies.length > 0 ? new Set(currencies) : null,
    seniorities: seniorities.length > 0 ? new Set(seniorities) : null,
    categories: categories.length > 0 ? categories : null,
    maturity,
    yield_to_maturity: range('yield_to_maturity'),
    current_yield: range('current_yield'),
    coupon: range('coupon'),
    search: params.get('search')?.trim().toLowerCase() || null,
    viewClosed: params.get('view_closed') !== 'false',
    viewUnavailable: params.get('view_unavailable') !== 'false',
    partner: parsePartner(params),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, query };
}

function inRange(value: string | null, range: Range): boolean {
  if (range.gte === undefined && range.lte === undefined) return true;
  if (value === null) return false;
  const n = Number(value);
  return (range.gte === undefined || n >= range.gte) && (range.lte === undefined || n <= range.lte);
}

function maturityIn(maturity: string | null, bounds: ProductQuery['maturity']): boolean {
  if (!bounds.gte && !bounds.lte) return true;
  // perpetuals have no maturity: a maturity filter leaves them out
  if (!maturity) return false;
  const compare = (bound: string) =>
    (bound.length === 4 ? maturity.slice(0, 4) : maturity).localeCompare(bound);
  return (!bounds.gte || compare(bounds.gte) >= 0) && (!bounds.lte || compare(bounds.lte) <= 0);
}

const CLOSED_STATES = new Set(['closed', 'repaid', 'defaulted', 'exchanged']);

export interface FilterContext {
  /**
   * the partner whose products the caller sees ('adib' for the sukuk partner), or null for the standard site:
   * the signed-in customer's partner, else the query's `partner`
   */
  partner: string | null;
  /** product ids on the signed-in user's watchlist */
  watchlist: ReadonlySet<number>;
  /** the signed-in user's permissions (null: a visitor), for what `view_unavailable=false` hides */
  user?: { permissions: readonly string[] } | null;
}

/** The `partner` of a query (`partner=adib`: the partner's market), or null. */
export function parsePartner(params: URLSearchParams): string | null {
  return params.get('partner')?.trim().toLowerCase() || null;
}

/** Which products a caller sees before any filter: the partner's sukuk, or the standard market. */
export function inScope(record: ProductRecord, partner: string | null): boolean {
  const sukuk = record.base.adib_details !== null;
  if (partner === 'adib') return sukuk;
  // the standard market trades GBP and EUR: it shows sukuk issued in GBP, not those in USD or AED
  return !sukuk || record.base.currency === 'GBP' || record.base.currency === 'EUR';
}

/**
 * Category matching (002 §5.1): a category id of the product, its industry key, or membership of the
 * watchlist / coming-soon groups. Several categories match any of them.
 */
function inCategories(record: ProductRecord, categories: readonly string[], ctx: FilterContext): boolean {
  return categories.some((category) => {
    if (category === 'watchlist') return ctx.watchlist.has(record.base.product_id);
    if (
      category === 'coming_soon' &&
      record.base.pending_liquidity.some((p) => Number(p.pending_amount) > 0)
    ) {
      return true;
    }
    if (category === 'at1') category = 'unsecured_at1';
    return record.base.categories.some((c) => c.category_id === category) || record.industryKey === category;
  });
}

export function filterProducts(
  records: readonly ProductRecord[],
  query: ProductQuery,
  ctx: FilterContext,
): ProductRecord[] {
  const partner = ctx.partner;
  return records.filter((r) => {
    const p = r.base;
    if (query.ids) {
      // products by id: any of the standard site's, only the partner's own for a partner
      if (!query.ids.has(p.product_id)) return false;
      if (partner !== null && !inScope(r, partner)) return false;
    } else if (!inScope(r, partner)) return false;
    if (query.currencies && !query.currencies.has(p.currency)) return false;
    if (query.seniorities && !query.seniorities.has(p.seniority)) return false;
    if (query.categories && !inCategories(r, query.categories, ctx)) return false;
    if (!query.viewClosed && CLOSED_STATES.has(p.state)) return false;
    if (!query.viewUnavailable && !isProductShown(p, ctx.user ?? null, false)) return false;
    if (!maturityIn(p.maturity, query.maturity)) return false;
    // unavailable products show N/A for both yields, so a yield range leaves them out
    if (!inRange(r.available ? p.yield_to_maturity : null, query.yield_to_maturity)) return false;
    if (!inRange(r.available ? p.current_yield : null, query.current_yield)) return false;
    if (!inRange(p.coupon, query.coupon)) return false;
    if (query.search && !r.haystack.includes(query.search)) return false;
    return true;
  });
}
