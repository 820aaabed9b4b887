import { describe, expect, it } from 'vitest';
import { fakeApi, json, type SeenRequest } from '../smart-interest/test-fixtures';
import { createFakeClock } from '../time/index';
import { createFundingMachine, FUNDING_POLL_MS, type FundingDeps } from './machine';
import type { FundResult } from './schema';

const methods = [{ method: 'debit_card' }, { method: 'bank_transfer' }, { method: 'open_banking' }];
const details = {
  account_name: 'Bondkit Client Money',
  account_number: '12345678',
  sort_code: '040004',
  iban: null,
  bic: null,
  reference: 'FND-1',
};
const pending = (over: Partial<FundResult> = {}): FundResult => ({
  reference: 'FND-1',
  state: 'pending',
  transfer_details: null,
  payment_url: null,
  amount: '250.00',
  currency: 'GBP',
  ...over,
});

function setup(respond: (r: SeenRequest) => Response, over: Partial<FundingDeps> = {}) {
  const { client, seen } = fakeApi(respond);
  const clock = createFakeClock('2026-11-23T10:00:00Z');
  const machine = createFundingMachine({
    client,
    clock,
    variant: 'standard',
    target: { investmentAccountId: 7, currency: 'GBP' },
    cardReturnUrls: {
      success: 'https://host.test/#payments/fund?card=ok',
      error: 'https://host.test/#payments/fund?card=error',
    },
    newKey: () => 'key-1',
    ...over,
  });
  return { machine, clock, seen, s: () => machine.getState() };
}

