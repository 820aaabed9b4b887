import type { CurrencyCode, InvestmentAccount, SessionUser } from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import { fail } from '../shared/errors';
import { DETAIL } from '../shared/refusals';
import type { SandboxState } from '../state';
import { isaThisYear } from './isa';

interface UserRow {
  customer_id: number;
  email: string;
  first_name: string;
  last_name: string;
  account_type: 0 | 1 | 5 | 8;
  is_read_only: boolean;
  is_retail: boolean;
  cooling_off_ends_at: Date | null;
  isa_restricted: boolean;
  is_onboarded: boolean;
  can_execute_orders: boolean;
  requires_identity_check: boolean;
  block_buys: boolean;
  block_sells: boolean;
  block_funding: boolean;
  block_withdrawals: boolean;
  permissions: string[];
  questionnaires: SessionUser['questionnaires'];
  dark_theme: boolean;
  hide_terminology: boolean;
  /** from `site_preferences` (false when never saved) */
  show_lifetime_returns: boolean;
  account_credits: string;
  partner: string | null;
  adib_account_link: SessionUser['adib_account_link'];
}

interface AccountRow {
  id: number;
  reference: string;
  account_type: InvestmentAccount['account_type'];
  title: string;
  main_currency: CurrencyCode;
  isa_remaining: string | null;
  isa_used_percentage: string | null;
  isa_period: string | null;
  new_ifisa_agreement_required: boolean;
  balances: { currency: CurrencyCode; amount: string }[] | null;
}

/** The customer's investment accounts with their balances, an ISA's allowance as of `now` (the sandbox clock). */
export async function investmentAccountsOf(
  db: Db,
  customerId: number,
  now: Date,
): Promise<InvestmentAccount[]> {
  const rows = await db.query<AccountRow>(
    `SELECT a.id, a.reference, a.account_type, a.title, a.main_currency, a.isa_remaining, a.isa_used_percentage,
            a.isa_period, a.new_ifisa_agreement_required,
            (SELECT json_agg(json_build_object('currency', b.currency, 'amount', b.amount::text) ORDER BY b.currency)
               FROM account_balances b WHERE b.account_id = a.id) AS balances
       FROM investment_accounts a WHERE a.customer_id = $1 ORDER BY a.position`,
    [customerId],
  );
  return rows.map((row) => {
    const currencies: Partial<Record<CurrencyCode, string>> = {};
    for (const b of row.balances ?? []) currencies[b.currency] = b.amount;
    const account: InvestmentAccount = {
      id: row.id,
      reference: row.reference,
      account_type: row.account_type,
      title: row.title,
      currencies,
      amount: currencies[row.main_currency] ?? '0.00',
    };
    const isa = isaThisYear(row, now);
    if (isa) {
      account.isa_remaining = isa.remaining;
      account.isa_used_percentage = isa.used;
      account.isa_period = isa.period;
    }
    if (row.account_type === 'ifisa') account.new_ifisa_agreement_required = row.new_ifisa_agreement_required;
    return account;
  });
}

/** GET /customers/me/ — the session user (002 §3.1), cooling-off judged by the sandbox clock. */
export async function buildSessionUser(state: SandboxState, customerId: number): Promise<SessionUser> {
  const rows = await state.db.query<UserRow>(
    `SELECT u.*, coalesce(p.show_lifetime_returns, false) AS show_lifetime_returns
       FROM users u LEFT JOIN site_preferences p ON p.customer_id = u.customer_id WHERE u.customer_id = $1`,
    [customerId],
  );
  const u = rows[0];
  if (!u) fail(404, DETAIL.notFound);
  const now = state.clock.now();
  const coolingOff = u.cooling_off_ends_at !== null && u.cooling_off_ends_at.getTime() > now.getTime();
  return {
    customer_id: u.customer_id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    account_type: u.account_type,
    is_read_only: u.is_read_only,
    is_retail: u.is_retail,
    is_in_cooling_off_period: coolingOff,
    cooling_off_ends_at: coolingOff && u.cooling_off_ends_at ? u.cooling_off_ends_at.toISOString() : null,
    isa_restricted: u.isa_restricted,
    is_onboarded: u.is_onboarded,
    can_execute_orders: u.can_execute_orders,
    requires_identity_check: u.requires_identity_check,
    blocks: {
      block_buys: u.block_buys,
      block_sells: u.block_sells,
      block_funding: u.block_funding,
      block_withdrawals: u.block_withdrawals,
    },
    permissions: u.permissions,
    questionnaires: u.questionnaires,
    investment_accounts: await investmentAccountsOf(state.db, customerId, now),
    site_preferences: {
      dark_theme: u.dark_theme,
      hide_terminology: u.hide_terminology,
      show_lifetime_returns: u.show_lifetime_returns,
    },
    account_credits: u.account_credits,
    partner: u.partner,
    adib_account_link: u.adib_account_link,
  };
}
