/**
 * Customers are kept apart: what one customer created (orders, RFQs, switch packages, FX quotes) is not found
 * by another, who can neither read, challenge, confirm nor cancel it, nor trade from the other's account.
 */
import {
  cancelOrder,
  challengeOrder,
  challengeRfqQuote,
  confirmFxQuote,
  confirmMarketQuote,
  confirmOrder,
  confirmRfqQuote,
  createFxQuote,
  createOrder,
  createRfq,
  getOrder,
} from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/index';
import { dec } from '../../../src/shared/decimal';
import {
  AGREED,
  apiError,
  buyInput,
  datedStandardProducts,
  marketRfq,
  reseedForGroup,
  trader,
} from '../../support/trade';

export function customerIsolationSuite(sandbox: () => Sandbox): void {
  describe("one customer's trades, out of another's reach", () => {
    reseedForGroup(sandbox);

    it("answers 404 to another customer's order, RFQ and FX quote, and refuses their account", async () => {
      const investor = await trader(sandbox(), 'investor');
      const corporate = await trader(sandbox(), 'corporate');
      const account = await investor.account();
      const [bond] = await datedStandardProducts(sandbox().db, 'GBP', 20000);
      if (!bond) throw new Error('no GBP bond');

      const order = await createOrder(investor.client, {
        investment_account_reference: account.reference,
        order_type: 'limit_order',
        expiry_type: 'good_until_canceled',
        legs: [
          {
            product_id: bond.product_id,
            side: 'buy',
            requested_price: dec(bond.buy_price).minus(5).toFixed(2),
            notional: '1000.00',
          },
        ],
      });
      const rfq = await createRfq(investor.client, {
        investment_account_reference: account.reference,
        ...marketRfq('buy', bond.reference, '1000.00', 'GBP'),
      });
      const quote = rfq.quotes[0]?.quote_reference ?? '';
      const fx = await createFxQuote(investor.client, {
        investment_account_reference: account.reference,
        sell_currency: 'GBP',
        buy_currency: 'EUR',
        sell_amount: '100.00',
        transient: false,
      });

      await apiError(getOrder(corporate.client, order.order_reference), 404);
      await apiError(challengeOrder(corporate.client, order.order_reference), 404);
      await apiError(confirmOrder(corporate.client, order.order_reference, AGREED), 404);
      await apiError(cancelOrder(corporate.client, order.order_reference), 404);
      await apiError(challengeRfqQuote(corporate.client, rfq.rfq_reference, quote), 404);
      await apiError(confirmRfqQuote(corporate.client, rfq.rfq_reference, quote, AGREED), 404);
      await apiError(confirmFxQuote(corporate.client, fx.reference), 404);
      // nor trade from it: the account is not theirs
      const refused = await apiError(
        createFxQuote(corporate.client, {
          investment_account_reference: account.reference,
          sell_currency: 'GBP',
          buy_currency: 'EUR',
          sell_amount: '100.00',
          transient: false,
        }),
        400,
      );
      expect(Object.keys(refused.fieldErrors)).toEqual(['investment_account_reference']);
      const quoteRefused = await apiError(
        createRfq(corporate.client, {
          investment_account_reference: account.reference,
          ...marketRfq('buy', bond.reference, '1000.00', 'GBP'),
        }),
        400,
      );
      expect(Object.keys(quoteRefused.fieldErrors)).toEqual(['investment_account_reference']);
      const tradeRefused = await apiError(
        confirmMarketQuote(corporate.client, buyInput(account.id, bond, '1000.00')),
        400,
      );
      expect(Object.keys(tradeRefused.fieldErrors)).toEqual(['investment_account_id']);
      // the investor's own are untouched
      expect((await getOrder(investor.client, order.order_reference)).status).toBe('open');
      expect(await investor.balance(account.reference, 'GBP')).toBe(account.currencies.GBP);
    });
  });
}
