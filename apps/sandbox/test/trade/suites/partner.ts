/** The partner (sukuk) customer: RFQs and orders confirmed with one-time codes from the dev inbox. */
import {
  cancelOrder,
  challengeOrder,
  challengeRfqQuote,
  confirmOrder,
  confirmRfqQuote,
  createMarketQuote,
  createOrder,
  createRfq,
  dailyPlatformFee,
  getBuyOrders,
  getOrders,
  getPositions,
  partnerCheckboxes,
  type Rfq,
  type RfqInput,
  submitBondOrderAction,
  type TradeConfirmInput,
} from '@bondkit/sdk-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/index';
import { dec } from '../../../src/shared/decimal';
import { inboxCodes, personaEmail } from '../../../src/testing';
import { TEST_NOW } from '../../support/helpers';
import {
  apiError,
  expectLedgerConsistent,
  latestCode,
  marketRfq,
  movePrice,
  type ProductPick,
  reseedForGroup,
  type Trader,
  tradableProducts,
  trader,
  transactionsOfOrder,
} from '../../support/trade';

const SCORE = 3;

function rfqInput(product: ProductPick, side: 'buy' | 'sell', amount: string, account: string): RfqInput {
  return {
    investment_account_reference: account,
    ...marketRfq(side, product.reference, amount, product.currency),
  };
}

/** The confirmation body the partner's ticket sends: the code plus every checkbox its trade needs, ticked. */
function confirmation(product: ProductPick, side: 'buy' | 'sell', code: string): TradeConfirmInput {
  const body: TradeConfirmInput = { verification_code: code };
  for (const flag of partnerCheckboxes({
    tradeType: side,
    productType: (product.adib_product_type ?? 'non_complex') as 'complex' | 'non_complex',
    outsideRiskRating: (product.adib_risk_category_minimum_score ?? 0) > SCORE,
  })) {
    body[flag] = true;
  }
  return body;
}

