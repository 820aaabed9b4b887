/**
 * Test support of the Smart Interest route tests: a sandbox on a store with a visitor and the signed-in
 * investor, and small helpers.
 */
import {
  ApiError,
  type BondkitClient,
  type DynamicBond,
  getInvestmentAccounts,
  getSessionUser,
  type InvestmentAccount,
  type SessionUser,
} from '@bondkit/sdk-core';
import type { Sandbox } from '../../src/index';
import { TEST_NOW } from './helpers';
import { browse, type TestBrowser, type TestStore } from './stores';

export const TODAY = TEST_NOW.slice(0, 10);
export const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };

/** Runs a call expected to fail and returns its ApiError. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

/** The signed-in user's account of a type (the GBP individual account by default). */
export async function gbpAccount(
  client: BondkitClient,
  type: InvestmentAccount['account_type'] = 'individual',
) {
  const accounts = await getInvestmentAccounts(client);
  const account = accounts.find((a) => a.account_type === type);
  if (!account) throw new Error(`no ${type} account`);
  return account;
}

export function byReference(holdings: readonly DynamicBond[], reference: string): DynamicBond {
  const holding = holdings.find((h) => h.reference === reference);
  if (!holding) throw new Error(`no holding ${reference}`);
  return holding;
}

/** A sandbox on `store` with a visitor and the signed-in investor (and the investor's session user). */
export async function openSmartInterest(store: TestStore): Promise<{
  sandbox: Sandbox;
  close: () => Promise<void>;
  visitor: TestBrowser;
  investor: TestBrowser;
  investorUser: SessionUser;
}> {
  const { sandbox, close } = await store.open();
  const visitor = await browse(sandbox.fetch, null);
  const investor = await browse(sandbox.fetch, 'investor');
  const investorUser = await getSessionUser(investor.client);
  if (!investorUser) throw new Error('investor not signed in');
  return { sandbox, close, visitor, investor, investorUser };
}
