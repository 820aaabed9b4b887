import type {
  AccessRestriction,
  AdibDetails,
  Company,
  CurrencyCode,
  InvestmentType,
  MarketProduct,
  PendingLiquidity,
  ProductState,
  Seniority,
  SukukProductType,
  Tradeability,
  TradeabilityReason,
} from '@bondkit/sdk-core';
import { searchHaystack } from '@bondkit/sdk-core';
import type { AuthUser, SandboxState } from '../state';
import { RESTRICTION_TITLES, SENIORITY_LABELS } from './labels';
import { SANDBOX_BOND_CONVENTION } from './yields';

/** A product as the `products` table holds it (the seed writes these rows). */
export interface ProductRow {
  product_id: number;
  reference: string;
  company_id: number;
  product_name: string | null;
  isin_code: string;
  currency: CurrencyCode;
  coupon: string;
  coupon_string: string;
  maturity: string | null;
  current_yield: string | null;
  yield_to_maturity: string | null;
  buy_price: string;
  sell_price: string;
  sell_liquidity: string;
  seniority: Seniority;
  state: ProductState;
  investment_type: InvestmentType;
  category_ids: string[];
  access_restriction_types: string[];
  tradeability: Tradeability;
  tradeability_reason: TradeabilityReason | null;
  zero_interest_fees: boolean;
  market_blocked: boolean;
  display_order: number;
  first_added_to_market: string;
  last_added_to_market: string;
  adib_underlying_company_name: string | null;
  adib_risk_category: number | null;
  adib_risk_category_minimum_score: number | null;
  adib_product_type: SukukProductType | null;
}

/** A product as loaded once per data version: the wire fields plus what filters need. */
export interface ProductRecord {
  base: Omit<MarketProduct, 'annotations' | 'user_invested' | 'display_order' | 'access_restrictions'>;
  display_order: number;
  restrictionTypes: string[];
  industryKey: string | null;
  /** company name, underlying company and ISIN, lower-cased, plus 'gilt' for the treasury */
  haystack: string;
  available: boolean;
}

type LoadedRow = Omit<ProductRow, 'first_added_to_market' | 'last_added_to_market'> & {
  first_added_to_market: Date;
  last_added_to_market: Date;
  company_reference: string;
  company_name: string;
  borrower_status: Company['borrower_status'];
  industry_key: string | null;
  industry_label: string | null;
  is_treasury: boolean;
};

const UNAVAILABLE_STATES: ReadonlySet<ProductState> = new Set(['exchanged', 'repaid', 'defaulted']);

export function logoPath(companyReference: string): string {
  return `/api/companies/${encodeURIComponent(companyReference)}/logo.svg`;
}

export function productPath(productId: number): string {
  return `/market/bonds/${productId}/`;
}

function toRecord(
  row: LoadedRow,
  categoryLabels: Map<string, string>,
  pending: PendingLiquidity[],
): ProductRecord {
  const adib: AdibDetails | null =
    row.adib_underlying_company_name !== null
      ? {
          underlying_company_name: row.adib_underlying_company_name,
          risk_category: row.adib_risk_category ?? 1,
          risk_category_minimum_score: row.adib_risk_category_minimum_score ?? 1,
          product_type: row.adib_product_type ?? 'non_complex',
        }
      : null;
  const company: Company = {
    company_id: row.company_id,
    reference: row.company_reference,
    company_name: row.company_name,
    logo: logoPath(row.company_reference),
    borrower_status: row.borrower_status,
    industry: row.industry_key
      ? { key: row.industry_key, label: row.industry_label ?? row.industry_key }
      : null,
    is_treasury: row.is_treasury,
  };
  const base: ProductRecord['base'] = {
    product_id: row.product_id,
    product_url: productPath(row.product_id),
    reference: row.reference,
    product_name: row.product_name,
    company,
    adib_details: adib,
    isin_code: row.isin_code,
    currency: row.currency as CurrencyCode,
    coupon: row.coupon,
    coupon_string: row.coupon_string,
    maturity: row.maturity,
    current_yield: row.current_yield,
    yield_to_maturity: row.yield_to_maturity,
    ...SANDBOX_BOND_CONVENTION,
    buy_price: row.buy_price,
    sell_price: row.sell_price,
    sell_liquidity: row.sell_liquidity,
    seniority: row.seniority as Seniority,
    seniority_label: SENIORITY_LABELS[row.seniority as Seniority] ?? row.seniority,
    state: row.state,
    investment_type: row.investment_type,
    categories: row.category_ids.map((id) => ({ category_id: id, label: categoryLabels.get(id) ?? id })),
    first_added_to_market: row.first_added_to_market.toISOString(),
    last_added_to_market: row.last_added_to_market.toISOString(),
    pending_liquidity: pending,
    tradeability: row.tradeability,
    tradeability_reason: row.tradeability_reason,
    zero_interest_fees: row.zero_interest_fees,
    market_blocked: row.market_blocked,
  };
  // the market's one search rule (sdk-core): company, underlying company and ISIN ('gilt' for the treasury)
  const haystack = searchHaystack(base);
  return {
    base,
    display_order: row.display_order,
    restrictionTypes: row.access_restriction_types,
    industryKey: row.industry_key,
    haystack,
    available: !UNAVAILABLE_STATES.has(row.state) && row.borrower_status !== 'non_performing',
  };
}

