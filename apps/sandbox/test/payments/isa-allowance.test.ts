/**
 * Issue 26 (1): the ISA allowance holds on every path money takes into an IFISA — a card payment, a bank or
 * instant transfer, a transfer from the customer's other account — for the UK tax year on the sandbox clock, and
 * an ISA-restricted customer pays in on none of them. Before the fix (main at b16f1f0) a card payment and a
 * transfer between accounts went past the allowance, and the ISA-restricted persona paid in by card.
 */
import { fundAccount, transferBetweenAccounts } from '@bondkit/sdk-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECLINED_TEST_CARD } from '../../src/payments';
import { sandboxPerTest, TEST_NOW } from '../support/helpers';
import { apiError, expectLedgerConsistent, type Trader, trader } from '../support/trade';

const RETURN = {
  success_url: 'http://host.test/#payments/fund/GBP/1?card=done',
  error_url: 'http://host.test/#payments/fund/GBP/1?card=failed',
};
/** The investor's IFISA has £12,000.00 of its allowance left in the seeded tax year (2026/27). */
const SEEDED_REMAINING = '12000.00';
/** The first day of the next tax year, 2027/28, on the London clock. */
const NEXT_TAX_YEAR = '2027-04-06T09:00:00+01:00';

describe('the ISA allowance on every path in (PGlite)', () => {
  const sandbox = sandboxPerTest();

  const isaOf = async (t: Trader) => {
    const isa = await t.account('ifisa');
    return { ...isa, to: { investmentAccountId: isa.id, currency: 'GBP' as const } };
  };

  it('refuses a card payment over what is left after a bank transfer', async () => {
    const investor = await trader(sandbox(), 'investor');
    const isa = await isaOf(investor);
    expect(isa.isa_remaining).toBe(SEEDED_REMAINING);
    const bank = await fundAccount(investor.client, isa.to, { method: 'bank_transfer', amount: '9000' });
    expect(bank.isa_remaining).toBe('3000.00');
    const card = await apiError(
      fundAccount(investor.client, isa.to, { method: 'debit_card', amount: '8000', ...RETURN }),
      400,
    );
    expect(card.fieldErrors.amount).toEqual([
      'Depositing £8,000.00 would exceed your remaining IFISA allowance',
    ]);
    const within = await fundAccount(investor.client, isa.to, {
      method: 'debit_card',
      amount: '3000',
      ...RETURN,
    });
    expect(within.isa_remaining).toBe('0.00');
    expect((await isaOf(investor)).isa_remaining).toBe('0.00');
  });

  it('refuses a transfer from another account over the allowance, and counts one within it', async () => {
    const investor = await trader(sandbox(), 'investor');
    const from = await investor.account('individual');
    const isa = await isaOf(investor);
    const input = {
      currency: 'GBP' as const,
      from_investment_account_id: from.id,
      to_investment_account_id: isa.id,
    };
    const over = await apiError(transferBetweenAccounts(investor.client, { ...input, amount: '13000' }), 400);
    expect(over.fieldErrors.amount).toEqual([
      'Depositing £13,000.00 would exceed your remaining IFISA allowance',
    ]);
    expect(await investor.balance(from.reference, 'GBP')).toBe('25000.00');
    expect(await investor.balance(isa.reference, 'GBP')).toBe('8000.00');
    const moved = await transferBetweenAccounts(investor.client, { ...input, amount: '2000' });
    expect(moved.investment_accounts.find((a) => a.id === isa.id)?.isa_remaining).toBe('10000.00');
    // out of the ISA is not a subscription: the allowance stays used
    await transferBetweenAccounts(investor.client, {
      ...input,
      from_investment_account_id: isa.id,
      to_investment_account_id: from.id,
      amount: '500',
    });
    expect((await isaOf(investor)).isa_remaining).toBe('10000.00');
    await expectLedgerConsistent(sandbox().db);
  });

  it('refuses the ISA-restricted customer on every path in, and lets their other account be paid', async () => {
    const isaac = await trader(sandbox(), 'isa-restricted');
    const isa = await isaOf(isaac);
    const individual = await isaac.account('individual');
    const restricted = 'You cannot pay into your Innovative Finance ISA at the moment.';
    for (const method of [
      { method: 'debit_card', ...RETURN },
      { method: 'bank_transfer' },
      { method: 'open_banking' },
    ] as const) {
      await apiError(fundAccount(isaac.client, isa.to, { ...method, amount: '150' }), 403, restricted);
    }
    await apiError(
      transferBetweenAccounts(isaac.client, {
        amount: '150',
        currency: 'GBP',
        from_investment_account_id: individual.id,
        to_investment_account_id: isa.id,
      }),
      403,
      restricted,
    );
    expect(await isaac.balance(isa.reference, 'GBP')).toBe('1500.00');
    expect(await isaac.balance(individual.reference, 'GBP')).toBe('4000.00');
    const own = await fundAccount(
      isaac.client,
      { investmentAccountId: individual.id, currency: 'GBP' },
      { method: 'bank_transfer', amount: '150' },
    );
    expect(own.state).toBe('pending');
  });

  it('starts the whole allowance with the tax year on the sandbox() clock', async () => {
    const investor = await trader(sandbox(), 'investor');
    await fundAccount(investor.client, (await isaOf(investor)).to, {
      method: 'bank_transfer',
      amount: '12000',
    });
    expect((await isaOf(investor)).isa_remaining).toBe('0.00');
    // months later the session has lapsed: the investor signs in again
    sandbox().clock.set(new Date('2027-04-05T22:59:00Z'));
    expect((await isaOf(await trader(sandbox(), 'investor'))).isa_remaining).toBe('0.00');
    sandbox().clock.set(new Date(NEXT_TAX_YEAR));
    const next = await trader(sandbox(), 'investor');
    const isa = await isaOf(next);
    expect(isa).toMatchObject({
      isa_remaining: '20000.00',
      isa_used_percentage: '0.00',
      isa_period: '2027/28',
    });
    const funded = await fundAccount(next.client, isa.to, { method: 'open_banking', amount: '5000' });
    expect(funded).toMatchObject({ isa_remaining: '15000.00', isa_used_percentage: '25.00' });
    await apiError(fundAccount(next.client, isa.to, { method: 'bank_transfer', amount: '15000.01' }), 400);
  });

  it('gives a declined card payment’s reservation back', async () => {
    const investor = await trader(sandbox(), 'investor');
    const isa = await isaOf(investor);
    const funding = await fundAccount(investor.client, isa.to, {
      method: 'debit_card',
      amount: '5000',
      ...RETURN,
    });
    expect(funding.isa_remaining).toBe('7000.00');
    const url = new URL(funding.payment_url ?? '');
    const declined = await sandbox().fetch(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Ivy',
        number: DECLINED_TEST_CARD,
        expiry: '12/30',
        security_code: '123',
        action: 'pay',
      }).toString(),
      redirect: 'manual',
    });
    expect(declined.headers.get('location')).toContain('outcome=error');
    expect((await isaOf(investor)).isa_remaining).toBe(SEEDED_REMAINING);
  });

  /** One payment into the ISA: how it comes in and how much. */
  const payIn = fc.record({
    path: fc.constantFrom('debit_card', 'bank_transfer', 'open_banking', 'account_transfer'),
    pounds: fc.integer({ min: 100, max: 9500 }),
  });

  it('lets no concurrent sequence take more than the allowance in a tax year (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(payIn, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          sandbox().clock.set(TEST_NOW);
          await sandbox().reset();
          const investor = await trader(sandbox(), 'investor');
          const isa = await isaOf(investor);
          const from = await investor.account('individual');
          let taken = 0;
          for (const batch of batches) {
            const answers = await Promise.allSettled(
              batch.map(({ path, pounds }) =>
                path === 'account_transfer'
                  ? transferBetweenAccounts(investor.client, {
                      amount: String(pounds),
                      currency: 'GBP',
                      from_investment_account_id: from.id,
                      to_investment_account_id: isa.id,
                    })
                  : fundAccount(investor.client, isa.to, {
                      method: path,
                      amount: String(pounds),
                      ...(path === 'debit_card' ? RETURN : {}),
                    }),
              ),
            );
            answers.forEach((answer, i) => {
              if (answer.status === 'fulfilled') taken += batch[i]?.pounds ?? 0;
            });
            const remaining = (await isaOf(investor)).isa_remaining ?? '';
            expect(remaining.startsWith('-')).toBe(false);
            expect(remaining).toBe(`${12000 - taken}.00`);
          }
          expect(taken).toBeLessThanOrEqual(12000);
          await expectLedgerConsistent(sandbox().db);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
