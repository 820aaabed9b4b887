import {
  confirmWithdrawal,
  debitNoteListSchema,
  getAccountsWithSummary,
  getInvestmentAccounts,
  getOpenDebitNotes,
  getPaymentActivity,
  getSessionUser,
  getSitePreferences,
  getWithdrawalConfirmations,
  setShowLifetimeReturns,
  toBig,
  withdrawalConfirmationListSchema,
} from '@bondkit/sdk-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWithdrawalConfirmation } from '../../src/portfolio';
import { ledgerDiscrepancies } from '../../src/shared/ledger';
import { PAYMENTS_TEXT, PORTFOLIO_TEXT } from '../../src/shared/refusals';
import { expectParses } from '../support/helpers';
import { failure } from '../support/smart-interest';
import { browse, sandboxOn, type TestBrowser, testStores } from '../support/stores';

for (const store of testStores('portfolio_notices')) {
  describe(`portfolio notices, preference and the long history (${store.label})`, () => {
    const sandbox = sandboxOn(store);
    let investor: TestBrowser;
    let readonly: TestBrowser;

    beforeAll(async () => {
      investor = await browse(sandbox().fetch, 'investor');
      readonly = await browse(sandbox().fetch, 'readonly');
    });

    it("lists the customer's open debit notes with their markdown, and only theirs", async () => {
      const notes = await getOpenDebitNotes(investor.client);
      expectParses(debitNoteListSchema, notes);
      expect(notes.map((n) => n.title)).toEqual(['Annual platform fee due']);
      expect(notes[0]?.message_md).toContain('**annual platform fee**');
      expect(await getOpenDebitNotes(readonly.client)).toEqual([]);
    });

    it('confirms a pending withdrawal once; it then no longer shows', async () => {
      const pending = await getWithdrawalConfirmations(investor.client);
      expectParses(withdrawalConfirmationListSchema, pending);
      expect(pending).toEqual([expect.objectContaining({ currency: 'GBP', amount: '500.00' })]);
      const id = pending[0]!.id;
      await confirmWithdrawal(investor.client, id);
      expect(await getWithdrawalConfirmations(investor.client)).toEqual([]);
      expect((await failure(confirmWithdrawal(investor.client, id))).status).toBe(404);
    });

    it("answers 404 for another customer's withdrawal, and 403 to a read-only user", async () => {
      const [account] = await getInvestmentAccounts(readonly.client);
      const [customer] = await sandbox().db.query<{ customer_id: number }>(
        "SELECT customer_id FROM users WHERE persona_key = 'readonly'",
      );
      const theirs = await createWithdrawalConfirmation(sandbox().db, {
        customerId: customer?.customer_id ?? 0,
        accountId: account?.id ?? 0,
        currency: 'GBP',
        amount: '120.00',
        created: sandbox().clock.now(),
      });
      expect((await failure(confirmWithdrawal(investor.client, theirs.id))).status).toBe(404);
      const refused = await failure(confirmWithdrawal(readonly.client, theirs.id));
      expect(refused.status).toBe(403);
      expect(refused.message).toBe(PORTFOLIO_TEXT.readOnlyConfirm);
      expect(await getWithdrawalConfirmations(readonly.client)).toEqual([
        expect.objectContaining({ id: theirs.id, amount: '120.00' }),
      ]);
    });

    it('refuses to confirm a withdrawal for a user whose record blocks withdrawals, as the notice does', async () => {
      const blocked = await browse(sandbox().fetch, 'blocked');
      const [account] = await getInvestmentAccounts(blocked.client);
      const [customer] = await sandbox().db.query<{ customer_id: number }>(
        "SELECT customer_id FROM users WHERE persona_key = 'blocked'",
      );
      const pending = await createWithdrawalConfirmation(sandbox().db, {
        customerId: customer?.customer_id ?? 0,
        accountId: account?.id ?? 0,
        currency: 'GBP',
        amount: '40.00',
        created: sandbox().clock.now(),
      });
      const refused = await failure(confirmWithdrawal(blocked.client, pending.id));
      expect(refused.status).toBe(403);
      expect(refused.message).toBe(PAYMENTS_TEXT.withdrawalsBlocked);
      expect(await getWithdrawalConfirmations(blocked.client)).toEqual([
        expect.objectContaining({ id: pending.id, amount: '40.00' }),
      ]);
    });

    it('keeps the lifetime preference per customer, in a new session too, and the session user carries it', async () => {
      expect(await getSitePreferences(investor.client)).toEqual({ show_lifetime_returns: false });
      expect((await getSessionUser(investor.client))?.site_preferences.show_lifetime_returns).toBe(false);
      expect(await setShowLifetimeReturns(investor.client, true)).toEqual({ show_lifetime_returns: true });
      const again = await browse(sandbox().fetch, 'investor');
      expect(await getSitePreferences(again.client)).toEqual({ show_lifetime_returns: true });
      expect((await getSessionUser(again.client))?.site_preferences.show_lifetime_returns).toBe(true);
      expect((await getSessionUser(readonly.client))?.site_preferences.show_lifetime_returns).toBe(false);
      expect(await getSitePreferences(readonly.client)).toEqual({ show_lifetime_returns: false });
      const bad = await investor.browser('/api/customers/me/site-preferences/', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrftoken': investor.browser.getCookie('csrftoken') ?? '',
        },
        body: JSON.stringify({ show_lifetime_returns: 'yes' }),
      });
      expect(bad.status).toBe(400);
    });

    it('books the long history on its first sign-in, balanced, and pages through thousands of lines', async () => {
      const count = async () =>
        (
          await sandbox().db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ledger_transactions t JOIN users u USING (customer_id)
              WHERE u.persona_key = 'long-history'`,
          )
        )[0]?.n;
      expect(await count()).toBe(0);
      const persona = await browse(sandbox().fetch, 'long-history');
      const booked = await count();
      expect(booked).toBeGreaterThan(2500);
      await browse(sandbox().fetch, 'long-history');
      expect(await count()).toBe(booked);
      expect(await ledgerDiscrepancies(sandbox().db)).toEqual([]);

      const [account] = await getAccountsWithSummary(persona.client);
      const id = account?.id ?? 0;
      const first = await getPaymentActivity(persona.client, { investmentAccountId: id, currency: 'GBP' });
      const eur = await getPaymentActivity(persona.client, { investmentAccountId: id, currency: 'EUR' });
      expect(first.count + eur.count).toBe(booked);
      expect(first.num_pages).toBeGreaterThan(100);
      const last = await getPaymentActivity(persona.client, {
        investmentAccountId: id,
        currency: 'GBP',
        page: first.num_pages,
      });
      expect(last.results.length).toBeGreaterThan(0);
      expect((last.results.at(-1)?.date ?? '') < (first.results[0]?.date ?? '')).toBe(true);
      const coupons = await getPaymentActivity(persona.client, {
        investmentAccountId: id,
        currency: 'GBP',
        group: 'interest',
        pageSize: 100,
      });
      expect(coupons.results.every((line) => line.group === 'interest')).toBe(true);
      // lifetime adds what was sold: realised gains and the interest of sold bonds
      const { open, all } = account?.summary.summaries ?? {};
      expect(toBig(all?.interest_paid ?? '0').eq(toBig(open?.interest_paid ?? '0'))).toBe(false);
      expect(all?.portfolio_value).toBe(open?.portfolio_value);
    });
  });
}
