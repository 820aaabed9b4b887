/** `rfq-packages/`: switches (one sell RFQ and one buy RFQ as a package), confirmed or challenged. */
import { rfqPackageInputSchema, tradeConfirmInputSchema } from '@bondkit/sdk-core';
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
import { loadTrader, productByReference, refuseRfqLegs, switchLegs } from './context';
import { sendChallenge } from './otp';
import { confirmPackage, insertPackage, packageById, packageByReference } from './packages';
import { insertRfq, rfqLegRequest } from './rfqs';

export function switchRoutes(state: SandboxState): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/rfq-packages/', async (c) => {
    const customer = await loadTrader(c, state.db);
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
      refuseRfqLegs(state, customer, account, switchLegs(sellProduct, buyProduct), now);
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
    const customer = await loadTrader(c, state.db);
    const body = parseBody(tradeConfirmInputSchema, await readJsonObject(c.req.raw));
    const codeTarget = { kind: 'package', reference: c.req.param('reference') } as const;
    await countWrongConfirmationCode(state.db, customer, codeTarget, body, state.clock.now());
    const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
      const pkg = await packageByReference(tx, customer.customer_id, c.req.param('reference'));
      const account = await accountById(tx, customer, pkg.account_id, 'investment_account_reference', true);
      return { status: 200 as const, body: await confirmPackage(tx, state, customer, account, pkg, body) };
    });
    if (!result.replayed) productsChanged(state);
    return idempotentResponse(c, result);
  });

  app.post('/rfq-packages/:reference/challenge/', async (c) => {
    const customer = await loadTrader(c, state.db);
    const challenge = await state.db.transaction(async (tx) => {
      const pkg = await packageByReference(tx, customer.customer_id, c.req.param('reference'));
      return sendChallenge(tx, customer, 'package', pkg.package_reference, state.clock.now());
    });
    return c.json(challenge);
  });

  return app;
}
