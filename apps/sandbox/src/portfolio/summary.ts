// Spec: 001 §3 (portfolio summary), §7 (investment-accounts?expand=summary, accountProductList)
/**
 * Reading an account's figures: one query over the ledger per account (per product: position, realised gains,
 * interest cash) and its Smart Interest holdings, summed per currency by `figures.ts`.
 */
import type {
  AccountProduct,
  CurrencyCode,
  InvestmentAccount,
  OpenAndLifetimeTotals,
  PortfolioSummary,
} from '@bondkit/sdk-core';
import { nextPaymentOf } from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import { logoPath, SENIORITY_LABELS } from '../market';
import { tradeDate } from '../shared/dates';
import { dec } from '../shared/decimal';
import { allSettings, type HoldingRow } from '../smart-interest';
import {
  addScoped,
  holdingSums,
  noSums,
  type ProductLedgerRow,
  productSums,
  type ScopedSums,
  scopedTotals,
} from './figures';

/** Interest cash: coupons and accrued interest received, accrued interest paid on purchases (negative). */
const INTEREST_TYPES = ['coupon', 'accrued_interest_received', 'accrued_interest_paid'];

interface ProductRow extends ProductLedgerRow {
  reference: string;
  company_name: string;
  company_reference: string;
  adib_underlying_company_name: string | null;
  product_name: string | null;
  coupon_string: string;
  isin_code: string;
  seniority: string;
  sell_liquidity: string;
  investment_type: string;
}

/**
 * Every product an account holds or once held, with what the ledger says of it: the position now, the
 * realised gains of its sales (proceeds less the cost each sale took out) and its interest cash.
 */
async function productLedger(db: Db, accountId: number): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `WITH traded AS (
       SELECT DISTINCT product_id FROM ledger_transactions WHERE account_id = $1 AND product_id IS NOT NULL
     ), realised AS (
       SELECT t.product_id, sum(e.amount) AS amount
         FROM ledger_transactions t JOIN ledger_entries e USING (transaction_id)
        WHERE t.account_id = $1 AND t.transaction_type = 'sale' AND e.account_id = $1
          AND e.book IN ('customer_cash', 'customer_position')
        GROUP BY t.product_id
     ), interest AS (
       SELECT product_id, sum(amount) AS amount FROM ledger_transactions
        WHERE account_id = $1 AND product_id IS NOT NULL AND transaction_type = ANY($2::text[])
        GROUP BY product_id
     )
     SELECT p.product_id, p.reference, p.currency, p.coupon::text AS coupon, p.coupon_string,
            p.maturity, p.sell_price::text AS sell_price, p.isin_code, p.seniority, p.product_name,
            p.sell_liquidity::text AS sell_liquidity, p.investment_type,
            c.company_name, c.reference AS company_reference, p.adib_underlying_company_name,
            coalesce(pos.principal, 0)::text AS principal, coalesce(pos.cost, 0)::text AS cost,
            coalesce(r.amount, 0)::text AS realised, coalesce(i.amount, 0)::text AS interest_cash
       FROM traded JOIN products p USING (product_id) JOIN companies c USING (company_id)
       LEFT JOIN positions pos ON pos.account_id = $1 AND pos.product_id = p.product_id
       LEFT JOIN realised r ON r.product_id = p.product_id
       LEFT JOIN interest i ON i.product_id = p.product_id
      ORDER BY p.currency, p.display_order, p.product_id`,
    [accountId, INTEREST_TYPES],
  );
}

/** An account's figures per currency (every currency it holds or held a product or holding in). */
async function figuresByCurrency(
  db: Db,
  accountId: number,
  now: Date,
): Promise<{ byCurrency: Map<CurrencyCode, ScopedSums>; products: ProductRow[] }> {
  const today = tradeDate(now);
  const products = await productLedger(db, accountId);
  const holdings = await db.query<HoldingRow>(
    'SELECT * FROM dynamic_bonds WHERE account_id = $1 ORDER BY id',
    [accountId],
  );
  const settings = holdings.length > 0 ? await allSettings(db) : new Map();
  const byCurrency = new Map<CurrencyCode, ScopedSums>();
  const addTo = (currency: CurrencyCode, sums: ScopedSums) =>
    byCurrency.set(currency, addScoped(byCurrency.get(currency) ?? noSums(), sums));
  for (const product of products) addTo(product.currency, productSums(product, today, now));
  for (const holding of holdings) {
    const daysPerYear = settings.get(holding.currency)?.days_per_year ?? 365;
    addTo(holding.currency, holdingSums(holding, today, daysPerYear));
  }
  return { byCurrency, products };
}

/**
 * The summary of an account: its figures in its main currency (`summaries`) and per currency
 * (`by_currency`), leaving out the currencies `hidden` names (the partner's customers see no EUR).
 */
export async function accountSummary(
  db: Db,
  account: Pick<InvestmentAccount, 'id' | 'currencies'> & { main_currency: CurrencyCode },
  now: Date,
  hidden: readonly CurrencyCode[] = [],
): Promise<PortfolioSummary> {
  const { byCurrency } = await figuresByCurrency(db, account.id, now);
  const byCurrencyTotals: Partial<Record<CurrencyCode, OpenAndLifetimeTotals>> = {};
  const currencies = new Set<CurrencyCode>([
    account.main_currency,
    ...(Object.keys(account.currencies) as CurrencyCode[]),
    ...byCurrency.keys(),
  ]);
  for (const currency of [...currencies].sort()) {
    if (hidden.includes(currency)) continue;
    byCurrencyTotals[currency] = scopedTotals(byCurrency.get(currency) ?? noSums());
  }
  return {
    has_equity: false,
    has_robowise: false,
    summaries: scopedTotals(byCurrency.get(account.main_currency) ?? noSums()),
    by_currency: byCurrencyTotals,
  };
}

/**
 * An account's products: every product it holds or once held (the currencies `hidden` names left out), with
 * the principal held (`user_invested`, null when none) and, with `performance`, its open and lifetime figures.
 */
export async function accountProducts(
  db: Db,
  accountId: number,
  now: Date,
  options: { performance: boolean; hidden: readonly CurrencyCode[] },
): Promise<AccountProduct[]> {
  const today = tradeDate(now);
  const rows = await productLedger(db, accountId);
  return rows
    .filter((row) => !options.hidden.includes(row.currency))
    .map((row) => {
      const product: AccountProduct = {
        product_id: row.product_id,
        reference: row.reference,
        company: { name: row.company_name, logo: logoPath(row.company_reference) },
        // a sukuk's underlying company: the name the customer knows it by (sdk-core's productDisplayName)
        ...(row.adib_underlying_company_name !== null
          ? { adib_details: { underlying_company_name: row.adib_underlying_company_name } }
          : {}),
        isin_code: row.isin_code,
        coupon: row.coupon,
        maturity: row.maturity,
        currency: row.currency,
        security_description: row.product_name ?? `${row.company_name} ${row.coupon_string}`,
        seniority_label: SENIORITY_LABELS[row.seniority as keyof typeof SENIORITY_LABELS] ?? row.seniority,
        sell_liquidity: row.sell_liquidity,
        user_invested: dec(row.principal).gt(0) ? row.principal : null,
        product_type: 'fractional_bond',
      };
      // the next coupon the principal receives, so a page shows it without the bond maths
      product.next_payment = nextPaymentOf(product, now);
      if (options.performance) product.performance = scopedTotals(productSums(row, today, now));
      return product;
    });
}
