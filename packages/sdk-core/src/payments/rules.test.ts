import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en, formatMessage, getCatalogue, isMessageId } from '../messages/index';
import { Decimal } from '../money/index';
import {
  defaultPaymentCurrency,
  depositAmountError,
  fundingOptionsFor,
  linkedBankAccount,
  methodBlock,
  type PaymentsMessage,
  paymentsMessageIds,
  proceedBlock,
  withdrawalBlock,
} from './rules';

const text = (message: PaymentsMessage | null) =>
  message ? formatMessage(getCatalogue('standard'), message.code, message.values) : null;

/** Amounts with 2 decimals from 0.00 to 30,000.00, as a user types them. */
const cents = fc.integer({ min: 0, max: 3_000_000 }).map((c) => new Decimal(c).div(100).toFixed(2));

describe('deposit amount', () => {
  it('asks for at least 1, in the spec’s words', () => {
    expect(text(depositAmountError('0.99', { currency: 'GBP' }))).toBe(
      'Ensure this value is greater than or equal to £1.00.',
    );
    expect(depositAmountError('1', { currency: 'GBP' })).toBeNull();
    // empty: no error, Proceed is disabled instead
    expect(depositAmountError('', { currency: 'GBP' })).toBeNull();
    expect(text(proceedBlock('', {}))).toBe('Enter an amount to continue.');
  });

  it('accepts exactly the amounts of at least 1 (property)', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const error = depositAmountError(amount, { currency: 'GBP' });
        expect(error === null).toBe(new Decimal(amount).gte(1));
      }),
    );
  });

  it('asks 100 of an opening Robowise portfolio (property)', () => {
    expect(text(depositAmountError('99.99', { currency: 'GBP', robowiseOpening: true }))).toBe(
      'Robowise requires a minimum of £100.00.',
    );
    fc.assert(
      fc.property(cents, (amount) => {
        const error = depositAmountError(amount, { currency: 'GBP', robowiseOpening: true });
        expect(error === null).toBe(new Decimal(amount).gte(100));
      }),
    );
  });

  it('caps an ISA deposit at the larger of wallet cash and allowance left (property)', () => {
    expect(
      text(
        depositAmountError('5000.01', { currency: 'GBP', isa: { walletCash: '1200', remaining: '5000' } }),
      ),
    ).toBe(
      'You cannot add more than £5,000.00 into the account as that would exceed available cash in your ISA Wallet and remaining ISA allowance.',
    );
    fc.assert(
      fc.property(cents, cents, cents, (amount, walletCash, remaining) => {
        const error = depositAmountError(amount, { currency: 'GBP', isa: { walletCash, remaining } });
        const max = new Decimal(walletCash).gt(remaining) ? new Decimal(walletCash) : new Decimal(remaining);
        const a = new Decimal(amount);
        expect(error === null).toBe(a.gte(1) && a.lte(max));
      }),
    );
  });

  it('disables Proceed for a funding block or an ISA agreement to accept', () => {
    expect(text(proceedBlock('50', { fundingBlocked: true }))).toBe(
      'Funding is not available on your account. Please contact us.',
    );
    expect(proceedBlock('50', { newIfisaAgreementRequired: true })?.code).toBe(
      'payments.proceed.ifisaAgreement',
    );
    expect(proceedBlock('50', {})).toBeNull();
  });

  it('disables Proceed into an ISA for a user who may not pay into it', () => {
    expect(text(proceedBlock('50', { isaRestricted: true }))).toBe(
      'You cannot pay into your Innovative Finance ISA at the moment.',
    );
  });
});

