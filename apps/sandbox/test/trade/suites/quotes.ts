/**
 * Market quotes and basic trades: pricing, warnings, execution, the ledger, the market's and the price's
 * refusals and idempotency (the customers who may not trade: refusals.ts).
 */
import {
  confirmMarketQuote,
  createMarketQuote,
  getBuyOrders,
  getOrders,
  getPositions,
  getProductTransactions,
  type MarketProduct,
  marketProductListSchema,
  type Quote,
  type QuoteInput,
  quoteSchema,
} from '@bondkit/sdk-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/index';
import { dec } from '../../../src/shared/decimal';
import { days30E360, lastCouponDate } from '../../../src/trade';
import { csrfJson, expectParses, MARKET_QUERY, TEST_NOW } from '../../support/helpers';
import {
  apiError,
  buyInput,
  datedStandardProducts,
  expectLedgerConsistent,
  forceMarket,
  type ProductPick,
  reseedForGroup,
  sellInput,
  submitTwice,
  tradableProducts,
  trader,
  transactionsOfOrder,
} from '../../support/trade';

const money = (value: ReturnType<typeof dec>) => value.round(2, 1).toFixed(2);

export function quoteSuite(sandbox: () => Sandbox): void {
  describe('market quotes and basic trades', () => {
    let gbp: ProductPick[];
    let eur: ProductPick[];

    reseedForGroup(sandbox, { forcesMarket: true });

    beforeAll(async () => {
      gbp = await datedStandardProducts(sandbox().db, 'GBP', 20000);
      eur = await datedStandardProducts(sandbox().db, 'EUR', 25000);
      expect(gbp.length).toBeGreaterThanOrEqual(8);
      expect(eur.length).toBeGreaterThanOrEqual(1);
    });

    it('prices a buy: principal, 30/360 accrued interest, total, spread fee, market-maker price, T+2', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = await investor.account();
      const product = gbp[0] as ProductPick;
      const quote = await createMarketQuote(investor.client, buyInput(account.id, product, '1000.00'));
      expect(quote.quote_reference).toBeNull();
      expect(quote.confirmed).toBe(false);
      expect(quote.settlement_date).toBe('2026-11-25');
      const leg = quote.buys[0];
      const days = days30E360(lastCouponDate(product.maturity, '2026-11-25'), '2026-11-25');
      const interest = money(dec('1000').times(product.coupon).div(100).times(days).div(360));
      const consideration = money(dec('1000').times(product.buy_price).div(100));
      expect(leg).toMatchObject({
        product_id: product.product_id,
        package_id: null,
        type: 'principal',
        amount: '1000.00',
        price: dec(product.buy_price).toFixed(2),
        principal: '1000.00',
        interest,
        total: money(dec(consideration).plus(interest)),
        spread_fee_amount: '2.50',
        market_maker_price: dec(product.buy_price).minus('0.25').toFixed(2),
        warnings: [],
      });
      // nothing was booked
      expect(await investor.balance(account.reference, 'GBP')).toBe('25000.00');
      expect((await getOrders(investor.client)).filter((o) => o.order_type !== 'limit_order').length).toBe(1);
    });

    it('settles two business days ahead across a weekend', async () => {
      sandbox().clock.set('2026-11-27T10:00:00Z'); // a Friday
      // a persona without Smart Interest holdings: four days on, the investor's would pay out (smart-interest's
      // settlement) and change the balances the next tests start from
      const investor = await trader(sandbox(), 'sipp');
      const account = await investor.account();
      const quote = await createMarketQuote(
        investor.client,
        buyInput(account.id, gbp[0] as ProductPick, '1000.00'),
      );
      expect(quote.settlement_date).toBe('2026-12-01');
    });

    it('a gross buy spends at most the amount', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = await investor.account();
      const quote = await createMarketQuote(
        investor.client,
        buyInput(account.id, gbp[1] as ProductPick, '2500.00', 'gross'),
      );
      const leg = quote.buys[0];
      expect(leg?.type).toBe('gross');
      expect(dec(leg?.total ?? '0').lte('2500.00')).toBe(true);
      expect(dec(leg?.total ?? '0').gt('2490.00')).toBe(true);
    });

    it('warns of insufficient liquidity and balance with the most that can be traded, and refuses to execute', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = await investor.account();
      const [thin] = await tradableProducts(
        sandbox().db,
        "p.currency = 'GBP' AND p.adib_product_type IS NULL AND p.sell_liquidity BETWEEN 1000 AND 10000",
      );
      if (!thin) throw new Error('no thin product');
      const tooMuch = dec(thin.sell_liquidity).plus(1000).toFixed(2);
      const quote = await createMarketQuote(investor.client, buyInput(account.id, thin, tooMuch));
      expect(quote.buys[0]?.warnings).toEqual([
        {
          code: 'insufficient_liquidity',
          message: 'Insufficient availability to buy',
          max_amount: thin.sell_liquidity,
        },
      ]);

      const euro = eur[0] as ProductPick;
      const big = await createMarketQuote(investor.client, buyInput(account.id, euro, '20000.00'));
      const warning = big.buys[0]?.warnings.find((w) => w.code === 'insufficient_balance');
      expect(warning?.message).toBe('Your account balance is not enough for this order.');
      // the most principal 12,000 EUR buys: buying it fits, a cent more of principal does not
      const max = warning?.max_amount ?? '0';
      const fits = await createMarketQuote(investor.client, buyInput(account.id, euro, max));
      expect(fits.buys[0]?.warnings).toEqual([]);
      expect(dec(fits.buys[0]?.total ?? '0').lte('12000.00')).toBe(true);

      const ledgerBefore = await sandbox().db.query('SELECT transaction_id FROM ledger_transactions');
      await apiError(
        confirmMarketQuote(investor.client, buyInput(account.id, euro, '20000.00')),
        400,
        'Your account balance is not enough for this order.',
      );
      await apiError(
        confirmMarketQuote(investor.client, buyInput(account.id, thin, tooMuch)),
        400,
        'Insufficient availability to buy',
      );
      expect(await investor.balance(account.reference, 'EUR')).toBe('12000.00');
      expect((await sandbox().db.query('SELECT transaction_id FROM ledger_transactions')).length).toBe(
        ledgerBefore.length,
      );
    });

    it('executes a confirmed buy at the quote: cash, position, liquidity, ledger, orders', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = await investor.account();
      const product = gbp[2] as ProductPick;
      const input = buyInput(account.id, product, '3000.00');
      const quote = await createMarketQuote(investor.client, input);
      const response = await investor.fetch('/api/market/quote/', {
        method: 'POST',
        headers: csrfJson(investor.fetch),
        body: JSON.stringify({ ...input, confirm: true }),
      });
      expect(response.status).toBe(201);
      const placed = (await response.json()) as Quote;
      expectParses(quoteSchema, placed, 'confirmed quote');
      expect(placed.confirmed).toBe(true);
      expect(placed.quote_reference).toMatch(/^QTE\d{6}$/);
      expect(placed.order_reference).toMatch(/^ORD\d{6}$/);
      expect(placed.expires_at).toBeNull();
      expect(placed.buys).toEqual(quote.buys);
      const total = dec(placed.buys[0]?.total ?? '0');

      // customers/me reports the ledger's balance
      expect(await investor.balance(account.reference, 'GBP')).toBe(dec('25000').minus(total).toFixed(2));
      // the position and the market's user_invested
      const positions = await getPositions(investor.client, { product_id: product.product_id });
      expect(positions).toEqual([
        {
          investment_account_reference: account.reference,
          product_id: product.product_id,
          product_reference: product.reference,
          currency: 'GBP',
          open: expect.objectContaining({ principal: '3000.00', pending_sell_principal: '0.00' }),
        },
      ]);
      const list = await investor.fetch(`/api/products/?${MARKET_QUERY}&for_user=me`);
      const market = (await list.json()) as MarketProduct[];
      expectParses(marketProductListSchema, market, 'market');
      const row = market.find((p) => p.product_id === product.product_id);
      expect(row?.user_invested).toBe('3000.00');
      // the product's liquidity fell by the principal
      expect(row?.sell_liquidity).toBe(dec(product.sell_liquidity).minus(3000).toFixed(2));

      // the ledger: a purchase and the accrued interest paid, summing to the total
      const booked = await transactionsOfOrder(sandbox().db, placed.order_reference ?? '');
      expect(booked.map((t) => t.transaction_type)).toEqual(['purchase', 'accrued_interest_paid']);
      expect(booked.reduce((sum, t) => sum.plus(t.amount), dec(0)).toFixed(2)).toBe(
        total.times(-1).toFixed(2),
      );
      const history = await getProductTransactions(investor.client, product.reference);
      expect(history.map((t) => [t.transaction_type, t.amount, t.order_reference])).toEqual([
        ['accrued_interest_paid', `-${placed.buys[0]?.interest}`, placed.order_reference],
        ['purchase', `-${money(dec('3000').times(product.buy_price).div(100))}`, placed.order_reference],
      ]);
      expect(history[1]).toMatchObject({ principal: '3000.00', price: dec(product.buy_price).toFixed(2) });

      // the trade is a pending-settlement order
      const orders = await getOrders(investor.client);
      expect(orders.find((o) => o.order_reference === placed.order_reference)).toMatchObject({
        order_type: 'basic',
        status: 'pending_settlement',
        confirmation_state: 'confirmed',
        settlement_date: '2026-11-25',
        notional: '3000.00',
      });
      const bondOrders = await getBuyOrders(investor.client, { currency: ['GBP'] });
      expect(bondOrders.find((o) => o.product_id === product.product_id)).toMatchObject({
        state: 'pending_settlement',
        amount: '3000.00',
        settlement_date: '2026-11-25',
      });
      // it settles: after the settlement date the order is completed and off the open-orders list
      sandbox().clock.set('2026-11-26T09:00:00Z');
      expect(
        (await getOrders(investor.client)).find((o) => o.order_reference === placed.order_reference)?.status,
      ).toBe('completed');
      expect(
        (await getBuyOrders(investor.client)).find((o) => o.product_id === product.product_id),
      ).toBeUndefined();
      await expectLedgerConsistent(sandbox().db);
    });

    it('sells need holdings: sells what is held, warns beyond it, refuses a product not owned', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = await investor.account();
      const held = await getPositions(investor.client, { investment_account_reference: account.reference });
      const position = held.find((p) => p.currency === 'GBP' && dec(p.open.principal).gte(4000));
      if (!position) throw new Error('no GBP holding of 4000');
      const sellable = dec(position.open.principal).minus(position.open.pending_sell_principal ?? '0');

      const over = await createMarketQuote(
        investor.client,
        sellInput(account.id, position.product_id, 'GBP', sellable.plus(100).toFixed(2)),
      );
      expect(over.sells[0]?.warnings).toEqual([
        {
          code: 'insufficient_holding',
          message: 'You cannot sell more than you hold.',
          max_amount: sellable.toFixed(2),
        },
      ]);
      await apiError(
        confirmMarketQuote(
          investor.client,
          sellInput(account.id, position.product_id, 'GBP', sellable.plus(100).toFixed(2)),
        ),
        400,
        'You cannot sell more than you hold.',
      );

      const before = await investor.balance(account.reference, 'GBP');
      const sold = await confirmMarketQuote(
        investor.client,
        sellInput(account.id, position.product_id, 'GBP', '1000.00'),
      );
      const leg = sold.sells[0];
      expect(leg?.platform_fee_amount).toBeNull();
      expect(await investor.balance(account.reference, 'GBP')).toBe(
        dec(before)
          .plus(leg?.total ?? '0')
          .toFixed(2),
      );
      const after = await getPositions(investor.client, { product_id: position.product_id });
      expect(after[0]?.open.principal).toBe(dec(position.open.principal).minus(1000).toFixed(2));
      const booked = await transactionsOfOrder(sandbox().db, sold.order_reference ?? '');
      expect(booked.map((t) => t.transaction_type)).toEqual(['sale', 'accrued_interest_received']);

      const notOwned = gbp[3] as ProductPick;
      await apiError(
        createMarketQuote(investor.client, sellInput(account.id, notOwned.product_id, 'GBP', '100.00')),
        400,
        'You do not own this product',
      );
      // selling everything closes the position
      const rest = after[0]?.open.principal ?? '0';
      await confirmMarketQuote(investor.client, sellInput(account.id, position.product_id, 'GBP', rest));
      expect(await getPositions(investor.client, { product_id: position.product_id })).toEqual([]);
      await expectLedgerConsistent(sandbox().db);
    });

    it('refuses trades while the market is closed or suspended; transient quotes carry the warning', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = await investor.account();
      const input = buyInput(account.id, gbp[4] as ProductPick, '1000.00');
      await forceMarket(sandbox(), 'closed');
      const closed = await createMarketQuote(investor.client, input);
      expect(closed.buys[0]?.warnings).toEqual([
        { code: 'market_closed', message: 'The market is currently closed' },
      ]);
      await apiError(confirmMarketQuote(investor.client, input), 400, 'The market is currently closed');
      await forceMarket(sandbox(), 'suspended');
      await apiError(confirmMarketQuote(investor.client, input), 400, 'The market is currently suspended');
      // market hours: a Saturday
      await forceMarket(sandbox(), 'auto');
      sandbox().clock.set('2026-11-28T11:00:00Z');
      await apiError(confirmMarketQuote(investor.client, input), 400, 'The market is currently closed');
      sandbox().clock.set(TEST_NOW);
      expect((await confirmMarketQuote(investor.client, input)).confirmed).toBe(true);
    });

    it('a quote at a requested price executes only while the market is within ± 0.5 of it', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = await investor.account();
      const product = gbp[0] as ProductPick;
      const at = (price: string): QuoteInput => ({
        investment_account_id: account.id,
        buys: [
          { product_id: product.product_id, type: 'principal', amount: '100.00', currency: 'GBP', price },
        ],
      });
      const far = dec(product.buy_price).minus('0.60').toFixed(2);
      expect((await createMarketQuote(investor.client, at(far))).buys[0]?.price).toBe(far);
      await apiError(
        confirmMarketQuote(investor.client, at(far)),
        400,
        'The price has changed. Please review the new quote.',
      );
      const near = dec(product.buy_price).minus('0.40').toFixed(2);
      const placed = await confirmMarketQuote(investor.client, at(near));
      const booked = await transactionsOfOrder(sandbox().db, placed.order_reference ?? '');
      expect(booked[0]).toMatchObject({ transaction_type: 'purchase', amount: `-${dec(near).toFixed(2)}` });
    });

    it('an Idempotency-Key makes a double submit book one trade', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = await investor.account();
      const input = buyInput(account.id, gbp[7] as ProductPick, '1000.00');
      const before = dec(await investor.balance(account.reference, 'GBP'));
      const countOrders = async () =>
        (await sandbox().db.query("SELECT order_id FROM orders WHERE source = 'quote'")).length;
      const ordersBefore = await countOrders();

      // two clicks at once
      const first = await submitTwice(() =>
        confirmMarketQuote(investor.client, input, { idempotencyKey: 'double-click-1' }),
      );
      // a retry later answers the same, status 201, marked as a replay
      const retry = await investor.fetch('/api/market/quote/', {
        method: 'POST',
        headers: { ...csrfJson(investor.fetch), 'Idempotency-Key': 'double-click-1' },
        body: JSON.stringify({ ...input, confirm: true }),
      });
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await retry.json()).toEqual(first);
      expect(await countOrders()).toBe(ordersBefore + 1);
      const total = dec(first.buys[0]?.total ?? '0');
      expect(await investor.balance(account.reference, 'GBP')).toBe(before.minus(total).toFixed(2));

      // another key is another trade; the same key on another call is refused
      await confirmMarketQuote(investor.client, input, { idempotencyKey: 'double-click-2' });
      expect(await countOrders()).toBe(ordersBefore + 2);
      const reused = await investor.fetch('/api/orders/', {
        method: 'POST',
        headers: { ...csrfJson(investor.fetch), 'Idempotency-Key': 'double-click-1' },
        body: JSON.stringify({
          investment_account_reference: account.reference,
          order_type: 'limit_order',
          expiry_type: 'good_until_canceled',
          legs: [
            {
              product_id: (gbp[7] as ProductPick).product_id,
              side: 'buy',
              requested_price: '1.00',
              notional: '100.00',
            },
          ],
        }),
      });
      expect(reused.status).toBe(422);
      await expectLedgerConsistent(sandbox().db);
    });
  });
}
