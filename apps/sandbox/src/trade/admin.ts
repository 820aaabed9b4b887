/**
 * Sandbox-only trading administration under /sandbox (no CSRF, not part of the platform API):
 * - `POST /sandbox/prices {product_id, buy_price?, sell_price?}` or `{product_id, delta}` moves a product's
 *   prices (yields follow), then expires what is due and matches resting orders of that product;
 * - `POST /sandbox/orders/match` matches every resting order now (after a clock or market change);
 * - `GET /sandbox/inbox?email=…[&kind=code|mail]` — the dev inbox: one-time passcodes and mail with documents
 *   sent to that address, newest first on the sandbox clock; `kind=code` gives the codes alone, in the order
 *   they were sent (a test that moves the clock back still finds its latest code first);
 * - `GET /sandbox/ledger` — ledger totals by book and any discrepancy between balances, positions and ledger.
 */
import { Hono } from 'hono';
import { sentMail } from '../documents';
import { productYields } from '../market';
import { dec, wire, wirePrice } from '../shared/decimal';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { ledgerDiscrepancies } from '../shared/ledger';
import { productsChanged, type SandboxEnv, type SandboxState } from '../state';
import { productById } from './context';
import { matchOrders } from './fills';
import { inbox } from './otp';

const PRICE = /^\d{1,6}(\.\d{1,4})?$/;
const DELTA = /^-?\d{1,6}(\.\d{1,4})?$/;

export function tradeAdminRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();

  app.post('/prices', async (c) => {
    const body = await readJsonObject(c.req.raw);
    const productId = body.product_id;
    if (typeof productId !== 'number' || !Number.isInteger(productId))
      invalid({ product_id: ['A valid integer is required.'] });
    const product = await productById(state.db, productId);
    const text = (value: unknown) => (typeof value === 'number' ? String(value) : value);
    let buy = dec(product.buy_price);
    let sell = dec(product.sell_price);
    if (body.delta !== undefined) {
      const delta = text(body.delta);
      if (typeof delta !== 'string' || !DELTA.test(delta))
        invalid({ delta: ['A valid number is required.'] });
      buy = buy.plus(delta);
      sell = sell.plus(delta);
    }
    for (const field of ['buy_price', 'sell_price'] as const) {
      if (body[field] === undefined) continue;
      const value = text(body[field]);
      if (typeof value !== 'string' || !PRICE.test(value))
        invalid({ [field]: ['A valid number is required.'] });
      if (field === 'buy_price') buy = dec(value);
      else sell = dec(value);
    }
    if (sell.lte(0) || buy.lte(0)) invalid({ non_field_errors: ['Prices must be above 0.'] });
    if (sell.gt(buy)) invalid({ non_field_errors: ['The sell price cannot be above the buy price.'] });
    const now = state.clock.now();
    const buyText = wire(buy);
    const sellText = wire(sell);
    const yields = productYields(product, buyText, now);
    await state.db.query(
      `UPDATE products SET buy_price = $2::numeric, sell_price = $3::numeric, current_yield = $4::numeric,
         yield_to_maturity = $5::numeric WHERE product_id = $1`,
      [productId, buyText, sellText, yields.current_yield, yields.yield_to_maturity],
    );
    productsChanged(state);
    const matched = await matchOrders(state, [productId]);
    return c.json({
      product_id: productId,
      buy_price: wirePrice(buyText),
      sell_price: wirePrice(sellText),
      orders: matched,
    });
  });

  app.post('/orders/match', async (c) => c.json({ orders: await matchOrders(state) }));

  app.get('/inbox', async (c) => {
    const email = c.req.query('email');
    if (!email) fail(400, 'Give ?email=…');
    const kind = c.req.query('kind');
    if (kind !== undefined && kind !== 'code' && kind !== 'mail') fail(400, 'kind is code or mail');
    // one-time passcodes in the order they were sent, the mail that carries documents, or both by clock time
    if (kind === 'code') return c.json(await inbox(state.db, email));
    if (kind === 'mail') return c.json(await sentMail(state.db, email));
    const messages = [...(await inbox(state.db, email)), ...(await sentMail(state.db, email))];
    return c.json(messages.sort((a, b) => b.sent_at.localeCompare(a.sent_at)));
  });

  app.get('/ledger', async (c) => {
    const books = await state.db.query<{ book: string; currency: string; amount: string; principal: string }>(
      `SELECT book, currency, sum(amount)::text AS amount, sum(principal)::text AS principal
         FROM ledger_entries GROUP BY book, currency ORDER BY book, currency`,
    );
    return c.json({ books, discrepancies: await ledgerDiscrepancies(state.db) });
  });

  return app;
}
