/** `rfqs/`: a request for quote answered at once at the market price, its quote confirmed or challenged. */
import { rfqInputSchema, tradeConfirmInputSchema } from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { accountById, accountByReference } from '../accounts';
import { dec } from '../shared/decimal';
import { invalid, readJsonObject } from '../shared/errors';
import { idempotentResponse, withIdempotency } from '../shared/idempotency';
import { TRADE_TEXT } from '../shared/refusals';
import { parseBody } from '../shared/validation';
import { productsChanged, type SandboxEnv, type SandboxState } from '../state';
import { assessLegs } from './assess';
import { countWrongConfirmationCode } from './confirmation';
import { loadTrader, productByReference, refuseRfqLegs } from './context';
import { sendChallenge } from './otp';
import { confirmRfq, insertRfq, rfqById, rfqLegRequest, rfqQuoteByReference } from './rfqs';

export function rfqRoutes(state: SandboxState): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/rfqs/', async (c) => {
    const customer = await loadTrader(c, state.db);
    const input = parseBody(rfqInputSchema, await readJsonObject(c.req.raw));
    const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
      const now = state.clock.now();
      const account = await accountByReference(tx, customer, input.investment_account_reference);
      const product = await productByReference(tx, input.product_reference);
      if (dec(input.notional_amount).lte(0)) invalid({ notional_amount: [TRADE_TEXT.notPositive] });
      if (!input.transient) {
        refuseRfqLegs(state, customer, account, [{ side: input.quote_type, product }], now);
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
    const customer = await loadTrader(c, state.db);
    const body = parseBody(tradeConfirmInputSchema, await readJsonObject(c.req.raw));
    const codeTarget = { kind: 'rfq_quote', reference: c.req.param('quote') } as const;
    await countWrongConfirmationCode(state.db, customer, codeTarget, body, state.clock.now());
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
    const customer = await loadTrader(c, state.db);
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

  return app;
}