describe('funding machine', () => {
  it('goes Loading → Amount → Method → Action → Transferring → Transferred for an instant transfer', async () => {
    let landed = false;
    const t = setup((r) => {
      if (r.url.pathname.endsWith('/payment-methods/')) return json(methods);
      if (r.url.pathname.endsWith('/fund/')) return json(pending({ transfer_details: details }), 201);
      return json(pending({ state: landed ? 'completed' : 'pending' }));
    });
    expect(t.s().step).toBe('loading');
    await t.s().start();
    expect(t.s().step).toBe('amount');
    t.s().proceed();
    expect(t.s().step).toBe('amount');
    expect(t.s().proceedBlocked?.code).toBe('payments.proceed.empty');
    t.s().setAmount('2a50');
    expect(t.s().amount).toBe('250');
    t.s().proceed();
    expect(t.s().step).toBe('method');
    expect(t.s().options.map((o) => [o.option, o.blocked])).toEqual([
      ['debit_card', null],
      ['bank_transfer', null],
      ['instant_transfer', null],
    ]);
    t.s().choose('instant_transfer');
    expect(t.s().step).toBe('action');
    await t.s().submit();
    expect(t.s().step).toBe('transferring');
    expect(t.s().transferDetails?.reference).toBe('FND-1');
    const fund = t.seen.find((r) => r.url.pathname.endsWith('/fund/'));
    expect(JSON.parse(fund?.body ?? '{}')).toEqual({
      method: 'bank_transfer',
      amount: '250.00',
      route_to: 'instant',
    });
    expect(fund?.headers.get('Idempotency-Key')).toBe('key-1');
    await t.clock.advanceAsync(FUNDING_POLL_MS);
    expect(t.s().step).toBe('transferring');
    landed = true;
    await t.clock.advanceAsync(FUNDING_POLL_MS);
    expect(t.s().step).toBe('transferred');
  });

  it('returns to Amount with the message and the server’s words when funding fails', async () => {
    const t = setup((r) =>
      r.url.pathname.endsWith('/payment-methods/')
        ? json(methods)
        : json({ detail: 'Funding is not available on this account.' }, 400),
    );
    await t.s().start();
    t.s().setAmount('500');
    t.s().proceed();
    t.s().choose('bank_transfer');
    await t.s().submit();
    expect(t.s().step).toBe('amount');
    expect(t.s().error).toEqual({
      message: { code: 'payments.fund.failed' },
      serverText: 'Funding is not available on this account.',
      amountText: null,
    });
    expect(t.s().amount).toBe('500');
  });

  it('sends a card payment to the provider, and a cancelled one comes back to Amount', async () => {
    const t = setup((r) =>
      r.url.pathname.endsWith('/payment-methods/')
        ? json(methods)
        : json(pending({ payment_url: 'https://sandbox.test/sandbox/card-provider/FND-1' }), 201),
    );
    await t.s().start();
    t.s().setAmount('99');
    t.s().proceed();
    expect(t.s().options.find((o) => o.option === 'debit_card')?.blocked?.code).toBe(
      'payments.method.cardMinimum',
    );
    t.s().choose('debit_card');
    expect(t.s().step).toBe('method');
    t.s().back();
    t.s().setAmount('150');
    t.s().proceed();
    t.s().choose('debit_card');
    await t.s().submit();
    expect(t.s().redirectTo).toBe('https://sandbox.test/sandbox/card-provider/FND-1');
    const body = JSON.parse(t.seen.at(-1)?.body ?? '{}');
    expect(body).toMatchObject({
      method: 'debit_card',
      amount: '150.00',
      error_url: 'https://host.test/#payments/fund?card=error',
    });

    const back = setup((r) => json(r.url.pathname.endsWith('/payment-methods/') ? methods : pending()), {
      cardReturn: { reference: 'FND-1', outcome: 'cancelled' },
    });
    await back.s().start();
    expect(back.s().step).toBe('amount');
    expect(back.s().error?.message.code).toBe('payments.card.cancelled');
  });

  it('follows a card payment that came back until it lands', async () => {
    const t = setup(
      (r) => json(r.url.pathname.endsWith('/payment-methods/') ? methods : pending({ state: 'completed' })),
      {
        cardReturn: { reference: 'FND-1', outcome: 'success' },
      },
    );
    await t.s().start();
    expect(t.s().step).toBe('transferred');
  });

  it('hides the debit card from the partner and blocks Proceed for a funding block', async () => {
    const t = setup(() => json(methods), { variant: 'sukuk', fundingBlocked: true });
    await t.s().start();
    t.s().setAmount('500');
    t.s().proceed();
    expect(t.s().step).toBe('amount');
    expect(t.s().proceedBlocked?.code).toBe('payments.proceed.fundingBlocked');
    expect(t.s().options.map((o) => o.option)).not.toContain('debit_card');
  });

  it('moves cash from another account up to its balance', async () => {
    const t = setup(
      (r) =>
        r.url.pathname.endsWith('/payment-methods/') ? json(methods) : json({ investment_accounts: [] }),
      { sourceAccounts: [{ id: 9, name: 'Innovative Finance ISA', balance: '300.00' }] },
    );
    await t.s().start();
    t.s().setAmount('300.01');
    t.s().proceed();
    expect(t.s().options.find((o) => o.option === 'account_transfer')?.blocked?.code).toBe(
      'payments.method.sourceBalance',
    );
    t.s().back();
    t.s().setAmount('300');
    t.s().proceed();
    t.s().choose('account_transfer', 9);
    await t.s().submit();
    expect(t.s().step).toBe('transferred');
    expect(JSON.parse(t.seen.at(-1)?.body ?? '{}')).toEqual({
      amount: '300.00',
      currency: 'GBP',
      from_investment_account_id: 9,
      to_investment_account_id: 7,
    });
  });

  it('judges a transfer between accounts against the source the user picks', async () => {
    const t = setup((r) => (r.url.pathname.endsWith('/payment-methods/') ? json(methods) : json({})), {
      sourceAccounts: [
        { id: 9, name: 'Innovative Finance ISA', balance: '300.00' },
        { id: 10, name: 'SIPP', balance: '900.00' },
      ],
    });
    await t.s().start();
    t.s().setAmount('500');
    t.s().proceed();
    const transfer = () => t.s().options.find((o) => o.option === 'account_transfer')?.blocked ?? null;
    expect(transfer()?.code).toBe('payments.method.sourceBalance');
    t.s().setSource(10);
    expect(t.s().sourceAccountId).toBe(10);
    expect(transfer()).toBeNull();
    // an account that is not a source changes nothing
    t.s().setSource(7);
    expect(t.s().sourceAccountId).toBe(10);
  });

  it('an ISA with a new agreement: Proceed waits for the declaration, which keeps the typed amount', async () => {
    let refuse = true;
    const t = setup(
      (r) => {
        if (r.url.pathname.endsWith('/payment-methods/')) return json(methods);
        if (r.url.pathname.endsWith('/ifisa-agreement/'))
          return refuse
            ? json({ detail: 'Server error' }, 500)
            : json({ new_ifisa_agreement_required: false }, 201);
        return json({});
      },
      { newIfisaAgreementRequired: true },
    );
    await t.s().start();
    t.s().setAmount('250');
    expect(t.s().agreementRequired).toBe(true);
    expect(t.s().proceedBlocked).not.toBeNull();
    await t.s().declareIfisaAgreement('I agree');
    expect(t.s().declaration.status).toBe('failed');
    expect(t.s().agreementRequired).toBe(true);
    refuse = false;
    await t.s().declareIfisaAgreement('I agree');
    expect(JSON.parse(t.seen.at(-1)?.body ?? '{}')).toEqual({ text_agreed_to: 'I agree' });
    expect(t.s().agreementRequired).toBe(false);
    expect(t.s().proceedBlocked).toBeNull();
    expect(t.s().amount).toBe('250');
    t.s().proceed();
    expect(t.s().step).toBe('method');
  });
});
