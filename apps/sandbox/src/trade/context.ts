/**
 * What trading reads about the product (the customer and the account are accounts/'), and the rules that
 * refuse a trade: read-only (403), unable to execute orders, cooling-off hold, buy/sell blocks, ISA
 * restriction, the partner's product range and risk score, access questionnaires, market hours and product
 * tradeability.
 */
import type { CurrencyCode, OrderSide } from '@bondkit/sdk-core';
import { isPartnerCustomer, limitOrderRefusal } from '@bondkit/sdk-core';
import type { Context } from 'hono';
import { type AccountRow, type Customer, loadCustomer } from '../accounts';
import type { Db } from '../db/types';
import { type ForcedMarketState, marketStatusAt, RESTRICTION_TITLES } from '../market';
import { fail, invalid } from '../shared/errors';
import { DETAIL, TRADE_TEXT } from '../shared/refusals';
import type { SandboxEnv, SandboxState } from '../state';
import { refuseOutsidePartnerRange } from './partner-range';

export interface ProductRow {
  product_id: number;
  reference: string;
  product_name: string | null;
  company_name: string;
  company_reference: string;
  isin_code: string;
  currency: CurrencyCode;
  coupon: string;
  maturity: string | null;
  buy_price: string;
  sell_price: string;
  sell_liquidity: string;
  state: string;
  tradeability: string;
  market_blocked: boolean;
  access_restriction_types: string[];
  adib_risk_category_minimum_score: number | null;
  adib_product_type: 'complex' | 'non_complex' | null;
}

export interface PackageRow {
  package_id: number;
  product_id: number;
  pending_amount: string;
  settlement_date: string;
}

const PRODUCT_COLUMNS = `p.product_id, p.reference, p.product_name, c.company_name, c.reference AS company_reference,
  p.isin_code, p.currency, p.coupon::text AS coupon, p.maturity, p.buy_price::text AS buy_price,
  p.sell_price::text AS sell_price, p.sell_liquidity::text AS sell_liquidity, p.state, p.tradeability,
  p.market_blocked, p.access_restriction_types, p.adib_risk_category_minimum_score, p.adib_product_type`;

/** Read-only users may not call any trading POST (403). */
export function refuseReadOnly(customer: Customer): void {
  if (customer.is_read_only) fail(403, TRADE_TEXT.readOnly);
}

/** The signed-in customer of a trading POST: 401 when anonymous, 403 when read-only. */
export async function loadTrader(c: Context<SandboxEnv>, db: Db): Promise<Customer> {
  const customer = await loadCustomer(c, db);
  refuseReadOnly(customer);
  return customer;
}

/** Products by id (locked `FOR UPDATE` in id order when asked), keyed by id. */
export async function productsById(
  db: Db,
  ids: readonly number[],
  lock = false,
): Promise<Map<number, ProductRow>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return new Map();
  if (lock) {
    await db.query(
      'SELECT product_id FROM products WHERE product_id = ANY($1::int[]) ORDER BY product_id FOR UPDATE',
      [unique],
    );
  }
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN companies c USING (company_id)
      WHERE p.product_id = ANY($1::int[])`,
    [unique],
  );
  return new Map(rows.map((r) => [r.product_id, r]));
}

/** One product by id, or a 400 naming `field` (DRF's 'Invalid pk' text). */
export async function productById(db: Db, id: number, field = 'product_id'): Promise<ProductRow> {
  const product = (await productsById(db, [id])).get(id);
  if (!product) invalid({ [field]: [`Invalid pk "${id}" - object does not exist.`] });
  return product;
}

/** One product by its reference (or numeric id), or a 400 / 404. */
export async function productByReference(
  db: Db,
  reference: string,
  field: string | null = 'product_reference',
): Promise<ProductRow> {
  const numericId = /^\d{1,9}$/.test(reference) ? Number(reference) : -1;
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN companies c USING (company_id)
      WHERE p.reference = $1 OR p.product_id = $2 ORDER BY (p.reference = $1) DESC LIMIT 1`,
    [reference, numericId],
  );
  if (!rows[0]) {
    if (field === null) fail(404, DETAIL.notFound);
    invalid({ [field]: [`Object with reference=${reference} does not exist.`] });
  }
  return rows[0];
}

