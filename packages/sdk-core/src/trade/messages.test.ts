import { describe, expect, it } from 'vitest';
import { quoteWarningCodes, tradeAgreementFlags } from './enums';
import { TRADE_MESSAGE_IDS } from './messages';
import { transactionMessageId } from './rules/transactions';

describe('trade message ids', () => {
  it('are unique and all in the trade namespace', () => {
    expect(new Set(TRADE_MESSAGE_IDS).size).toBe(TRADE_MESSAGE_IDS.length);
    for (const id of TRADE_MESSAGE_IDS) expect(id).toMatch(/^trade\.[a-zA-Z]+\.[a-zA-Z_]+$/);
  });

  it('cover every quote warning code, agreement checkbox and shown transaction type', () => {
    const ids = new Set<string>(TRADE_MESSAGE_IDS);
    for (const code of quoteWarningCodes) expect(ids.has(`trade.warning.${code}`), code).toBe(true);
    for (const flag of tradeAgreementFlags) expect(ids.has(`trade.checkbox.${flag}`), flag).toBe(true);
    for (const type of ['purchase', 'sale', 'coupon_payment', 'platform_fee']) {
      expect(ids.has(transactionMessageId(type) ?? ''), type).toBe(true);
    }
  });
});
