// Over 500 lines: one scenario per mode and variant of the trade ticket, each driven end to end with a fake clock.
import { describe, expect, it, vi } from 'vitest';
import { makeAccount, makeSessionUser } from '../auth/test-fixtures';
import type { MarketStatus } from '../market/index';
import { makeProduct } from '../market/test-fixtures';
import { createFakeClock } from '../time/index';
import { createTradeMachine, type TradeMachineDeps } from './machine';
import type { Position } from './schema';
import {
  createTradeServer,
  deferred,
  json,
  makeOrder,
  makePackage,
  makeRfq,
  quoteFor,
  settle,
  type TradeServer,
} from './test-fixtures';

/** The first buy (or sell) leg of a quote request body. */
function firstLeg(body: Record<string, unknown> | undefined, side: 'buys' | 'sells' = 'buys') {
  return (body?.[side] as Record<string, unknown>[] | undefined)?.[0];
}

const OPEN: MarketStatus = {
  state: 'open',
  state_now: 'open',
  opens_at: null,
  are_limit_orders_allowed: true,
};
const QUOTE = /^market\/quote\/$/;

function quoteServer(): TradeServer {
  const server = createTradeServer();
  server.on('POST', QUOTE, (r) => {
    const confirm = (r.body as { confirm?: boolean }).confirm === true;
    return json(quoteFor(r.body), confirm ? 201 : 200);
  });
  return server;
}

async function setup(overrides: Partial<TradeMachineDeps> = {}, server = quoteServer()) {
  const clock = createFakeClock('2026-11-23T10:00:00Z');
  let keys = 0;
  const onPlaced = vi.fn();
  const machine = createTradeMachine({
    client: server.client,
    clock,
    user: makeSessionUser(),
    product: makeProduct({ product_id: 1 }),
    market: OPEN,
    createIdempotencyKey: () => `key-${++keys}`,
    onPlaced,
    ...overrides,
  });
  await settle();
  const state = () => machine.getState();
  const quoteBodies = () => server.seen(QUOTE).map((r) => r.body as Record<string, unknown>);
  return { server, clock, machine, state, onPlaced, quoteBodies };
}

const held = (productId: number, principal: string, reference = 'IA-0001'): Position => ({
  investment_account_reference: reference,
  product_id: productId,
  product_reference: `BND${productId}`,
  currency: 'GBP',
  open: { principal },
});

function partnerUser(score = 5) {
  return makeSessionUser({
    email: 'sukuk@sandbox.bondkit.test',
    partner: 'adib',
    adib_account_link: {
      account_type: 'current',
      currency_code: 'AED',
      masked_account_num: '123***789',
      suitability_questionnaire_results: { user_score: score, user_risk_category_label: 'Balanced' },
    },
    investment_accounts: [makeAccount({ id: 9, reference: 'IA-AED', currencies: { AED: '100000.00' } })],
  });
}

function sukukProduct(productType: 'complex' | 'non_complex' = 'non_complex') {
  return makeProduct({
    product_id: 1,
    currency: 'AED',
    sell_liquidity: '500000.00',
    adib_details: {
      underlying_company_name: 'Sukuk Co',
      risk_category: 3,
      risk_category_minimum_score: 3,
      product_type: productType,
    },
  });
}

