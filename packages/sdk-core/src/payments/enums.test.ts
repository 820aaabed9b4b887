import { describe, expect, it } from 'vitest';
import {
  fundingSteps,
  paymentMethodLabels,
  paymentMethods,
  transactionTypeByCode,
  transactionTypeLabels,
} from './enums';

describe('payments enums', () => {
  it('codes the transaction types as the specs do, with labels', () => {
    expect(transactionTypeByCode[19]).toBe('loan_repayment');
    expect(
      Object.entries(transactionTypeByCode).map(([code, name]) => `${code} ${transactionTypeLabels[name]}`),
    ).toEqual([
      '1 Funding',
      '2 Withdrawal',
      '3 Buy order',
      '4 Sale',
      '5 Payment',
      '6 Fee',
      '7 Cancelled buy',
      '19 Loan repayment',
    ]);
  });

  it('labels every payment method', () => {
    expect(paymentMethods.every((m) => paymentMethodLabels[m].length > 0)).toBe(true);
    expect(fundingSteps.loading).toBe(-1);
    expect(fundingSteps.transferred).toBe(4);
  });
});
