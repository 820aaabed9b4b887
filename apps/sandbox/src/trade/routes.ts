/**
 * The trading API under /api (002 §7, 001 §7; the contract is sdk-core's `trade/README.md`):
 * `market/quote/`, `orders/` with confirm / challenge / cancel, `rfqs/` with quote confirm / challenge,
 * `rfq-packages/` (switches), `buy-orders/` and `sell-orders/` with their action, `products/{ref}/transactions/`
 * and `customers/me/positions/`. Every answer parses with sdk-core's trade schemas (the tests assert it).
 */
import {
  bondOrderActionInputSchema,
  type OrderSide,
  orderInputSchema,
  type Position,
  type ProductTransaction,
  type Quote,
  quoteInputSchema,
  rfqInputSchema,
  rfqPackageInputSchema,
  tradeConfirmInputSchema,
} from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { requireUser } from '../auth/middleware';
import { dec, wire, wirePrice } from '../shared/decimal';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { idempotentResponse, withIdempotency } from '../shared/idempotency';
import { formatReference } from '../shared/references';
import { parseBody } from '../shared/validation';
import type { SandboxEnv, SandboxState } from '../state';
import { assessLegs, type LegRequest, refuseExecution, switchSummary, toQuoteLeg } from './assess';
import { settlementDate } from './calendar';
import {
  accountById,
  accountByReference,
  loadCustomer,
  lockAccount,
  marketStateFor,
  productByReference,
  productsById,
  refuseCustomer,
  refuseReadOnly,
  requireMarketOpen,
  tradeabilityRefusal,
} from './context';
import { executeFills, pendingSellPrincipal } from './execute';
import { TRADE_TEXT } from './messages';
import {
  bondOrderOfLeg,
  bondOrders,
  cancelOrder,
  confirmNewPrice,
  expireOrders,
  expiryOf,
  insertOrder,
  loadOrder,
  loadOrders,
  markFilled,
  orderByReference,
  orderOfLeg,
  reportedStatus,
  serialiseOrder,
  tryFill,
} from './orders';
import { sendChallenge } from './otp';
import { marketPrice } from './pricing';
import {
  checkConfirmation,
  confirmPackage,
  confirmRfq,
  insertPackage,
  insertRfq,
  packageById,
  packageByReference,
  refuseMovedPrice,
  rfqById,
  rfqLegRequest,
  rfqQuoteByReference,
} from './rfqs';

/** How long a transient market quote is good for. */
export const QUOTE_SECONDS = 60;

/** Product data (liquidity, prices) changed: the market's cached lists are rebuilt. */
export function productsChanged(state: SandboxState): void {
  state.dataVersion++;
}

