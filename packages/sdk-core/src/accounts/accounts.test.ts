import { describe, expect, it } from 'vitest';
import { makeAccount } from '../auth/test-fixtures';
import { ContractError, createClient } from '../http/index';
import { getInvestmentAccounts } from './api';
import { accountTitles, accountTypeByCode, accountTypeLabels } from './enums';
import {
  accountsHolding,
  accountTitle,
  accountTitleId,
  balanceIn,
  findAccount,
  hasBalanceFor,
  holdsCurrency,
  isIfisaAccount,
} from './rules';
import { accountTypeCodes } from './schema';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('account enums', () => {
  it('maps codes 0/1/5/8 both ways', () => {
    for (const [code, name] of Object.entries(accountTypeByCode)) {
      expect(accountTypeCodes[name]).toBe(Number(code));
    }
    expect(accountTypeLabels.sipp).toBe('SIPP');
  });
});

describe('account rules', () => {
  const ifisa = makeAccount({ account_type: 'ifisa', currencies: { GBP: '5000.00' } });
  const portfolio = makeAccount({ reference: 'IA-9', currencies: { GBP: '100.10', EUR: '0.00' } });

  it('titles IFISA accounts and portfolios', () => {
    expect(accountTitle(ifisa)).toBe('Innovative Finance ISA');
    expect(accountTitle(portfolio)).toBe('Investment portfolio');
    expect(accountTitle('sipp')).toBe(accountTitles.portfolio);
    expect(accountTitle(8)).toBe(accountTitles.ifisa);
    expect(accountTitleId(ifisa)).toBe('accounts.title.ifisa');
    expect(accountTitleId(1)).toBe('accounts.title.portfolio');
    expect(isIfisaAccount(ifisa)).toBe(true);
  });

  it('reads balances per currency', () => {
    expect(balanceIn(portfolio, 'GBP')).toBe('100.10');
    expect(balanceIn(portfolio, 'USD')).toBe('0');
    expect(holdsCurrency(portfolio, 'EUR')).toBe(true);
    expect(holdsCurrency(ifisa, 'EUR')).toBe(false);
    expect(hasBalanceFor(portfolio, 'GBP', '100.10')).toBe(true);
    expect(hasBalanceFor(portfolio, 'GBP', '100.11')).toBe(false);
  });

  it('finds accounts', () => {
    expect(findAccount([ifisa, portfolio], 'IA-9')).toBe(portfolio);
    expect(findAccount([ifisa], 'nope')).toBeUndefined();
    expect(accountsHolding([ifisa, portfolio], 'EUR')).toEqual([portfolio]);
  });
});

describe('getInvestmentAccounts', () => {
  it('reads and parses the list', async () => {
    const seen: string[] = [];
    const client = createClient({
      baseUrl: 'http://sandbox.test/api',
      fetch: async (input, init) => {
        seen.push(new Request(input, init).url);
        return json([makeAccount()]);
      },
    });
    const accounts = await getInvestmentAccounts(client);
    expect(accounts[0]?.reference).toBe('IA-0001');
    expect(seen).toEqual(['http://sandbox.test/api/customers/me/investment-accounts/']);
  });

  it('rejects balances that are not decimal strings', async () => {
    const client = createClient({
      baseUrl: 'http://sandbox.test/api',
      fetch: async () => json([{ ...makeAccount(), currencies: { GBP: 25000 } }]),
    });
    await expect(getInvestmentAccounts(client)).rejects.toBeInstanceOf(ContractError);
  });
});
