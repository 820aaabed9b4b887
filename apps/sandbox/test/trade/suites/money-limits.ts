/**
 * Limits that protect money are checked again where the money moves, in the transaction that books it, with
 * the account (and, for the FX daily limit, the customer) locked: quotes that each fit a limit cannot together
 * pass it, confirmed one after another or at the same time.
 */
import {
  ApiError,
  challengeOrder,
  confirmFxQuote,
  confirmOrder,
  confirmRfqQuote,
  createFxQuote,
  createOrder,
  createRfq,
  type FxQuoteInput,
  subscribeSmartInterestSeries,
} from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/index';
import { dec } from '../../../src/shared/decimal';
import {
  AGREED,
  apiError,
  datedStandardProducts,
  expectLedgerConsistent,
  latestCode,
  marketRfq,
  reseedForGroup,
  ticked,
  tradableProducts,
  trader,
} from '../../support/trade';

const DAILY_LIMIT =
  'You have reached your daily limit of £100,000.00. Please contact us to discuss converting any more or wait until tomorrow.';
const NO_BALANCE = 'Your account balance is not enough for this order.';

/** Of calls run at once: the answers that succeeded, and the ApiErrors of the others. */
async function settle<T>(calls: Promise<T>[]): Promise<{ done: T[]; refused: ApiError[] }> {
  const results = await Promise.allSettled(calls);
  const done: T[] = [];
  const refused: ApiError[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') done.push(result.value);
    else if (result.reason instanceof ApiError) refused.push(result.reason);
    else throw result.reason;
  }
  return { done, refused };
}

