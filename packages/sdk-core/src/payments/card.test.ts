import { describe, expect, it } from 'vitest';
import { cardErrors, cardReturnAddress, isCardExpiry, isCardNumber, readCardReturn } from './card';

describe('card form', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('accepts a Luhn-valid number, a current expiry and a 3–4 digit code', () => {
    expect(
      cardErrors(
        { name: 'J Smith', number: '4242 4242 4242 4242', expiry: '11/26', securityCode: '123' },
        now,
      ),
    ).toEqual({});
    expect(isCardNumber('4000 0000 0000 0002')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isCardExpiry('10/26', now)).toBe(false);
    expect(isCardExpiry('13/27', now)).toBe(false);
    expect(isCardExpiry('01/2027', now)).toBe(true);
  });

  it('names each wrong field', () => {
    expect(cardErrors({ name: ' ', number: '1234', expiry: '1/2', securityCode: '12' }, now)).toEqual({
      name: 'payments.card.nameRequired',
      number: 'payments.card.numberInvalid',
      expiry: 'payments.card.expiryInvalid',
      securityCode: 'payments.card.securityCodeInvalid',
    });
  });
});

describe('card return address', () => {
  it('appends the funding and outcome, and reads them back from a hash route', () => {
    const back = cardReturnAddress('http://host.test/#payments/fund/GBP/1?card=1', 'FND000004', 'cancelled');
    expect(back).toBe('http://host.test/#payments/fund/GBP/1?card=1&funding=FND000004&outcome=cancelled');
    expect(readCardReturn(back)).toEqual({ reference: 'FND000004', outcome: 'cancelled' });
    expect(readCardReturn(cardReturnAddress('https://bank.test/fund', 'FND000005', 'success'))).toEqual({
      reference: 'FND000005',
      outcome: 'success',
    });
    expect(readCardReturn('http://host.test/#payments/fund?outcome=maybe&funding=X')).toBeNull();
    expect(readCardReturn('http://host.test/#payments/fund')).toBeNull();
  });
});