export async function packageById(db: Db, packageId: number, lock = false): Promise<PackageRow | null> {
  const rows = await db.query<PackageRow>(
    `SELECT package_id, product_id, pending_amount::text AS pending_amount, settlement_date
       FROM pending_liquidity WHERE package_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [packageId],
  );
  return rows[0] ?? null;
}

/** The market state of a currency now: the forced state (per currency, then global) or market hours. */
export function marketStateFor(state: SandboxState, currency: CurrencyCode): 'open' | 'closed' | 'suspended' {
  const forced: ForcedMarketState = state.market.perCurrency[currency] ?? state.market.forced;
  return marketStatusAt(state.clock.now(), forced).state;
}

/**
 * Refuses (400) a limit order while the market of `currency` is outside its trading hours, with the text the
 * ticket shows (sdk-core's `limitOrderRefusal`, the same rule): a limit order does not wait for the market.
 */
export function refuseLimitOrderOutsideHours(state: SandboxState, currency: CurrencyCode): void {
  const forced: ForcedMarketState = state.market.perCurrency[currency] ?? state.market.forced;
  const now = state.clock.now();
  if (limitOrderRefusal(marketStatusAt(now, forced), now)) fail(400, TRADE_TEXT.outsideTradingHours);
}

/** The market-closed / suspended text, or null when the currency's market is open. */
export function marketRefusal(state: SandboxState, currency: CurrencyCode): string | null {
  const market = marketStateFor(state, currency);
  if (market === 'open') return null;
  return market === 'suspended' ? TRADE_TEXT.marketSuspended : TRADE_TEXT.marketClosed;
}

/** Refuses (400) when the market of `currency` is closed or suspended. */
export function requireMarketOpen(state: SandboxState, currency: CurrencyCode): void {
  const refusal = marketRefusal(state, currency);
  if (refusal) fail(400, refusal);
}

export { isSukuk } from './partner-range';

/** Why the product cannot be traded on this side, or null (002 §4.3, §5.2). */
export function tradeabilityRefusal(
  product: ProductRow,
  side: OrderSide,
  packageId: number | null,
): string | null {
  if (product.state === 'repaid') return TRADE_TEXT.loanRepaid;
  if (product.state === 'suspended' || product.market_blocked) return TRADE_TEXT.loanSuspended;
  const pendingBuy = side === 'buy' && product.state === 'pending' && packageId !== null;
  if (product.state !== 'open' && !pendingBuy) return TRADE_TEXT.loanClosed;
  if (product.tradeability === 'closed' || product.tradeability === 'unknown') return TRADE_TEXT.loanClosed;
  if (side === 'buy' && product.tradeability === 'closed-for-buys') return TRADE_TEXT.buySuspended;
  if (side === 'sell' && product.tradeability === 'closed-for-sells') return TRADE_TEXT.sellSuspended;
  return null;
}

/** True when the customer is inside the 24-hour cooling-off hold. */
export function isCoolingOff(customer: Customer, now: Date): boolean {
  return customer.cooling_off_ends_at !== null && customer.cooling_off_ends_at.getTime() > now.getTime();
}

/**
 * Refuses a trade the customer may not place (403 with the spec's texts): unable to execute orders,
 * cooling-off, a buy or sell block, a buy into the IFISA while ISA-restricted, a product outside the
 * partner's range or risk score, a buy of a product whose access questionnaire is not passed.
 */
export function refuseCustomer(customer: Customer, account: AccountRow, legs: TradeLegs, now: Date): void {
  refuseReadOnly(customer);
  if (!customer.can_execute_orders) fail(403, TRADE_TEXT.cannotExecute);
  if (isCoolingOff(customer, now)) fail(403, TRADE_TEXT.coolingOff);
  for (const { side, product } of legs) {
    if (side === 'buy' && customer.block_buys) fail(403, TRADE_TEXT.accountRestricted);
    if (side === 'sell' && customer.block_sells) fail(403, TRADE_TEXT.accountRestricted);
    if (side === 'buy' && customer.isa_restricted && account.account_type === 'ifisa') {
      fail(403, TRADE_TEXT.isaRestricted);
    }
    refuseOutsidePartnerRange(customer, [product]);
    if (side === 'buy' && isPartnerCustomer(customer)) {
      const score = customer.adib_account_link?.suitability_questionnaire_results?.user_score ?? null;
      const minimum = product.adib_risk_category_minimum_score ?? 0;
      if (score === null || score < minimum) fail(403, TRADE_TEXT.outsideRiskRating);
    }
    if (side === 'buy') {
      for (const type of product.access_restriction_types) {
        if (customer.questionnaires[type] !== 'passed') {
          fail(403, TRADE_TEXT.questionnaire(RESTRICTION_TITLES[type] ?? `${type} questionnaire`));
        }
      }
    }
  }
}

/** A trade's legs: each side with its product. */
export type TradeLegs = readonly { side: OrderSide; product: ProductRow }[];

/** A switch's legs: the sell, then the buy. */
export function switchLegs(sell: ProductRow, buy: ProductRow): TradeLegs {
  return [
    { side: 'sell', product: sell },
    { side: 'buy', product: buy },
  ];
}

/**
 * Refuses an RFQ or a switch (its legs share one currency) the customer may not request now: the customer's
 * refusals ({@link refuseCustomer}), the currency's market closed or suspended, a product not tradeable on
 * its side.
 */
export function refuseRfqLegs(
  state: SandboxState,
  customer: Customer,
  account: AccountRow,
  legs: TradeLegs,
  now: Date,
): void {
  refuseCustomer(customer, account, legs, now);
  const [first] = legs;
  if (first) requireMarketOpen(state, first.product.currency);
  for (const { side, product } of legs) {
    const refusal = tradeabilityRefusal(product, side, null);
    if (refusal) fail(400, refusal);
  }
}
