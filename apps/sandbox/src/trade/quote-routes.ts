/** `market/quote/`: a transient quote of buys and sells, or (`confirm: true`) executing it at once. */
import { type Quote, quoteInputSchema } from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { accountById, lockAccount } from '../accounts';
import { dec } from '../shared/decimal';
import { invalid, readJsonObject } from '../shared/errors';
import { idempotentResponse, withIdempotency } from '../shared/idempotency';
import { LIMITS } from '../shared/limits';
import { formatReference } from '../shared/references';
import { EDGE_TEXT, TRADE_TEXT } from '../shared/refusals';
import { parseBody } from '../shared/validation';
import { productsChanged, type SandboxEnv, type SandboxState } from '../state';
import { assessLegs, type LegRequest, refuseExecution, switchSummary, toQuoteLeg } from './assess';
import { settlementDate } from './calendar';
import { refuseMovedPrice } from './confirmation';
import { loadTrader, refuseCustomer } from './context';
import { executeFills } from './execute';
import { insertOrder, markFilled } from './orders';
import { refuseOutsidePartnerRange } from './partner-range';

/** How long a transient market quote is good for. */
export const QUOTE_SECONDS = 60;

export function quoteRoutes(state: SandboxState): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/market/quote/', async (c) => {
    const customer = await loadTrader(c, state.db);
    const input = parseBody(quoteInputSchema, await readJsonObject(c.req.raw));
    if (input.customer_id !== undefined && input.customer_id !== customer.customer_id) {
      invalid({ customer_id: [TRADE_TEXT.invalidAccount] });
    }
    if (input.buys.length + input.sells.length === 0) invalid({ non_field_errors: [TRADE_TEXT.noLegs] });
    // the edge bounds each list; a quote's buys and sells together are bounded alike
    if (input.buys.length + input.sells.length > LIMITS.itemsPerArray)
      invalid({ non_field_errors: [EDGE_TEXT.tooManyLegs(LIMITS.itemsPerArray)] });
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
      refuseOutsidePartnerRange(
        customer,
        legs.map((l) => l.product),
      );
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

  return app;
}
