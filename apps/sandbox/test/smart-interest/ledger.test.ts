import {
  cashOutDynamicBond,
  type DynamicBond,
  getDynamicBond,
  getDynamicBonds,
  getPaymentActivity,
  type PaymentActivity,
  subscribeSmartInterestSeries,
  toBig,
} from '@bondkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../src/index';
import { ledgerDiscrepancies } from '../../src/shared/ledger';
import { addDays, smartInterestDiscrepancies } from '../../src/smart-interest';
import { byReference, gbpAccount, openSmartInterest, TODAY } from '../support/smart-interest';
import { browse, type TestBrowser, testStores } from '../support/stores';

/** The Smart Interest lines of the account's activity in a currency (every page). */
async function smartInterestLines(
  browser: TestBrowser,
  accountId: number,
  currency: 'GBP' | 'EUR',
): Promise<PaymentActivity[]> {
  const lines: PaymentActivity[] = [];
  for (let page = 1; ; page++) {
    const answer = await getPaymentActivity(browser.client, {
      investmentAccountId: accountId,
      currency,
      group: 'smart_interest',
      page,
      pageSize: 100,
    });
    lines.push(...answer.results);
    if (page >= answer.num_pages) return lines;
  }
}

/** The lines of one holding (its reference in the description; a rollover names both holdings). */
const linesOf = (lines: readonly PaymentActivity[], reference: string, activityType?: string) =>
  lines.filter(
    (line) =>
      line.description.includes(`(${reference})`) &&
      (activityType === undefined || line.activity_type === activityType),
  );

const sum = (lines: readonly PaymentActivity[]) =>
  lines.reduce((total, line) => total.plus(toBig(line.amount)), toBig('0'));

/** The interest a holding paid as the ledger says: coupons, and what a repayment or cash-out paid beyond the principal. */
function ledgerInterest(lines: readonly PaymentActivity[], holding: DynamicBond): string {
  const coupons = sum(linesOf(lines, holding.reference, 'smart_interest_interest'));
  const payback = [
    ...linesOf(lines, holding.reference, 'smart_interest_repayment'),
    ...linesOf(lines, holding.reference, 'smart_interest_cash_out'),
  ];
  const beyond = payback.length > 0 ? sum(payback).minus(toBig(holding.principal)) : toBig('0');
  return coupons.plus(beyond).toFixed(2);
}

async function expectConsistent(sandbox: Sandbox): Promise<void> {
  expect(await ledgerDiscrepancies(sandbox.db)).toEqual([]);
  expect(await smartInterestDiscrepancies(sandbox.db)).toEqual([]);
  const [lowest] = await sandbox.db.query<{ amount: string | null }>(
    'SELECT min(amount)::text AS amount FROM account_balances',
  );
  expect(toBig(lowest?.amount ?? '0').gte(0)).toBe(true);
}

