// Spec: 001 §6 (roles: read-only users cannot confirm withdrawals; the partner hides cash movements, EUR),
// §7 (the calls), §9 (pagination)
/**
 * The portfolio pages' routes under /api: the accounts with their summaries, an account's products and payment
 * activity, debit notes, withdrawal confirmations and the lifetime preference. Every account-scoped route
 * answers 404 for an account that is not the signed-in customer's.
 */
import {
  type CurrencyCode,
  confirmWithdrawalInputSchema,
  currencyCodes,
  isCurrencyCode,
  isPartnerCustomer,
  lifetimePreferenceSchema,
  type PartnerUser,
  type PaymentActivityGroup,
  paymentActivityGroups,
  portfolioVisibility,
} from '@bondkit/sdk-core';
import { type Context, Hono } from 'hono';
import { findAccount, investmentAccountsOf, loadCustomer } from '../accounts';
import { requireUser } from '../auth';
import { idParam, queryChoice, queryChoiceList, queryInteger } from '../shared/edge';
import { fail, readJsonObject } from '../shared/errors';
import { DETAIL, PAYMENTS_TEXT, PORTFOLIO_TEXT } from '../shared/refusals';
import { parseBody } from '../shared/validation';
import type { SandboxEnv, SandboxState } from '../state';
import { ACTIVITY_PAGE_SIZE, activityPage } from './activity';
import { confirmWithdrawal, openDebitNotes, pendingWithdrawalConfirmations } from './notices';
import { lifetimePreference, saveLifetimePreference } from './preferences';
import { accountProducts, accountSummary } from './summary';

/** The portfolio variant a customer sees. */
const variantOf = (customer: PartnerUser) => (isPartnerCustomer(customer) ? 'sukuk' : 'standard');

/** The currencies a customer's portfolio leaves out: the partner's customers see no EUR. */
function hiddenCurrencies(customer: PartnerUser): CurrencyCode[] {
  const shown = portfolioVisibility(variantOf(customer)).currencies;
  return currencyCodes.filter((currency) => !shown.includes(currency));
}

/** The signed-in customer's own account named by the path's `:account`, else 404 (never another's). */
async function ownAccount(state: SandboxState, c: Context<SandboxEnv>) {
  const id = idParam(c, 'account');
  const account = await findAccount(state.db, requireUser(c).customer_id, { id });
  if (!account) fail(404, DETAIL.notFound);
  return account;
}

export function portfolioRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();

  // The plain list is accounts' (customers/me/investment-accounts/); with expand=summary it is answered here.
  app.get('/customers/me/investment-accounts/', async (c, next) => {
    const expand = queryChoiceList(c, 'expand', ['summary'] as const);
    if (!expand.includes('summary')) return next();
    const customer = requireUser(c);
    const { customer_id } = customer;
    const hidden = hiddenCurrencies(customer);
    const accounts = await investmentAccountsOf(state.db, customer_id, state.clock.now());
    const mains = await state.db.query<{ id: number; main_currency: CurrencyCode }>(
      'SELECT id, main_currency FROM investment_accounts WHERE customer_id = $1',
      [customer_id],
    );
    const mainOf = new Map(mains.map((row) => [row.id, row.main_currency]));
    const now = state.clock.now();
    const out = [];
    for (const account of accounts) {
      const main_currency = mainOf.get(account.id) ?? 'GBP';
      out.push({
        ...account,
        summary: await accountSummary(state.db, { ...account, main_currency }, now, hidden),
      });
    }
    return c.json(out);
  });

  app.get('/customers/me/investment-accounts/:account/products/', async (c) => {
    const expand = queryChoiceList(c, 'expand', ['performance', 'user_invested', 'company'] as const);
    queryChoiceList(c, 'exclude', ['performance', 'call_schedule', 'company_documents'] as const);
    const customer = requireUser(c);
    const account = await ownAccount(state, c);
    return c.json(
      await accountProducts(state.db, account.id, state.clock.now(), {
        performance: expand.includes('performance'),
        hidden: hiddenCurrencies(customer),
      }),
    );
  });

  app.get('/customers/me/investment-accounts/:account/:currency/payment-activity/', async (c) => {
    const page = queryInteger(c, 'page', { min: 1, max: 1_000_000 }) ?? 1;
    const pageSize =
      queryInteger(c, 'page_size', { min: 1, max: ACTIVITY_PAGE_SIZE.max }) ?? ACTIVITY_PAGE_SIZE.default;
    const group = queryChoice<PaymentActivityGroup>(c, 'group', paymentActivityGroups) ?? null;
    const customer = requireUser(c);
    const account = await ownAccount(state, c);
    const currency = c.req.param('currency');
    if (!isCurrencyCode(currency) || hiddenCurrencies(customer).includes(currency))
      fail(404, DETAIL.notFound);
    const result = await activityPage(state.db, {
      accountId: account.id,
      currency,
      page,
      pageSize,
      group,
    });
    if (!result) fail(404, PORTFOLIO_TEXT.invalidPage);
    return c.json(result);
  });

  app.get('/debit-notes/all/all/', async (c) => {
    queryChoiceList(c, 'expand', ['user_info'] as const);
    const noteState = queryChoice(c, 'state', ['open', 'closed'] as const) ?? 'open';
    return c.json(await openDebitNotes(state.db, requireUser(c).customer_id, noteState));
  });

  app.get('/withdrawal-confirmations/', async (c) =>
    c.json(await pendingWithdrawalConfirmations(state.db, requireUser(c).customer_id)),
  );

  app.post('/withdrawal-confirmations/confirm/', async (c) => {
    const customer = await loadCustomer(c, state.db);
    if (customer.is_read_only) fail(403, PORTFOLIO_TEXT.readOnlyConfirm);
    // what the notice refuses, refused here too: a user record that blocks withdrawals (001 §5 'Withdrawal')
    const [flags] = await state.db.query<{ block_withdrawals: boolean }>(
      'SELECT block_withdrawals FROM users WHERE customer_id = $1',
      [customer.customer_id],
    );
    if (flags?.block_withdrawals) fail(403, PAYMENTS_TEXT.withdrawalsBlocked);
    const input = parseBody(confirmWithdrawalInputSchema, await readJsonObject(c.req.raw));
    const confirmed = await confirmWithdrawal(state.db, customer.customer_id, input.id, state.clock.now());
    if (!confirmed) fail(404, DETAIL.notFound);
    return c.json(confirmed);
  });

  app.get('/customers/me/site-preferences/', async (c) =>
    c.json(await lifetimePreference(state.db, requireUser(c).customer_id)),
  );
  const save = async (c: Context<SandboxEnv>) => {
    const input = parseBody(lifetimePreferenceSchema, await readJsonObject(c.req.raw));
    return c.json(
      await saveLifetimePreference(
        state.db,
        requireUser(c).customer_id,
        input.show_lifetime_returns,
        state.clock.now(),
      ),
    );
  };
  app.post('/customers/me/site-preferences/', save);
  app.patch('/customers/me/site-preferences/', save);

  return app;
}