describe('method step', () => {
  it('offers a debit card only from 100 to 9500 (property)', () => {
    expect(text(methodBlock('debit_card', '99.99', { currency: 'GBP' }))).toBe(
      'Debit cards are only available for amounts over £100.00',
    );
    expect(text(methodBlock('debit_card', '9500.01', { currency: 'GBP' }))).toBe(
      'Debit cards are only available for amounts up to £9,500.00',
    );
    fc.assert(
      fc.property(cents, (amount) => {
        const a = new Decimal(amount);
        const ok = a.gte(100) && a.lte(9500);
        expect(methodBlock('debit_card', amount, { currency: 'GBP' }) === null).toBe(ok);
      }),
    );
  });

  it('offers a bank transfer from 100, within an ISA’s allowance (property)', () => {
    expect(text(methodBlock('bank_transfer', '600', { currency: 'GBP', isaRemaining: '500' }))).toBe(
      "The amount you've chosen is greater than your remaining ISA allowance",
    );
    expect(text(methodBlock('instant_transfer', '600', { currency: 'GBP', isaRemaining: '500' }))).toBe(
      'Depositing £600.00 would exceed your remaining IFISA allowance',
    );
    fc.assert(
      fc.property(cents, fc.option(cents), (amount, isaRemaining) => {
        const a = new Decimal(amount);
        const withinIsa = isaRemaining === null || a.lte(isaRemaining);
        expect(methodBlock('bank_transfer', amount, { currency: 'GBP', isaRemaining }) === null).toBe(
          a.gte(100) && withinIsa,
        );
        expect(methodBlock('instant_transfer', amount, { currency: 'GBP', isaRemaining }) === null).toBe(
          withinIsa,
        );
      }),
    );
  });

  it('keeps a card payment and a transfer from another account into an ISA within its allowance (property)', () => {
    expect(text(methodBlock('debit_card', '600', { currency: 'GBP', isaRemaining: '500' }))).toBe(
      'Depositing £600.00 would exceed your remaining IFISA allowance',
    );
    fc.assert(
      fc.property(cents, cents, (amount, isaRemaining) => {
        const a = new Decimal(amount);
        const source = { balance: '10000000', name: 'Investment portfolio' };
        expect(methodBlock('debit_card', amount, { currency: 'GBP', isaRemaining }) === null).toBe(
          a.gte(100) && a.lte(9500) && a.lte(isaRemaining),
        );
        expect(
          methodBlock('account_transfer', amount, { currency: 'GBP', isaRemaining, source }) === null,
        ).toBe(a.lte(isaRemaining));
      }),
    );
  });

  it('limits a transfer from another account to its balance (property)', () => {
    fc.assert(
      fc.property(cents, cents, (amount, balance) => {
        const blocked = methodBlock('account_transfer', amount, {
          currency: 'GBP',
          source: { balance, name: 'Investment portfolio' },
        });
        expect(blocked === null).toBe(new Decimal(amount).lte(balance));
      }),
    );
  });

  it('hides the debit card from the partner', () => {
    const methods = ['bank_transfer', 'debit_card', 'open_banking', 'account_transfer'] as const;
    expect(fundingOptionsFor('standard', methods)).toEqual([
      'debit_card',
      'bank_transfer',
      'instant_transfer',
      'account_transfer',
    ]);
    expect(fundingOptionsFor('sukuk', methods)).not.toContain('debit_card');
  });
});

describe('withdrawal', () => {
  it('needs at least 0.01 and no more than the cash (property)', () => {
    expect(text(withdrawalBlock('0', { currency: 'GBP', balance: '10' }))).toBe(
      'Ensure this value is greater than or equal to £0.01.',
    );
    expect(en['payments.withdraw.placeholder']).toBe('0.01 minimum.');
    fc.assert(
      fc.property(cents, cents, (amount, balance) => {
        const a = new Decimal(amount);
        expect(withdrawalBlock(amount, { currency: 'GBP', balance }) === null).toBe(
          a.gte('0.01') && a.lte(balance),
        );
      }),
    );
  });

  it('refuses read-only users and a withdrawal block whatever the amount', () => {
    expect(text(withdrawalBlock('5', { currency: 'GBP', balance: '10', readOnly: true }))).toBe(
      'Read-only users cannot submit withdrawals.',
    );
    expect(withdrawalBlock('5', { currency: 'GBP', balance: '10', withdrawalsBlocked: true })?.code).toBe(
      'payments.withdraw.blocked',
    );
  });

  it('has a catalogue text for every id it returns', () => {
    expect(paymentsMessageIds.filter((id) => !isMessageId(id))).toEqual([]);
  });
});

describe('the currency of a payments page without one', () => {
  it('is the linked bank account’s for the partner’s customers (AED), else GBP, when the account holds it', () => {
    expect(defaultPaymentCurrency('AED')).toBe('AED');
    expect(defaultPaymentCurrency(null)).toBe('GBP');
    // the partner's account lists USD before AED: still AED
    expect(defaultPaymentCurrency('AED', ['USD', 'AED'])).toBe('AED');
    expect(defaultPaymentCurrency(null, ['EUR', 'GBP'])).toBe('GBP');
    expect(defaultPaymentCurrency(null, ['USD', 'EUR'])).toBe('USD');
    expect(defaultPaymentCurrency('AED', ['GBP'])).toBe('GBP');
    expect(defaultPaymentCurrency(null, [])).toBeNull();
  });
});

describe('the partner’s linked bank account', () => {
  const link = { currency_code: 'AED' as const, masked_account_num: '012******789' };
  it('is where the partner customer’s money in the link’s currency goes, and nowhere else', () => {
    expect(linkedBankAccount({ partner: 'adib', adib_account_link: link }, 'AED')).toEqual({
      masked_account_num: '012******789',
    });
    // another currency of the same customer needs a bank account of its own
    expect(linkedBankAccount({ partner: 'adib', adib_account_link: link }, 'USD')).toBeNull();
    // a link without the partner (not the partner's customer) is not a destination
    expect(linkedBankAccount({ partner: null, adib_account_link: link }, 'AED')).toBeNull();
    expect(linkedBankAccount({ partner: 'adib', adib_account_link: null }, 'AED')).toBeNull();
    expect(linkedBankAccount(null, 'AED')).toBeNull();
  });
});