for (const store of testStores('smart_interest_ledger')) {
  describe(`Smart Interest money in the ledger (${store.label})`, () => {
    let sandbox: Sandbox;
    let close: () => Promise<void>;
    let investor: TestBrowser;

    beforeAll(async () => {
      ({ sandbox, close, investor } = await openSmartInterest(store));
    }, 120_000);

    afterAll(async () => {
      await close?.();
    });

    it("shows the seeded holdings' buys, coupons and repayment in the activity, the balances as the persona's", async () => {
      const account = await gbpAccount(investor.client);
      expect(account.currencies).toMatchObject({ GBP: '25000.00', EUR: '12000.00' });
      const lines = await smartInterestLines(investor, account.id, 'GBP');
      const buys = linesOf(lines, 'DB-0002', 'smart_interest_purchase');
      expect(buys).toEqual([
        expect.objectContaining({
          amount: '-3000.00',
          description: 'Purchase of Smart Interest 3 year (DB-0002)',
          transaction_type: 'buy_order',
          group: 'smart_interest',
        }),
      ]);
      expect(linesOf(lines, 'DB-0002', 'smart_interest_interest')).toEqual([
        expect.objectContaining({ amount: '172.50', date: addDays(TODAY, -135) }),
      ]);
      // repaid 197 days ago: the principal and its final coupon, in one line
      expect(linesOf(lines, 'DB-0010', 'smart_interest_repayment')).toEqual([
        expect.objectContaining({ amount: '1057.50', date: addDays(TODAY, -197) }),
      ]);
      const holdings = await getDynamicBonds(investor.client, { investmentAccountId: account.id });
      for (const holding of holdings.filter((h) => h.currency === 'GBP')) {
        expect([holding.reference, ledgerInterest(lines, holding)]).toEqual([
          holding.reference,
          holding.interest_paid,
        ]);
      }
      await expectConsistent(sandbox);
    });

    it('books a buy, the payouts as the clock passes them, a cash-out, the maturities and a rollover, each once', async () => {
      const account = await gbpAccount(investor.client);
      const beforeEur = await smartInterestLines(investor, account.id, 'EUR');
      const order = await subscribeSmartInterestSeries(investor.client, {
        series: 'SI-GBP-3Y-ANNUAL',
        amount: '2000',
        investmentAccount: account.reference,
      });
      const bought = await smartInterestLines(investor, account.id, 'GBP');
      expect(linesOf(bought, order.reference)).toEqual([
        expect.objectContaining({
          amount: '-2000.00',
          date: TODAY,
          activity_type: 'smart_interest_purchase',
          description: `Purchase of Smart Interest 3 year (${order.reference})`,
        }),
      ]);

      await cashOutDynamicBond(
        investor.client,
        byReference(await getDynamicBonds(investor.client), 'DB-0001'),
      );
      expect((await getDynamicBond(investor.client, { reference: 'DB-0001' })).state).toBe(
        'Cash out requested',
      );
      const seeded = await getDynamicBonds(investor.client, { investmentAccountId: account.id });
      const saleOf = async (reference: string) =>
        (
          await sandbox.db.query<{ sale_amount: string }>(
            'SELECT sale_amount::text AS sale_amount FROM dynamic_bonds WHERE reference = $1',
            [reference],
          )
        )[0]?.sale_amount;
      const sale0001 = await saleOf('DB-0001');
      const sale0009 = await saleOf('DB-0009');
      const repaying = byReference(seeded, 'DB-0008');
      const maturing = byReference(seeded, 'DB-0005');
      const rolling = byReference(seeded, 'DB-0007');
      const balanceBefore = toBig((await gbpAccount(investor.client)).currencies.GBP ?? '0');
      const before = await smartInterestLines(investor, account.id, 'GBP');

      // a year and a day on: the new holding's first coupon, every seeded maturity up to then, both cash-outs
      sandbox.clock.set(`${addDays(TODAY, 366)}T10:00:00Z`);
      investor = await browse(sandbox.fetch, 'investor'); // the session expired meanwhile
      const after = await smartInterestLines(investor, account.id, 'GBP');
      const again = await smartInterestLines(investor, account.id, 'GBP');
      expect(again).toEqual(after);

      expect(linesOf(after, order.reference, 'smart_interest_interest')).toEqual([
        expect.objectContaining({ amount: '115.00', date: addDays(TODAY, 365) }),
      ]);
      expect(linesOf(after, 'DB-0001', 'smart_interest_cash_out')).toEqual([
        expect.objectContaining({ amount: sale0001, date: addDays(TODAY, 7) }),
      ]);
      expect(linesOf(after, 'DB-0008', 'smart_interest_repayment')).toEqual([
        expect.objectContaining({ amount: repaying.next_payment_amount, date: repaying.next_payment_date }),
      ]);
      expect(linesOf(after, 'DB-0005', 'smart_interest_repayment')).toEqual([
        expect.objectContaining({
          amount: maturing.payments?.at(-1)?.amount_due ?? maturing.next_payment_amount,
          date: addDays(maturing.maturity, 3),
        }),
      ]);
      // DB-0007 rolls over at maturity, its final interest included (reinvest_coupon), with the offer's bonus
      const rolledLines = linesOf(after, 'DB-0007');
      const repaid = toBig(rolling.principal).plus(toBig(rolling.gross_interest)).toFixed(2);
      expect(rolledLines.map((l) => [l.activity_type, l.amount, l.date])).toEqual(
        expect.arrayContaining([
          ['smart_interest_repayment', repaid, rolling.maturity],
          ['smart_interest_reinvestment', `-${repaid}`, rolling.maturity],
          ['smart_interest_bonus', '10.00', rolling.maturity],
        ]),
      );
      expect(rolledLines).toHaveLength(4); // and its buy
      const holdings = await getDynamicBonds(investor.client, { investmentAccountId: account.id });
      const rolledInto = holdings.find(
        (h) => h.principal === repaid && h.id > 1000 && h.reference !== order.reference,
      );
      expect(rolledInto).toMatchObject({ state: 'Open', rate: '7.50', holding_name: expect.any(String) });
      expect(
        rolledLines.find((l) => l.activity_type === 'smart_interest_reinvestment')?.description,
      ).toContain(`(${rolledInto?.reference})`);
      for (const reference of ['DB-0001', 'DB-0005', 'DB-0007', 'DB-0008', 'DB-0009']) {
        expect([reference, byReference(holdings, reference).state]).toEqual([reference, 'Repaid']);
      }
      const eur = await smartInterestLines(investor, account.id, 'EUR');
      expect(linesOf(eur, 'DB-0009', 'smart_interest_cash_out')).toEqual([
        expect.objectContaining({ amount: sale0009 }),
      ]);
      expect(eur.length).toBeGreaterThan(beforeEur.length);

      // the account's cash moved by exactly what the new lines say, and each holding's interest is the ledger's
      const newLines = after.filter((line) => !before.some((b) => b.reference === line.reference));
      const cash = toBig((await gbpAccount(investor.client)).currencies.GBP ?? '0');
      expect(cash.minus(balanceBefore).toFixed(2)).toBe(sum(newLines).toFixed(2));
      for (const holding of holdings.filter((h) => h.currency === 'GBP')) {
        expect([holding.reference, ledgerInterest(after, holding)]).toEqual([
          holding.reference,
          holding.interest_paid,
        ]);
      }
      expect((await getDynamicBond(investor.client, { reference: 'DB-0001' })).interest_paid).toBe(
        toBig(sale0001 ?? '0')
          .minus(5000)
          .toFixed(2),
      );
      await expectConsistent(sandbox);
    });
  });
}
