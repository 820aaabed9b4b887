/** Money in and out on the sandbox: payment methods, fundings, the card provider, transfers, bank accounts, refusals. */
import {
  confirmFxQuote,
  confirmWithdrawal,
  createFxQuote,
  declareIfisaAgreement,
  fundAccount,
  fundResultSchema,
  getAccountBalances,
  getFunding,
  getPaymentMethods,
  getRegisteredAccount,
  getWithdrawalConfirmations,
  hasRegisteredAccount,
  setRegisteredAccount,
  transferBetweenAccounts,
  withdraw,
} from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { DECLINED_TEST_CARD, IDENTITY_CHECK_CODE, PAYING_TEST_CARD } from '../../src/payments';
import { expectParses, sandboxPerTest, TEST_NOW } from '../support/helpers';
import { apiError, expectLedgerConsistent, submitTwice, type Trader, trader } from '../support/trade';

const RETURN = {
  success_url: 'http://host.test/#payments/fund/GBP/1?card=done',
  error_url: 'http://host.test/#payments/fund/GBP/1?card=failed',
};

describe('payments (PGlite)', () => {
  const sandbox = sandboxPerTest();

  const target = async (t: Trader, type?: 'individual' | 'ifisa') => ({
    investmentAccountId: (await t.account(type)).id,
    currency: 'GBP' as const,
  });

  /** Fills the card provider's page and answers where it redirects. */
  async function payByCard(paymentUrl: string, form: Record<string, string>) {
    const url = new URL(paymentUrl);
    const page = await sandbox().fetch(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Cardholder name');
    const response = await sandbox().fetch(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    return response;
  }

  it('lists payment methods per account; the partner has no debit card; another customer’s account is 404', async () => {
    const investor = await trader(sandbox(), 'investor');
    const methods = await getPaymentMethods(investor.client, await target(investor));
    expect(methods.map((m) => m.method)).toEqual([
      'debit_card',
      'bank_transfer',
      'open_banking',
      'account_transfer',
    ]);
    const sukuk = await trader(sandbox(), 'sukuk');
    const partnerMethods = await getPaymentMethods(sukuk.client, {
      investmentAccountId: (await sukuk.account()).id,
      currency: 'AED',
    });
    expect(partnerMethods.map((m) => m.method)).not.toContain('debit_card');
    await apiError(getPaymentMethods(sukuk.client, await target(investor)), 404);
    await apiError(getAccountBalances(sukuk.client, (await investor.account()).id), 404);
    // every account-scoped call: the investor's account does not exist for another customer
    const corporate = await trader(sandbox(), 'corporate');
    const theirs = await target(investor);
    await apiError(fundAccount(corporate.client, theirs, { method: 'bank_transfer', amount: '500' }), 404);
    await apiError(withdraw(corporate.client, theirs, '10'), 404);
    await apiError(
      transferBetweenAccounts(corporate.client, {
        amount: '10',
        currency: 'GBP',
        from_investment_account_id: (await corporate.account()).id,
        to_investment_account_id: theirs.investmentAccountId,
      }),
      404,
    );
    const funding = await fundAccount(investor.client, theirs, { method: 'bank_transfer', amount: '500' });
    await apiError(getFunding(corporate.client, funding.reference), 404);
  });

  it('pays by card through the provider page (amount in minor units) and lands the money once', async () => {
    const investor = await trader(sandbox(), 'investor');
    const to = await target(investor);
    const funding = await fundAccount(
      investor.client,
      to,
      { method: 'debit_card', amount: '150.5', ...RETURN },
      { idempotencyKey: 'card-1' },
    );
    expectParses(fundResultSchema, funding);
    expect(funding.state).toBe('pending');
    expect(new URL(funding.payment_url ?? '').searchParams.get('amount')).toBe('15050');
    const paid = await payByCard(funding.payment_url ?? '', {
      name: 'Ivy Investor',
      number: PAYING_TEST_CARD,
      expiry: '12/30',
      security_code: '123',
      action: 'pay',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${RETURN.success_url}&funding=${funding.reference}&outcome=success`,
    );
    expect((await getFunding(investor.client, funding.reference)).state).toBe('completed');
    expect(await investor.balance((await investor.account()).reference, 'GBP')).toBe('25150.50');
    // the same page again does not pay twice
    const again = await payByCard(funding.payment_url ?? '', { action: 'pay' }).catch(() => null);
    expect(again).toBeNull();
    await expectLedgerConsistent(sandbox().db);
  });

  it('declines the documented test card and returns to the error address; cancel does too', async () => {
    const investor = await trader(sandbox(), 'investor');
    const to = await target(investor);
    const funding = await fundAccount(investor.client, to, {
      method: 'debit_card',
      amount: '200',
      ...RETURN,
    });
    const invalid = await payByCard(funding.payment_url ?? '', {
      name: '',
      number: '1234',
      expiry: '01/20',
      security_code: '1',
      action: 'pay',
    });
    expect(invalid.status).toBe(400);
    const page = await invalid.text();
    expect(page).toContain('Enter the cardholder name');
    expect(page).toContain('Enter a valid card number');
    const declined = await payByCard(funding.payment_url ?? '', {
      name: 'Ivy',
      number: DECLINED_TEST_CARD,
      expiry: '12/30',
      security_code: '123',
      action: 'pay',
    });
    expect(declined.headers.get('location')).toBe(
      `${RETURN.error_url}&funding=${funding.reference}&outcome=error`,
    );
    expect((await getFunding(investor.client, funding.reference)).state).toBe('failed');
    expect(await investor.balance((await investor.account()).reference, 'GBP')).toBe('25000.00');
    const second = await fundAccount(investor.client, to, { method: 'debit_card', amount: '200', ...RETURN });
    const cancelled = await payByCard(second.payment_url ?? '', { action: 'cancel' });
    expect(cancelled.headers.get('location')).toContain('outcome=cancelled');
  });

  it('lands a manual bank transfer only after the clock passes 24 hours, an instant one in seconds', async () => {
    const investor = await trader(sandbox(), 'investor');
    const to = await target(investor);
    const reference = (await investor.account()).reference;
    const manual = await fundAccount(investor.client, to, {
      method: 'bank_transfer',
      amount: '500',
      route_to: 'manual',
    });
    expect(manual.transfer_details).toMatchObject({ sort_code: '040004', reference: manual.reference });
    const instant = await fundAccount(investor.client, to, { method: 'open_banking', amount: '50' });
    // the sandbox() clock runs on in real time: judge by fixed instants, not by how long the test took
    const waits = await sandbox().db.query<{ reference: string; seconds: number }>(
      'SELECT reference, extract(epoch FROM lands_at - created)::int AS seconds FROM fundings ORDER BY funding_id',
    );
    expect(waits).toEqual([
      { reference: manual.reference, seconds: 24 * 3600 },
      { reference: instant.reference, seconds: 5 },
    ]);
    sandbox().clock.set(TEST_NOW);
    expect(await investor.balance(reference, 'GBP')).toBe('25000.00');
    sandbox().clock.set(new Date(Date.parse(TEST_NOW) + 60_000));
    expect(await investor.balance(reference, 'GBP')).toBe('25050.00');
    expect((await getFunding(investor.client, instant.reference)).state).toBe('completed');
    sandbox().clock.set(new Date(Date.parse(TEST_NOW) + 24 * 3600_000 - 60_000));
    expect((await getFunding(investor.client, manual.reference)).state).toBe('pending');
    sandbox().clock.set(new Date(Date.parse(TEST_NOW) + 24 * 3600_000 + 60_000));
    expect(await investor.balance(reference, 'GBP')).toBe('25550.00');
    await expectLedgerConsistent(sandbox().db);
  });

  it('moves money once for a double submit with one idempotency key', async () => {
    const investor = await trader(sandbox(), 'investor');
    const from = await investor.account('individual');
    const isa = await investor.account('ifisa');
    const input = {
      amount: '100',
      currency: 'GBP' as const,
      from_investment_account_id: from.id,
      to_investment_account_id: isa.id,
    };
    await submitTwice(() => transferBetweenAccounts(investor.client, input, { idempotencyKey: 'twice' }));
    expect(await investor.balance(from.reference, 'GBP')).toBe('24900.00');
    expect(await investor.balance(isa.reference, 'GBP')).toBe('8100.00');
    const error = await apiError(
      transferBetweenAccounts(investor.client, {
        ...input,
        from_investment_account_id: isa.id,
        to_investment_account_id: from.id,
        amount: '8100.01',
      }),
      400,
    );
    expect(error.fieldErrors.amount?.[0]).toBe(`Your ${isa.reference} account has only £8,100.00 available`);
    const sums = await sandbox().db.query<{ sum: string }>(
      "SELECT coalesce(sum(amount), 0)::text AS sum FROM ledger_entries WHERE book = 'transfer_clearing'",
    );
    expect(sums[0]?.sum).toBe('0.00');
    await expectLedgerConsistent(sandbox().db);
  });

  it('refuses deposits under the rules: the minimum, the card range, an ISA over its allowance', async () => {
    const investor = await trader(sandbox(), 'investor');
    const to = await target(investor);
    const small = await apiError(
      fundAccount(investor.client, to, { method: 'bank_transfer', amount: '0.5' }),
      400,
    );
    expect(small.fieldErrors.amount).toEqual(['Ensure this value is greater than or equal to £1.00.']);
    const card = await apiError(
      fundAccount(investor.client, to, { method: 'debit_card', amount: '9500.01', ...RETURN }),
      400,
    );
    expect(card.fieldErrors.amount).toEqual(['Debit cards are only available for amounts up to £9,500.00']);
    const isa = await target(investor, 'ifisa');
    const over = await apiError(
      fundAccount(investor.client, isa, { method: 'bank_transfer', amount: '12000.01' }),
      400,
    );
    expect(over.fieldErrors.amount).toEqual([
      'You cannot add more than £12,000.00 into the account as that would exceed available cash in your ISA Wallet and remaining ISA allowance.',
    ]);
    // the allowance is reserved by a pending transfer
    const first = await fundAccount(investor.client, isa, { method: 'bank_transfer', amount: '11000' });
    expect(first.isa_remaining).toBe('1000.00');
    const second = await apiError(
      fundAccount(investor.client, isa, { method: 'open_banking', amount: '1500' }),
      400,
    );
    expect(second.fieldErrors.amount).toEqual([
      'Depositing £1,500.00 would exceed your remaining IFISA allowance',
    ]);
  });

  it('refuses read-only users, the identity check not passed (with its code) and blocked users', async () => {
    const readonly = await trader(sandbox(), 'readonly');
    await apiError(
      fundAccount(readonly.client, await target(readonly), { method: 'bank_transfer', amount: '500' }),
      403,
      'Read-only users cannot move money.',
    );
    const ida = await trader(sandbox(), 'identity-check');
    const aml = await apiError(
      fundAccount(ida.client, await target(ida), { method: 'bank_transfer', amount: '500' }),
      403,
    );
    expect(aml.body).toMatchObject({
      code: IDENTITY_CHECK_CODE,
      detail: 'Please complete the identity check before moving money.',
    });
    await apiError(
      setRegisteredAccount(ida.client, {
        currency: 'GBP',
        account_name: 'Ida',
        account_number: '12345678',
        sort_code: '123456',
      }),
      403,
    );
    const blocked = await trader(sandbox(), 'blocked');
    await apiError(
      fundAccount(blocked.client, await target(blocked), { method: 'bank_transfer', amount: '500' }),
      403,
      'Funding is not available on your account. Please contact us.',
    );
    expect((await blocked.me()).blocks).toMatchObject({ block_funding: true, block_withdrawals: true });
  });

  it('refuses currency exchange like funding: read-only, the identity check (with its code), blocks on acceptance, another customer’s account', async () => {
    const gbpToEur = (reference: string) => ({
      investment_account_reference: reference,
      sell_currency: 'GBP' as const,
      buy_currency: 'EUR' as const,
      sell_amount: '100.00',
      transient: false,
    });
    const ida = await trader(sandbox(), 'identity-check');
    /** A firm quote the persona could take while its flag was off (a quote made before it changed). */
    async function firmQuote(t: Trader, flag: 'is_read_only' | 'requires_identity_check' | null) {
      const { customer_id } = await t.me();
      const setFlag = (on: boolean) =>
        flag && sandbox().db.query(`UPDATE users SET ${flag} = $2 WHERE customer_id = $1`, [customer_id, on]);
      await setFlag(false);
      const quote = await createFxQuote(t.client, gbpToEur((await t.account()).reference));
      await setFlag(true);
      // Ida has no cash (her quote errs); without the refusal first her acceptance would be a 400
      if (t !== ida) expect(quote.state).toBe('awaiting_confirmation');
      return quote.reference;
    }
    // the identity check not passed: no quote, no acceptance, with the code the client sends the user on with
    const amlQuote = await apiError(
      createFxQuote(ida.client, gbpToEur((await ida.account()).reference)),
      403,
    );
    expect(amlQuote.body).toMatchObject({ code: IDENTITY_CHECK_CODE });
    const amlAccept = await apiError(
      confirmFxQuote(ida.client, await firmQuote(ida, 'requires_identity_check')),
      403,
    );
    expect(amlAccept.body).toMatchObject({ code: IDENTITY_CHECK_CODE });
    // read-only: neither quote nor acceptance
    const readonly = await trader(sandbox(), 'readonly');
    const readOnlyText = 'Read-only users cannot exchange currency.';
    await apiError(
      createFxQuote(readonly.client, gbpToEur((await readonly.account()).reference)),
      403,
      readOnlyText,
    );
    await apiError(
      confirmFxQuote(readonly.client, await firmQuote(readonly, 'is_read_only')),
      403,
      readOnlyText,
    );
    // funding and withdrawal blocks: a price may be asked, the exchange (money out of one currency, into another) not
    const blocked = await trader(sandbox(), 'blocked');
    await apiError(
      confirmFxQuote(blocked.client, await firmQuote(blocked, null)),
      403,
      'Funding is not available on your account. Please contact us.',
    );
    expect(await blocked.balance((await blocked.account()).reference, 'GBP')).toBe('10000.00');
    // another customer's account: its balances 404, its quotes 404, and no quote on it (refused as unknown)
    const investor = await trader(sandbox(), 'investor');
    const theirs = await investor.account();
    const theirQuote = await createFxQuote(investor.client, gbpToEur(theirs.reference));
    const corporate = await trader(sandbox(), 'corporate');
    await apiError(getAccountBalances(corporate.client, theirs.id), 404);
    await apiError(confirmFxQuote(corporate.client, theirQuote.reference), 404);
    const refused = await apiError(createFxQuote(corporate.client, gbpToEur(theirs.reference)), 400);
    expect(Object.keys(refused.fieldErrors)).toEqual(['investment_account_reference']);
    await expectLedgerConsistent(sandbox().db);
  });

  it('registers a bank account per currency with server-side IBAN/BIC and UK checks, field errors beside the fields', async () => {
    const investor = await trader(sandbox(), 'investor');
    expect(await hasRegisteredAccount(investor.client, 'GBP')).toBe(true);
    expect(await hasRegisteredAccount(investor.client, 'EUR')).toBe(false);
    const bad = await apiError(
      setRegisteredAccount(investor.client, {
        currency: 'EUR',
        account_name: 'Ivy Investor',
        account_number: 'DE89 3704 0044 0532 0130 01',
        sort_code: 'NOTABIC',
      }),
      400,
    );
    expect(bad.fieldErrors).toEqual({
      account_number: ['Invalid account number or IBAN'],
      sort_code: ['Invalid sort code or SWIFT/BIC'],
    });
    const saved = await setRegisteredAccount(investor.client, {
      currency: 'EUR',
      account_name: 'Ivy Investor',
      account_number: 'DE89 3704 0044 0532 0130 00',
      sort_code: 'cobadeffxxx',
    });
    expect(saved).toEqual({ account_number: '******************3000', sort_code: 'COBADEFFXXX' });
    expect(await hasRegisteredAccount(investor.client, 'EUR')).toBe(true);
    expect((await getRegisteredAccount(investor.client, 'GBP')).account_number).toBe('****6819');
  });

  it("recognises the partner's linked bank account in its currency, which only the bank changes", async () => {
    const sukuk = await trader(sandbox(), 'sukuk');
    const account = await sukuk.account();
    expect(await hasRegisteredAccount(sukuk.client, 'AED')).toBe(true);
    expect(await getRegisteredAccount(sukuk.client, 'AED')).toEqual({
      account_number: '012******789',
      sort_code: '',
    });
    const replace = await apiError(
      setRegisteredAccount(sukuk.client, {
        currency: 'AED',
        account_name: 'Samira Sukuk',
        account_number: 'AE070331234567890123456',
        sort_code: 'EBILAEADXXX',
      }),
      400,
    );
    expect(replace.fieldErrors.currency).toEqual([
      'Your bank linked this account to you, and your money in this currency goes to it. Please contact your bank to change it.',
    ]);
    const out = await withdraw(sukuk.client, { investmentAccountId: account.id, currency: 'AED' }, '250');
    expect(out).toMatchObject({ state: 'awaiting_confirmation', amount: '250.00', currency: 'AED' });
    // the link is in AED: its USD goes to a bank account of the customer's own, none yet
    expect(await hasRegisteredAccount(sukuk.client, 'USD')).toBe(false);
    await apiError(
      withdraw(sukuk.client, { investmentAccountId: account.id, currency: 'USD' }, '10'),
      400,
      'Please register a bank account for this currency before withdrawing.',
    );
    await expectLedgerConsistent(sandbox().db);
  });

  it('withdraws to the registered account once, waiting for confirmation; refuses what the rules refuse', async () => {
    const investor = await trader(sandbox(), 'investor');
    const to = await target(investor);
    const reference = (await investor.account()).reference;
    const a = await submitTwice(() => withdraw(investor.client, to, '100', { idempotencyKey: 'w-1' }));
    expect(a).toMatchObject({ state: 'awaiting_confirmation', amount: '100.00', currency: 'GBP' });
    expect(await investor.balance(reference, 'GBP')).toBe('24900.00');
    const pending = await getWithdrawalConfirmations(investor.client);
    expect(pending.map((p) => p.id)).toContain(a.confirmation_id);
    await confirmWithdrawal(investor.client, a.confirmation_id ?? 0);
    expect((await getWithdrawalConfirmations(investor.client)).map((p) => p.id)).not.toContain(
      a.confirmation_id,
    );
    const over = await apiError(withdraw(investor.client, to, '24900.01'), 400);
    expect(over.fieldErrors.amount).toEqual([
      'You cannot withdraw more than your available cash of £24,900.00.',
    ]);
    const low = await apiError(withdraw(investor.client, to, '0.00'), 400);
    expect(low.fieldErrors.amount).toEqual(['Ensure this value is greater than or equal to £0.01.']);
    await apiError(
      withdraw(investor.client, { ...to, currency: 'EUR' }, '10'),
      400,
      'Please register a bank account for this currency before withdrawing.',
    );
    const readonly = await trader(sandbox(), 'readonly');
    await apiError(
      withdraw(readonly.client, await target(readonly), '10'),
      403,
      'Read-only users cannot submit withdrawals.',
    );
    const blocked = await trader(sandbox(), 'blocked');
    await apiError(
      withdraw(blocked.client, await target(blocked), '10'),
      403,
      'Withdrawals are not available on your account. Please contact us.',
    );
    await expectLedgerConsistent(sandbox().db);
  });

  it('refuses funding an ISA whose new agreement is pending until the declaration', async () => {
    const isla = await trader(sandbox(), 'ifisa-agreement');
    const isa = await isla.account('ifisa');
    expect(isa.new_ifisa_agreement_required).toBe(true);
    const to = { investmentAccountId: isa.id, currency: 'GBP' as const };
    await apiError(
      fundAccount(isla.client, to, { method: 'bank_transfer', amount: '500' }),
      400,
      'Please accept the new IFISA agreement before adding funds.',
    );
    expect(await declareIfisaAgreement(isla.client, 'I have read and agree to the IFISA agreement.')).toEqual(
      {
        new_ifisa_agreement_required: false,
      },
    );
    expect((await isla.account('ifisa')).new_ifisa_agreement_required).toBe(false);
    expect((await fundAccount(isla.client, to, { method: 'bank_transfer', amount: '500' })).state).toBe(
      'pending',
    );
  });
});
