/** `orders/`: list, detail, create (limit and market orders with legs), confirm, challenge and cancel. */
import {
  isPartnerCustomer,
  limitOrderConfirmationStates,
  orderInputSchema,
  orderStatuses,
  tradeConfirmInputSchema,
} from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { accountById, accountByReference, lockAccount } from '../accounts';
import { requireUser } from '../auth';
import { dec, wire } from '../shared/decimal';
import { queryChoice } from '../shared/edge';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { idempotentResponse, withIdempotency } from '../shared/idempotency';
import { TRADE_TEXT } from '../shared/refusals';
import { parseBody } from '../shared/validation';
import { productsChanged, type SandboxEnv, type SandboxState } from '../state';
import { type AssessedLeg, assessLegs, type LegRequest } from './assess';
import { checkConfirmation, countWrongConfirmationCode } from './confirmation';
import {
  loadTrader,
  marketStateFor,
  productsById,
  refuseCustomer,
  refuseLimitOrderOutsideHours,
  tradeabilityRefusal,
} from './context';
import { tryFill } from './fills';
import {
  cancelOrder,
  expireOrders,
  expiryOf,
  insertOrder,
  type LegRow,
  loadOrder,
  loadOrders,
  orderByReference,
  reportedStatus,
  serialiseOrder,
} from './orders';
import { sendChallenge } from './otp';
import { marketPrice } from './pricing';

/** A stored order leg as a priced leg request (its remaining notional, at its limit or the market). */
function legRequestOf(leg: LegRow, index: number): LegRequest {
  const remaining = dec(leg.notional).minus(leg.filled_notional);
  return {
    side: leg.side,
    productId: leg.product_id,
    packageId: leg.package_id,
    type: 'principal',
    amountText: wire(remaining),
    amount: remaining,
    price: leg.requested_price === null ? null : dec(leg.requested_price),
    currency: null,
    field: `legs.${index}`,
  };
}

/**
 * Refuses an order's legs when placed and again when confirmed: a product not tradeable on its side (400),
 * the partner's sukuk amounts (400 on `amount`), cash or holdings short (400).
 */
function refuseOrderLegs(legs: readonly AssessedLeg[]): void {
  for (const leg of legs) {
    const refusal = tradeabilityRefusal(leg.product, leg.request.side, leg.request.packageId);
    if (refusal) fail(400, refusal);
    if (leg.sukukError) invalid({ amount: [leg.sukukError] });
    const blocking = leg.warnings.find(
      (w) => w.code === 'insufficient_balance' || w.code === 'insufficient_holding',
    );
    if (blocking) fail(400, blocking.message);
  }
}

/** What `GET orders/?status=` filters by: an order's status or its confirmation state. */
const ORDER_FILTERS = [...orderStatuses, ...limitOrderConfirmationStates] as const;

