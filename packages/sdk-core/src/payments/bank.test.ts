import { describe, expect, it } from 'vitest';
import { bankDetailsErrors, formatSortCode, isBic, isIban, isUkSortCode, normaliseBankDetails } from './bank';

const gb = { account_name: 'J Smith', account_number: '12345678', sort_code: '12-34-56' };

describe('formatSortCode', () => {
  it('shows a sort code as 12-34-56 however it was stored or typed; a BIC as it is', () => {
    expect(formatSortCode('601613')).toBe('60-16-13');
    expect(formatSortCode('60 16 13')).toBe('60-16-13');
    expect(formatSortCode('60-16-13')).toBe('60-16-13');
    expect(formatSortCode('COBADEFFXXX')).toBe('COBADEFFXXX');
    expect(formatSortCode('12345')).toBe('12345');
  });
});

describe('bank details', () => {
  it('accepts a UK account number and sort code for GBP (pairs with hyphens, spaces or nothing)', () => {
    expect(bankDetailsErrors('GBP', gb)).toEqual({});
    expect(bankDetailsErrors('GBP', { ...gb, account_number: '1234567', sort_code: '12 34 56' })).toEqual({});
    expect(isUkSortCode('123456')).toBe(true);
    expect(isUkSortCode('12-34 56')).toBe(false);
    expect(bankDetailsErrors('GBP', { ...gb, account_number: '123456', sort_code: '12345' })).toEqual({
      account_number: 'payments.bank.accountNumberInvalid',
      sort_code: 'payments.bank.sortCodeInvalid',
    });
  });

  it('checks an IBAN and a BIC otherwise (ibantools)', () => {
    const eur = {
      account_name: 'J Smith',
      account_number: 'DE89 3704 0044 0532 0130 00',
      sort_code: 'COBADEFFXXX',
    };
    expect(bankDetailsErrors('EUR', eur)).toEqual({});
    expect(isIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isBic('deutdeff')).toBe(true);
    expect(bankDetailsErrors('EUR', { ...eur, account_number: '12345678', sort_code: '12-34-56' })).toEqual({
      account_number: 'payments.bank.accountNumberInvalid',
      sort_code: 'payments.bank.sortCodeInvalid',
    });
    // GBP with a BIC in the sort code field: an IBAN is expected
    expect(
      bankDetailsErrors('GBP', { ...gb, account_number: 'GB82WEST12345698765432', sort_code: 'NWBKGB2L' }),
    ).toEqual({});
    expect(normaliseBankDetails('EUR', eur)).toEqual({
      account_name: 'J Smith',
      account_number: 'DE89370400440532013000',
      sort_code: 'COBADEFFXXX',
    });
    expect(normaliseBankDetails('GBP', gb).sort_code).toBe('123456');
  });

  it('requires every field and an account name under 32 characters', () => {
    expect(bankDetailsErrors('GBP', { account_name: '', account_number: ' ', sort_code: '' })).toEqual({
      account_name: 'payments.bank.required',
      account_number: 'payments.bank.required',
      sort_code: 'payments.bank.required',
    });
    expect(bankDetailsErrors('GBP', { ...gb, account_name: 'x'.repeat(31) })).toEqual({});
    expect(bankDetailsErrors('GBP', { ...gb, account_name: 'x'.repeat(32) }).account_name).toBe(
      'payments.bank.accountNameTooLong',
    );
  });
});
