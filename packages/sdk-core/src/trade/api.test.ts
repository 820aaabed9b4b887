import { describe, expect, it } from 'vitest';
import { ApiError, IDEMPOTENCY_KEY_HEADER } from '../http/index';
import {
  cancelOrder,
  challengeOrder,
  challengeRfqPackage,
  challengeRfqQuote,
  confirmMarketQuote,
  confirmOrder,
  confirmRfqPackage,
  confirmRfqQuote,
  createMarketQuote,
  createOrder,
  createRfq,
  createRfqPackage,
  getBuyOrders,
  getOrder,
  getOrders,
  getPositions,
  getProductTransactions,
  getSellOrders,
  submitBondOrderAction,
} from './api';
import type { BondOrder, ProductTransaction } from './schema';
import { createTradeServer, json, makeOrder, makePackage, makeRfq, quoteFor } from './test-fixtures';

const bondOrder: BondOrder = {
  id: 7,
  product_id: 1,
  product: {
    product_id: 1,
    reference: 'BND1',
    company_name: 'Acme plc',
    isin_code: 'XS0000000001',
    logo: null,
  },
  investment_account_reference: 'IA-0001',
  state: 'confirm',
  price: '100.50',
  amount: '1000.00',
  currency: 'GBP',
  created: '2026-11-23T10:00:00+00:00',
  settlement_date: null,
  my_bid: '100.00',
  new_price: '100.50',
};

function transaction(type: string, reference: string): ProductTransaction {
  return {
    reference,
    transaction_type: type,
    text: type,
    investment_account_reference: 'IA-0001',
    amount: '-1000.00',
    currency: 'GBP',
    date: '2026-11-25',
    created: '2026-11-23T10:00:00+00:00',
  };
}

