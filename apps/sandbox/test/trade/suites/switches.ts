/** Switches: RFQ packages that sell one bond and buy another atomically, and switch quotes. */
import {
  challengeRfqPackage,
  confirmRfqPackage,
  createMarketQuote,
  createRfqPackage,
  getOrders,
  getPositions,
  type Position,
  type RfqPackageInput,
} from '@bondkit/sdk-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/index';
import { dec } from '../../../src/shared/decimal';
import {
  AGREED,
  apiError,
  expectLedgerConsistent,
  latestCode,
  marketRfq,
  type ProductPick,
  reseedForGroup,
  type Trader,
  ticked,
  tradableProducts,
  trader,
  transactionsOfOrder,
} from '../../support/trade';

function switchInput(
  account: string,
  from: { reference: string },
  to: ProductPick,
  sell: string,
  buy: string,
  currency = 'GBP',
): RfqPackageInput {
  return {
    rfq_package_type: 'switch',
    investment_account_reference: account,
    rfqs: [marketRfq('sell', from.reference, sell, currency), marketRfq('buy', to.reference, buy, currency)],
  };
}

export function switchSuite(sandbox: () => Sandbox): void {
  describe('switches', () => {
    let targets: ProductPick[];
    let investor: Trader;
    let account: string;
    let holding: Position;

    reseedForGroup(sandbox);

    beforeAll(async () => {
      targets = await tradableProducts(
        sandbox().db,
        "p.currency = 'GBP' AND p.adib_product_type IS NULL AND p.sell_liquidity >= 20000",
      );
      investor = await trader(sandbox(), 'investor');
      account = (await investor.account()).reference;
      const positions = await getPositions(investor.client, { investment_account_reference: account });
      const found = positions.find((p) => p.currency === 'GBP' && dec(p.open.principal).gte(6000));
      if (!found) throw new Error('no GBP holding of 6000');
      holding = found;
    });

    it('sells one bond and buys another in one go: to_receive, to_pay, net cash flow', async () => {
      const target = targets[0] as ProductPick;
      const from = { reference: holding.product_reference };
      const pkg = await createRfqPackage(
        investor.client,
        switchInput(account, from, target, '2000.00', '1500.00'),
      );
      expect(pkg).toMatchObject({
        rfq_package_type: 'switch',
        state: 'awaiting_confirmation',
        currency: 'GBP',
      });
      const [sell, buy] = pkg.rfqs;
      expect(sell?.quote_type).toBe('sell');
      expect(buy?.quote_type).toBe('buy');
      const receive = dec(sell?.quotes[0]?.total ?? '0');
      const pay = dec(buy?.quotes[0]?.total ?? '0');
      expect(pkg.to_receive).toBe(receive.toFixed(2));
      expect(pkg.to_pay).toBe(pay.toFixed(2));
      expect(pkg.net_cash_flow).toBe(receive.minus(pay).toFixed(2));

      const refused = await apiError(confirmRfqPackage(investor.client, pkg.package_reference, {}), 400);
      expect(Object.keys(refused.fieldErrors).sort()).toEqual([
        'has_accepted_fractional_bonds_agreement',
        'has_accepted_investor_agreement',
      ]);
      const before = dec(await investor.balance(account, 'GBP'));
      const done = await confirmRfqPackage(investor.client, pkg.package_reference, AGREED);
      expect(done.state).toBe('confirmed');
      const orderReference = done.rfqs[0]?.order_reference;
      expect(orderReference).toMatch(/^ORD\d{6}$/);
      expect(done.rfqs.map((r) => [r.state, r.order_reference])).toEqual([
        ['confirmed', orderReference],
        ['confirmed', orderReference],
      ]);
      expect(await investor.balance(account, 'GBP')).toBe(before.plus(pkg.net_cash_flow).toFixed(2));
      const [from2] = await getPositions(investor.client, { product_id: holding.product_id });
      expect(from2?.open.principal).toBe(dec(holding.open.principal).minus(2000).toFixed(2));
      const [to] = await getPositions(investor.client, { product_id: target.product_id });
      expect(to?.open.principal).toBe('1500.00');
      const order = (await getOrders(investor.client)).find((o) => o.order_reference === orderReference);
      expect(order).toMatchObject({
        order_type: 'switch_trade',
        status: 'pending_settlement',
        notional: '3500.00',
      });
      expect(order?.legs.map((l) => l.side)).toEqual(['sell', 'buy']);
      const booked = await transactionsOfOrder(sandbox().db, orderReference ?? '');
      expect(booked.map((t) => t.transaction_type)).toEqual([
        'sale',
        'accrued_interest_received',
        'purchase',
        'accrued_interest_paid',
      ]);
      expect(booked.reduce((sum, t) => sum.plus(t.amount), dec(0)).toFixed(2)).toBe(pkg.net_cash_flow);
      await apiError(
        confirmRfqPackage(investor.client, pkg.package_reference, AGREED),
        400,
        'This has already been confirmed.',
      );
      await expectLedgerConsistent(sandbox().db);
    });

    it('is refused as a whole when the buy cannot be paid: neither leg is booked', async () => {
      const target = targets
        .slice(1)
        .find((p) => dec(p.sell_liquidity).gte(50000) && dec(p.buy_price).gt(80));
      if (!target) throw new Error('no deep target');
      const from = { reference: holding.product_reference };
      const pkg = await createRfqPackage(
        investor.client,
        switchInput(account, from, target, '1000.00', '40000.00'),
      );
      expect(pkg.rfqs[1]?.quotes[0]?.warnings.map((w) => w.code)).toEqual(['insufficient_balance']);
      const cash = await investor.balance(account, 'GBP');
      const [position] = await getPositions(investor.client, { product_id: holding.product_id });
      await apiError(
        confirmRfqPackage(investor.client, pkg.package_reference, AGREED),
        400,
        'Your account balance is not enough for this order.',
      );
      expect(await investor.balance(account, 'GBP')).toBe(cash);
      expect((await getPositions(investor.client, { product_id: holding.product_id }))[0]).toEqual(position);
      expect(await getPositions(investor.client, { product_id: target.product_id })).toEqual([]);
    });

    it("caps the buy at the target's sell liquidity, and a switch quote carries the summary", async () => {
      const [thin] = await tradableProducts(
        sandbox().db,
        "p.currency = 'GBP' AND p.adib_product_type IS NULL AND p.sell_liquidity BETWEEN 500 AND 5000",
      );
      if (!thin) throw new Error('no thin product');
      const over = dec(thin.sell_liquidity).plus(500).toFixed(2);
      const pkg = await createRfqPackage(
        investor.client,
        switchInput(account, { reference: holding.product_reference }, thin, '1000.00', over),
      );
      expect(pkg.rfqs[1]?.quotes[0]?.warnings).toContainEqual({
        code: 'insufficient_liquidity',
        message: 'Insufficient availability to buy',
        max_amount: thin.sell_liquidity,
      });
      const quote = await createMarketQuote(investor.client, {
        investment_account_id: (await investor.account()).id,
        sells: [{ product_id: holding.product_id, type: 'principal', amount: '1000.00', currency: 'GBP' }],
        buys: [
          {
            product_id: (targets[3] as ProductPick).product_id,
            type: 'principal',
            amount: '900.00',
            currency: 'GBP',
          },
        ],
      });
      const receive = dec(quote.sells[0]?.total ?? '0');
      const pay = dec(quote.buys[0]?.total ?? '0');
      expect(quote).toMatchObject({
        to_receive: receive.toFixed(2),
        to_pay: pay.toFixed(2),
        net_cash_flow: receive.minus(pay).toFixed(2),
      });
      // both legs in one currency, one sell and one buy
      const eur = (
        await tradableProducts(sandbox().db, "p.currency = 'EUR' AND p.adib_product_type IS NULL")
      )[0];
      if (!eur) throw new Error('no EUR product');
      await apiError(
        createRfqPackage(
          investor.client,
          switchInput(account, { reference: holding.product_reference }, eur, '1000.00', '900.00'),
        ),
        400,
      );
    });

    it('a partner switch is confirmed with a one-time code', async () => {
      const sukuk = await trader(sandbox(), 'sukuk');
      const sukukAccount = (await sukuk.account()).reference;
      const [held] = (await getPositions(sukuk.client)).filter((p) => p.currency === 'AED');
      if (!held) throw new Error('no AED holding');
      const [target] = await tradableProducts(
        sandbox().db,
        "p.currency = 'AED' AND p.adib_product_type IS NOT NULL AND p.adib_risk_category_minimum_score <= 3 AND p.sell_liquidity >= 20000",
      );
      if (!target) throw new Error('no AED target');
      const pkg = await createRfqPackage(
        sukuk.client,
        switchInput(sukukAccount, { reference: held.product_reference }, target, '4000.00', '4000.00', 'AED'),
      );
      expect(pkg.rfqs[0]?.quotes[0]?.platform_fee_amount).toBe('0.03');
      await apiError(
        confirmRfqPackage(sukuk.client, pkg.package_reference, { verification_code: '000000' }),
        400,
      );
      const challenge = await challengeRfqPackage(sukuk.client, pkg.package_reference);
      expect(challenge.sent).toBe(true);
      const code = await latestCode(sandbox(), 'sukuk');
      const done = await confirmRfqPackage(sukuk.client, pkg.package_reference, ticked(code));
      expect(done.state).toBe('confirmed');
      const booked = await transactionsOfOrder(sandbox().db, done.rfqs[0]?.order_reference ?? '');
      expect(booked.map((t) => t.transaction_type)).toContain('platform_fee');
      await expectLedgerConsistent(sandbox().db);
    });
  });
}