export function orderRoutes(state: SandboxState): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/orders/', async (c) => {
    const user = requireUser(c);
    const now = state.clock.now();
    await expireOrders(state.db, now);
    const status = queryChoice(c, 'status', ORDER_FILTERS);
    const accountReference = c.req.query('investment_account_reference');
    const orders = await loadOrders(state.db, 'o.customer_id = $1', [user.customer_id]);
    const list = orders
      .map((o) => serialiseOrder(o, now))
      .filter((o) => !status || o.status === status || o.confirmation_state === status)
      .filter((o) => !accountReference || o.investment_account_reference === accountReference)
      .reverse();
    return c.json(list);
  });

  app.get('/orders/:reference/', async (c) => {
    const user = requireUser(c);
    const now = state.clock.now();
    await expireOrders(state.db, now);
    return c.json(
      serialiseOrder(await orderByReference(state.db, user.customer_id, c.req.param('reference')), now),
    );
  });

  app.post('/orders/', async (c) => {
    const customer = await loadTrader(c, state.db);
    const input = parseBody(orderInputSchema, await readJsonObject(c.req.raw));
    const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
      const now = state.clock.now();
      const account = await accountByReference(tx, customer, input.investment_account_reference);
      await lockAccount(tx, account.id);
      const sides = new Set(input.legs.map((l) => l.side));
      if (input.order_type === 'switch_trade' && (sides.size !== 2 || input.legs.length !== 2)) {
        invalid({ legs: [TRADE_TEXT.switchShape] });
      }
      input.legs.forEach((leg, i) => {
        if (input.order_type === 'limit_order' && leg.requested_price === null) {
          invalid({ [`legs.${i}.requested_price`]: ['A limit order needs a price.'] });
        }
        if (dec(leg.notional).lte(0)) invalid({ [`legs.${i}.notional`]: [TRADE_TEXT.notPositive] });
      });
      const requests: LegRequest[] = input.legs.map((leg, i) => ({
        side: leg.side,
        productId: leg.product_id,
        packageId: leg.package_id ?? null,
        type: 'principal',
        amountText: leg.notional,
        amount: dec(leg.notional),
        price: leg.requested_price === null ? null : dec(leg.requested_price),
        currency: null,
        field: `legs.${i}`,
      }));
      const legs = await assessLegs(tx, state, customer, account, requests);
      const currencies = new Set(legs.map((l) => l.product.currency));
      if (currencies.size !== 1) invalid({ legs: [TRADE_TEXT.switchCurrency] });
      const currency = legs[0]?.product.currency;
      if (!currency) invalid({ legs: [TRADE_TEXT.noLegs] });
      refuseCustomer(
        customer,
        account,
        legs.map((l) => ({ side: l.request.side, product: l.product })),
        now,
      );
      if (marketStateFor(state, currency) === 'suspended') fail(400, TRADE_TEXT.marketSuspended);
      // 002 §5.2: no limit order outside trading hours (the ticket's rule, the same text)
      if (input.order_type === 'limit_order') refuseLimitOrderOutsideHours(state, currency);
      refuseOrderLegs(legs);
      const expires = expiryOf(input.expiry_type, input.expiry_options, now);
      const standardAgreed =
        input.has_accepted_investor_agreement === true &&
        input.has_accepted_fractional_bonds_agreement === true;
      const confirmed = !isPartnerCustomer(customer) && standardAgreed;
      const order = await insertOrder(tx, {
        customerId: customer.customer_id,
        account,
        orderType: input.order_type,
        source: 'order',
        confirmationState: confirmed ? 'confirmed' : 'unconfirmed',
        currency,
        expiryType: input.expiry_type,
        expiryOptions: input.expiry_options ?? null,
        expires,
        legs: legs.map((l) => ({
          productId: l.product.product_id,
          side: l.request.side,
          requestedPrice: l.request.price,
          referencePrice: marketPrice(l.product, l.request.side),
          notional: l.priced.principal,
          packageId: l.request.packageId,
        })),
        now,
      });
      if (confirmed) await tryFill(tx, state, order.id);
      return { status: 201 as const, body: serialiseOrder(await loadOrder(tx, order.id), now) };
    });
    if (!result.replayed) productsChanged(state);
    return idempotentResponse(c, result);
  });

  app.post('/orders/:reference/confirm/', async (c) => {
    const customer = await loadTrader(c, state.db);
    const body = parseBody(tradeConfirmInputSchema, await readJsonObject(c.req.raw));
    const codeTarget = { kind: 'order', reference: c.req.param('reference') } as const;
    await countWrongConfirmationCode(state.db, customer, codeTarget, body, state.clock.now());
    const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
      const now = state.clock.now();
      const order = await orderByReference(tx, customer.customer_id, c.req.param('reference'), true);
      if (order.confirmation_state === 'confirmed') fail(400, TRADE_TEXT.alreadyConfirmed);
      const status = reportedStatus(order, now);
      if (status === 'expired') fail(400, TRADE_TEXT.quoteExpired);
      if (status !== 'open') fail(400, TRADE_TEXT.notCancellable);
      const account = await accountById(tx, customer, order.account_id, 'investment_account_reference', true);
      const products = await productsById(
        tx,
        order.legs.map((l) => l.product_id),
      );
      const legs = order.legs.map((l) => {
        const product = products.get(l.product_id);
        if (!product) throw new Error('product vanished');
        return { side: l.side, product };
      });
      const target = { kind: 'order', reference: order.order_reference } as const;
      await checkConfirmation(tx, customer, account, target, body, legs, now);
      if (marketStateFor(state, order.currency) === 'suspended') fail(400, TRADE_TEXT.marketSuspended);
      // the limits again where the order is confirmed (the account locked): the sukuk amounts, cash, holdings
      const assessed = await assessLegs(tx, state, customer, account, order.legs.map(legRequestOf), {
        exceptOrderId: order.order_id,
      });
      refuseOrderLegs(assessed);
      await tx.query("UPDATE orders SET confirmation_state = 'confirmed' WHERE order_id = $1", [
        order.order_id,
      ]);
      await tryFill(tx, state, order.order_id);
      return { status: 200 as const, body: serialiseOrder(await loadOrder(tx, order.order_id), now) };
    });
    if (!result.replayed) productsChanged(state);
    return idempotentResponse(c, result);
  });

  app.post('/orders/:reference/challenge/', async (c) => {
    const customer = await loadTrader(c, state.db);
    const order = await orderByReference(state.db, customer.customer_id, c.req.param('reference'));
    if (order.confirmation_state === 'confirmed') fail(400, TRADE_TEXT.alreadyConfirmed);
    return c.json(await sendChallenge(state.db, customer, 'order', order.order_reference, state.clock.now()));
  });

  app.post('/orders/:reference/cancel/', async (c) => {
    const customer = await loadTrader(c, state.db);
    const body = await state.db.transaction(async (tx) => {
      const now = state.clock.now();
      const order = await orderByReference(tx, customer.customer_id, c.req.param('reference'), true);
      await cancelOrder(tx, order, now);
      return serialiseOrder(await loadOrder(tx, order.order_id), now);
    });
    return c.json(body);
  });

  return app;
}
