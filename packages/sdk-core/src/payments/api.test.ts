import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../smart-interest/test-fixtures';
import {
  declareIfisaAgreement,
  getAccountBalances,
  getRegisteredAccount,
  hasRegisteredAccount,
  setRegisteredAccount,
  withdraw,
} from './api';

describe('payments api', () => {
  it('addresses each call and sends amounts with 2 decimals', async () => {
    const { client, seen } = fakeApi((r) => {
      const path = r.url.pathname;
      if (path.endsWith('/withdraw/'))
        return json(
          {
            reference: 'WDR-1',
            state: 'awaiting_confirmation',
            amount: '5.50',
            currency: 'GBP',
            confirmation_id: 3,
          },
          201,
        );
      if (path.endsWith('/balances/'))
        return json({ id: 7, reference: 'IA-0007', currencies: { GBP: '10.00' } });
      if (path.endsWith('/has-registered-account-details/')) return json({ has_registered: true });
      if (path.endsWith('/ifisa-agreement/')) return json({ new_ifisa_agreement_required: false });
      return json({ account_number: '****5678', sort_code: '12-34-56' });
    });
    const target = { investmentAccountId: 7, currency: 'GBP' as const };
    expect((await withdraw(client, target, '5.5', { idempotencyKey: 'w1' })).confirmation_id).toBe(3);
    expect(seen[0]?.url.pathname).toBe('/api/customers/me/investment-accounts/7/GBP/withdraw/');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ amount: '5.50' });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('w1');
    expect((await getAccountBalances(client, 7)).currencies.GBP).toBe('10.00');
    expect(await hasRegisteredAccount(client, 'EUR')).toBe(true);
    expect(JSON.parse(seen[2]?.body ?? '')).toEqual({ currency: 'EUR' });
    expect((await getRegisteredAccount(client, 'GBP')).sort_code).toBe('12-34-56');
    await setRegisteredAccount(client, {
      currency: 'GBP',
      account_name: 'J',
      account_number: '12345678',
      sort_code: '123456',
    });
    expect(seen[4]?.url.pathname).toBe('/api/customers/me/set-registered-account-details/');
    expect((await declareIfisaAgreement(client, 'I agree')).new_ifisa_agreement_required).toBe(false);
    await expect(withdraw(client, target, '0.001')).rejects.toThrow();
  });
});
