/**
 * Limits on guessing one-time passcodes: after 5 wrong codes a challenge's code is void — the right one too —
 * for every target (RFQ quotes, orders, switch packages), until a new challenge sends a fresh code.
 */
import {
  challengeOrder,
  challengeRfqPackage,
  challengeRfqQuote,
  confirmOrder,
  confirmRfqPackage,
  confirmRfqQuote,
  createOrder,
  createRfq,
  createRfqPackage,
  getPositions,
} from '@bondkit/sdk-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/index';
import {
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
} from '../../support/trade';

const INCORRECT = 'Incorrect one-time passcode';
const VOID =
  'Too many incorrect codes: this one-time passcode can no longer be used. Please request a new code.';

/** A 6-digit code that is not `code`. */
function wrongFor(code: string, n: number): string {
  return String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
}

export function otpLimitSuite(sandbox: () => Sandbox): void {
  describe('one-time passcode attempts', () => {
    let aed: ProductPick[];
    let sukuk: Trader;
    let account: string;

    reseedForGroup(sandbox);

    beforeAll(async () => {
      aed = await tradableProducts(
        sandbox().db,
        "p.currency = 'AED' AND p.adib_product_type IS NOT NULL AND p.adib_risk_category_minimum_score <= 3 AND p.sell_liquidity >= 20000",
      );
      expect(aed.length).toBeGreaterThanOrEqual(2);
      sukuk = await trader(sandbox(), 'sukuk');
      account = (await sukuk.account()).reference;
    });

    /** Asserts a refused code: its text, and the `code` of a void one. */
    async function refusedWith(call: Promise<unknown>, text: string): Promise<void> {
      const error = await apiError(call, 400, text);
      if (text === VOID) expect(error.body).toEqual({ detail: VOID, code: 'otp_attempts_exceeded' });
      else expect(error.body).toEqual({ detail: INCORRECT, code: 'otp_incorrect' });
    }

    it("30 wrong codes on an RFQ's quote: the 5th voids the code, the right one is refused, a new code works", async () => {
      const product = aed[0] as ProductPick;
      const rfq = await createRfq(sukuk.client, {
        investment_account_reference: account,
        ...marketRfq('buy', product.reference, '4000.00', 'AED'),
      });
      const quote = rfq.quotes[0]?.quote_reference ?? '';
      await challengeRfqQuote(sukuk.client, rfq.rfq_reference, quote);
      const code = await latestCode(sandbox(), 'sukuk');
      const confirm = (typed: string) =>
        confirmRfqQuote(sukuk.client, rfq.rfq_reference, quote, ticked(typed));
      for (let i = 0; i < 30; i++) await refusedWith(confirm(wrongFor(code, i)), i < 4 ? INCORRECT : VOID);
      await refusedWith(confirm(code), VOID);
      const ordersBefore = await sandbox().db.query('SELECT 1 FROM orders WHERE source = $1', ['rfq']);
      expect(ordersBefore).toEqual([]);
      const attempts = await sandbox().db.query<{ failed_attempts: number }>(
        "SELECT failed_attempts FROM otp_challenges WHERE target_kind = 'rfq_quote' AND target_reference = $1",
        [quote],
      );
      expect(attempts).toEqual([{ failed_attempts: 5 }]);

      // a new challenge sends a fresh code, with its own 5 attempts
      await challengeRfqQuote(sukuk.client, rfq.rfq_reference, quote);
      const fresh = await latestCode(sandbox(), 'sukuk');
      await refusedWith(confirm(wrongFor(fresh, 0)), INCORRECT);
      const done = await confirm(fresh);
      expect(done.state).toBe('confirmed');
      await expectLedgerConsistent(sandbox().db);
    });

    it('counts parallel wrong codes: never more than 5 are compared', async () => {
      const product = aed[1] as ProductPick;
      const rfq = await createRfq(sukuk.client, {
        investment_account_reference: account,
        ...marketRfq('buy', product.reference, '4000.00', 'AED'),
      });
      const quote = rfq.quotes[0]?.quote_reference ?? '';
      await challengeRfqQuote(sukuk.client, rfq.rfq_reference, quote);
      const code = await latestCode(sandbox(), 'sukuk');
      const answers = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) =>
          confirmRfqQuote(sukuk.client, rfq.rfq_reference, quote, ticked(wrongFor(code, i))),
        ),
      );
      expect(answers.every((a) => a.status === 'rejected')).toBe(true);
      await refusedWith(confirmRfqQuote(sukuk.client, rfq.rfq_reference, quote, ticked(code)), VOID);
    });

    it('voids an order’s code after 5 wrong ones, until the order is challenged again', async () => {
      const product = aed[0] as ProductPick;
      const order = await createOrder(sukuk.client, {
        investment_account_reference: account,
        order_type: 'limit_order',
        expiry_type: 'good_until_canceled',
        legs: [
          {
            product_id: product.product_id,
            side: 'buy',
            requested_price: (Number(product.buy_price) - 2).toFixed(2),
            notional: '4000.00',
          },
        ],
      });
      await challengeOrder(sukuk.client, order.order_reference);
      const code = await latestCode(sandbox(), 'sukuk');
      const confirm = (typed: string) => confirmOrder(sukuk.client, order.order_reference, ticked(typed));
      for (let i = 0; i < 5; i++) await refusedWith(confirm(wrongFor(code, i)), i < 4 ? INCORRECT : VOID);
      await refusedWith(confirm(code), VOID);
      await challengeOrder(sukuk.client, order.order_reference);
      const confirmed = await confirm(await latestCode(sandbox(), 'sukuk'));
      expect(confirmed.confirmation_state).toBe('confirmed');
    });

    it('voids a switch package’s code after 5 wrong ones, until the package is challenged again', async () => {
      const [held] = (await getPositions(sukuk.client)).filter((p) => p.currency === 'AED');
      if (!held) throw new Error('no AED holding');
      const target = aed[1] as ProductPick;
      const pkg = await createRfqPackage(sukuk.client, {
        rfq_package_type: 'switch',
        investment_account_reference: account,
        rfqs: [
          marketRfq('sell', held.product_reference, '4000.00', 'AED'),
          marketRfq('buy', target.reference, '4000.00', 'AED'),
        ],
      });
      await challengeRfqPackage(sukuk.client, pkg.package_reference);
      const code = await latestCode(sandbox(), 'sukuk');
      const confirm = (typed: string) =>
        confirmRfqPackage(sukuk.client, pkg.package_reference, ticked(typed));
      for (let i = 0; i < 5; i++) await refusedWith(confirm(wrongFor(code, i)), i < 4 ? INCORRECT : VOID);
      await refusedWith(confirm(code), VOID);
      await challengeRfqPackage(sukuk.client, pkg.package_reference);
      const done = await confirm(await latestCode(sandbox(), 'sukuk'));
      expect(done.state).toBe('confirmed');
      await expectLedgerConsistent(sandbox().db);
    });
  });
}