/** Loads every product with three queries and keeps them until the data version or the clock's minute moves. */
export async function loadProducts(state: SandboxState): Promise<ProductRecord[]> {
  const [rows, pendingRows, categories] = await Promise.all([
    state.db.query<LoadedRow>(
      `SELECT p.*, c.reference AS company_reference, c.company_name, c.borrower_status, c.industry_key,
              c.industry_label, c.is_treasury
         FROM products p JOIN companies c USING (company_id)
        ORDER BY p.display_order, p.product_id`,
    ),
    state.db.query<PendingLiquidity & { product_id: number }>(
      `SELECT package_id, product_id, package_type, pending_amount, settlement_date
         FROM pending_liquidity ORDER BY settlement_date, package_id`,
    ),
    state.db.query<{ category_id: string; label: string }>('SELECT category_id, label FROM categories'),
  ]);
  const labels = new Map(categories.map((c) => [c.category_id, c.label]));
  const pendingBy = new Map<number, PendingLiquidity[]>();
  for (const { product_id, ...pkg } of pendingRows) {
    const list = pendingBy.get(product_id) ?? [];
    list.push(pkg);
    pendingBy.set(product_id, list);
  }
  return rows.map((row) => toRecord(row, labels, pendingBy.get(row.product_id) ?? []));
}

/** What a signed-in user adds to the list: watch flags, invested amounts, passed questionnaires. */
export interface UserProductContext {
  interested: Map<number, boolean>;
  invested: Map<number, string>;
  questionnaires: Record<string, string>;
}

export async function loadUserContext(state: SandboxState, user: AuthUser): Promise<UserProductContext> {
  const [annotations, holdings] = await Promise.all([
    state.db.query<{ product_id: number; is_interested: boolean }>(
      'SELECT product_id, is_interested FROM annotations WHERE customer_id = $1',
      [user.customer_id],
    ),
    state.db.query<{ product_id: number; invested: string }>(
      `SELECT h.product_id, sum(h.principal)::numeric(16, 2)::text AS invested
         FROM holdings h JOIN investment_accounts a ON a.id = h.account_id
        WHERE a.customer_id = $1 GROUP BY h.product_id`,
      [user.customer_id],
    ),
  ]);
  return {
    interested: new Map(annotations.map((a) => [a.product_id, a.is_interested])),
    invested: new Map(holdings.map((h) => [h.product_id, h.invested])),
    questionnaires: user.questionnaires,
  };
}

export function accessRestrictions(
  record: ProductRecord,
  questionnaires: Record<string, string>,
): AccessRestriction[] {
  return record.restrictionTypes.map((type) => ({
    type,
    questionnaire: `/questionnaires/${type}/`,
    title: RESTRICTION_TITLES[type] ?? type,
    access_approved: questionnaires[type] === 'passed',
  }));
}

/** The wire object of one product with the requested expansions. */
export function serialiseProduct(
  record: ProductRecord,
  expand: ReadonlySet<string>,
  user: UserProductContext | null,
): MarketProduct {
  const out: MarketProduct = { ...record.base };
  if (user && expand.has('annotations')) {
    out.annotations = { is_interested: user.interested.get(record.base.product_id) ?? false };
  }
  if (user && expand.has('user_invested'))
    out.user_invested = user.invested.get(record.base.product_id) ?? null;
  if (expand.has('display_order')) out.display_order = record.display_order;
  if (expand.has('access_restrictions'))
    out.access_restrictions = accessRestrictions(record, user?.questionnaires ?? {});
  return out;
}
