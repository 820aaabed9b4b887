import {
  bookRepaymentAction,
  canCashOut,
  cashOutDynamicBond,
  cashOutFigures,
  dynamicBondListSchema,
  dynamicBondSchema,
  firstReinvestable,
  getDynamicBond,
  getDynamicBonds,
  quoteRepaymentAction,
  reinvestNoticeStage,
  reinvestNotices,
  type SessionUser,
  toBig,
} from '@bondkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../src/index';
import { SMART_INTEREST_DETAIL } from '../../src/shared/refusals';
import { addDays, daysBetween, SUPPORT_EMAIL } from '../../src/smart-interest';
import { expectParses } from '../support/helpers';
import {
  byReference,
  failure,
  gbpAccount,
  NOT_AUTHENTICATED,
  openSmartInterest,
  TODAY,
} from '../support/smart-interest';
import { browse, type TestBrowser, testStores } from '../support/stores';

for (const store of testStores('smart_interest_holdings')) {
  describe(`Smart Interest holdings (${store.label})`, () => {
    let sandbox: Sandbox;
    let close: () => Promise<void>;
    let visitor: TestBrowser;
    let investor: TestBrowser;
    let investorUser: SessionUser;

    beforeAll(async () => {
      ({ sandbox, close, visitor, investor, investorUser } = await openSmartInterest(store));
    }, 120_000);

    afterAll(async () => {
      await close?.();
    });

    describe('holdings', () => {
      it("lists the investor's holdings in every state, with offers only when expanded", async () => {
        const holdings = await getDynamicBonds(investor.client);
        expectParses(dynamicBondListSchema, holdings);
        const seeded = holdings.filter((h) => h.id < 1000);
        expect(seeded.map((h) => [h.reference, h.state])).toEqual([
          ['DB-0001', 'Open'],
          ['DB-0002', 'Open'],
          ['DB-0003', 'Open'],
          ['DB-0004', 'Open'],
          ['DB-0005', 'Open'],
          ['DB-0006', 'Open'],
          ['DB-0007', 'Open'],
          ['DB-0008', 'Repaying'],
          ['DB-0009', 'Cash out requested'],
          ['DB-0010', 'Repaid'],
          ['DB-0011', 'Open'],
        ]);
        expect(byReference(holdings, 'DB-0003').available_offer).toEqual({
          reference: 'OFFER-0003',
          bonus: '25.00',
          currency: 'GBP',
          notifications: {
            notified_about_reinvest_90_days: true,
            notified_about_reinvest_60_days: false,
            notified_about_reinvest_30_days: false,
          },
        });
        expect(byReference(holdings, 'DB-0001').available_offer).toBeNull();
        expect(byReference(holdings, 'DB-0007').reinvest_action).toEqual({
          series: 'SI-GBP-5Y-TERM',
          reinvest_coupon: true,
        });

        const bare = await (
          await investor.browser('/api/customers/me/investment-accounts/all/dynamic-bonds/')
        ).json();
        expect(bare[0]).not.toHaveProperty('available_offer');
        expect(bare[0]).not.toHaveProperty('payments');
      });

      it('puts holdings 90, 60 and 30 days from maturity on the reinvest notices', async () => {
        const holdings = await getDynamicBonds(investor.client);
        expect(reinvestNoticeStage(byReference(holdings, 'DB-0003').maturity, TODAY)).toBe(90);
        expect(reinvestNoticeStage(byReference(holdings, 'DB-0004').maturity, TODAY)).toBe(60);
        expect(reinvestNoticeStage(byReference(holdings, 'DB-0005').maturity, TODAY)).toBe(30);
        const notices = reinvestNotices(investorUser, holdings, TODAY);
        expect(notices.map((n) => [n.holding.reference, n.stage, n.notified])).toEqual([
          ['DB-0003', 90, true],
          ['DB-0004', 60, true],
          ['DB-0005', 30, true],
        ]);
        expect(firstReinvestable(holdings)?.reference).toBe('DB-0003');
        // 61 days on: DB-0003 is 29 days from maturity, DB-0004 and DB-0005 have matured, DB-0006 is 89 days away
        const later = reinvestNotices(investorUser, holdings, addDays(TODAY, 61));
        expect(later.map((n) => [n.holding.reference, n.stage])).toEqual([
          ['DB-0003', 30],
          ['DB-0006', 90],
        ]);
      });

      it('filters by offer and by account, and expands the payments', async () => {
        const withOffer = await getDynamicBonds(investor.client, { hasAvailableOffer: true });
        expect(withOffer.map((h) => h.reference)).toEqual([
          'DB-0003',
          'DB-0004',
          'DB-0005',
          'DB-0006',
          'DB-0007',
        ]);
        const isa = await gbpAccount(investor.client, 'ifisa');
        const isaHoldings = await getDynamicBonds(investor.client, { investmentAccountId: isa.id });
        expect(isaHoldings.map((h) => h.reference)).toEqual(['DB-0011']);

        const [annual] = await getDynamicBonds(investor.client, {
          expand: ['payments', 'available_offer'],
          hasAvailableOffer: true,
          investmentAccountId: 'all',
        }).then((list) => list.filter((h) => h.reference === 'DB-0004'));
        // 5-year annual, 2500 at 6.75%: the last coupon and the principal at maturity
        expect(annual?.payments).toEqual([{ amount_due: '2668.75', date: addDays(TODAY, 60) }]);
        const repaying = await getDynamicBond(investor.client, {
          reference: 'DB-0008',
          expand: ['payments'],
        });
        expect(repaying.payments?.[0]?.date).toBe(addDays(TODAY, 3));
        expect(repaying.next_payment_date).toBe(addDays(TODAY, 3));
        expectParses(dynamicBondSchema, repaying);
      });

      it("keeps holdings to their owner: another's account 404, a visitor 401", async () => {
        const other = await investor.browser('/api/customers/me/investment-accounts/1050/dynamic-bonds/');
        expect(other.status).toBe(404);
        const someoneElses = await investor.browser(
          '/api/customers/me/investment-accounts/all/dynamic-bonds/DB-0012/',
        );
        expect(someoneElses.status).toBe(404);
        const anonymous = await visitor.browser('/api/customers/me/investment-accounts/all/dynamic-bonds/');
        expect(anonymous.status).toBe(401);
        expect(await anonymous.json()).toEqual(NOT_AUTHENTICATED);
      });
    });

    describe('cash out', () => {
      it('computes the figures: sale amount = principal + sale interest − interest paid − fee', async () => {
        const holdings = await getDynamicBonds(investor.client);
        // DB-0002: 3-year annual, 3000 at 5.75%, started 500 days ago: one coupon paid, sale rate 3.75%
        const annual = byReference(holdings, 'DB-0002');
        expect(annual).toMatchObject({ interest_paid: '172.50', sale_interest: '154.11', sale_fee: '30.00' });
        expect(cashOutFigures(annual).saleAmount).toBe('2951.61');
        // DB-0001: 5-year term, 5000 at 7.50%, started 400 days ago: sale rate 5.50%
        const term = byReference(holdings, 'DB-0001');
        expect(cashOutFigures(term)).toMatchObject({
          saleFee: '50.00',
          saleInterest: '301.37',
          interestPaid: '0.00',
          saleAmount: '5251.37',
        });
        expect(toBig(cashOutFigures(term).forfeitedInterest).gt(0)).toBe(true);
      });

      it("requests a cash-out through the sell URL, leaving the holding 'Cash out requested'", async () => {
        const holding = await getDynamicBond(investor.client, { reference: 'DB-0001' });
        expect(canCashOut(holding)).toBe(true);
        const figures = cashOutFigures(holding);
        await cashOutDynamicBond(investor.client, holding);
        const after = await getDynamicBond(investor.client, { reference: 'DB-0001' });
        expect(after.state).toBe('Cash out requested');
        expect(canCashOut(after)).toBe(false);
        const rows = await sandbox.db.query<{ sale_amount: string; cash_out_requested_on: string }>(
          'SELECT sale_amount::text AS sale_amount, cash_out_requested_on FROM dynamic_bonds WHERE reference = $1',
          ['DB-0001'],
        );
        expect(rows[0]).toEqual({ sale_amount: figures.saleAmount, cash_out_requested_on: TODAY });
        const again = await failure(cashOutDynamicBond(investor.client, after));
        expect([again.status, again.message]).toEqual([400, 'Only open holdings can be cashed out.']);
      });

      it('refuses a holding with a reinvest action or not Open, a read-only user and blocked sells', async () => {
        const holdings = await getDynamicBonds(investor.client);
        const reinvesting = await failure(
          cashOutDynamicBond(investor.client, byReference(holdings, 'DB-0007')),
        );
        expect([reinvesting.status, reinvesting.message]).toEqual([
          400,
          'This holding is set to be reinvested at maturity and cannot be cashed out.',
        ]);
        for (const reference of ['DB-0008', 'DB-0009', 'DB-0010']) {
          const error = await failure(cashOutDynamicBond(investor.client, byReference(holdings, reference)));
          expect(error.status).toBe(400);
        }
        const readonly = await browse(sandbox.fetch, 'readonly');
        const [own] = await getDynamicBonds(readonly.client);
        if (!own) throw new Error('readonly holds nothing');
        const refused = await failure(cashOutDynamicBond(readonly.client, own));
        expect([refused.status, refused.message]).toEqual([403, 'Read-only users cannot cash out holdings.']);
        const blocked = await browse(sandbox.fetch, 'blocked');
        const [theirs] = await getDynamicBonds(blocked.client);
        if (!theirs) throw new Error('blocked holds nothing');
        const restricted = await failure(cashOutDynamicBond(blocked.client, theirs));
        expect([restricted.status, restricted.message]).toEqual([
          403,
          SMART_INTEREST_DETAIL.restricted(SUPPORT_EMAIL),
        ]);
        expect((await getDynamicBonds(blocked.client))[0]?.state).toBe('Open');
        // another user's sell URL
        const foreign = await failure(cashOutDynamicBond(investor.client, own));
        expect(foreign.status).toBe(404);
      });
    });

    describe('reinvest at maturity', () => {
      it('quotes rolling a holding into a series, with or without the final coupon', async () => {
        const holding = await getDynamicBond(investor.client, { reference: 'DB-0003' });
        const request = {
          investmentAccountId: holding.investment_account_id,
          reference: holding.reference,
          offer: 'OFFER-0003',
          series: 'SI-GBP-5Y-TERM',
        };
        const withCoupon = await quoteRepaymentAction(investor.client, { ...request, reinvestCoupon: true });
        expect(withCoupon).toMatchObject({
          offer: 'OFFER-0003',
          series: 'SI-GBP-5Y-TERM',
          reinvest_coupon: true,
          currency: 'GBP',
          amount: toBig(holding.principal).plus(toBig(holding.gross_interest)).toFixed(2),
          cash_rate: '7.50',
          maturity: '2031-11-23',
          bonus: '25.00',
        });
        const without = await quoteRepaymentAction(investor.client, { ...request, reinvestCoupon: false });
        expect(without.amount).toBe('4000.00');
        expect(without.annual_interest).toBe('300.00');
        const days = daysBetween(holding.maturity, '2031-11-23');
        expect(without.total_returned).toBe(
          toBig('4000').plus(toBig('4000').times('7.5').times(days).div(36500).round(2, 1)).toFixed(2),
        );
      });

      it('books the reinvestment, recording the reinvest action on the holding', async () => {
        const holding = await getDynamicBond(investor.client, { reference: 'DB-0005' });
        const booked = await bookRepaymentAction(investor.client, {
          investmentAccountId: holding.investment_account_id,
          reference: 'DB-0005',
          offer: 'OFFER-0005',
          series: 'SI-GBP-3Y-ANNUAL',
          reinvestCoupon: false,
        });
        expect(booked.reinvest_action).toEqual({ series: 'SI-GBP-3Y-ANNUAL', reinvest_coupon: false });
        expect(booked.state).toBe('Open');
        const reloaded = await getDynamicBond(investor.client, { reference: 'DB-0005' });
        expect(reloaded.reinvest_action).toEqual({ series: 'SI-GBP-3Y-ANNUAL', reinvest_coupon: false });
        expect(canCashOut(reloaded)).toBe(false);
        const twice = await failure(
          bookRepaymentAction(investor.client, {
            investmentAccountId: holding.investment_account_id,
            reference: 'DB-0005',
            offer: 'OFFER-0005',
            series: 'SI-GBP-3Y-ANNUAL',
            reinvestCoupon: true,
          }),
        );
        expect([twice.status, twice.message]).toEqual([
          400,
          'A reinvestment is already booked for this holding.',
        ]);
        const noLongerNoticed = reinvestNotices(investorUser, await getDynamicBonds(investor.client), TODAY);
        expect(noLongerNoticed.map((n) => n.holding.reference)).not.toContain('DB-0005');
      });

      it("refuses another currency's series, a wrong offer and a holding that is not Open", async () => {
        const holding = await getDynamicBond(investor.client, { reference: 'DB-0004' });
        const base = {
          investmentAccountId: holding.investment_account_id,
          reference: 'DB-0004',
          offer: 'OFFER-0004',
          series: 'SI-GBP-5Y-TERM',
          reinvestCoupon: true,
        };
        const euro = await failure(
          quoteRepaymentAction(investor.client, { ...base, series: 'SI-EUR-5Y-TERM' }),
        );
        expect([euro.status, euro.message]).toEqual([400, "Choose a series in the holding's currency."]);
        const offer = await failure(bookRepaymentAction(investor.client, { ...base, offer: 'OFFER-0003' }));
        expect([offer.status, offer.message]).toEqual([400, 'This offer is not available for this holding.']);
        const closed = await failure(
          quoteRepaymentAction(investor.client, { ...base, series: 'SI-GBP-2Y-TERM' }),
        );
        expect(closed.message).toBe('This series is not open for investment.');
        const repaying = await failure(
          quoteRepaymentAction(investor.client, { ...base, reference: 'DB-0008', offer: null }),
        );
        expect([repaying.status, repaying.message]).toEqual([400, 'Only open holdings can be reinvested.']);
        expect((await getDynamicBond(investor.client, { reference: 'DB-0004' })).reinvest_action).toBeNull();
      });
    });
  });
}
