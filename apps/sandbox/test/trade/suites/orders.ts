/** Limit orders, expiry, cancel, confirm-new-price and the bond buy/sell order lists. */
import {
  cancelOrder,
  confirmMarketQuote,
  confirmOrder,
  createMarketQuote,
  createOrder,
  en,
  formatMessage,
  getBuyOrders,
  getOrder,
  getOrders,
  getPositions,
  getSellOrders,
  limitOrderRefusal,
  type OrderInput,
  submitBondOrderAction,
} from '@bondkit/sdk-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/index';
import type { TradeMarkers } from '../../../src/seed';
import { dec } from '../../../src/shared/decimal';
import { csrfJson } from '../../support/helpers';
import {
  AGREED,
  apiError,
  expectLedgerConsistent,
  forceMarket,
  movePrice,
  type ProductPick,
  reseedForGroup,
  submitTwice,
  type Trader,
  tradableProducts,
  trader,
  transactionsOfOrder,
} from '../../support/trade';

function limitBuy(account: string, product: ProductPick, price: string, notional = '1000.00'): OrderInput {
  return {
    investment_account_reference: account,
    order_type: 'limit_order',
    expiry_type: 'good_until_canceled',
    legs: [{ product_id: product.product_id, side: 'buy', requested_price: price, notional }],
    ...AGREED,
  };
}

const below = (price: string, points: string) => dec(price).minus(points).toFixed(2);

