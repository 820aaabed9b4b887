/**
 * Customers who may not trade: read-only (403 on every trading call), cooling-off, blocked, not yet onboarded,
 * ISA-restricted.
 */
import {
  confirmMarketQuote,
  createFxQuote,
  createMarketQuote,
  createOrder,
  createRfq,
  getPositions,
} from '@bondkit/sdk-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/index';
import { TEST_NOW } from '../../support/helpers';
import {
  apiError,
  buyInput,
  datedStandardProducts,
  marketRfq,
  type ProductPick,
  reseedForGroup,
  sellInput,
  trader,
} from '../../support/trade';

export function refusalSuite(sandbox: () => Sandbox): void {
  describe('customers who may not trade', () => {
    let gbp: ProductPick[];

    reseedForGroup(sandbox);

    beforeAll(async () => {
      gbp = await datedStandardProducts(sandbox().db, 'GBP', 20000);
      expect(gbp.length).toBeGreaterThanOrEqual(8);
    });

    it('read-only users get 403 on every trading call', async () => {
      const readonly = await trader(sandbox(), 'readonly');
      const account = await readonly.account();
      const product = gbp[0] as ProductPick;
      const text = 'Read-only users cannot trade.';
      await apiError(createMarketQuote(readonly.client, buyInput(account.id, product, '100.00')), 403, text);
      await apiError(confirmMarketQuote(readonly.client, buyInput(account.id, product, '100.00')), 403, text);
      await apiError(
        createOrder(readonly.client, {
          investment_account_reference: account.reference,
          order_type: 'limit_order',
          expiry_type: 'good_until_canceled',
          legs: [
            { product_id: product.product_id, side: 'buy', requested_price: '90.00', notional: '100.00' },
          ],
        }),
        403,
        text,
      );
      await apiError(
        createRfq(readonly.client, {
          investment_account_reference: account.reference,
          ...marketRfq('buy', product.reference, '100.00', 'GBP'),
        }),
        403,
        text,
      );
      await apiError(
        createFxQuote(readonly.client, {
          investment_account_reference: account.reference,
          sell_currency: 'GBP',
          buy_currency: 'EUR',
          sell_amount: '100.00',
          transient: true,
        }),
        403,
      );
    });

    it('cooling-off, blocked and not-yet-onboarded customers are refused with the spec texts', async () => {
      const product = gbp[5] as ProductPick;
      const cooling = await trader(sandbox(), 'cooling-off');
      const coolingAccount = await cooling.account();
      // a quote still prices (the ticket shows it), the trade is refused
      expect(
        (await createMarketQuote(cooling.client, buyInput(coolingAccount.id, product, '1000.00'))).buys,
      ).toHaveLength(1);
      await apiError(
        confirmMarketQuote(cooling.client, buyInput(coolingAccount.id, product, '1000.00')),
        403,
        '24 hour temporary account hold for regulatory compliance',
      );
      // the hold ends after its 20 hours
      sandbox().clock.set('2026-11-24T10:00:00Z');
      expect(
        (await confirmMarketQuote(cooling.client, buyInput(coolingAccount.id, product, '1000.00'))).confirmed,
      ).toBe(true);
      sandbox().clock.set(TEST_NOW);

      const blocked = await trader(sandbox(), 'blocked');
      const blockedAccount = await blocked.account();
      await apiError(
        confirmMarketQuote(blocked.client, buyInput(blockedAccount.id, product, '1000.00')),
        403,
        'Your account is restricted at the moment.',
      );
      const [holding] = await getPositions(blocked.client);
      if (!holding) throw new Error('blocked persona holds nothing');
      await apiError(
        confirmMarketQuote(
          blocked.client,
          sellInput(blockedAccount.id, holding.product_id, holding.currency, '1000.00'),
        ),
        403,
        'Your account is restricted at the moment.',
      );

      const fresh = await trader(sandbox(), 'identity-check');
      const freshAccount = await fresh.account();
      await apiError(confirmMarketQuote(fresh.client, buyInput(freshAccount.id, product, '10.00')), 403);
    });

    it('ISA-restricted customers cannot buy into their IFISA, but can from their individual account', async () => {
      const isa = await trader(sandbox(), 'isa-restricted');
      const ifisa = await isa.account('ifisa');
      const individual = await isa.account('individual');
      const product = gbp[6] as ProductPick;
      await apiError(
        confirmMarketQuote(isa.client, buyInput(ifisa.id, product, '500.00')),
        403,
        'You cannot buy into your Innovative Finance ISA at the moment.',
      );
      expect(await isa.balance(ifisa.reference, 'GBP')).toBe('1500.00');
      expect(
        (await confirmMarketQuote(isa.client, buyInput(individual.id, product, '500.00'))).confirmed,
      ).toBe(true);
      // another customer's account is not valid
      const investor = await trader(sandbox(), 'investor');
      const invalid = await apiError(
        createMarketQuote(isa.client, buyInput((await investor.account()).id, product, '500.00')),
        400,
      );
      expect(invalid.fieldErrors).toEqual({
        investment_account_id: ['The selected investment account is not valid for this trade.'],
      });
    });
  });
}
