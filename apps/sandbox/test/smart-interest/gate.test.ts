import { createSmartInterestOrder, getInvestmentAccounts } from '@bondkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieFetch } from '../../src/cookie-fetch';
import type { Sandbox } from '../../src/index';
import { SMART_INTEREST_DETAIL } from '../../src/shared/refusals';
import { SUPPORT_EMAIL } from '../../src/smart-interest';
import { csrfJson, postJson } from '../support/helpers';
import { failure, NOT_AUTHENTICATED, openSmartInterest } from '../support/smart-interest';
import { browse, type TestBrowser, testStores } from '../support/stores';

for (const store of testStores('smart_interest_gate')) {
  describe(`Smart Interest order gating (${store.label})`, () => {
    let sandbox: Sandbox;
    let close: () => Promise<void>;
    let visitor: TestBrowser;

    beforeAll(async () => {
      ({ sandbox, close, visitor } = await openSmartInterest(store));
    }, 120_000);

    afterAll(async () => {
      await close?.();
    });

    const raw = (browser: CookieFetch, path: string, body: unknown) =>
      postJson(browser, path, body, csrfJson(browser));

    describe('order gating', () => {
      const body = { investment_account: 'IA10101', amount: '1000.00' };

      it('answers a visitor 401', async () => {
        const subscribe = await raw(
          visitor.browser,
          '/api/smart-interest/series/SI-GBP-5Y-TERM/subscribe/',
          body,
        );
        expect(subscribe.status).toBe(401);
        expect(await subscribe.json()).toEqual(NOT_AUTHENTICATED);
        const order = await raw(visitor.browser, '/api/smart-interest/orders/', { whatIf: false });
        expect(order.status).toBe(401);
        expect(await order.json()).toEqual(NOT_AUTHENTICATED);
      });

      it.each([
        ['sipp', SMART_INTEREST_DETAIL.questionnaire],
        [
          'blocked',
          `Your account is restricted at the moment. Please contact ${SUPPORT_EMAIL} to resolve this.`,
        ],
        ['readonly', 'Read-only users cannot place orders.'],
        ['new', SMART_INTEREST_DETAIL.cannotExecute(SUPPORT_EMAIL)],
      ])('refuses %s with 403 and a detail', async (persona, detail) => {
        const { browser, client } = await browse(sandbox.fetch, persona);
        const account = (await getInvestmentAccounts(client))[0];
        if (!account) throw new Error('no account');
        const subscribe = await raw(browser, '/api/smart-interest/series/SI-GBP-5Y-TERM/subscribe/', {
          investment_account: account.reference,
          amount: '1000.00',
        });
        expect(subscribe.status).toBe(403);
        expect(await subscribe.json()).toEqual({ detail });
        const order = await failure(
          createSmartInterestOrder(client, {
            investmentAccountId: account.id,
            amount: '1000',
            currency: 'GBP',
            payoutType: 'term',
            daysToMaturity: 1460,
            rate: '6.875',
          }),
        );
        expect([order.status, order.message]).toEqual([403, detail]);
        expect((await getInvestmentAccounts(client))[0]?.currencies).toEqual(account.currencies);
      });

      it("words the restriction with the catalogue's text", () => {
        expect(SMART_INTEREST_DETAIL.restricted(SUPPORT_EMAIL)).toBe(
          'Your account is restricted at the moment. Please contact support@sandbox.bondkit.test to resolve this.',
        );
      });
    });
  });
}