export function orderSuite(sandbox: () => Sandbox): void {
  describe('limit orders, expiry and bond orders', () => {
    let gbp: ProductPick[];
    let markers: TradeMarkers;
    let investor: Trader;
    let reference: string;

    reseedForGroup(sandbox, { forcesMarket: true });

    beforeAll(async () => {
      gbp = await tradableProducts(
        sandbox().db,
        "p.currency = 'GBP' AND p.adib_product_type IS NULL AND p.sell_liquidity >= 5000 AND p.buy_price > 20",
      );
      expect(gbp.length).toBeGreaterThanOrEqual(12);
      const meta = await sandbox().db.query<{ value: TradeMarkers }>(
        "SELECT value FROM sandbox_meta WHERE key = 'trade_markers'",
      );
      markers = meta[0]?.value as TradeMarkers;
      investor = await trader(sandbox(), 'investor');
      reference = (await investor.account()).reference;
    });

    it('a limit buy rests above the market and fills when the price falls to its limit', async () => {
      const product = gbp[0] as ProductPick;
      const limit = below(product.buy_price, '2');
      const order = await createOrder(investor.client, limitBuy(reference, product, limit));
      expect(order).toMatchObject({
        order_type: 'limit_order',
        status: 'open',
        confirmation_state: 'confirmed',
        expires: null,
        notional: '1000.00',
        legs: [
          { product_id: product.product_id, side: 'buy', requested_price: limit, filled_notional: '0.00' },
        ],
      });
      const listed = (await getBuyOrders(investor.client)).find((o) => o.product_id === product.product_id);
      expect(listed).toMatchObject({ state: 'open', my_bid: limit, amount: '1000.00', new_price: null });
      const before = dec(await investor.balance(reference, 'GBP'));

      // not yet: the price is still above the limit
      const nearly = await movePrice(sandbox(), { product_id: product.product_id, delta: '-1.50' });
      expect(nearly.orders[order.order_reference]).toBe('waiting');
      expect((await getOrder(investor.client, order.order_reference)).status).toBe('open');

      // the price crosses: it fills at the market price, at or below the limit
      const fillPrice = below(limit, '0.10');
      const moved = await movePrice(sandbox(), { product_id: product.product_id, delta: '-0.60' });
      expect(moved.orders[order.order_reference]).toBe('filled');
      const filled = await getOrder(investor.client, order.order_reference);
      expect(filled).toMatchObject({
        status: 'pending_settlement',
        settlement_date: '2026-11-25',
        legs: [{ filled_notional: '1000.00', executed_price: fillPrice }],
      });
      const booked = await transactionsOfOrder(sandbox().db, order.order_reference);
      expect(booked.map((t) => t.transaction_type)).toEqual(['purchase', 'accrued_interest_paid']);
      const paid = booked.reduce((sum, t) => sum.plus(t.amount), dec(0));
      expect(booked[0]?.amount).toBe(`-${dec('1000').times(fillPrice).div(100).toFixed(2)}`);
      expect(await investor.balance(reference, 'GBP')).toBe(before.plus(paid).toFixed(2));
      const [position] = await getPositions(investor.client, { product_id: product.product_id });
      expect(position?.open.principal).toBe('1000.00');
      await expectLedgerConsistent(sandbox().db);
    });

    it('a limit sell rests below its limit, keeps its principal pending, and fills when the price rises', async () => {
      const [held] = (
        await getPositions(investor.client, { investment_account_reference: reference })
      ).filter(
        (p) =>
          p.currency === 'GBP' &&
          dec(p.open.principal).gte(3000) &&
          dec(p.open.pending_sell_principal ?? '0').eq(0),
      );
      if (!held) throw new Error('no GBP holding');
      const [row] = await sandbox().db.query<{ sell_price: string }>(
        'SELECT sell_price::text AS sell_price FROM products WHERE product_id = $1',
        [held.product_id],
      );
      const limit = dec(row?.sell_price ?? '0')
        .plus(3)
        .toFixed(2);
      const order = await createOrder(investor.client, {
        investment_account_reference: reference,
        order_type: 'limit_order',
        expiry_type: 'good_until_canceled',
        legs: [{ product_id: held.product_id, side: 'sell', requested_price: limit, notional: '2000.00' }],
        ...AGREED,
      });
      expect(order.status).toBe('open');
      const [pending] = await getPositions(investor.client, { product_id: held.product_id });
      expect(pending?.open.pending_sell_principal).toBe('2000.00');
      expect(
        (await getSellOrders(investor.client)).find((o) => o.product_id === held.product_id),
      ).toMatchObject({
        state: 'open',
        my_ask: limit,
      });
      // what is pending cannot be sold again
      const sellable = dec(held.open.principal).minus(2000);
      const account = await investor.account();
      const quote = await createMarketQuote(investor.client, {
        investment_account_id: account.id,
        sells: [
          {
            product_id: held.product_id,
            type: 'principal',
            amount: sellable.plus(1).toFixed(2),
            currency: 'GBP',
          },
        ],
      });
      expect(quote.sells[0]?.warnings[0]).toMatchObject({
        code: 'insufficient_holding',
        max_amount: sellable.toFixed(2),
      });

      const moved = await movePrice(sandbox(), {
        product_id: held.product_id,
        buy_price: dec(limit).plus(1).toFixed(2),
        sell_price: limit,
      });
      expect(moved.orders[order.order_reference]).toBe('filled');
      const [after] = await getPositions(investor.client, { product_id: held.product_id });
      expect(after?.open).toMatchObject({
        principal: dec(held.open.principal).minus(2000).toFixed(2),
        pending_sell_principal: '0.00',
      });
      const booked = await transactionsOfOrder(sandbox().db, order.order_reference);
      expect(booked.map((t) => t.transaction_type)).toEqual(['sale', 'accrued_interest_received']);
      await expectLedgerConsistent(sandbox().db);
    });

    it('orders expiring at market close, after a time delta or at an exact time expire with the clock', async () => {
      const product = gbp[1] as ProductPick;
      const limit = below(product.buy_price, '5');
      const atClose = await createOrder(investor.client, {
        ...limitBuy(reference, product, limit),
        expiry_type: 'expires_at_market_close',
      });
      expect(atClose.expires).toBe('2026-11-23T16:30:00.000Z');
      const inAnHour = await createOrder(investor.client, {
        ...limitBuy(reference, product, limit),
        expiry_type: 'expires_in_timedelta',
        expiry_options: { timedelta_seconds: 3600 },
      });
      const exact = await createOrder(investor.client, {
        ...limitBuy(reference, product, limit),
        expiry_type: 'expires_on_exact_datetime',
        expiry_options: { expires_at: '2026-11-25T12:00:00+00:00' },
      });
      expect(exact.expires).toBe('2026-11-25T12:00:00.000Z');
      const forever = await createOrder(investor.client, limitBuy(reference, product, limit));
      const missing = await apiError(
        createOrder(investor.client, {
          ...limitBuy(reference, product, limit),
          expiry_type: 'expires_on_exact_datetime',
        }),
        400,
      );
      expect(missing.fieldErrors).toEqual({
        'expiry_options.expires_at': ['This field is required for this expiry type.'],
      });

      const status = async (ref: string) => (await getOrder(investor.client, ref)).status;
      sandbox().clock.set('2026-11-23T10:59:50Z');
      expect(await status(inAnHour.order_reference)).toBe('open');
      sandbox().clock.set('2026-11-23T11:00:30Z');
      expect(await status(inAnHour.order_reference)).toBe('expired');
      expect(await status(atClose.order_reference)).toBe('open');
      sandbox().clock.set('2026-11-23T16:31:00Z');
      expect(await status(atClose.order_reference)).toBe('expired');
      expect(await status(exact.order_reference)).toBe('open');
      sandbox().clock.set('2026-11-25T12:00:01Z');
      expect(await status(exact.order_reference)).toBe('expired');
      sandbox().clock.set('2026-12-02T10:00:00Z');
      expect(await status(forever.order_reference)).toBe('open');
      expect(
        (await getOrders(investor.client, { status: 'expired' })).map((o) => o.order_reference).sort(),
      ).toEqual([atClose, inAnHour, exact].map((o) => o.order_reference).sort());

      // an expired order never fills; the good-until-cancelled one does
      const moved = await movePrice(sandbox(), { product_id: product.product_id, delta: '-6' });
      expect(moved.orders[forever.order_reference]).toBe('filled');
      expect(moved.orders[exact.order_reference]).toBeUndefined();
      expect(await status(exact.order_reference)).toBe('expired');
    });

    it('cancels open orders, through orders/ and the bond-order action, and a cancelled order never fills', async () => {
      const product = gbp[2] as ProductPick;
      const limit = below(product.buy_price, '4');
      const first = await createOrder(investor.client, limitBuy(reference, product, limit));
      const second = await createOrder(investor.client, limitBuy(reference, product, limit, '500.00'));
      expect((await cancelOrder(investor.client, first.order_reference)).status).toBe('cancelled');
      await apiError(
        cancelOrder(investor.client, first.order_reference),
        400,
        'This order can no longer be cancelled.',
      );

      const row = (await getBuyOrders(investor.client)).find(
        (o) => o.amount === '500.00' && o.product_id === product.product_id,
      );
      if (!row) throw new Error('second order not listed');
      const cancelled = await submitBondOrderAction(investor.client, {
        side: 'buy',
        id: row.id,
        action: 'cancel',
      });
      expect(cancelled.id).toBe(row.id);
      expect((await getOrder(investor.client, second.order_reference)).status).toBe('cancelled');
      expect((await getBuyOrders(investor.client)).find((o) => o.id === row.id)).toBeUndefined();

      const moved = await movePrice(sandbox(), { product_id: product.product_id, delta: '-5' });
      expect(moved.orders).toEqual({});
      expect(await transactionsOfOrder(sandbox().db, first.order_reference)).toEqual([]);
    });

    it('confirms a new price: the seeded order and a market order whose price moved while it rested', async () => {
      // the seeded order waits in state confirm with its new price
      const seeded = (await getBuyOrders(investor.client)).find(
        (o) => o.product_id === markers.investorConfirmProductId && o.state === 'confirm',
      );
      expect(seeded?.new_price).toMatch(/^\d+\.\d{2}$/);
      if (!seeded) throw new Error('seeded confirm order missing');
      const confirmed = await submitBondOrderAction(investor.client, {
        side: 'buy',
        id: seeded.id,
        action: 'confirm',
      });
      expect(confirmed).toMatchObject({
        state: 'pending_settlement',
        price: seeded.new_price,
        settlement_date: '2026-11-25',
      });

      // a market order placed while the market is closed rests; the price moves more than 0.5 before it runs
      const product = gbp[3] as ProductPick;
      await forceMarket(sandbox(), 'closed');
      const order = await createOrder(investor.client, {
        investment_account_reference: reference,
        order_type: 'basic',
        expiry_type: 'good_until_canceled',
        legs: [{ product_id: product.product_id, side: 'buy', requested_price: null, notional: '1000.00' }],
        ...AGREED,
      });
      expect(order.status).toBe('open');
      await forceMarket(sandbox(), 'open');
      const newPrice = dec(product.buy_price).plus(1).toFixed(2);
      const moved = await movePrice(sandbox(), { product_id: product.product_id, buy_price: newPrice });
      expect(moved.orders[order.order_reference]).toBe('confirm');
      expect((await getOrder(investor.client, order.order_reference)).status).toBe('confirm');
      const row = (await getBuyOrders(investor.client)).find((o) => o.product_id === product.product_id);
      expect(row).toMatchObject({
        state: 'confirm',
        new_price: newPrice,
        my_bid: dec(product.buy_price).toFixed(2),
      });
      if (!row) throw new Error('no row');

      // it moves again beyond 0.5: confirming answers that the price changed and shows the newer price
      const newer = dec(newPrice).plus('0.75').toFixed(2);
      await movePrice(sandbox(), { product_id: product.product_id, buy_price: newer });
      await apiError(
        submitBondOrderAction(investor.client, { side: 'buy', id: row.id, action: 'confirm' }),
        400,
        'The price has changed. Please review the new quote.',
      );
      expect((await getBuyOrders(investor.client)).find((o) => o.id === row.id)?.new_price).toBe(newer);
      const before = dec(await investor.balance(reference, 'GBP'));
      const done = await submitBondOrderAction(investor.client, {
        side: 'buy',
        id: row.id,
        action: 'confirm',
      });
      expect(done).toMatchObject({ state: 'pending_settlement', price: newer });
      const booked = await transactionsOfOrder(sandbox().db, order.order_reference);
      expect(booked[0]?.amount).toBe(`-${dec('1000').times(newer).div(100).toFixed(2)}`);
      const paid = booked.reduce((sum, t) => sum.plus(t.amount), dec(0));
      expect(await investor.balance(reference, 'GBP')).toBe(before.plus(paid).toFixed(2));
      // nothing left to confirm
      await apiError(
        submitBondOrderAction(investor.client, { side: 'buy', id: row.id, action: 'confirm' }),
        400,
        'This order has no new price to confirm.',
      );
      await expectLedgerConsistent(sandbox().db);
    });

    it('an order whose cash is gone by the time it fills fails and books nothing', async () => {
      const isa = await trader(sandbox(), 'isa-restricted');
      const account = await isa.account('individual');
      const product = gbp
        .slice(9)
        .find((p) => dec(p.buy_price).lt(110) && dec(p.buy_price).gt(60)) as ProductPick;
      const limit = below(product.buy_price, '1');
      // 3,000 of face fits the 4,000 cash now…
      const order = await createOrder(isa.client, limitBuy(account.reference, product, limit, '3000.00'));
      expect(order.status).toBe('open');
      // …but the cash is spent before the price comes down
      const other = gbp.slice(9).find((p) => p !== product) as ProductPick;
      await confirmMarketQuote(isa.client, {
        investment_account_id: account.id,
        buys: [{ product_id: other.product_id, type: 'gross', amount: '3000.00', currency: 'GBP' }],
      });
      const balance = await isa.balance(account.reference, 'GBP');
      const moved = await movePrice(sandbox(), { product_id: product.product_id, delta: '-1.50' });
      expect(moved.orders[order.order_reference]).toBe('failed');
      expect((await getOrder(isa.client, order.order_reference)).status).toBe('failed');
      expect((await getBuyOrders(isa.client)).find((o) => o.product_id === product.product_id)?.state).toBe(
        'transaction_failed',
      );
      expect(await transactionsOfOrder(sandbox().db, order.order_reference)).toEqual([]);
      expect(await isa.balance(account.reference, 'GBP')).toBe(balance);
      // and a buy beyond the cash is refused up front
      await apiError(
        createOrder(isa.client, limitBuy(account.reference, product, limit, '5000.00')),
        400,
        'Your account balance is not enough for this order.',
      );
    });

    it('a standard order placed without the agreements waits for them before it can fill', async () => {
      const product = gbp[6] as ProductPick;
      const limit = below(product.buy_price, '1');
      const {
        has_accepted_investor_agreement: _a,
        has_accepted_fractional_bonds_agreement: _b,
        ...bare
      } = limitBuy(reference, product, limit);
      const order = await createOrder(investor.client, bare);
      expect(order.confirmation_state).toBe('unconfirmed');
      expect(
        (await getBuyOrders(investor.client)).find((o) => o.product_id === product.product_id),
      ).toBeUndefined();
      const moved = await movePrice(sandbox(), { product_id: product.product_id, delta: '-1' });
      expect(moved.orders[order.order_reference]).toBeUndefined();
      const refused = await apiError(
        confirmOrder(investor.client, order.order_reference, { has_accepted_investor_agreement: true }),
        400,
      );
      expect(refused.fieldErrors).toEqual({
        has_accepted_fractional_bonds_agreement: ['You must accept this agreement to continue.'],
      });
      const confirmed = await confirmOrder(investor.client, order.order_reference, AGREED);
      // the price is at its limit already: confirming fills it
      expect(confirmed).toMatchObject({ confirmation_state: 'confirmed', status: 'pending_settlement' });
      await apiError(
        confirmOrder(investor.client, order.order_reference, AGREED),
        400,
        'This has already been confirmed.',
      );
    });

    it('limit orders are refused outside trading hours with the ticket’s text (sdk-core’s limitOrderRefusal) and while suspended; one placed while open rests through the close', async () => {
      const product = gbp[7] as ProductPick;
      // placed while the market is open, below the market: it rests
      const order = await createOrder(
        investor.client,
        limitBuy(reference, product, dec(product.buy_price).minus(1).toFixed(2)),
      );
      expect(order.status).toBe('open');
      await forceMarket(sandbox(), 'closed');
      // the market object says so, and a new limit order is refused with the text the ticket shows
      const market = (await (await sandbox().fetch('/api/market/')).json()) as {
        are_limit_orders_allowed: boolean;
      };
      expect(market.are_limit_orders_allowed).toBe(false);
      const outside = formatMessage(en, limitOrderRefusal({ state_now: 'closed' }, new Date())!.code);
      expect(outside).toBe('Outside of market trading hours');
      await apiError(
        createOrder(investor.client, limitBuy(reference, product, dec(product.buy_price).plus(1).toFixed(2))),
        400,
        outside,
      );
      // the resting order waits: a price move while closed runs nothing, the reopened market fills it
      expect(
        (await movePrice(sandbox(), { product_id: product.product_id, delta: '-1' })).orders[
          order.order_reference
        ],
      ).toBe('closed');
      await forceMarket(sandbox(), 'open');
      const match = await (await sandbox().fetch('/sandbox/orders/match', { method: 'POST' })).json();
      expect((match as { orders: Record<string, string> }).orders[order.order_reference]).toBe('filled');
      // closed by the clock alone (Saturday), not forced: refused the same way
      await forceMarket(sandbox(), 'auto');
      const weekday = sandbox().clock.now().toISOString();
      sandbox().clock.set('2026-11-28T12:00:00Z');
      await apiError(createOrder(investor.client, limitBuy(reference, product, '1.00')), 400, outside);
      sandbox().clock.set(weekday);
      await forceMarket(sandbox(), 'suspended');
      await apiError(
        createOrder(investor.client, limitBuy(reference, product, '1.00')),
        400,
        'The market is currently suspended',
      );
    });

    it('an Idempotency-Key makes a repeated order creation answer the first order', async () => {
      const product = gbp[8] as ProductPick;
      const input = limitBuy(reference, product, below(product.buy_price, '3'));
      const a = await submitTwice(() =>
        createOrder(investor.client, input, { idempotencyKey: 'order-key-1' }),
      );
      const again = await investor.fetch('/api/orders/', {
        method: 'POST',
        headers: { ...csrfJson(investor.fetch), 'Idempotency-Key': 'order-key-1' },
        body: JSON.stringify(input),
      });
      expect(again.status).toBe(201);
      expect(((await again.json()) as { order_reference: string }).order_reference).toBe(a.order_reference);
      const mine = (await getOrders(investor.client)).filter(
        (o) => o.legs[0]?.product_id === product.product_id,
      );
      expect(mine).toHaveLength(1);
    });
  });
}
