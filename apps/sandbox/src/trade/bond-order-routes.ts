/** `buy-orders/` and `sell-orders/`: the orders as the order book shows them, and their confirm / cancel action. */
import {
  bondOrderActionInputSchema,
  currencyCodes,
  isPartnerCustomer,
  type OrderSide,
} from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { accountById, loadCustomer } from '../accounts';
import { requireUser } from '../auth';
import { idParam, queryChoices } from '../shared/edge';
import { fail, readJsonObject } from '../shared/errors';
import { DETAIL, TRADE_TEXT } from '../shared/refusals';
import { parseBody } from '../shared/validation';
import { productsChanged, type SandboxEnv, type SandboxState } from '../state';
import { bondOrderOfLeg, bondOrders, orderOfLeg } from './bond-orders';
import { productsById, refuseCustomer, requireMarketOpen } from './context';
import { confirmNewPrice } from './fills';
import { cancelOrder, expireOrders, loadOrder } from './orders';

export function bondOrderRoutes(state: SandboxState): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  for (const side of ['buy', 'sell'] as const satisfies readonly OrderSide[]) {
    const base = `/${side}-orders`;
    app.get(`${base}/`, async (c) => {
      const user = requireUser(c);
      const now = state.clock.now();
      await expireOrders(state.db, now);
      const currencies = queryChoices(c, 'currency', currencyCodes);
      return c.json(await bondOrders(state.db, user.customer_id, side, currencies, now));
    });

    app.post(`${base}/:id/action/`, async (c) => {
      const customer = await loadCustomer(c, state.db);
      if (customer.is_read_only) fail(403, TRADE_TEXT.readOnly);
      const legId = idParam(c, 'id');
      const { action } = parseBody(bondOrderActionInputSchema, await readJsonObject(c.req.raw));
      if (action === 'cancel' && isPartnerCustomer(customer)) fail(403, TRADE_TEXT.partnerCannotCancel);
      const outcome = await state.db.transaction(async (tx) => {
        const now = state.clock.now();
        const order = await orderOfLeg(tx, customer.customer_id, legId, side);
        const before = await bondOrderOfLeg(tx, customer.customer_id, legId, side, now);
        if (!before) fail(404, DETAIL.notFound);
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

  return app;
}
