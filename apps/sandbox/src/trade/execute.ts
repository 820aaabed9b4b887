/**
 * Executing fills: checks every leg first (holdings for sells, liquidity for buys, cash for the whole set —
 * sells pay for buys in a switch), then books the ledger (sells before buys), moves positions and cash, and
 * moves the product's liquidity (a buy takes from `sell_liquidity` or the coming-soon package, a sell gives
 * back). Nothing is written unless every leg passes, so a caller can catch a {@link TradeRejection}.
 */
import type { CurrencyCode, Decimal, OrderSide } from '@bondkit/sdk-core';
import { isPartnerCustomer } from '@bondkit/sdk-core';
import { type AccountRow, type Customer, lockAccount } from '../accounts';
import type { Db } from '../db/types';
import { tradeDate } from '../shared/dates';
import { dec, money, wire, ZERO } from '../shared/decimal';
import { ApiFailure } from '../shared/errors';
import { bookCashMovement, cashBalance, postLedgerTransaction } from '../shared/ledger';
import { TRADE_TEXT } from '../shared/refusals';
import { settlementDate } from './calendar';
import { type ProductRow, packageById, productsById } from './context';
import { type PricedLeg, priceLeg } from './pricing';

/** A refused execution (400 `{"detail": …}`), with a code the matcher records on a failed order. */
export class TradeRejection extends ApiFailure {
  constructor(
    readonly code: 'insufficient_balance' | 'insufficient_liquidity' | 'insufficient_holding' | 'not_owned',
    message: string,
  ) {
    super(400, { detail: message });
    this.name = 'TradeRejection';
  }
}

export interface FillRequest {
  side: OrderSide;
  productId: number;
  principal: Decimal;
  /** the execution price per 100 nominal */
  price: Decimal;
  packageId: number | null;
}

export interface ExecutionContext {
  customer: Pick<Customer, 'customer_id' | 'partner'>;
  account: AccountRow;
  orderId: number;
  now: Date;
}

export interface ExecutedLeg extends PricedLeg {
  packageId: number | null;
  /** references of the ledger transactions booked for this leg */
  transactions: string[];
}

/** Face value of the account's open sell orders for a product (confirmed, not yet filled), other orders only. */
export async function pendingSellPrincipal(
  db: Db,
  accountId: number,
  productId: number,
  exceptOrderId: number | null = null,
): Promise<Decimal> {
  const rows = await db.query<{ pending: string }>(
    `SELECT coalesce(sum(l.notional - l.filled_notional), 0)::text AS pending
       FROM order_legs l JOIN orders o USING (order_id)
      WHERE o.account_id = $1 AND l.product_id = $2 AND l.side = 'sell' AND o.status IN ('open', 'confirm')
        AND o.confirmation_state = 'confirmed' AND o.order_id <> $3`,
    [accountId, productId, exceptOrderId ?? -1],
  );
  return dec(rows[0]?.pending ?? '0');
}

export interface PositionRow {
  principal: string;
  cost: string;
}

export async function positionOf(db: Db, accountId: number, productId: number): Promise<PositionRow | null> {
  const rows = await db.query<PositionRow>(
    'SELECT principal::text AS principal, cost::text AS cost FROM positions WHERE account_id = $1 AND product_id = $2',
    [accountId, productId],
  );
  return rows[0] ?? null;
}

function describe(product: ProductRow, principal: Decimal, price: Decimal): string {
  return `${product.company_name} ${product.isin_code}: ${wire(principal)} nominal at ${price.toFixed()}`;
}

