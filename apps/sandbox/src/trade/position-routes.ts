/** `products/{ref}/transactions/` and `customers/me/positions/`: what the customer holds and has traded. */
import type { Position, ProductTransaction } from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { requireUser } from '../auth';
import { dec, wire, wirePrice } from '../shared/decimal';
import { queryInteger } from '../shared/edge';
import type { SandboxEnv, SandboxState } from '../state';
import { productByReference } from './context';
import { pendingSellPrincipal } from './execute';
import { expireOrders } from './orders';

export function positionRoutes(state: SandboxState): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

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
    const productId = queryInteger(c, 'product_id') ?? null;
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
