import {
  confirmMarketQuote,
  getAccountProducts,
  getAccountsWithSummary,
  getPaymentActivity,
  toBig,
} from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { sandboxOn, testStores } from '../support/stores';
import { buyInput, expectLedgerConsistent, sellInput, tradableProducts, trader } from '../support/trade';

for (const store of testStores('portfolio_trade_flow')) {
  describe(`a trade in the portfolio's figures (${store.label})`, () => {
    const sandbox = sandboxOn(store);

    it('shows a buy in the activity, the products and the open value, and a sale in the lifetime figures', async () => {
      const investor = await trader(sandbox(), 'investor');
      const account = await investor.account('individual');
      const [bond] = await tradableProducts(
        sandbox().db,
        "p.currency = 'GBP' AND p.adib_product_type IS NULL AND p.sell_liquidity >= 5000 AND p.maturity IS NOT NULL",
      );
      if (!bond) throw new Error('no GBP bond');
      const summaryOf = async () => (await getAccountsWithSummary(investor.client))[0]?.summary.summaries;
      const before = await summaryOf();

      const placed = await confirmMarketQuote(investor.client, buyInput(account.id, bond, '2000.00'));
      const activity = await getPaymentActivity(investor.client, {
        investmentAccountId: account.id,
        currency: 'GBP',
        group: 'trades',
      });
      expect(activity.results[0]).toMatchObject({
        transaction_type: 'buy_order',
        product_id: bond.product_id,
        // the price paid; the accrued interest is its own line
        amount: toBig(placed.buys[0]?.interest ?? '0')
          .minus(toBig(placed.buys[0]?.total ?? '0'))
          .toFixed(2),
      });
      expect(activity.results[0]?.description).toMatch(/^Purchase of /);
      const products = await getAccountProducts(investor.client, {
        investmentAccountId: account.id,
        expand: ['performance'],
      });
      const held = products.find((p) => p.product_id === bond.product_id);
      expect(held?.user_invested).toBe('2000.00');
      const value = toBig('2000').times(bond.sell_price).div(100);
      expect(held?.performance?.open.portfolio_value).toBe(value.toFixed(2));
      const afterBuy = await summaryOf();
      expect(
        toBig(afterBuy?.open.portfolio_value ?? '0')
          .minus(toBig(before?.open.portfolio_value ?? '0'))
          .toFixed(2),
      ).toBe(value.toFixed(2));

      await confirmMarketQuote(investor.client, sellInput(account.id, bond.product_id, 'GBP', '2000.00'));
      const sold = (
        await getAccountProducts(investor.client, {
          investmentAccountId: account.id,
          expand: ['performance'],
        })
      ).find((p) => p.product_id === bond.product_id);
      expect(sold?.user_invested).toBeNull();
      expect(sold?.performance?.open.portfolio_value).toBe('0.00');
      expect(sold?.performance?.open.gains).toBe('0.00');
      // the round trip's realised gain (the spread) stays in the lifetime figures only
      expect(sold?.performance?.all.gains).not.toBe('0.00');
      const afterSale = await summaryOf();
      expect(afterSale?.open.portfolio_value).toBe(before?.open.portfolio_value);
      expect(
        toBig(afterSale?.all.gains ?? '0')
          .minus(toBig(afterSale?.open.gains ?? '0'))
          .toFixed(2),
      ).toBe(sold?.performance?.all.gains);
      await expectLedgerConsistent(sandbox().db);
    });
  });
}