export function moneyLimitSuite(sandbox: () => Sandbox): void {
  describe('money limits where the money moves', () => {
    reseedForGroup(sandbox);

    const fx = (account: string, sell: string): FxQuoteInput => ({
      investment_account_reference: account,
      sell_currency: 'GBP',
      buy_currency: 'EUR',
      sell_amount: sell,
      transient: false,
    });

    it('two FX quotes of 60,000 GBP confirmed one after the other: the second is refused with the daily limit', async () => {
      const corporate = await trader(sandbox(), 'corporate');
      const account = (await corporate.account()).reference;
      const first = await createFxQuote(corporate.client, fx(account, '60000.00'));
      const second = await createFxQuote(corporate.client, fx(account, '60000.00'));
      expect([first.errors, second.errors]).toEqual([[], []]);
      expect(second.limits.user_limit).toBe('100000.00');
      expect((await confirmFxQuote(corporate.client, first.reference)).state).toBe('confirmed');
      await apiError(confirmFxQuote(corporate.client, second.reference), 400, DAILY_LIMIT);
      expect(await corporate.balance(account, 'GBP')).toBe('90000.00');
      // the refusal booked nothing: the quote can still be completed once the limit allows (it does not today)
      await apiError(confirmFxQuote(corporate.client, second.reference), 400, DAILY_LIMIT);
      await expectLedgerConsistent(sandbox().db);
    });

    it('an FX quote of 60,000 GBP and one of 60,000 EUR under the 100,000 GBP daily limit, confirmed at once: exactly one converts', async () => {
      // a new London day: yesterday's conversions no longer count
      sandbox().clock.set('2026-11-24T10:00:00Z');
      const corporate = await trader(sandbox(), 'corporate');
      const account = (await corporate.account()).reference;
      // each fits its balance and the limit; together (about GBP 112,000) they do not
      const before: Record<string, string> = {
        GBP: await corporate.balance(account, 'GBP'),
        EUR: await corporate.balance(account, 'EUR'),
      };
      const quotes = [
        await createFxQuote(corporate.client, fx(account, '60000.00')),
        await createFxQuote(corporate.client, {
          ...fx(account, '60000.00'),
          sell_currency: 'EUR',
          buy_currency: 'GBP',
        }),
      ];
      for (const quote of quotes) expect(quote.errors).toEqual([]);
      const { done, refused } = await settle(
        quotes.map((q) => confirmFxQuote(corporate.client, q.reference)),
      );
      expect(done.map((q) => q.state)).toEqual(['confirmed']);
      expect(refused.map((e) => [e.status, e.message])).toEqual([[400, DAILY_LIMIT]]);
      const [booked] = done;
      if (!booked) throw new Error('nothing converted');
      expect(await corporate.balance(account, booked.sell_currency)).toBe(
        dec(before[booked.sell_currency] ?? '0')
          .minus('60000')
          .toFixed(2),
      );
      expect(await corporate.balance(account, booked.buy_currency)).toBe(
        dec(before[booked.buy_currency] ?? '0')
          .plus(booked.buy_amount)
          .toFixed(2),
      );
      await expectLedgerConsistent(sandbox().db);
    });

    it('two RFQs each within the cash, confirmed at once: exactly one is booked', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = (await investor.account()).reference;
      const cash = dec(await investor.balance(account, 'GBP'));
      const [a, b] = (await datedStandardProducts(sandbox().db, 'GBP', 40000)).filter((p) =>
        dec(p.buy_price).gte(80),
      );
      if (!a || !b) throw new Error('no GBP bonds');
      // each costs a little more than half the cash (about 60 %)
      const amount = (bond: typeof a) =>
        `${Math.floor((Number(cash) * 60) / Number(bond.buy_price) / 1000) * 1000}.00`;
      const rfqs = [
        await createRfq(investor.client, {
          investment_account_reference: account,
          ...marketRfq('buy', a.reference, amount(a), 'GBP'),
        }),
        await createRfq(investor.client, {
          investment_account_reference: account,
          ...marketRfq('buy', b.reference, amount(b), 'GBP'),
        }),
      ];
      for (const rfq of rfqs) {
        const total = dec(rfq.quotes[0]?.total ?? '0');
        expect(total.lte(cash) && total.times(2).gt(cash)).toBe(true);
      }
      const { done, refused } = await settle(
        rfqs.map((rfq) =>
          confirmRfqQuote(investor.client, rfq.rfq_reference, rfq.quotes[0]?.quote_reference ?? '', AGREED),
        ),
      );
      expect(done).toHaveLength(1);
      expect(refused.map((e) => [e.status, e.message])).toEqual([[400, NO_BALANCE]]);
      const spent = dec(done[0]?.quotes[0]?.total ?? '0');
      expect(await investor.balance(account, 'GBP')).toBe(cash.minus(spent).toFixed(2));
      await expectLedgerConsistent(sandbox().db);
    });

    it('two Smart Interest subscriptions each within the cash, placed at once: exactly one is booked', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = await investor.account();
      const cash = dec(account.currencies.GBP ?? '0');
      // whole pounds, a little more than half the cash
      const amount = String(Math.floor(Number(cash) / 2) + 100);
      const { done, refused } = await settle(
        [0, 1].map(() =>
          subscribeSmartInterestSeries(investor.client, {
            series: 'SI-GBP-3Y-ANNUAL',
            amount,
            investmentAccount: account.reference,
          }),
        ),
      );
      expect(done).toHaveLength(1);
      expect(refused.map((e) => e.status)).toEqual([400]);
      expect(await investor.balance(account.reference, 'GBP')).toBe(cash.minus(amount).toFixed(2));
      await expectLedgerConsistent(sandbox().db);
    });

    it("a partner order's cash and sukuk maximum are checked again when it is confirmed", async () => {
      const sukuk = await trader(sandbox(), 'sukuk');
      const account = (await sukuk.account()).reference;
      const [product] = await tradableProducts(
        sandbox().db,
        "p.currency = 'AED' AND p.adib_product_type IS NOT NULL AND p.adib_risk_category_minimum_score <= 3 AND p.sell_liquidity >= 40000",
      );
      if (!product) throw new Error('no AED sukuk');
      const place = () =>
        createOrder(sukuk.client, {
          investment_account_reference: account,
          order_type: 'limit_order',
          expiry_type: 'good_until_canceled',
          legs: [
            {
              product_id: product.product_id,
              side: 'buy',
              requested_price: dec(product.buy_price).minus(2).toFixed(2),
              notional: '8000.00',
            },
          ],
        });
      const confirm = async (reference: string) => {
        await challengeOrder(sukuk.client, reference);
        return confirmOrder(sukuk.client, reference, ticked(await latestCode(sandbox(), 'sukuk')));
      };

      // a leg above the maximum per transaction that the placing never saw is refused at confirmation
      const tampered = await place();
      await sandbox().db.query(
        'UPDATE order_legs SET notional = 32000 WHERE order_id = (SELECT order_id FROM orders WHERE order_reference = $1)',
        [tampered.order_reference],
      );
      const over = await apiError(confirm(tampered.order_reference), 400);
      expect(over.fieldErrors.amount).toEqual([
        'The maximum Purchase order amount per transaction is AED 28000',
      ]);

      // the cash spent elsewhere between placing and confirming
      const order = await place();
      const cash = dec(await sukuk.balance(account, 'AED'));
      const away = await createFxQuote(sukuk.client, {
        investment_account_reference: account,
        sell_currency: 'AED',
        buy_currency: 'USD',
        sell_amount: cash.minus(1000).toFixed(2),
        transient: false,
      });
      await confirmFxQuote(sukuk.client, away.reference);
      await apiError(confirm(order.order_reference), 400, NO_BALANCE);
      const [row] = await sandbox().db.query<{ confirmation_state: string }>(
        'SELECT confirmation_state FROM orders WHERE order_reference = $1',
        [order.order_reference],
      );
      expect(row?.confirmation_state).toBe('unconfirmed');
    });
  });
}