describe('trade API calls', () => {
  it('asks market/quote/ for a transient quote and confirms with confirm: true and an Idempotency-Key', async () => {
    const server = createTradeServer();
    server.on('POST', /^market\/quote\/$/, (r) =>
      json(quoteFor(r.body), (r.body as { confirm?: boolean }).confirm ? 201 : 200),
    );
    const leg = {
      product_id: 1,
      type: 'gross' as const,
      amount: '1000',
      currency: 'GBP' as const,
      price: null,
    };
    const quote = await createMarketQuote(server.client, { investment_account_id: 1, buys: [leg] });
    expect(quote.buys[0]?.total).toBe('1010.00');
    expect(quote.quote_reference).toBeNull();
    const confirmed = await confirmMarketQuote(
      server.client,
      { investment_account_id: 1, buys: [leg] },
      { idempotencyKey: 'k-1' },
    );
    expect(confirmed.quote_reference).toBe('Q-1');
    const [first, second] = server.seen(/^market\/quote\/$/);
    expect(first?.body).toEqual({ investment_account_id: 1, buys: [leg], sells: [] });
    expect(second?.body).toMatchObject({ confirm: true });
    expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe('k-1');
    expect(second?.headers.get('X-CSRFToken')).toBe('csrf-token');
  });

  it('refuses a negative amount before sending anything', async () => {
    const server = createTradeServer();
    await expect(
      createMarketQuote(server.client, {
        investment_account_id: 1,
        buys: [{ product_id: 1, type: 'gross', amount: '-5', currency: 'GBP' }],
      }),
    ).rejects.toThrow();
    expect(server.requests).toHaveLength(0);
  });

  it('lists, creates, confirms, challenges and cancels orders on their paths', async () => {
    const server = createTradeServer();
    server.on('GET', /^orders\/$/, () => json([makeOrder({ confirmation_state: 'confirmed' })]));
    server.on('GET', /^orders\/ORD-1\/$/, () => json(makeOrder()));
    server.on('POST', /^orders\/$/, () => json(makeOrder(), 201));
    server.on('POST', /^orders\/ORD-1\/confirm\/$/, () =>
      json(makeOrder({ confirmation_state: 'confirmed' })),
    );
    server.on('POST', /^orders\/ORD-1\/challenge\/$/, () => json({ sent: true, resend_after_seconds: 60 }));
    server.on('POST', /^orders\/ORD-1\/cancel\/$/, () => json(makeOrder({ status: 'cancelled' })));

    const list = await getOrders(server.client, {
      status: 'confirmed',
      investment_account_reference: 'IA-0001',
    });
    expect(list).toHaveLength(1);
    expect(server.requests[0]?.path).toBe('orders/?status=confirmed&investment_account_reference=IA-0001');
    expect((await getOrder(server.client, 'ORD-1')).order_reference).toBe('ORD-1');

    await createOrder(
      server.client,
      {
        investment_account_reference: 'IA-0001',
        order_type: 'limit_order',
        expiry_type: 'expires_at_market_close',
        expiry_options: { expires_at: '2026-11-23T16:30:00.000Z' },
        legs: [{ product_id: 1, side: 'buy', requested_price: '99.50', notional: '1000' }],
      },
      { idempotencyKey: 'order-key' },
    );
    expect(server.seen(/^orders\/$/)[0]?.headers.get('Idempotency-Key')).toBe('order-key');
    const confirmed = await confirmOrder(server.client, 'ORD-1', {
      verification_code: '123456',
      has_confirmed_terms_and_conditions: true,
    });
    expect(confirmed.confirmation_state).toBe('confirmed');
    expect(server.seen(/confirm\/$/)[0]?.body).toEqual({
      verification_code: '123456',
      has_confirmed_terms_and_conditions: true,
    });
    expect((await challengeOrder(server.client, 'ORD-1')).sent).toBe(true);
    expect((await cancelOrder(server.client, 'ORD-1')).status).toBe('cancelled');
  });

  it('creates RFQs and confirms or challenges their quotes', async () => {
    const server = createTradeServer();
    server.on('POST', /^rfqs\/$/, () => json(makeRfq(), 201));
    server.on('POST', /^rfqs\/RFQ-1\/quotes\/RQ-1\/confirm\/$/, () =>
      json(makeRfq({ state: 'confirmed', order_reference: 'ORD-9' })),
    );
    server.on('POST', /^rfqs\/RFQ-1\/quotes\/RQ-1\/challenge\/$/, () => json({ sent: true }));
    const rfq = await createRfq(server.client, {
      notional_amount: '10000',
      notional_currency: 'AED',
      quote_type: 'buy',
      product_reference: 'BND1',
      requested_price: null,
      expiry_type: null,
      allow_partial_fulfilment: false,
      transient: false,
    });
    expect(rfq.quotes[0]?.quote_reference).toBe('RQ-1');
    expect((await challengeRfqQuote(server.client, 'RFQ-1', 'RQ-1')).sent).toBe(true);
    const done = await confirmRfqQuote(server.client, 'RFQ-1', 'RQ-1', { verification_code: '111111' });
    expect(done.order_reference).toBe('ORD-9');
  });

  it('creates, challenges and confirms switch packages with the switch calculation', async () => {
    const server = createTradeServer();
    server.on('POST', /^rfq-packages\/$/, () => json(makePackage(), 201));
    server.on('POST', /^rfq-packages\/PKG-1\/confirm\/$/, () => json(makePackage({ state: 'confirmed' })));
    server.on('POST', /^rfq-packages\/PKG-1\/challenge\/$/, () => json({ sent: true }));
    const rfq = {
      notional_amount: '1000',
      notional_currency: 'GBP' as const,
      product_reference: 'BND1',
      requested_price: null,
      expiry_type: null,
      allow_partial_fulfilment: false,
      transient: false,
    };
    const pkg = await createRfqPackage(server.client, {
      rfq_package_type: 'switch',
      investment_account_reference: 'IA-0001',
      rfqs: [
        { ...rfq, quote_type: 'sell' },
        { ...rfq, quote_type: 'buy', product_reference: 'BND2' },
      ],
    });
    expect([pkg.to_receive, pkg.to_pay, pkg.net_cash_flow]).toEqual(['1005.00', '1000.00', '5.00']);
    expect((await challengeRfqPackage(server.client, 'PKG-1')).sent).toBe(true);
    expect((await confirmRfqPackage(server.client, 'PKG-1', {})).state).toBe('confirmed');
  });

  it('reads buy and sell orders by currency and posts their actions', async () => {
    const server = createTradeServer();
    server.on('GET', /^buy-orders\/$/, () => json([bondOrder]));
    server.on('GET', /^sell-orders\/$/, () => json([]));
    server.on('POST', /^(buy|sell)-orders\/7\/action\/$/, () => json({ ...bondOrder, state: 'open' }));
    expect(await getBuyOrders(server.client, { currency: ['GBP', 'EUR'] })).toHaveLength(1);
    expect(server.requests[0]?.path).toBe('buy-orders/?currency=GBP&currency=EUR');
    expect(await getSellOrders(server.client)).toEqual([]);
    await submitBondOrderAction(server.client, { side: 'buy', id: 7, action: 'confirm' });
    await submitBondOrderAction(server.client, { side: 'sell', id: 7, action: 'cancel' });
    expect(server.seen(/action\/$/).map((r) => [r.path, r.body])).toEqual([
      ['buy-orders/7/action/', { action: 'confirm' }],
      ['sell-orders/7/action/', { action: 'cancel' }],
    ]);
  });

  it('drops service-fee and unknown transaction types from a product’s transactions', async () => {
    const server = createTradeServer();
    server.on('GET', /^products\/BND1\/transactions\/$/, () =>
      json([
        transaction('purchase', 'T1'),
        transaction('service_fee', 'T2'),
        transaction('mystery', 'T3'),
        transaction('accrued_interest_paid', 'T4'),
      ]),
    );
    const list = await getProductTransactions(server.client, 'BND1');
    expect(list.map((t) => t.reference)).toEqual(['T1', 'T4']);
  });

  it('reads positions with open principal', async () => {
    const server = createTradeServer();
    server.on('GET', /^customers\/me\/positions\/$/, () =>
      json([
        {
          investment_account_reference: 'IA-0001',
          product_id: 1,
          product_reference: 'BND1',
          currency: 'GBP',
          open: { principal: '2000.00' },
        },
      ]),
    );
    const positions = await getPositions(server.client, { product_id: 1 });
    expect(positions[0]?.open.principal).toBe('2000.00');
    expect(server.requests[0]?.path).toBe('customers/me/positions/?product_id=1');
  });

  it('throws ApiError with the server’s message', async () => {
    const server = createTradeServer();
    server.on('POST', /^orders\/ORD-1\/cancel\/$/, () => json({ detail: 'Order already filled.' }, 400));
    const error = await cancelOrder(server.client, 'ORD-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Order already filled.');
  });
});
