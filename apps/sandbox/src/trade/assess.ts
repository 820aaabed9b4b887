/**
 * Pricing a set of legs for a customer's account with the warnings a quote carries: market closed,
 * product not tradeable, the partner's sukuk amount rules, insufficient liquidity (sell liquidity or the
 * coming-soon package), insufficient holding (sells beyond what is held less open sells) and insufficient
 * balance (the buys' totals beyond the cash, a switch's sells counted in). Shared by market quotes, RFQs and
 * switch packages.
 */
import {
  type CurrencyCode,
  type Decimal,
  isPartnerCustomer,
  type OrderSide,
  type OrderType,
  type QuoteLeg,
  type QuoteWarning,
  validateSukukAmount,
} from '@bondkit/sdk-core';
import type { AccountRow, Customer } from '../accounts';
import type { Db } from '../db/types';
import { dec, moneyDown, wire, wirePrice, ZERO } from '../shared/decimal';
import { fail, invalid } from '../shared/errors';
import { sukukText, TRADE_TEXT } from '../shared/refusals';
import type { SandboxState } from '../state';
import { settlementDate } from './calendar';
import {
  isSukuk,
  marketRefusal,
  type PackageRow,
  type ProductRow,
  packageById,
  productsById,
  tradeabilityRefusal,
} from './context';
import { pendingSellPrincipal, positionOf } from './execute';
import { affordablePrincipal, type PricedLeg, priceLeg } from './pricing';

/** A leg to price, as a quote, RFQ or order asks for it. */
export interface LegRequest {
  side: OrderSide;
  productId: number;
  packageId: number | null;
  type: OrderType;
  /** the amount as sent (kept for the answer) */
  amountText: string;
  amount: Decimal;
  /** a requested price; null = the market price */
  price: Decimal | null;
  /** the currency the request named (checked against the product's); null: the product's */
  currency: CurrencyCode | null;
  /** where field errors point, e.g. `buys.0` */
  field: string;
}

export interface AssessedLeg {
  request: LegRequest;
  product: ProductRow;
  package: PackageRow | null;
  priced: PricedLeg;
  warnings: QuoteWarning[];
  /** a refusal that blocks execution (market, tradeability), also shown as a warning */
  refusal: string | null;
  /** the partner's sukuk amount rule broken, as text */
  sukukError: string | null;
}

/** Prices the legs and collects their warnings (400 for malformed legs and for sells of products not held). */
export async function assessLegs(
  db: Db,
  state: SandboxState,
  customer: Customer,
  account: AccountRow,
  requests: readonly LegRequest[],
  options: { exceptOrderId?: number | null } = {},
): Promise<AssessedLeg[]> {
  const now = state.clock.now();
  const products = await productsById(
    db,
    requests.map((r) => r.productId),
  );
  const isPartner = isPartnerCustomer(customer);
  const out: AssessedLeg[] = [];
  const liquidityUsed = new Map<string, Decimal>();
  const sellUsed = new Map<number, Decimal>();
  for (const request of requests) {
    const product = products.get(request.productId);
    if (!product)
      invalid({
        [`${request.field}.product_id`]: [`Invalid pk "${request.productId}" - object does not exist.`],
      });
    if (request.currency !== null && request.currency !== product.currency)
      invalid({ [`${request.field}.currency`]: [TRADE_TEXT.currencyMismatch] });
    if (request.side === 'sell' && request.type === 'gross') {
      invalid({ [`${request.field}.type`]: [TRADE_TEXT.sellsArePrincipal] });
    }
    let pkg: PackageRow | null = null;
    if (request.packageId !== null) {
      pkg = await packageById(db, request.packageId);
      if (!pkg || pkg.product_id !== product.product_id || request.side === 'sell') {
        invalid({
          [`${request.field}.package_id`]: [`Invalid pk "${request.packageId}" - object does not exist.`],
        });
      }
    }
    const priced = priceLeg({
      product,
      side: request.side,
      type: request.type,
      amount: request.amount,
      price: request.price,
      isPartner,
      settlement: pkg?.settlement_date ?? settlementDate(now),
    });
    const warnings: QuoteWarning[] = [];
    const refusal =
      marketRefusal(state, product.currency) ?? tradeabilityRefusal(product, request.side, request.packageId);
    const market = marketRefusal(state, product.currency);
    if (market) warnings.push({ code: 'market_closed', message: market });
    else if (refusal) warnings.push({ code: 'not_tradeable', message: refusal });

    let sukukError: string | null = null;
    if (isPartner && isSukuk(product)) {
      const broken = validateSukukAmount({
        amount: priced.principal.toFixed(2),
        currency: product.currency,
        tradeType: request.side,
      });
      if (broken) {
        sukukError = sukukText(broken.message.code, broken.message.values ?? {});
        warnings.push({ code: 'sukuk_amount', message: sukukError });
      }
    }

    if (request.side === 'buy') {
      const key = pkg ? `package:${pkg.package_id}` : `product:${product.product_id}`;
      const available = dec(pkg ? pkg.pending_amount : product.sell_liquidity).minus(
        liquidityUsed.get(key) ?? ZERO,
      );
      if (priced.principal.gt(available)) {
        const max = available.lt(0) ? ZERO : available;
        warnings.push({
          code: 'insufficient_liquidity',
          message: TRADE_TEXT.insufficientLiquidity,
          max_amount:
            request.type === 'principal'
              ? wire(max)
              : wire(priceLeg({ ...legInput(priced, isPartner), type: 'principal', amount: max }).total),
        });
      }
      liquidityUsed.set(key, (liquidityUsed.get(key) ?? ZERO).plus(priced.principal));
    } else {
      const position = await positionOf(db, account.id, product.product_id);
      if (!position || dec(position.principal).eq(0)) fail(400, TRADE_TEXT.notOwned);
      const pending = await pendingSellPrincipal(
        db,
        account.id,
        product.product_id,
        options.exceptOrderId ?? null,
      );
      const sellable = dec(position.principal)
        .minus(pending)
        .minus(sellUsed.get(product.product_id) ?? ZERO);
      if (priced.principal.gt(sellable)) {
        warnings.push({
          code: 'insufficient_holding',
          message: TRADE_TEXT.insufficientHolding,
          max_amount: wire(sellable.lt(0) ? ZERO : sellable),
        });
      }
      sellUsed.set(product.product_id, (sellUsed.get(product.product_id) ?? ZERO).plus(priced.principal));
    }
    out.push({ request, product, package: pkg, priced, warnings, refusal, sukukError });
  }

  // cash: per currency, what the buys cost beyond what the sells bring in
  const currencies = new Set(out.map((l) => l.product.currency));
  for (const currency of currencies) {
    const legs = out.filter((l) => l.product.currency === currency);
    const buys = legs.filter((l) => l.request.side === 'buy');
    if (buys.length === 0) continue;
    const proceeds = legs
      .filter((l) => l.request.side === 'sell')
      .reduce((sum, l) => sum.plus(l.priced.total), ZERO);
    const cost = buys.reduce((sum, l) => sum.plus(l.priced.total), ZERO);
    const rows = await db.query<{ amount: string }>(
      'SELECT amount::text AS amount FROM account_balances WHERE account_id = $1 AND currency = $2',
      [account.id, currency],
    );
    const cash = dec(rows[0]?.amount ?? '0').plus(proceeds);
    if (cost.lte(cash)) continue;
    for (const leg of buys) {
      const others = cost.minus(leg.priced.total);
      const left = moneyDown(cash.minus(others));
      const max =
        leg.request.type === 'gross'
          ? left
          : affordablePrincipal(leg.product, left, leg.priced.price, leg.priced.settlement);
      leg.warnings.push({
        code: 'insufficient_balance',
        message: TRADE_TEXT.insufficientBalance,
        max_amount: wire(max.lt(0) ? ZERO : max),
      });
    }
  }
  return out;
}

