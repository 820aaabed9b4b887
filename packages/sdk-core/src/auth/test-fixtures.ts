import type { InvestmentAccount } from '../accounts/index';
import type { SessionUser } from './schema';

/** A valid investment account for tests, with overrides (a GBP/EUR individual portfolio by default). */
export function makeAccount(overrides: Partial<InvestmentAccount> = {}): InvestmentAccount {
  return {
    id: 1,
    reference: 'IA-0001',
    account_type: 'individual',
    title: 'Investment portfolio',
    currencies: { GBP: '25000.00', EUR: '4000.00' },
    amount: '28400.00',
    ...overrides,
  };
}

/** A valid session user for tests, with overrides: the standard investor persona by default. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    customer_id: 1001,
    email: 'investor@sandbox.bondkit.test',
    first_name: 'Ivy',
    last_name: 'Investor',
    account_type: 0,
    is_read_only: false,
    is_retail: true,
    is_in_cooling_off_period: false,
    cooling_off_ends_at: null,
    isa_restricted: false,
    is_onboarded: true,
    can_execute_orders: true,
    requires_identity_check: false,
    blocks: { block_buys: false, block_sells: false },
    permissions: ['can_view_smart_interest'],
    questionnaires: { signup: 'passed', 'high-yield': 'passed' },
    investment_accounts: [
      makeAccount(),
      makeAccount({
        id: 2,
        reference: 'IA-0002',
        account_type: 'ifisa',
        title: 'Innovative Finance ISA',
        currencies: { GBP: '5000.00' },
        amount: '5000.00',
        isa_remaining: '15000.00',
        isa_used_percentage: '25.00',
        isa_period: '2026/27',
      }),
    ],
    site_preferences: { dark_theme: false, hide_terminology: false },
    account_credits: '0.00',
    partner: null,
    adib_account_link: null,
    ...overrides,
  };
}
