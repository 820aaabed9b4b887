/**
 * The trading part of the seed: every persona's opening balance as a ledger deposit, every holding as a
 * position transferred in at its buy price (so balances and positions are the ledger's sums from the
 * start), and a few resting orders so the open-orders lists have something to show:
 * - investor: a limit buy well below the market (open), a limit sell well above it on a holding (open, its
 *   principal pending), and a market buy whose price moved since it was placed (state `confirm`, with a
 *   new price to confirm);
 * - sukuk: a confirmed partner limit buy of an AED sukuk, expiring 5 business days ahead.
 * Deterministic apart from `now`.
 */
import { addBusinessDays, Decimal, formatApiDate } from '@bondkit/sdk-core';
import { dec, money, wire } from '../shared/decimal';
import { formatReference } from '../shared/references';
import type { ProductRow } from './catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedAccount {
  id: number;
  customer_id: number;
  reference: string;
  persona: string;
  position: number;
}

export interface SeedBalance {
  account_id: number;
  currency: string;
  amount: string;
}

export interface SeedHolding {
  account_id: number;
  product_id: number;
  principal: string;
}

export interface TradingSeed {
  positions: object[];
  ledgerTransactions: object[];
  ledgerEntries: object[];
  orders: object[];
  orderLegs: object[];
}

/** Products the seeded orders use, by role (also in `sandbox_meta` under `trade_markers`). */
export interface TradeMarkers {
  investorLimitBuyProductId: number | null;
  investorLimitSellProductId: number | null;
  investorConfirmProductId: number | null;
  sukukLimitBuyProductId: number | null;
}

const tradable = (p: ProductRow) =>
  p.state === 'open' &&
  p.tradeability === 'open' &&
  p.adib_product_type === null &&
  p.access_restriction_types.length === 0 &&
  Number(p.sell_liquidity) > 10000;