export function partnerSuite(sandbox: () => Sandbox): void {
  describe("the partner's one-time-code flow", () => {
    let aed: ProductPick[];
    let held: ProductPick;
    let sukuk: Trader;
    let account: string;

    reseedForGroup(sandbox);

    beforeAll(async () => {
      aed = await tradableProducts(
        sandbox().db,
        "p.currency = 'AED' AND p.adib_product_type IS NOT NULL AND p.adib_risk_category_minimum_score <= $1 AND p.sell_liquidity >= 20000",
        [SCORE],
      );
      expect(aed.length).toBeGreaterThanOrEqual(2);
      sukuk = await trader(sandbox(), 'sukuk');
      account = (await sukuk.account()).reference;
      const [heldAed] = await tradableProducts(
        sandbox().db,
        "p.currency = 'AED' AND EXISTS (SELECT 1 FROM positions x WHERE x.product_id = p.product_id AND x.account_id = 1070)",
        [],
        { includeHeld: true },
      );
      if (!heldAed) throw new Error('the sukuk persona holds no AED sukuk');
      held = heldAed;
    });

    it('buys through an RFQ confirmed with the code from the dev inbox', async () => {
      const product = aed[0] as ProductPick;
      const rfq = await createRfq(sukuk.client, rfqInput(product, 'buy', '8000.00', account));
      expect(rfq).toMatchObject({
        state: 'awaiting_confirmation',
        product_id: product.product_id,
        quote_type: 'buy',
        notional_amount: '8000.00',
        notional_currency: 'AED',
        investment_account_reference: account,
        order_reference: null,
      });
      const [quote] = rfq.quotes;
      if (!quote) throw new Error('no quote');
      expect(quote).toMatchObject({
        state: 'awaiting_confirmation',
        price: dec(product.buy_price).toFixed(2),
        principal: '8000.00',
        settlement_date: '2026-11-25',
        warnings: [],
      });
      expect(Date.parse(quote.expires_at ?? '') - Date.parse(TEST_NOW)).toBeGreaterThanOrEqual(
        14 * 60 * 1000,
      );

      const challenge = await challengeRfqQuote(sukuk.client, rfq.rfq_reference, quote.quote_reference);
      expect(challenge).toEqual({
        sent: true,
        destination: expect.stringMatching(/^suk\*+est$/),
        resend_after_seconds: 60,
      });
      const code = await latestCode(sandbox(), 'sukuk');
      expect(code).toMatch(/^\d{6}$/);
      const wrong = code === '000000' ? '000001' : '000000';
      await apiError(
        confirmRfqQuote(
          sukuk.client,
          rfq.rfq_reference,
          quote.quote_reference,
          confirmation(product, 'buy', wrong),
        ),
        400,
        'Incorrect one-time passcode',
      );
      const unticked = await apiError(
        confirmRfqQuote(sukuk.client, rfq.rfq_reference, quote.quote_reference, { verification_code: code }),
        400,
      );
      expect(Object.keys(unticked.fieldErrors).sort()).toEqual(
        Object.keys(confirmation(product, 'buy', code))
          .filter((k) => k !== 'verification_code')
          .sort(),
      );

      const before = dec(await sukuk.balance(account, 'AED'));
      const confirmed: Rfq = await confirmRfqQuote(
        sukuk.client,
        rfq.rfq_reference,
        quote.quote_reference,
        confirmation(product, 'buy', code),
      );
      expect(confirmed.state).toBe('confirmed');
      expect(confirmed.quotes[0]?.state).toBe('confirmed');
      expect(confirmed.order_reference).toMatch(/^ORD\d{6}$/);
      expect(await sukuk.balance(account, 'AED')).toBe(before.minus(quote.total).toFixed(2));
      expect((await getPositions(sukuk.client, { product_id: product.product_id }))[0]?.open.principal).toBe(
        '8000.00',
      );
      const booked = await transactionsOfOrder(sandbox().db, confirmed.order_reference ?? '');
      expect(booked.map((t) => t.transaction_type)).toEqual(['purchase', 'accrued_interest_paid']);
      // the code was used: the inbox says so, and the RFQ cannot be confirmed twice
      const inbox = await inboxCodes(sandbox().fetch, personaEmail('sukuk'));
      expect(inbox[0]).toMatchObject({ code, used: true });
      await apiError(
        confirmRfqQuote(
          sukuk.client,
          rfq.rfq_reference,
          quote.quote_reference,
          confirmation(product, 'buy', code),
        ),
        400,
        'This has already been confirmed.',
      );
      await expectLedgerConsistent(sandbox().db);
    });

    it('codes expire after 5 minutes, and a new challenge supersedes the previous code', async () => {
      const product = aed[1] as ProductPick;
      const rfq = await createRfq(sukuk.client, rfqInput(product, 'buy', '4000.00', account));
      const quote = rfq.quotes[0]?.quote_reference ?? '';
      await challengeRfqQuote(sukuk.client, rfq.rfq_reference, quote);
      const stale = await latestCode(sandbox(), 'sukuk');
      sandbox().clock.advance(301);
      await apiError(
        confirmRfqQuote(sukuk.client, rfq.rfq_reference, quote, confirmation(product, 'buy', stale)),
        400,
        'Incorrect one-time passcode',
      );
      await challengeRfqQuote(sukuk.client, rfq.rfq_reference, quote);
      const first = await latestCode(sandbox(), 'sukuk');
      await challengeRfqQuote(sukuk.client, rfq.rfq_reference, quote);
      const second = await latestCode(sandbox(), 'sukuk');
      if (first !== second) {
        await apiError(
          confirmRfqQuote(sukuk.client, rfq.rfq_reference, quote, confirmation(product, 'buy', first)),
          400,
          'Incorrect one-time passcode',
        );
      }
      const done = await confirmRfqQuote(
        sukuk.client,
        rfq.rfq_reference,
        quote,
        confirmation(product, 'buy', second),
      );
      expect(done.state).toBe('confirmed');
    });

    it('a partner sale pays the daily platform fee (0.3 % × 1/365 × face value)', async () => {
      const rfq = await createRfq(sukuk.client, rfqInput(held, 'sell', '4000.00', account));
      const [quote] = rfq.quotes;
      if (!quote) throw new Error('no quote');
      const fee = dailyPlatformFee('4000.00');
      expect(fee).toBe('0.03');
      expect(quote.platform_fee_amount).toBe(fee);
      const consideration = dec('4000').times(held.sell_price).div(100).round(2, 1);
      expect(quote.total).toBe(consideration.plus(quote.interest).minus(fee).toFixed(2));
      await challengeRfqQuote(sukuk.client, rfq.rfq_reference, quote.quote_reference);
      const before = dec(await sukuk.balance(account, 'AED'));
      const done = await confirmRfqQuote(
        sukuk.client,
        rfq.rfq_reference,
        quote.quote_reference,
        confirmation(held, 'sell', await latestCode(sandbox(), 'sukuk')),
      );
      const booked = await transactionsOfOrder(sandbox().db, done.order_reference ?? '');
      expect(booked.map((t) => [t.transaction_type, t.amount])).toEqual([
        ['sale', consideration.toFixed(2)],
        ['accrued_interest_received', quote.interest],
        ['platform_fee', `-${fee}`],
      ]);
      expect(await sukuk.balance(account, 'AED')).toBe(before.plus(quote.total).toFixed(2));
      await expectLedgerConsistent(sandbox().db);
    });

    it('sukuk amounts follow the minimum, denomination and maximum per transaction', async () => {
      const product = aed[1] as ProductPick;
      const refused = async (side: 'buy' | 'sell', p: ProductPick, amount: string) =>
        (await apiError(createRfq(sukuk.client, rfqInput(p, side, amount, account)), 400)).fieldErrors
          .notional_amount;
      expect(await refused('buy', product, '3000.00')).toEqual([
        'The minimum purchase order amount is AED 4000',
      ]);
      expect(await refused('buy', product, '6000.00')).toEqual([
        'Purchase order must be in AED 4000 denomination',
      ]);
      expect(await refused('buy', product, '32000.00')).toEqual([
        'The maximum Purchase order amount per transaction is AED 28000',
      ]);
      expect(await refused('sell', held, '2000.00')).toEqual(['The minimum sale order amount is AED 4000']);
      // a market quote carries the rule as a warning
      const quote = await createMarketQuote(sukuk.client, {
        investment_account_id: (await sukuk.account()).id,
        buys: [{ product_id: product.product_id, type: 'principal', amount: '6000.00', currency: 'AED' }],
      });
      expect(quote.buys[0]?.warnings).toContainEqual({
        code: 'sukuk_amount',
        message: 'Purchase order must be in AED 4000 denomination',
      });
    });

    it('executes at the quoted price while the market stays within ± 0.5 of it', async () => {
      const product = aed[1] as ProductPick;
      const place = async () => {
        const rfq = await createRfq(sukuk.client, rfqInput(product, 'buy', '4000.00', account));
        const quote = rfq.quotes[0];
        if (!quote) throw new Error('no quote');
        await challengeRfqQuote(sukuk.client, rfq.rfq_reference, quote.quote_reference);
        return { rfq, quote, code: await latestCode(sandbox(), 'sukuk') };
      };
      const within = await place();
      await movePrice(sandbox(), { product_id: product.product_id, delta: '0.40' });
      const done = await confirmRfqQuote(
        sukuk.client,
        within.rfq.rfq_reference,
        within.quote.quote_reference,
        confirmation(product, 'buy', within.code),
      );
      const [order] = (await getOrders(sukuk.client)).filter(
        (o) => o.order_reference === done.order_reference,
      );
      expect(order?.legs[0]?.executed_price).toBe(within.quote.price);

      const beyond = await place();
      await movePrice(sandbox(), { product_id: product.product_id, delta: '0.60' });
      await apiError(
        confirmRfqQuote(
          sukuk.client,
          beyond.rfq.rfq_reference,
          beyond.quote.quote_reference,
          confirmation(product, 'buy', beyond.code),
        ),
        400,
        'The price has changed. Please review the new quote.',
      );
    });

    it('a partner limit order is created unconfirmed, confirmed with a code, and cancelled', async () => {
      const product = aed[0] as ProductPick;
      // the seeded confirmed limit order is listed
      expect((await getOrders(sukuk.client, { status: 'confirmed' })).map((o) => o.order_type)).toContain(
        'limit_order',
      );
      const limit = dec(product.buy_price).minus(2).toFixed(2);
      const order = await createOrder(sukuk.client, {
        investment_account_reference: account,
        order_type: 'limit_order',
        expiry_type: 'expires_in_timedelta',
        expiry_options: { timedelta_seconds: 86400 },
        legs: [{ product_id: product.product_id, side: 'buy', requested_price: limit, notional: '4000.00' }],
        // the partner's agreements come with the code, not here
        has_accepted_investor_agreement: true,
        has_accepted_fractional_bonds_agreement: true,
      });
      expect(order).toMatchObject({ status: 'open', confirmation_state: 'unconfirmed' });
      expect(
        (await getOrders(sukuk.client, { status: 'unconfirmed' })).map((o) => o.order_reference),
      ).toContain(order.order_reference);
      const challenge = await challengeOrder(sukuk.client, order.order_reference);
      expect(challenge.sent).toBe(true);
      const code = await latestCode(sandbox(), 'sukuk');
      await apiError(
        confirmOrder(
          sukuk.client,
          order.order_reference,
          confirmation(product, 'buy', code === '123456' ? '654321' : '123456'),
        ),
        400,
        'Incorrect one-time passcode',
      );
      const confirmed = await confirmOrder(
        sukuk.client,
        order.order_reference,
        confirmation(product, 'buy', code),
      );
      expect(confirmed).toMatchObject({ status: 'open', confirmation_state: 'confirmed' });
      expect(Date.parse(confirmed.expires ?? '')).toBe(Date.parse(order.created) + 86400 * 1000);
      // the partner cannot cancel through the bond-order action, only through orders/{ref}/cancel/
      const row = (await getBuyOrders(sukuk.client)).find(
        (o) => o.product_id === product.product_id && o.state === 'open',
      );
      if (!row) throw new Error('not listed');
      await apiError(submitBondOrderAction(sukuk.client, { side: 'buy', id: row.id, action: 'cancel' }), 403);
      expect((await cancelOrder(sukuk.client, order.order_reference)).status).toBe('cancelled');
    });

    it('refuses a sukuk above the customer’s risk score and anything that is not a sukuk', async () => {
      const [risky] = await tradableProducts(
        sandbox().db,
        "p.adib_product_type IS NOT NULL AND p.adib_risk_category_minimum_score > $1 AND p.currency = 'AED'",
        [SCORE],
      );
      if (!risky) throw new Error('no risky sukuk');
      await apiError(
        createRfq(sukuk.client, rfqInput(risky, 'buy', '4000.00', account)),
        403,
        "You don't meet the requirements to trade Sukuk. If your circumstances have changed, please retake the assessment.",
      );
      const [bond] = await tradableProducts(
        sandbox().db,
        "p.adib_product_type IS NULL AND p.currency = 'GBP'",
      );
      if (!bond) throw new Error('no bond');
      await apiError(
        createRfq(sukuk.client, { ...rfqInput(bond, 'buy', '4000.00', account), notional_currency: 'GBP' }),
        403,
        'Only sukuk can be traded on this account.',
      );
    });
  });
}