/** /api trading routes. */
export function tradeRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();

  // ── market/quote/ ──────────────────────────────────────────────────────────────────────────────────
  app.post('/market/quote/', async (c) => {
    const customer = await loadCustomer(c, state.db);
    refuseReadOnly(customer);
    const input = parseBody(quoteInputSchema, await readJsonObject(c.req.raw));
    if (input.customer_id !== undefined && input.customer_id !== customer.customer_id) {
      invalid({ customer_id: [TRADE_TEXT.invalidAccount] });
    }
    if (input.buys.length + input.sells.length === 0) invalid({ non_field_errors: [TRADE_TEXT.noLegs] });
    const requests: LegRequest[] = [
      ...input.sells.map((leg, i) => ({ leg, side: 'sell' as const, field: `sells.${i}` })),
      ...input.buys.map((leg, i) => ({ leg, side: 'buy' as const, field: `buys.${i}` })),
    ].map(({ leg, side, field }) => ({
      side,
      productId: leg.product_id,
      packageId: leg.package_id ?? null,
      type: leg.type,
      amountText: leg.amount,
      amount: dec(leg.amount),
      price: leg.price ? dec(leg.price) : null,
      currency: leg.currency,
      field,
    }));

    const quoteOf = async (db: typeof state.db, confirm: boolean) => {
      const account = await accountById(db, customer, input.investment_account_id);
      if (confirm) await lockAccount(db, account.id);
      const legs = await assessLegs(db, state, customer, account, requests);
      return { account, legs };
    };
    const body = (legs: Awaited<ReturnType<typeof quoteOf>>['legs'], extra: Partial<Quote>): Quote => {
      const settlement =
        legs
          .map((l) => l.priced.settlement)
          .sort()
          .at(-1) ?? settlementDate(state.clock.now());
      return {
        quote_reference: null,
        rfq_reference: null,
        investment_account_id: input.investment_account_id,
        buys: legs.filter((l) => l.request.side === 'buy').map(toQuoteLeg),
        sells: legs.filter((l) => l.request.side === 'sell').map(toQuoteLeg),
        settlement_date: settlement,
        ...(switchSummary(legs) ?? {}),
        ...extra,
      };
    };

    if (!input.confirm) {
      const { legs } = await quoteOf(state.db, false);
      const expires = new Date(state.clock.now().getTime() + QUOTE_SECONDS * 1000).toISOString();
      return c.json(body(legs, { expires_at: expires, confirmed: false }));
    }

    const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
      const now = state.clock.now();
      const { account, legs } = await quoteOf(tx, true);
      refuseCustomer(
        customer,
        account,
        legs.map((l) => ({ side: l.request.side, product: l.product })),
        now,
      );
      refuseExecution(legs);
      // a requested price executes only while the market is within ± 0.5 of it (002 §9)
      for (const leg of legs) {
        if (leg.request.price !== null)
          refuseMovedPrice(leg.product, leg.request.side, leg.request.price.toFixed());
      }
      const currency = legs[0]?.product.currency;
      if (!currency) invalid({ non_field_errors: [TRADE_TEXT.noLegs] });
      const order = await insertOrder(tx, {
        customerId: customer.customer_id,
        account,
        orderType: input.buys.length > 0 && input.sells.length > 0 ? 'switch_trade' : 'basic',
        source: 'quote',
        confirmationState: 'confirmed',
        currency,
        expiryType: 'good_until_canceled',
        expiryOptions: null,
        expires: null,
        legs: legs.map((l) => ({
          productId: l.product.product_id,
          side: l.request.side,
          requestedPrice: l.request.price,
          referencePrice: l.priced.price,
          notional: l.priced.principal,
          packageId: l.request.packageId,
        })),
        now,
      });
      const executed = await executeFills(
        tx,
        { customer, account, orderId: order.id, now },
        legs.map((l) => ({
          side: l.request.side,
          productId: l.product.product_id,
          principal: l.priced.principal,
          price: l.priced.price,
          packageId: l.request.packageId,
        })),
      );
      await markFilled(tx, order.id, executed, now);
      return {
        status: 201 as const,
        body: body(legs, {
          quote_reference: formatReference('QTE', order.id),
          order_reference: order.reference,
          confirmed: true,
          expires_at: null,
        }),
      };
    });
    if (!result.replayed) productsChanged(state);
    return idempotentResponse(c, result);
  });

  // ── orders/ ────────────────────────────────────────────────────────────────────────────────────────
  app.get('/orders/', async (c) => {
    const user = requireUser(c);
    const now = state.clock.now();
    await expireOrders(state.db, now);
    const status = c.req.query('status');
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
    const customer = await loadCustomer(c, state.db);
    refuseReadOnly(customer);
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
      for (const leg of legs) {
        const refusal = tradeabilityRefusal(leg.product, leg.request.side, leg.request.packageId);
        if (refusal) fail(400, refusal);
        if (leg.sukukError) invalid({ amount: [leg.sukukError] });
        const blocking = leg.warnings.find(
          (w) => w.code === 'insufficient_balance' || w.code === 'insufficient_holding',
        );
        if (blocking) fail(400, blocking.message);
      }
      const expires = expiryOf(input.expiry_type, input.expiry_options, now);
      const standardAgreed =
        input.has_accepted_investor_agreement === true &&
        input.has_accepted_fractional_bonds_agreement === true;
      const confirmed = customer.partner === null && standardAgreed;
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
    const customer = await loadCustomer(c, state.db);
    refuseReadOnly(customer);
    const body = parseBody(tradeConfirmInputSchema, await readJsonObject(c.req.raw));
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
      const buyLeg = legs.find((l) => l.side === 'buy') ?? legs[0] ?? null;
      await checkConfirmation(
        tx,
        customer,
        { kind: 'order', reference: order.order_reference },
        body,
        buyLeg,
        now,
      );
      refuseCustomer(customer, account, legs, now);
      if (marketStateFor(state, order.currency) === 'suspended') fail(400, TRADE_TEXT.marketSuspended);
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
    const customer = await loadCustomer(c, state.db);
    refuseReadOnly(customer);
    const order = await orderByReference(state.db, customer.customer_id, c.req.param('reference'));
    if (order.confirmation_state === 'confirmed') fail(400, TRADE_TEXT.alreadyConfirmed);
    return c.json(await sendChallenge(state.db, customer, 'order', order.order_reference, state.clock.now()));
  });

  app.post('/orders/:reference/cancel/', async (c) => {
    const customer = await loadCustomer(c, state.db);
    refuseReadOnly(customer);
    const body = await state.db.transaction(async (tx) => {
      const now = state.clock.now();
      const order = await orderByReference(tx, customer.customer_id, c.req.param('reference'), true);
      await cancelOrder(tx, order, now);
      return serialiseOrder(await loadOrder(tx, order.order_id), now);
    });
    return c.json(body);
  });

  // ── rfqs/ ──────────────────────────────────────────────────────────────────────────────────────────
  app.post('/rfqs/', async (c) => {
    const customer = await loadCustomer(c, state.db);
    refuseReadOnly(customer);
    const input = parseBody(rfqInputSchema, await readJsonObject(c.req.raw));
    const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
      const now = state.clock.now();
      const account = await accountByReference(tx, customer, input.investment_account_reference);
      const product = await productByReference(tx, input.product_reference);
      if (dec(input.notional_amount).lte(0)) invalid({ notional_amount: [TRADE_TEXT.notPositive] });
      if (!input.transient) {
        refuseCustomer(customer, account, [{ side: input.quote_type, product }], now);
        requireMarketOpen(state, product.currency);
        const refusal = tradeabilityRefusal(product, input.quote_type, null);
        if (refusal) fail(400, refusal);
      }
      const [leg] = await assessLegs(tx, state, customer, account, [
        rfqLegRequest(input, product.product_id, 'rfq'),
      ]);
      if (!leg) throw new Error('no leg');
      if (!input.transient && leg.sukukError) invalid({ notional_amount: [leg.sukukError] });
      const rfqId = await insertRfq(tx, input, leg, customer, account, null, now);
      return { status: 201 as const, body: await rfqById(tx, rfqId, now) };
    });
    return idempotentResponse(c, result);
  });

  app.post('/rfqs/:reference/quotes/:quote/confirm/', async (c) => {
    const customer = await loadCustomer(c, state.db);
    refuseReadOnly(customer);
    const body = parseBody(tradeConfirmInputSchema, await readJsonObject(c.req.raw));
    const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
      const { rfq, quote } = await rfqQuoteByReference(
        tx,
        customer.customer_id,
        c.req.param('reference'),
        c.req.param('quote'),
      );
      const account = await accountById(tx, customer, rfq.account_id, 'investment_account_reference', true);
      return { status: 200 as const, body: await confirmRfq(tx, state, customer, account, rfq, quote, body) };
    });
    if (!result.replayed) productsChanged(state);
    return idempotentResponse(c, result);
  });

  app.post('/rfqs/:reference/quotes/:quote/challenge/', async (c) => {
    const customer = await loadCustomer(c, state.db);
    refuseReadOnly(customer);
    const challenge = await state.db.transaction(async (tx) => {
      const { quote } = await rfqQuoteByReference(
        tx,
        customer.customer_id,
        c.req.param('reference'),
        c.req.param('quote'),
      );
      return sendChallenge(tx, customer, 'rfq_quote', quote.quote_reference, state.clock.now());
    });
    return c.json(challenge);
  });

  // ── rfq-packages/ (switches) ───────────────────────────────────────────────────────────────────────
  app.post('/rfq-packages/', async (c) => {
    const customer = await loadCustomer(c, state.db);
    refuseReadOnly(customer);
    const input = parseBody(rfqPackageInputSchema, await readJsonObject(c.req.raw));
    const sells = input.rfqs.filter((r) => r.quote_type === 'sell');
    const buys = input.rfqs.filter((r) => r.quote_type === 'buy');
    const [sell] = sells;
    const [buy] = buys;
    if (sells.length !== 1 || buys.length !== 1 || !sell || !buy) invalid({ rfqs: [TRADE_TEXT.switchShape] });
    const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
      const now = state.clock.now();
      const account = await accountByReference(tx, customer, input.investment_account_reference);
      const sellProduct = await productByReference(tx, sell.product_reference, 'rfqs.0.product_reference');
      const buyProduct = await productByReference(tx, buy.product_reference, 'rfqs.1.product_reference');
      if (sellProduct.currency !== buyProduct.currency) invalid({ rfqs: [TRADE_TEXT.switchCurrency] });
      for (const r of [sell, buy]) {
        if (dec(r.notional_amount).lte(0)) invalid({ notional_amount: [TRADE_TEXT.notPositive] });
      }
      refuseCustomer(
        customer,
        account,
        [
          { side: 'sell', product: sellProduct },
          { side: 'buy', product: buyProduct },
        ],
        now,
      );
      requireMarketOpen(state, buyProduct.currency);
      for (const [side, product] of [
        ['sell', sellProduct],
        ['buy', buyProduct],
      ] as const) {
        const refusal = tradeabilityRefusal(product, side, null);
        if (refusal) fail(400, refusal);
      }
      const legs = await assessLegs(tx, state, customer, account, [
        rfqLegRequest(sell, sellProduct.product_id, 'rfqs.0'),
        rfqLegRequest(buy, buyProduct.product_id, 'rfqs.1'),
      ]);
      const [sellLeg, buyLeg] = legs;
      if (!sellLeg || !buyLeg) throw new Error('no legs');
      for (const leg of legs) if (leg.sukukError) invalid({ notional_amount: [leg.sukukError] });
      const packageId = await insertPackage(tx, customer, account, { sell: sellLeg, buy: buyLeg }, now);
      await insertRfq(tx, sell, sellLeg, customer, account, packageId, now);
      await insertRfq(tx, buy, buyLeg, customer, account, packageId, now);
      return { status: 201 as const, body: await packageById(tx, packageId, now) };
    });
    return idempotentResponse(c, result);
  });

  app.post('/rfq-packages/:reference/confirm/', async (c) => {
    const customer = await loadCustomer(c, state.db);
    refuseReadOnly(customer);
    const body = parseBody(tradeConfirmInputSchema, await readJsonObject(c.req.raw));
    const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
      const pkg = await packageByReference(tx, customer.customer_id, c.req.param('reference'));
      const account = await accountById(tx, customer, pkg.account_id, 'investment_account_reference', true);
      return { status: 200 as const, body: await confirmPackage(tx, state, customer, account, pkg, body) };
    });
    if (!result.replayed) productsChanged(state);
    return idempotentResponse(c, result);
  });

  app.post('/rfq-packages/:reference/challenge/', async (c) => {
    const customer = await loadCustomer(c, state.db);
    refuseReadOnly(customer);
    const challenge = await state.db.transaction(async (tx) => {
      const pkg = await packageByReference(tx, customer.customer_id, c.req.param('reference'));
      return sendChallenge(tx, customer, 'package', pkg.package_reference, state.clock.now());
    });
    return c.json(challenge);
  });

  // ── buy-orders/, sell-orders/ ──────────────────────────────────────────────────────────────────────
  for (const side of ['buy', 'sell'] as const satisfies readonly OrderSide[]) {
    const base = `/${side}-orders`;
    app.get(`${base}/`, async (c) => {
      const user = requireUser(c);
      const now = state.clock.now();
      await expireOrders(state.db, now);
      const currencies = c.req.queries('currency') ?? [];
      return c.json(await bondOrders(state.db, user.customer_id, side, currencies, now));
    });

    app.post(`${base}/:id/action/`, async (c) => {
      const customer = await loadCustomer(c, state.db);
      if (customer.is_read_only) fail(403, TRADE_TEXT.readOnly);
      const { action } = parseBody(bondOrderActionInputSchema, await readJsonObject(c.req.raw));
      const rawId = c.req.param('id');
      if (!/^\d{1,9}$/.test(rawId)) fail(404, 'Not found.');
      const legId = Number(rawId);
      if (action === 'cancel' && customer.partner !== null) fail(403, TRADE_TEXT.partnerCannotCancel);
      const outcome = await state.db.transaction(async (tx) => {
        const now = state.clock.now();
        const order = await orderOfLeg(tx, customer.customer_id, legId, side);
        const before = await bondOrderOfLeg(tx, customer.customer_id, legId, side, now);
        if (!before) fail(404, 'Not found.');
        if (action === 'cancel') {
          await cancelOrder(tx, order, now);
          // bond-order states have no 'cancelled': the answer is the order as it was listed when cancelled
          return { kind: 'ok' as const, body: before };
        }
        if (order.status !== 'confirm') fail(400, TRADE_TEXT.noNewPrice);
        requireMarketOpen(state, order.currency);
        const account = await accountById(
          tx,
          customer,
          order.account_id,
          'investment_account_reference',
          true,
        );
        const products = await productsById(
          tx,
          order.legs.map((l) => l.product_id),
        );
        refuseCustomer(
          customer,
          account,
          order.legs.map((l) => {
            const product = products.get(l.product_id);
            if (!product) throw new Error('product vanished');
            return { side: l.side, product };
          }),
          now,
        );
        const result = await confirmNewPrice(tx, state, order);
        if (result === 'moved') return { kind: 'moved' as const };
        if (result === 'failed') {
          const failed = await loadOrder(tx, order.order_id);
          return { kind: 'failed' as const, reason: failed.failure_reason };
        }
        const after = await bondOrderOfLeg(tx, customer.customer_id, legId, side, now);
        return { kind: 'ok' as const, body: after ?? before };
      });
      if (outcome.kind === 'moved') fail(400, TRADE_TEXT.priceChanged);
      if (outcome.kind === 'failed') {
        fail(
          400,
          outcome.reason === 'insufficient_holding' || outcome.reason === 'not_owned'
            ? TRADE_TEXT.insufficientHolding
            : outcome.reason === 'insufficient_balance'
              ? TRADE_TEXT.insufficientBalance
              : TRADE_TEXT.tradeFailed,
        );
      }
      productsChanged(state);
      return c.json(outcome.body);
    });
  }

  // ── products/{reference}/transactions/ ─────────────────────────────────────────────────────────────
  app.get('/products/:reference/transactions/', async (c) => {
    const user = requireUser(c);
    const product = await productByReference(state.db, c.req.param('reference'), null);
    const rows = await state.db.query<{
      reference: string;
      transaction_type: string;
      text: string;
      account_reference: string;
      amount: string;
      currency: ProductTransaction['currency'];
      principal: string | null;
      price: string | null;
      trade_date: string;
      created: Date;
      order_reference: string | null;
    }>(
      `SELECT t.reference, t.transaction_type, t.text, a.reference AS account_reference, t.amount::text AS amount,
              t.currency, t.principal::text AS principal, t.price::text AS price, t.trade_date, t.created,
              o.order_reference
         FROM ledger_transactions t JOIN investment_accounts a ON a.id = t.account_id
         LEFT JOIN orders o ON o.order_id = t.order_id
        WHERE a.customer_id = $1 AND t.product_id = $2
        ORDER BY t.created DESC, t.transaction_id DESC`,
      [user.customer_id, product.product_id],
    );
    const list: ProductTransaction[] = rows.map((r) => ({
      reference: r.reference,
      transaction_type: r.transaction_type,
      text: r.text,
      investment_account_reference: r.account_reference,
      amount: wire(r.amount),
      currency: r.currency,
      principal: r.principal === null ? null : wire(r.principal),
      price: r.price === null ? null : wirePrice(r.price),
      date: r.trade_date,
      created: r.created.toISOString(),
      order_reference: r.order_reference,
    }));
    return c.json(list);
  });

  // ── customers/me/positions/ ────────────────────────────────────────────────────────────────────────
  app.get('/customers/me/positions/', async (c) => {
    const user = requireUser(c);
    await expireOrders(state.db, state.clock.now());
    const accountReference = c.req.query('investment_account_reference') ?? null;
    const rawProduct = c.req.query('product_id');
    const productId =
      rawProduct && /^\d{1,9}$/.test(rawProduct) ? Number(rawProduct) : rawProduct ? -1 : null;
    const rows = await state.db.query<{
      account_id: number;
      account_reference: string;
      product_id: number;
      product_reference: string;
      currency: Position['currency'];
      principal: string;
      cost: string;
      sell_price: string;
    }>(
      `SELECT p.account_id, a.reference AS account_reference, p.product_id, pr.reference AS product_reference,
              pr.currency, p.principal::text AS principal, p.cost::text AS cost, pr.sell_price::text AS sell_price
         FROM positions p JOIN investment_accounts a ON a.id = p.account_id
         JOIN products pr ON pr.product_id = p.product_id
        WHERE a.customer_id = $1 AND p.principal > 0 AND ($2::text IS NULL OR a.reference = $2)
          AND ($3::int IS NULL OR p.product_id = $3)
        ORDER BY a.position, p.product_id`,
      [user.customer_id, accountReference, productId],
    );
    const list: Position[] = [];
    for (const r of rows) {
      const pending = await pendingSellPrincipal(state.db, r.account_id, r.product_id);
      list.push({
        investment_account_reference: r.account_reference,
        product_id: r.product_id,
        product_reference: r.product_reference,
        currency: r.currency,
        open: {
          principal: wire(r.principal),
          pending_sell_principal: wire(pending),
          cost: wire(r.cost),
          market_value: wire(dec(r.principal).times(r.sell_price).div(100)),
        },
      });
    }
    return c.json(list);
  });

  return app;
}