/** Executes the fills atomically (inside the caller's database transaction). */
export async function executeFills(
  db: Db,
  ctx: ExecutionContext,
  fills: readonly FillRequest[],
): Promise<ExecutedLeg[]> {
  const { account, now } = ctx;
  await lockAccount(db, account.id);
  const products = await productsById(
    db,
    fills.map((f) => f.productId),
    true,
  );
  const trade = tradeDate(now);
  const t2 = settlementDate(now);

  // ── price and check every leg ───────────────────────────────────────────────────────────────────────
  const priced: { index: number; fill: FillRequest; leg: PricedLeg; product: ProductRow }[] = [];
  const liquidityUse = new Map<string, Decimal>();
  const sellUse = new Map<number, Decimal>();
  const cashNeed = new Map<CurrencyCode, Decimal>();
  for (const [index, fill] of fills.entries()) {
    const product = products.get(fill.productId);
    if (!product) throw new Error(`product ${fill.productId} vanished`);
    let settlement = t2;
    if (fill.packageId !== null) {
      const pkg = await packageById(db, fill.packageId, true);
      if (!pkg || pkg.product_id !== product.product_id) {
        throw new TradeRejection('insufficient_liquidity', TRADE_TEXT.insufficientLiquidity);
      }
      settlement = pkg.settlement_date;
      const key = `package:${pkg.package_id}`;
      const used = (liquidityUse.get(key) ?? ZERO).plus(fill.principal);
      if (used.gt(pkg.pending_amount)) {
        throw new TradeRejection('insufficient_liquidity', TRADE_TEXT.insufficientLiquidity);
      }
      liquidityUse.set(key, used);
    } else if (fill.side === 'buy') {
      const key = `product:${product.product_id}`;
      const used = (liquidityUse.get(key) ?? ZERO).plus(fill.principal);
      if (used.gt(product.sell_liquidity)) {
        throw new TradeRejection('insufficient_liquidity', TRADE_TEXT.insufficientLiquidity);
      }
      liquidityUse.set(key, used);
    }
    const leg = priceLeg({
      product,
      side: fill.side,
      type: 'principal',
      amount: fill.principal,
      price: fill.price,
      isPartner: isPartnerCustomer(ctx.customer),
      settlement,
    });
    if (fill.side === 'sell') {
      const position = await positionOf(db, account.id, product.product_id);
      if (!position || dec(position.principal).eq(0))
        throw new TradeRejection('not_owned', TRADE_TEXT.notOwned);
      const pending = await pendingSellPrincipal(db, account.id, product.product_id, ctx.orderId);
      const used = (sellUse.get(product.product_id) ?? ZERO).plus(leg.principal);
      if (used.gt(dec(position.principal).minus(pending))) {
        throw new TradeRejection('insufficient_holding', TRADE_TEXT.insufficientHolding);
      }
      sellUse.set(product.product_id, used);
    }
    const delta = fill.side === 'buy' ? leg.total : leg.total.times(-1);
    cashNeed.set(product.currency, (cashNeed.get(product.currency) ?? ZERO).plus(delta));
    priced.push({ index, fill, leg, product });
  }
  for (const [currency, need] of cashNeed) {
    if (need.lte(0)) continue;
    const balance = await cashBalance(db, account.id, currency);
    if (need.gt(balance)) throw new TradeRejection('insufficient_balance', TRADE_TEXT.insufficientBalance);
  }

  // ── book: sells first (their cash pays for a switch's buy) ──────────────────────────────────────────
  const ordered = [
    ...priced.filter((p) => p.fill.side === 'sell'),
    ...priced.filter((p) => p.fill.side === 'buy'),
  ];
  const executed: ExecutedLeg[] = new Array(fills.length);
  for (const { index, fill, leg, product } of ordered) {
    const base = {
      customerId: ctx.customer.customer_id,
      accountId: account.id,
      productId: product.product_id,
      orderId: ctx.orderId,
      currency: product.currency,
      tradeDate: trade,
      created: now,
    };
    const refs: string[] = [];
    const mm = leg.consideration.minus(leg.spread);
    if (fill.side === 'buy') {
      const purchase = await postLedgerTransaction(db, {
        ...base,
        type: 'purchase',
        principal: leg.principal,
        price: leg.price,
        text: `Purchase of ${describe(product, leg.principal, leg.price)}`,
        entries: [
          { book: 'customer_cash', account_id: account.id, amount: leg.consideration.times(-1) },
          { book: 'market_maker_cash', amount: mm },
          { book: 'spread_fees', amount: leg.spread },
          {
            book: 'customer_position',
            account_id: account.id,
            product_id: product.product_id,
            amount: leg.consideration,
            principal: leg.principal,
          },
          {
            book: 'market_maker_inventory',
            product_id: product.product_id,
            amount: leg.consideration.times(-1),
            principal: leg.principal.times(-1),
          },
        ],
      });
      refs.push(purchase.reference);
      if (leg.interest.gt(0)) {
        const interest = await bookCashMovement(db, {
          ...base,
          type: 'accrued_interest_paid',
          text: `Accrued interest paid on ${describe(product, leg.principal, leg.price)}`,
          amount: leg.interest.times(-1),
          counterBook: 'market_maker_cash',
        });
        refs.push(interest.reference);
      }
      if (fill.packageId !== null) {
        await db.query(
          'UPDATE pending_liquidity SET pending_amount = pending_amount - $2::numeric WHERE package_id = $1',
          [fill.packageId, wire(leg.principal)],
        );
      } else {
        await db.query(
          'UPDATE products SET sell_liquidity = sell_liquidity - $2::numeric WHERE product_id = $1',
          [product.product_id, wire(leg.principal)],
        );
      }
    } else {
      const position = await positionOf(db, account.id, product.product_id);
      const held = dec(position?.principal ?? '0');
      const cost = dec(position?.cost ?? '0');
      const costOut = leg.principal.eq(held) ? cost : money(cost.times(leg.principal).div(held));
      const sale = await postLedgerTransaction(db, {
        ...base,
        type: 'sale',
        principal: leg.principal,
        price: leg.price,
        text: `Sale of ${describe(product, leg.principal, leg.price)}`,
        entries: [
          { book: 'customer_cash', account_id: account.id, amount: leg.consideration },
          { book: 'market_maker_cash', amount: leg.consideration.plus(leg.spread).times(-1) },
          { book: 'spread_fees', amount: leg.spread },
          {
            book: 'customer_position',
            account_id: account.id,
            product_id: product.product_id,
            amount: costOut.times(-1),
            principal: leg.principal.times(-1),
          },
          {
            book: 'market_maker_inventory',
            product_id: product.product_id,
            amount: costOut,
            principal: leg.principal,
          },
        ],
      });
      refs.push(sale.reference);
      if (leg.interest.gt(0)) {
        const interest = await bookCashMovement(db, {
          ...base,
          type: 'accrued_interest_received',
          text: `Accrued interest received on ${describe(product, leg.principal, leg.price)}`,
          amount: leg.interest,
          counterBook: 'market_maker_cash',
        });
        refs.push(interest.reference);
      }
      if (leg.platformFee?.gt(0)) {
        const fee = await bookCashMovement(db, {
          ...base,
          type: 'platform_fee',
          text: `Daily platform fee on ${describe(product, leg.principal, leg.price)}`,
          amount: leg.platformFee.times(-1),
          counterBook: 'platform_fees',
        });
        refs.push(fee.reference);
      }
      await db.query(
        'UPDATE products SET sell_liquidity = sell_liquidity + $2::numeric WHERE product_id = $1',
        [product.product_id, wire(leg.principal)],
      );
    }
    executed[index] = { ...leg, packageId: fill.packageId, transactions: refs };
  }
  return executed;
}
