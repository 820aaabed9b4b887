import { knownCategories } from '../enums';
import { hasSmartInterestPermission } from './availability';
import { rowInCategory } from './filters';
import type { MarketRow, MarketUser } from './types';

/** A category the market offers (drawer option or card row). `label` is null for a known category
 * no product labels: use the catalogue's `category.{id}`. */
export interface MarketCategoryOption {
  id: string;
  label: string | null;
}

/** One card-view row: a category, its rows in the current order and the count for 'View all (n)'. */
export interface MarketCardRow {
  category: string;
  label: string | null;
  count: number;
  rows: MarketRow[];
}

function membershipOfRow(row: MarketRow) {
  return {
    categoryIds: row.product.categories.map((c) => c.category_id),
    industryKey: row.product.company.industry?.key ?? null,
    isInterested: row.isInterested,
    comingSoon: row.comingSoon,
  };
}

// Spec: 002 §3.1
/**
 * The categories of the market in a stable order: the known categories in their listed
 * order (watchlist only for a signed-in user, smart_interest only with the permission, and the others
 * only when some row belongs to them), then any other category of the products, by label.
 * Labels come from the products' categories, or the industry label for an industry key.
 */
export function marketCategories(
  rows: readonly MarketRow[],
  user: MarketUser | null,
): MarketCategoryOption[] {
  const labels = new Map<string, string>();
  const present = new Set<string>();
  for (const row of rows) {
    for (const c of row.product.categories) {
      present.add(c.category_id);
      if (!labels.has(c.category_id)) labels.set(c.category_id, c.label);
    }
    const industry = row.product.company.industry;
    if (industry) {
      present.add(industry.key);
      if (!labels.has(industry.key)) labels.set(industry.key, industry.label);
    }
    if (row.comingSoon) present.add('coming_soon');
  }
  const out: MarketCategoryOption[] = [];
  const known = new Set<string>(knownCategories);
  for (const id of knownCategories) {
    if (id === 'watchlist') {
      if (user) out.push({ id, label: null });
      continue;
    }
    if (id === 'smart_interest' && !hasSmartInterestPermission(user)) continue;
    if (!present.has(id)) continue;
    out.push({ id, label: labels.get(id) ?? null });
  }
  const others = [...present]
    .filter((id) => !known.has(id) && id !== 'at1')
    .map((id) => ({ id, label: labels.get(id) ?? id }))
    .sort((a, b) => (a.label ?? '').localeCompare(b.label ?? '', 'en') || a.id.localeCompare(b.id));
  return [...out, ...others];
}

// Spec: 002 §2.1
/**
 * The card view's rows: one per category of {@link marketCategories} that has rows, in
 * that order, each with its rows (in the given order) and the count for 'View all (n)'.
 */
export function marketCardRows(
  rows: readonly MarketRow[],
  categories: readonly MarketCategoryOption[],
): MarketCardRow[] {
  const memberships = rows.map(membershipOfRow);
  const out: MarketCardRow[] = [];
  for (const category of categories) {
    const matching: MarketRow[] = [];
    for (let i = 0; i < rows.length; i++) {
      if (rowInCategory(memberships[i]!, category.id)) matching.push(rows[i]!);
    }
    if (matching.length > 0) {
      out.push({ category: category.id, label: category.label, count: matching.length, rows: matching });
    }
  }
  return out;
}