describe('trade machine: setup and quotes', () => {
  it('starts in SETUP with the default amount, the first enabled account and an immediate quote', async () => {
    const { state, quoteBodies } = await setup();
    expect(state().step).toBe('setup');
    expect(state().amount).toBe('1000');
    expect(state().accountReference).toBe('IA-0001');
    expect(quoteBodies()).toEqual([
      {
        customer_id: 1001,
        investment_account_id: 1,
        buys: [
          { product_id: 1, package_id: null, type: 'gross', amount: '1000.00', currency: 'GBP', price: null },
        ],
        sells: [],
      },
    ]);
    expect(state().quote.status).toBe('ready');
    expect(state().quote.value?.buys[0]?.total).toBe('1010.00');
    expect(state().derived.canProceed).toBe(true);
  });

  it('debounces the quote 500 ms after the last change', async () => {
    const { state, clock, quoteBodies } = await setup();
    state().setAmount('2');
    clock.advance(300);
    state().setAmount('20');
    clock.advance(300);
    state().setAmount('2000');
    expect(state().quote.status).toBe('waiting');
    expect(state().derived.canProceed).toBe(false);
    clock.advance(499);
    await settle();
    expect(quoteBodies()).toHaveLength(1);
    clock.advance(1);
    await settle();
    expect(quoteBodies()).toHaveLength(2);
    expect(firstLeg(quoteBodies()[1])?.amount).toBe('2000.00');
    expect(state().quote.value?.buys[0]?.amount).toBe('2000.00');
    expect(state().derived.canProceed).toBe(true);
  });

  it('ignores a stale answer that arrives after a newer one, even when the transport cannot cancel', async () => {
    const server = createTradeServer({ ignoreAbort: true });
    const slow = deferred<Response>();
    server.on('POST', QUOTE, (r) => json(quoteFor(r.body)));
    const { state, clock } = await setup({}, server);
    server.once('POST', QUOTE, () => slow.promise);
    state().setAmount('1500');
    clock.advance(500);
    state().setAmount('2500');
    clock.advance(500);
    await settle();
    expect(state().quote.value?.buys[0]?.amount).toBe('2500.00');
    slow.resolve(
      json(
        quoteFor({
          investment_account_id: 1,
          buys: [{ product_id: 1, type: 'gross', amount: '1500', currency: 'GBP' }],
        }),
      ),
    );
    await settle();
    expect(state().quote.value?.buys[0]?.amount).toBe('2500.00');
    expect(state().quote.status).toBe('ready');
  });

  it('drops an in-flight quote as soon as the input changes', async () => {
    const server = createTradeServer();
    const slow = deferred<Response>();
    server.on('POST', QUOTE, (r) => json(quoteFor(r.body)));
    const { state, clock } = await setup({}, server);
    server.once('POST', QUOTE, () => slow.promise);
    state().setAmount('1500');
    clock.advance(500);
    await settle();
    expect(state().quote.status).toBe('loading');
    state().setAmount('1600');
    slow.resolve(
      json(
        quoteFor({
          investment_account_id: 1,
          buys: [{ product_id: 1, type: 'gross', amount: '1500', currency: 'GBP' }],
        }),
      ),
    );
    await settle();
    expect(state().quote.status).toBe('waiting');
    expect(state().quote.value?.buys[0]?.amount).toBe('1000.00');
  });

  it('shows the quote error and keeps the amount', async () => {
    const server = createTradeServer();
    server.on('POST', QUOTE, () => json({}, 500));
    const { state, clock } = await setup({}, server);
    expect(state().quote.status).toBe('failed');
    expect(state().quote.error).toMatchObject({
      code: 'trade.error.quote',
      serverMessage: null,
      status: 500,
    });
    server.on('POST', QUOTE, () => json({ detail: 'Pricing is unavailable.' }, 503));
    state().setAmount('1234.56');
    clock.advance(500);
    await settle();
    expect(state().quote.error).toMatchObject({
      code: 'trade.error.quote',
      serverMessage: 'Pricing is unavailable.',
    });
    expect(state().amount).toBe('1234.56');
    expect(state().derived.proceedBlockers).toContain('no_quote');
  });

  it('sanitises typed amounts and skips quoting an empty or zero amount', async () => {
    const { state, clock, quoteBodies } = await setup();
    state().setAmount('-١٢٣٤.567');
    expect(state().amount).toBe('1234.56');
    state().setAmount('0');
    clock.advance(500);
    await settle();
    expect(quoteBodies()).toHaveLength(1);
    expect(state().quote.status).toBe('idle');
    expect(state().derived.proceedBlockers).toContain('amount_empty');
  });

  it('lets read-only users neither change amounts nor proceed', async () => {
    const { state, clock, quoteBodies } = await setup({ user: makeSessionUser({ is_read_only: true }) });
    state().setAmount('5000');
    clock.advance(500);
    expect(state().amount).toBe('1000');
    expect(quoteBodies()).toHaveLength(1);
    expect(state().derived.amountEditable).toBe(false);
    expect(state().derived.proceedBlockers).toContain('read_only');
    await state().proceed();
    expect(state().step).toBe('setup');
  });

  it('requotes when the account or the order type changes', async () => {
    const { state, clock, quoteBodies } = await setup();
    state().setAccount('IA-0002');
    clock.advance(500);
    await settle();
    expect(quoteBodies()[1]?.investment_account_id).toBe(2);
    state().setOrderType('principal');
    clock.advance(500);
    await settle();
    expect(firstLeg(quoteBodies()[2])?.type).toBe('principal');
    state().setAccount('IA-9999');
    expect(state().accountReference).toBe('IA-0002');
  });

  it('blocks proceeding when the quote total exceeds the balance and disables that account', async () => {
    const { state, clock } = await setup();
    state().setAmount('30000');
    clock.advance(500);
    await settle();
    expect(state().derived.proceedBlockers).toContain('insufficient_balance');
    expect(state().derived.accountOptions.map((o) => o.isDisabled)).toEqual([true, true]);
  });

  it('blocks proceeding on quote warnings and names them by catalogue id', async () => {
    const server = createTradeServer();
    server.on('POST', QUOTE, (r) => {
      const quote = quoteFor(r.body);
      quote.buys[0]?.warnings.push({
        code: 'insufficient_liquidity',
        message: 'Not enough',
        max_amount: '500.00',
      });
      return json(quote);
    });
    const { state } = await setup({}, server);
    expect(state().derived.proceedBlockers).toEqual(['quote_warnings']);
    expect(state().derived.warnings).toEqual([
      {
        side: 'buy',
        productId: 1,
        message: { code: 'trade.warning.insufficient_liquidity', values: { amount: '500.00' } },
      },
    ]);
  });

  it('raises the invalid-account error for an unknown requested account until one is chosen', async () => {
    const { state } = await setup({ accountReference: 'IA-NOPE' });
    expect(state().derived.accountError).toEqual({ code: 'trade.error.invalidAccount' });
    expect(state().derived.canProceed).toBe(false);
    state().setAccount('IA-0002');
    expect(state().derived.accountError).toBeNull();
  });

  it('takes a valid requested account and amount from the page query', async () => {
    const { state, quoteBodies } = await setup({ accountReference: 'IA-0002', amount: '2500' });
    expect(state().accountReference).toBe('IA-0002');
    expect(quoteBodies()[0]?.investment_account_id).toBe(2);
    expect(state().amount).toBe('2500');
  });
});