export function buildTradingSeed(input: {
  now: Date;
  products: readonly ProductRow[];
  accounts: readonly SeedAccount[];
  balances: readonly SeedBalance[];
  holdings: readonly SeedHolding[];
}): TradingSeed & { markers: TradeMarkers } {
  const { now, products, accounts } = input;
  const byId = new Map(products.map((p) => [p.product_id, p]));
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const out: TradingSeed = {
    positions: [],
    ledgerTransactions: [],
    ledgerEntries: [],
    orders: [],
    orderLegs: [],
  };
  let txId = 0;
  let entryId = 0;
  const entry = (transaction_id: number, e: Record<string, unknown>) => {
    out.ledgerEntries.push({
      entry_id: ++entryId,
      transaction_id,
      account_id: null,
      product_id: null,
      principal: '0.00',
      ...e,
    });
  };

  const depositAt = new Date(now.getTime() - 30 * DAY_MS);
  for (const b of input.balances) {
    const account = accountById.get(b.account_id);
    if (!account) continue;
    const id = ++txId;
    out.ledgerTransactions.push({
      transaction_id: id,
      reference: formatReference('LTX', id),
      transaction_type: 'deposit',
      customer_id: account.customer_id,
      account_id: b.account_id,
      product_id: null,
      order_id: null,
      currency: b.currency,
      amount: b.amount,
      principal: null,
      price: null,
      text: 'Opening balance',
      trade_date: formatApiDate(depositAt),
      created: depositAt.toISOString(),
    });
    entry(id, { book: 'customer_cash', account_id: b.account_id, currency: b.currency, amount: b.amount });
    entry(id, { book: 'external', currency: b.currency, amount: wire(dec(b.amount).times(-1)) });
  }

  const transferAt = new Date(now.getTime() - 20 * DAY_MS);
  for (const h of input.holdings) {
    const account = accountById.get(h.account_id);
    const product = byId.get(h.product_id);
    if (!account || !product) continue;
    const cost = wire(money(dec(h.principal).times(product.buy_price).div(100)));
    out.positions.push({ account_id: h.account_id, product_id: h.product_id, principal: h.principal, cost });
    const id = ++txId;
    out.ledgerTransactions.push({
      transaction_id: id,
      reference: formatReference('LTX', id),
      transaction_type: 'transfer_in',
      customer_id: account.customer_id,
      account_id: h.account_id,
      product_id: h.product_id,
      order_id: null,
      currency: product.currency,
      amount: '0.00',
      principal: h.principal,
      price: product.buy_price,
      text: 'Opening position',
      trade_date: formatApiDate(transferAt),
      created: transferAt.toISOString(),
    });
    entry(id, {
      book: 'customer_position',
      account_id: h.account_id,
      product_id: h.product_id,
      currency: product.currency,
      amount: cost,
      principal: h.principal,
    });
    entry(id, {
      book: 'external',
      product_id: h.product_id,
      currency: product.currency,
      amount: wire(dec(cost).times(-1)),
      principal: wire(dec(h.principal).times(-1)),
    });
  }

  // ── resting orders ─────────────────────────────────────────────────────────────────────────────────
  const markers: TradeMarkers = {
    investorLimitBuyProductId: null,
    investorLimitSellProductId: null,
    investorConfirmProductId: null,
    sukukLimitBuyProductId: null,
  };
  let orderId = 0;
  let legId = 0;
  const placedAt = new Date(now.getTime() - 2 * DAY_MS);
  const addOrder = (
    account: SeedAccount,
    order: {
      order_type: 'limit_order' | 'basic';
      status: 'open' | 'confirm';
      currency: string;
      expiry_type: string;
      expires: Date | null;
      expiry_options: object | null;
    },
    leg: {
      product_id: number;
      side: 'buy' | 'sell';
      requested_price: string | null;
      reference_price: string;
      notional: string;
      new_price?: string;
    },
  ) => {
    const id = ++orderId;
    out.orders.push({
      order_id: id,
      order_reference: formatReference('ORD', id),
      customer_id: account.customer_id,
      account_id: account.id,
      order_type: order.order_type,
      source: 'seed',
      status: order.status,
      confirmation_state: 'confirmed',
      currency: order.currency,
      expiry_type: order.expiry_type,
      expiry_options: order.expiry_options,
      expires: order.expires ? order.expires.toISOString() : null,
      failure_reason: null,
      created: placedAt.toISOString(),
      executed_at: null,
      settlement_date: null,
    });
    out.orderLegs.push({
      leg_id: ++legId,
      order_id: id,
      position: 0,
      product_id: leg.product_id,
      side: leg.side,
      requested_price: leg.requested_price,
      reference_price: leg.reference_price,
      notional: leg.notional,
      package_id: null,
      filled_notional: '0.00',
      executed_price: null,
      new_price: leg.new_price ?? null,
    });
  };
  const below = (price: string, points: string) =>
    dec(price).minus(points).round(2, Decimal.roundDown).toFixed(2);
  const above = (price: string, points: string) =>
    dec(price).plus(points).round(2, Decimal.roundUp).toFixed(2);

  const investor = accounts.find((a) => a.persona === 'investor' && a.position === 0);
  if (investor) {
    const held = new Set(input.holdings.filter((h) => h.account_id === investor.id).map((h) => h.product_id));
    const gbp = products.filter((p) => tradable(p) && p.currency === 'GBP' && !held.has(p.product_id));
    const limitBuy = gbp.at(-1);
    const confirm = gbp.at(-2);
    const sellHolding = input.holdings.filter((h) => h.account_id === investor.id).at(-1);
    const sellProduct = sellHolding ? byId.get(sellHolding.product_id) : undefined;
    if (limitBuy) {
      markers.investorLimitBuyProductId = limitBuy.product_id;
      addOrder(
        investor,
        {
          order_type: 'limit_order',
          status: 'open',
          currency: 'GBP',
          expiry_type: 'good_until_canceled',
          expires: null,
          expiry_options: null,
        },
        {
          product_id: limitBuy.product_id,
          side: 'buy',
          requested_price: below(limitBuy.buy_price, '5'),
          reference_price: limitBuy.buy_price,
          notional: '1000.00',
        },
      );
    }
    if (sellHolding && sellProduct) {
      markers.investorLimitSellProductId = sellProduct.product_id;
      addOrder(
        investor,
        {
          order_type: 'limit_order',
          status: 'open',
          currency: sellProduct.currency,
          expiry_type: 'good_until_canceled',
          expires: null,
          expiry_options: null,
        },
        {
          product_id: sellProduct.product_id,
          side: 'sell',
          requested_price: above(sellProduct.sell_price, '5'),
          reference_price: sellProduct.sell_price,
          notional: wire(dec(sellHolding.principal).div(2).round(0, Decimal.roundDown)),
        },
      );
    }
    if (confirm) {
      markers.investorConfirmProductId = confirm.product_id;
      addOrder(
        investor,
        {
          order_type: 'basic',
          status: 'confirm',
          currency: 'GBP',
          expiry_type: 'good_until_canceled',
          expires: null,
          expiry_options: null,
        },
        {
          product_id: confirm.product_id,
          side: 'buy',
          requested_price: null,
          reference_price: below(confirm.buy_price, '1'),
          notional: '1000.00',
          new_price: confirm.buy_price,
        },
      );
    }
  }

  const sukuk = accounts.find((a) => a.persona === 'sukuk' && a.position === 0);
  const aedSukuk = products.find(
    (p) =>
      p.adib_product_type !== null &&
      p.currency === 'AED' &&
      p.state === 'open' &&
      p.tradeability === 'open' &&
      (p.adib_risk_category_minimum_score ?? 9) <= 3 &&
      Number(p.sell_liquidity) >= 20000,
  );
  if (sukuk && aedSukuk) {
    markers.sukukLimitBuyProductId = aedSukuk.product_id;
    const expires = addBusinessDays(now, 5);
    addOrder(
      sukuk,
      {
        order_type: 'limit_order',
        status: 'open',
        currency: 'AED',
        expiry_type: 'expires_on_exact_datetime',
        expires,
        expiry_options: { expires_at: expires.toISOString() },
      },
      {
        product_id: aedSukuk.product_id,
        side: 'buy',
        requested_price: below(aedSukuk.buy_price, '3'),
        reference_price: aedSukuk.buy_price,
        notional: '4000.00',
      },
    );
  }
  return { ...out, markers };
}

/** Serial columns whose sequences must follow explicitly inserted ids. */
export const TRADING_SEQUENCES = [
  ['ledger_transactions', 'transaction_id'],
  ['ledger_entries', 'entry_id'],
  ['orders', 'order_id'],
  ['order_legs', 'leg_id'],
] as const;