function legInput(priced: PricedLeg, isPartner: boolean) {
  return {
    product: priced.product,
    side: priced.side,
    price: priced.price,
    isPartner,
    settlement: priced.settlement,
  };
}

/** A priced leg on the wire (002 §3.2 'Quote'). */
export function toQuoteLeg(leg: AssessedLeg): QuoteLeg {
  const p = leg.priced;
  return {
    product_id: leg.product.product_id,
    package_id: leg.request.packageId,
    type: leg.request.type,
    amount: leg.request.amountText,
    currency: leg.product.currency,
    price: wirePrice(p.price),
    principal: wire(p.principal),
    interest: wire(p.interest),
    total: wire(p.total),
    spread_fee_amount: wire(p.spread),
    market_maker_price: wirePrice(p.marketMakerPrice),
    platform_fee_amount: p.platformFee ? wire(p.platformFee) : null,
    warnings: leg.warnings,
  };
}

/** The switch summary (002 §3.2): cash the sells bring in, cash the buys cost, and the difference. */
export function switchSummary(legs: readonly AssessedLeg[]): {
  to_receive: string;
  to_pay: string;
  net_cash_flow: string;
} | null {
  const sells = legs.filter((l) => l.request.side === 'sell');
  const buys = legs.filter((l) => l.request.side === 'buy');
  if (sells.length === 0 || buys.length === 0) return null;
  if (new Set(legs.map((l) => l.product.currency)).size !== 1) return null;
  const receive = sells.reduce((sum, l) => sum.plus(l.priced.total), ZERO);
  const pay = buys.reduce((sum, l) => sum.plus(l.priced.total), ZERO);
  return { to_receive: wire(receive), to_pay: wire(pay), net_cash_flow: wire(receive.minus(pay)) };
}

/**
 * Refuses execution of assessed legs: the customer's own rules (403), then per leg the market and the
 * product's tradeability (400), the partner's sukuk amounts (400 on `amount`), then the first warning.
 */
export function refuseExecution(legs: readonly AssessedLeg[]): void {
  for (const leg of legs) {
    if (leg.refusal) fail(400, leg.refusal);
  }
  for (const leg of legs) {
    if (leg.sukukError) invalid({ amount: [leg.sukukError] });
  }
  for (const leg of legs) {
    if (leg.priced.principal.lte(0)) invalid({ amount: [TRADE_TEXT.notPositive] });
  }
  for (const leg of legs) {
    const first = leg.warnings[0];
    if (first) fail(400, first.message);
  }
}