describe('trade machine: modes and expiry', () => {
  it('limit mode sets the requested price to the buy price and the expiry to the next market close', async () => {
    const { state, clock, quoteBodies } = await setup({
      product: makeProduct({ product_id: 1, buy_price: '101.25' }),
    });
    state().setMode('limit_order');
    expect(state().mode).toBe('limit_order');
    expect(state().requestedPrice).toBe('101.25');
    expect(state().expiryType).toBe('expires_at_market_close');
    expect(state().expiresAt).toBe('2026-11-23T16:30:00.000Z');
    clock.advance(500);
    await settle();
    expect(firstLeg(quoteBodies()[1])?.price).toBe('101.25');
    state().setRequestedPrice('99.8765');
    expect(state().requestedPrice).toBe('99.87');
  });

  it('basic mode clears the price and the expiry', async () => {
    const { state } = await setup();
    state().setMode('limit_order');
    state().setMode('basic');
    expect([state().requestedPrice, state().expiryType, state().expiresAt]).toEqual([null, null, null]);
  });

  it('a sell ticket’s limit mode starts at the sell price', async () => {
    const { state } = await setup({
      tradeType: 'sell',
      product: makeProduct({ product_id: 1, sell_price: '98.40' }),
      positions: [held(1, '5000')],
    });
    state().setMode('limit_order');
    expect(state().requestedPrice).toBe('98.40');
  });

  it('takes limit price decimals from the price-precision setting', async () => {
    const { state } = await setup({ pricePrecision: 3 });
    state().setMode('limit_order');
    state().setRequestedPrice('99.87654');
    expect(state().requestedPrice).toBe('99.876');
  });

  it('defaults an exact-datetime expiry 5 business days ahead, and a duration to one day', async () => {
    const { state } = await setup();
    state().setMode('limit_order');
    state().setExpiryType('expires_on_exact_datetime');
    expect(state().expiresAt).toBe('2026-11-30T10:00:00.000Z');
    state().setExpiresAt('2026-12-01T12:00:00Z');
    expect(state().expiresAt).toBe('2026-12-01T12:00:00.000Z');
    state().setExpiryType('expires_in_timedelta');
    expect([state().expiresAt, state().expiryTimedeltaSeconds]).toEqual([null, 86_400]);
    state().setExpiryType('good_until_canceled');
    expect([state().expiresAt, state().expiryTimedeltaSeconds]).toEqual([null, null]);
  });

  it('disables limit orders in basic mode outside trading hours', async () => {
    const { state } = await setup({ market: { ...OPEN, state_now: 'closed' } });
    expect(state().derived.limitOrderDisabled).toBe(true);
    state().setMode('limit_order');
    expect(state().mode).toBe('basic');
  });
});

