/**
 * Activity is the ledger (issue 27): for every persona, after a deposit, a withdrawal, a currency exchange and a
 * trade (each where the persona may make it; refusals are 4xx), every account's Activity in every currency lists
 * exactly the ledger transactions that moved its cash, each with the sum of its cash entries — the partner's
 * customers' deposits and withdrawals included.
 */
import {
  ApiError,
  type CurrencyCode,
  challengeRfqQuote,
  confirmFxQuote,
  confirmMarketQuote,
  confirmRfqQuote,
  createFxQuote,
  createRfq,
  fundAccount,
  getAccountBalances,
  getPaymentActivity,
  hasRegisteredAccount,
  type InvestmentAccount,
  setRegisteredAccount,
  withdraw,
} from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../src/seed';
import { TEST_NOW } from '../support/helpers';
import { sandboxOn, testStores } from '../support/stores';
import {
  buyInput,
  expectLedgerConsistent,
  latestCode,
  marketRfq,
  type ProductPick,
  type Trader,
  ticked,
  tradableProducts,
  trader,
} from '../support/trade';

/** A step a persona may be refused (4xx): whether it was carried out. Anything else fails the test. */
async function attempt(step: () => Promise<unknown>): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

/** A bank account of the customer's own for a currency the partner has not linked. */
const OWN_BANK: Partial<Record<CurrencyCode, { account_number: string; sort_code: string }>> = {
  GBP: { account_number: '12345678', sort_code: '12-34-56' },
  EUR: { account_number: 'DE89370400440532013000', sort_code: 'COBADEFFXXX' },
  USD: { account_number: 'DE89370400440532013000', sort_code: 'COBADEFFXXX' },
};

/** Every line of an account's Activity in a currency, over all its pages. */
async function activityLines(who: Trader, account: InvestmentAccount, currency: CurrencyCode) {
  const lines: { reference: string; amount: string; transaction_type: string }[] = [];
  for (let page = 1; ; page++) {
    const answer = await getPaymentActivity(who.client, {
      investmentAccountId: account.id,
      currency,
      page,
      pageSize: 100,
    });
    lines.push(...answer.results);
    if (page >= answer.num_pages) return lines;
  }
}

for (const store of testStores('portfolio_activity_ledger')) {
  describe(`Activity against the ledger (${store.label})`, () => {
    const sandbox = sandboxOn(store);

    it('lists, for every persona, account and currency, exactly the ledger transactions that moved its cash', async () => {
      sandbox().clock.set(TEST_NOW);
      const [gbpBond] = await tradableProducts(
        sandbox().db,
        "p.currency = 'GBP' AND p.adib_product_type IS NULL AND p.sell_liquidity >= 5000 AND p.maturity IS NOT NULL",
      );
      const [aedSukuk] = await tradableProducts(
        sandbox().db,
        "p.currency = 'AED' AND p.adib_product_type IS NOT NULL AND p.adib_risk_category_minimum_score <= 3 AND p.sell_liquidity >= 20000",
      );
      if (!gbpBond || !aedSukuk) throw new Error('no bond or sukuk to trade');
      const done: Record<string, string[]> = {};

      for (const persona of PERSONAS) {
        const who = await trader(sandbox(), persona.key);
        const me = await who.me();
        const [account] = me.investment_accounts;
        const currency = persona.accounts[0]?.main_currency;
        if (!account || !currency) continue;
        const ids = { investmentAccountId: account.id, currency };
        const carried: string[] = [];
        if (await attempt(() => fundAccount(who.client, ids, { method: 'open_banking', amount: '150.00' }))) {
          carried.push('deposit');
        }
        const own = OWN_BANK[currency];
        if (!(await hasRegisteredAccount(who.client, currency)) && own) {
          await attempt(() =>
            setRegisteredAccount(who.client, { currency, account_name: persona.label.slice(0, 32), ...own }),
          );
        }
        if (await attempt(() => withdraw(who.client, ids, '12.34'))) carried.push('withdrawal');
        if (currency === 'GBP' || currency === 'EUR') {
          const exchanged = await attempt(async () => {
            const quote = await createFxQuote(who.client, {
              investment_account_reference: account.reference,
              sell_currency: currency,
              buy_currency: currency === 'GBP' ? 'EUR' : 'GBP',
              sell_amount: '20.00',
              transient: false,
            });
            await confirmFxQuote(who.client, quote.reference);
          });
          if (exchanged) carried.push('exchange');
        }
        const traded =
          persona.partner === undefined
            ? await attempt(() => confirmMarketQuote(who.client, buyInput(account.id, gbpBond, '100.00')))
            : await attempt(async () => {
                const product = aedSukuk as ProductPick;
                const rfq = await createRfq(who.client, {
                  investment_account_reference: account.reference,
                  ...marketRfq('buy', product.reference, '4000.00', 'AED'),
                });
                const quote = rfq.quotes[0]?.quote_reference ?? '';
                await challengeRfqQuote(who.client, rfq.rfq_reference, quote);
                await confirmRfqQuote(
                  who.client,
                  rfq.rfq_reference,
                  quote,
                  ticked(await latestCode(sandbox(), persona.key)),
                );
              });
        if (traded) carried.push('trade');
        done[persona.key] = carried;
      }
      // the instant transfers land on the sandbox clock: move past them, then every account reads once
      sandbox().clock.advance(60);

      for (const persona of PERSONAS) {
        const who = await trader(sandbox(), persona.key);
        for (const account of (await who.me()).investment_accounts) {
          await getAccountBalances(who.client, account.id);
          for (const currency of Object.keys(account.currencies) as CurrencyCode[]) {
            const ledger = await sandbox().db.query<{ reference: string; amount: string }>(
              `SELECT t.reference, sum(e.amount)::numeric(16, 2)::text AS amount
                 FROM ledger_transactions t JOIN ledger_entries e USING (transaction_id)
                WHERE e.book = 'customer_cash' AND e.account_id = $1 AND e.currency = $2
                GROUP BY t.reference HAVING sum(e.amount) <> 0`,
              [account.id, currency],
            );
            const where = `${persona.key} ${account.reference} ${currency}`;
            const lines = await activityLines(who, account, currency);
            const moved = lines.filter((l) => Number(l.amount) !== 0);
            expect(
              Object.fromEntries(moved.map((l) => [l.reference, l.amount])),
              `${where}: Activity's lines that moved cash`,
            ).toEqual(Object.fromEntries(ledger.map((l) => [l.reference, l.amount])));
            expect(new Set(lines.map((l) => l.reference)).size, `${where}: one line per transaction`).toBe(
              lines.length,
            );
          }
        }
      }
      // what was carried out, so the comparison above covers each kind of movement
      expect(done.investor).toEqual(['deposit', 'withdrawal', 'exchange', 'trade']);
      expect(done.sukuk).toEqual(['deposit', 'withdrawal', 'trade']);
      expect(done.readonly).toEqual([]);
      await expectLedgerConsistent(sandbox().db);
    }, 300_000);
  });
}