describe('trade machine: confirm (standard)', () => {
  it('proceeds to CONFIRM with a fresh idempotency key and goes back to SETUP keeping the inputs', async () => {
    const { state, quoteBodies } = await setup();
    state().setAmount('1500');
    await state().refreshQuote();
    await state().proceed();
    expect(state().step).toBe('confirm');
    expect(state().stepId).toBe(1);
    expect(state().idempotencyKey).toBe('key-1');
    expect(state().derived.canConfirm).toBe(false);
    expect(state().back()).toBe('setup');
    expect(state().step).toBe('setup');
    expect(state().stepId).toBe(2);
    expect(state().amount).toBe('1500');
    expect(state().idempotencyKey).toBeNull();
    await settle();
    expect(quoteBodies()).toHaveLength(3); // requoted on return
    await state().proceed();
    expect(state().idempotencyKey).toBe('key-2');
    expect(state().back()).toBe('setup');
    expect(state().back()).toBe('history');
  });

  it('needs both agreements, then confirms the quote (201) and is placed', async () => {
    const { state, server, onPlaced } = await setup();
    await state().proceed();
    state().setAgreement('investorAgreement', true);
    expect(state().derived.canConfirm).toBe(false);
    state().setAgreement('fractionalBondsAgreement', true);
    expect(state().derived.canConfirm).toBe(true);
    const done = state().confirm();
    expect(state().step).toBe('processing');
    await done;
    expect(state().step).toBe('placed');
    expect(state().stepId).toBe(3);
    const confirmCall = server.seen(QUOTE).at(-1);
    expect(confirmCall?.body).toMatchObject({ confirm: true, investment_account_id: 1 });
    expect(confirmCall?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(state().placement).toMatchObject({ kind: 'quote', reference: 'Q-1', orderReference: 'ORD-1' });
    expect(onPlaced).toHaveBeenCalledTimes(1);
    expect(state().derived.placedTitle).toBe('trade.placed.title');
  });

  it('places one order on a double confirm', async () => {
    const { state, server } = await setup();
    await state().proceed();
    state().setAgreement('investorAgreement', true);
    state().setAgreement('fractionalBondsAgreement', true);
    await Promise.all([state().confirm(), state().confirm()]);
    await state().confirm();
    expect(server.seen(QUOTE).filter((r) => (r.body as { confirm?: boolean }).confirm)).toHaveLength(1);
    expect(state().step).toBe('placed');
  });

  it('returns to CONFIRM with the catalogue’s offline error when nothing answers, keeps everything, and retries with the same key', async () => {
    const { state, server } = await setup();
    await state().proceed();
    state().setAgreement('investorAgreement', true);
    state().setAgreement('fractionalBondsAgreement', true);
    server.once('POST', QUOTE, () => {
      throw new TypeError('network down');
    });
    await state().confirm();
    expect(state().step).toBe('confirm');
    // nothing answered: the catalogue's offline text (the confirm step offers Try again)
    expect(state().error).toMatchObject({ code: 'failure.offline', serverMessage: null, status: 0 });
    expect(state().amount).toBe('1000');
    expect(state().agreements).toEqual({ investorAgreement: true, fractionalBondsAgreement: true });
    await state().confirm();
    expect(state().step).toBe('placed');
    const keys = server
      .seen(QUOTE)
      .filter((r) => (r.body as { confirm?: boolean }).confirm)
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('shows the server’s message when confirming fails with one', async () => {
    const { state, server } = await setup();
    await state().proceed();
    state().setAgreement('investorAgreement', true);
    state().setAgreement('fractionalBondsAgreement', true);
    server.once('POST', QUOTE, () => json({ non_field_errors: ['The price has moved.'] }, 400));
    await state().confirm();
    expect(state().error).toMatchObject({
      code: 'trade.error.confirmQuote',
      serverMessage: 'The price has moved.',
    });
  });

  it('places a limit order through orders/ with legs, expiry and the agreements', async () => {
    const server = quoteServer();
    server.on('POST', /^orders\/$/, () => json(makeOrder({ order_reference: 'ORD-7' }), 201));
    const { state, clock } = await setup({}, server);
    state().setMode('limit_order');
    state().setRequestedPrice('99.50');
    clock.advance(500);
    await settle();
    await state().proceed();
    expect(server.seen(/^orders\/$/)).toHaveLength(0);
    state().setAgreement('investorAgreement', true);
    state().setAgreement('fractionalBondsAgreement', true);
    await state().confirm();
    const [order] = server.seen(/^orders\/$/);
    expect(order?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(order?.body).toEqual({
      investment_account_reference: 'IA-0001',
      order_type: 'limit_order',
      expiry_type: 'expires_at_market_close',
      expiry_options: { expires_at: '2026-11-23T16:30:00.000Z' },
      legs: [{ product_id: 1, side: 'buy', requested_price: '99.50', notional: '1000.00', package_id: null }],
      has_accepted_investor_agreement: true,
      has_accepted_fractional_bonds_agreement: true,
    });
    expect(state().placement).toMatchObject({ kind: 'order', reference: 'ORD-7' });
  });

  it('requests an RFQ in rfq mode and confirms its quote', async () => {
    const server = quoteServer();
    server.on('POST', /^rfqs\/$/, () => json(makeRfq({ notional_currency: 'GBP' }), 201));
    server.on('POST', /^rfqs\/RFQ-1\/quotes\/RQ-1\/confirm\/$/, () =>
      json(makeRfq({ state: 'confirmed', order_reference: 'ORD-3' })),
    );
    const { state, clock } = await setup({}, server);
    state().setMode('rfq');
    clock.advance(500);
    await settle();
    await state().proceed();
    expect(state().confirmTarget?.kind).toBe('rfq');
    state().setAgreement('investorAgreement', true);
    state().setAgreement('fractionalBondsAgreement', true);
    await state().confirm();
    expect(state().placement).toMatchObject({ kind: 'rfq', reference: 'RFQ-1', orderReference: 'ORD-3' });
  });

  it('buys from a coming-soon package', async () => {
    const product = makeProduct({
      product_id: 1,
      sell_liquidity: '0',
      pending_liquidity: [{ package_id: 4, pending_amount: '20000.00', settlement_date: '2026-12-01' }],
    });
    const { state, quoteBodies } = await setup({ product, packageId: 4 });
    expect(firstLeg(quoteBodies()[0])?.package_id).toBe(4);
    expect(state().derived.canProceed).toBe(true);
  });
});

describe('trade machine: sells', () => {
  it('sells in principal from accounts holding the product', async () => {
    const { state, quoteBodies } = await setup({
      tradeType: 'sell',
      positions: [held(1, '3000', 'IA-0002')],
    });
    expect(state().derived.accountOptions.map((o) => [o.reference, o.amountToSell])).toEqual([
      ['IA-0002', '3000'],
    ]);
    expect(quoteBodies()[0]).toMatchObject({
      investment_account_id: 2,
      buys: [],
      sells: [{ product_id: 1, type: 'principal', amount: '1000.00', currency: 'GBP' }],
    });
    expect(state().derived.canProceed).toBe(true);
  });

  it("says 'You do not own this product' and asks for no quote when nothing is held", async () => {
    const { state, quoteBodies } = await setup({ tradeType: 'sell', positions: [] });
    expect(state().derived.accountError).toEqual({ code: 'trade.error.notOwned' });
    expect(quoteBodies()).toHaveLength(0);
    expect(state().derived.canProceed).toBe(false);
  });

  it('picks an account once positions arrive', async () => {
    const { state, clock, quoteBodies } = await setup({ tradeType: 'sell' });
    state().setPositions([held(1, '2000')]);
    expect(state().accountReference).toBe('IA-0001');
    clock.advance(500);
    await settle();
    expect(quoteBodies()).toHaveLength(1);
  });

  it('refuses a primary sell with a package id', async () => {
    const { state } = await setup({ tradeType: 'sell', positions: [held(1, '3000')], packageId: 4 });
    expect(state().derived.proceedBlockers).toContain('sell_with_package');
  });
});

describe('trade machine: switches', () => {
  const target = makeProduct({ product_id: 2, buy_price: '101.00', sell_liquidity: '900.00' });

  it('quotes the sell and the capped buy, then goes through an rfq-package', async () => {
    const server = quoteServer();
    server.on('POST', /^rfq-packages\/$/, () => json(makePackage(), 201));
    server.on('POST', /^rfq-packages\/PKG-1\/confirm\/$/, () => json(makePackage({ state: 'confirmed' })));
    const { state } = await setup(
      {
        product: makeProduct({ product_id: 1, sell_price: '99.50' }),
        positions: [held(1, '5000')],
        switchTo: target,
      },
      server,
    );
    expect(state().mode).toBe('switch_trade');
    expect(state().derived.switchBuyAmount).toBe('900'); // 985.14 capped at the target's liquidity
    const body = server.seen(QUOTE)[0]?.body as {
      sells: { amount: string }[];
      buys: { product_id: number; amount: string }[];
    };
    expect(body.sells[0]?.amount).toBe('1000.00');
    expect(body.buys[0]).toMatchObject({ product_id: 2, amount: '900.00' });
    await state().proceed();
    const [create] = server.seen(/^rfq-packages\/$/);
    expect(create?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(create?.body).toMatchObject({
      rfq_package_type: 'switch',
      investment_account_reference: 'IA-0001',
      rfqs: [
        { quote_type: 'sell', product_reference: 'BND1', notional_amount: '1000.00' },
        { quote_type: 'buy', product_reference: 'BND2', notional_amount: '900.00' },
      ],
    });
    expect(state().step).toBe('confirm');
    state().setAgreement('investorAgreement', true);
    state().setAgreement('fractionalBondsAgreement', true);
    await state().confirm();
    expect(server.seen(/^rfq-packages\/PKG-1\/confirm\/$/)).toHaveLength(1);
    expect(state().placement).toMatchObject({ kind: 'package', reference: 'PKG-1' });
  });

  it('waits for a target and maps a package failure to the market-quote error', async () => {
    const server = quoteServer();
    server.on('POST', /^rfq-packages\/$/, () => json({}, 502));
    const { state, clock } = await setup({ mode: 'switch_trade', positions: [held(1, '5000')] }, server);
    expect(state().quote.status).toBe('idle');
    state().setSwitchTarget(target);
    clock.advance(500);
    await settle();
    expect(state().derived.canProceed).toBe(true);
    await state().proceed();
    expect(state().step).toBe('setup');
    expect(state().error).toMatchObject({ code: 'trade.error.marketQuote' });
    expect(state().switchTarget?.product_id).toBe(2);
  });

  it('blocks a switch whose sell quote carries warnings', async () => {
    const server = createTradeServer();
    server.on('POST', QUOTE, (r) => {
      const quote = quoteFor(r.body);
      quote.sells[0]?.warnings.push({ code: 'insufficient_balance', message: 'x' });
      return json(quote);
    });
    const { state } = await setup({ positions: [held(1, '5000')], switchTo: target }, server);
    expect(state().derived.proceedBlockers).toEqual(['switch_quote_warnings']);
  });
});

describe('trade machine: the partner', () => {
  async function partnerSetup(overrides: Partial<TradeMachineDeps> = {}, server = quoteServer()) {
    server.on('POST', /^rfqs\/$/, () => json(makeRfq(), 201));
    server.on('POST', /^rfqs\/RFQ-1\/quotes\/RQ-1\/challenge\/$/, () =>
      json({ sent: true, resend_after_seconds: 60 }),
    );
    server.on('POST', /^rfqs\/RFQ-1\/quotes\/RQ-1\/confirm\/$/, () =>
      json(makeRfq({ state: 'confirmed', order_reference: 'ORD-5' })),
    );
    return setup({ user: partnerUser(), product: sukukProduct(), amount: '8000', ...overrides }, server);
  }

  async function tickAll(
    state: () => ReturnType<Awaited<ReturnType<typeof partnerSetup>>['machine']['getState']>,
  ) {
    for (const flag of state().derived.requiredCheckboxes) state().setCheckbox(flag, true);
  }

  it('starts at 10000 and always quotes principal', async () => {
    const { state, quoteBodies } = await setup({
      user: partnerUser(),
      product: makeProduct({ product_id: 1, currency: 'USD', adib_details: sukukProduct().adib_details }),
      accounts: [makeAccount({ currencies: { USD: '50000.00' } })],
    });
    expect(state().amount).toBe('10000');
    expect(firstLeg(quoteBodies()[0])?.type).toBe('principal');
    expect(state().derived.orderType).toBe('principal');
  });

  it('opens an AED sukuk at 8000, the 4000 multiple nearest 10000, with no amount error and a quote', async () => {
    const { state, quoteBodies } = await setup({ user: partnerUser(), product: sukukProduct() });
    expect(state().amount).toBe('8000');
    expect(state().derived.sukukError).toBeNull();
    expect(state().derived.proceedBlockers).not.toContain('sukuk_amount');
    expect(firstLeg(quoteBodies()[0])?.amount).toBe('8000.00');
  });

  it('applies the sukuk amount rules and asks for no quote while one is broken', async () => {
    const { state, clock, quoteBodies } = await partnerSetup();
    expect(quoteBodies()).toHaveLength(1);
    state().setAmount('6000');
    clock.advance(500);
    await settle();
    expect(state().derived.sukukError?.message).toEqual({
      code: 'trade.sukuk.buyDenomination',
      values: { currency: 'AED', amount: '4000' },
    });
    expect(quoteBodies()).toHaveLength(1);
    expect(state().derived.proceedBlockers).toContain('sukuk_amount');
    state().setAmount('32000');
    expect(state().derived.sukukError?.rule).toBe('maximum');
  });

  it('hides the amount when buying outside the risk rating', async () => {
    const { state, quoteBodies } = await partnerSetup({ user: partnerUser(2) });
    expect(state().derived.amountHidden).toBe(true);
    expect(quoteBodies()).toHaveLength(0);
  });

  it('creates an RFQ in basic mode, then needs terms, checkboxes (documents opened) and a one-time code', async () => {
    const { state, server, clock, onPlaced } = await partnerSetup();
    await state().proceed();
    const [rfq] = server.seen(/^rfqs\/$/);
    expect(rfq?.body).toMatchObject({
      investment_account_reference: 'IA-AED',
      notional_amount: '8000.00',
      notional_currency: 'AED',
      quote_type: 'buy',
      product_reference: 'BND1',
      transient: false,
    });
    expect(state().step).toBe('confirm');
    expect(state().derived.requiredCheckboxes).toEqual([
      'has_waived_cooling_off_period',
      'has_accepted_key_facts_statement',
      'has_confirmed_suitability_report',
      'has_confirmed_terms_and_conditions',
    ]);

    // a document checkbox unlocks only after that document is opened
    state().setCheckbox('has_accepted_key_facts_statement', true);
    expect(state().checkboxes.has_accepted_key_facts_statement).toBeUndefined();
    expect(state().derived.checkboxEnabled.has_accepted_key_facts_statement).toBe(false);
    state().openDocument('key_facts_statement');
    state().openDocument('suitability_report');
    state().openDocument('terms_and_conditions');
    await tickAll(state);
    expect(state().derived.checkboxesComplete).toBe(true);

    // no code before the purchaser's terms are accepted
    await state().openOtp();
    expect(state().otp.open).toBe(false);
    expect(server.seen(/challenge/)).toHaveLength(0);
    state().acceptTerms(true);
    await state().openOtp();
    expect(state().otp.open).toBe(true);
    expect(server.seen(/^rfqs\/RFQ-1\/quotes\/RQ-1\/challenge\/$/)).toHaveLength(1);
    expect(state().notices.map((n) => n.code)).toEqual(['trade.success.codeSent']);
    expect(state().otp.resendIn).toBe(60);

    // 60 s resend countdown
    clock.advance(59_000);
    expect(state().otp.resendIn).toBe(1);
    await state().resendCode();
    expect(server.seen(/challenge/)).toHaveLength(1);
    clock.advance(1_000);
    expect(state().otp.resendIn).toBe(0);
    await state().resendCode();
    expect(server.seen(/challenge/)).toHaveLength(2);
    expect(state().otp.resendIn).toBe(60);

    expect(state().derived.canConfirm).toBe(false);
    state().setOtpCode(' 123 456 ');
    expect(state().derived.canConfirm).toBe(true);
    await state().confirm();
    const [confirm] = server.seen(/confirm\/$/);
    expect(confirm?.body).toEqual({
      verification_code: '123456',
      has_waived_cooling_off_period: true,
      has_accepted_key_facts_statement: true,
      has_confirmed_suitability_report: true,
      has_confirmed_terms_and_conditions: true,
    });
    expect(state().step).toBe('placed');
    expect(state().derived.placedTitle).toBe('trade.placed.purchaseConcluded');
    expect(onPlaced).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rfq', orderReference: 'ORD-5' }));
  });

  it('does not resend on reopening the modal while the countdown runs', async () => {
    const { state, server, clock } = await partnerSetup();
    await state().proceed();
    for (const doc of ['key_facts_statement', 'suitability_report', 'terms_and_conditions'] as const)
      state().openDocument(doc);
    await tickAll(state);
    state().acceptTerms(true);
    await state().openOtp();
    state().closeOtp();
    await state().openOtp();
    expect(server.seen(/challenge/)).toHaveLength(1);
    clock.advance(60_000);
    state().closeOtp();
    await state().openOtp();
    expect(server.seen(/challenge/)).toHaveLength(2);
  });

  it('asks complex products for the appropriateness checkboxes', async () => {
    const { state } = await partnerSetup({ product: sukukProduct('complex') });
    await state().proceed();
    expect(state().derived.requiredCheckboxes).toContain('has_confirmed_appropriateness_report');
    expect(state().derived.requiredCheckboxes).toContain('has_accepted_appropriateness_disclaimer');
  });

  it('creates an order outside basic mode and confirms it with the code', async () => {
    const server = quoteServer();
    server.on('POST', /^orders\/$/, () => json(makeOrder({ currency: 'AED' }), 201));
    server.on('POST', /^orders\/ORD-1\/challenge\/$/, () => json({ sent: true }));
    server.on('POST', /^orders\/ORD-1\/confirm\/$/, () =>
      json(makeOrder({ currency: 'AED', confirmation_state: 'confirmed' })),
    );
    const { state, clock } = await partnerSetup({}, server);
    state().setMode('limit_order');
    clock.advance(500);
    await settle();
    await state().proceed();
    const [create] = server.seen(/^orders\/$/);
    expect(create?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(create?.body).toMatchObject({
      order_type: 'limit_order',
      legs: [{ side: 'buy', notional: '8000.00' }],
    });
    expect(state().idempotencyKey).toBe('key-2');
    for (const doc of ['key_facts_statement', 'suitability_report', 'terms_and_conditions'] as const)
      state().openDocument(doc);
    await tickAll(state);
    state().acceptTerms(true);
    await state().openOtp();
    expect(server.seen(/^orders\/ORD-1\/challenge\/$/)).toHaveLength(1);
    state().setOtpCode('654321');
    await state().confirm();
    expect(server.seen(/^orders\/ORD-1\/confirm\/$/)[0]?.headers.get('Idempotency-Key')).toBe('key-2');
    expect(state().placement).toMatchObject({ kind: 'order', reference: 'ORD-1' });
  });

  it('keeps the inputs and the proceed key when creating the RFQ fails', async () => {
    const server = quoteServer();
    const { state } = await partnerSetup({}, server);
    server.once('POST', /^rfqs\/$/, () => json({ detail: 'Market maker unavailable.' }, 503));
    await state().proceed();
    expect(state().step).toBe('setup');
    expect(state().error).toMatchObject({
      code: 'trade.error.requestQuote',
      serverMessage: 'Market maker unavailable.',
    });
    expect(state().amount).toBe('8000');
    await state().proceed();
    expect(state().step).toBe('confirm');
    const keys = server.seen(/^rfqs\/$/).map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('reports a code that could not be sent', async () => {
    const server = quoteServer();
    const { state } = await partnerSetup({}, server);
    await state().proceed();
    server.once('POST', /challenge/, () => json({}, 500));
    for (const doc of ['key_facts_statement', 'suitability_report', 'terms_and_conditions'] as const)
      state().openDocument(doc);
    await tickAll(state);
    state().acceptTerms(true);
    await state().openOtp();
    expect(state().otp.error).toMatchObject({ code: 'trade.error.sendCode' });
    expect(state().otp.sent).toBe(false);
  });

  it('titles a partner sale a concluded sale contract', async () => {
    const { state } = await partnerSetup({
      tradeType: 'sell',
      positions: [{ ...held(1, '8000', 'IA-AED'), currency: 'AED' }],
    });
    expect(state().derived.placedTitle).toBe('trade.placed.saleConcluded');
    expect(state().derived.requiredCheckboxes).toEqual([
      'has_confirmed_suitability_report',
      'has_confirmed_terms_and_conditions',
    ]);
  });
});

describe('trade machine: lifecycle', () => {
  it('stops quoting after dispose', async () => {
    const { state, clock, quoteBodies } = await setup();
    state().setAmount('2000');
    state().dispose();
    clock.advance(1000);
    await settle();
    expect(quoteBodies()).toHaveLength(1);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('follows market updates: a suspended market prohibits proceeding', async () => {
    const { state } = await setup();
    state().setMarket({
      state: 'suspended',
      state_now: 'closed',
      opens_at: null,
      are_limit_orders_allowed: false,
    });
    expect(state().derived.prohibitions).toEqual(['market_suspended']);
    expect(state().derived.proceedBlockers).toContain('prohibited');
  });

  it('dismisses notices and clears errors', async () => {
    const { state, server } = await setup();
    server.once('POST', QUOTE, () => json({}, 500));
    await state().proceed();
    state().setAgreement('investorAgreement', true);
    state().setAgreement('fractionalBondsAgreement', true);
    await state().confirm();
    expect(state().error).not.toBeNull();
    state().clearError();
    expect(state().error).toBeNull();
  });
});
