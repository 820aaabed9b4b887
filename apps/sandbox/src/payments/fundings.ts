/**
 * Fundings (001 §2 'Funding flow', §5 'Deposit', §7 'fundInvestmentAccount'): a card payment through the
 * stand-in card provider's page (`card-provider.ts`), a manual bank transfer that lands once the sandbox clock
 * passes 24 hours, and an instant transfer that lands in seconds. The deposit rules are sdk-core's, enforced
 * here as the client enforces them; an ISA's allowance is reserved when the funding is asked for, in its
 * transaction (`isa.ts`; given back if a card payment fails). Money lands through the one ledger (a `deposit`
 * against the outside world).
 */
import {
  type CurrencyCode,
  depositAmountError,
  en,
  type FundInput,
  type FundResult,
  formatMessage,
  fundInputSchema,
  isPartnerCustomer,
  methodBlock,
  type PaymentsMessage,
  toMinorUnits,
} from '@bondkit/sdk-core';
import type { Context } from 'hono';
import {
  type IsaAllowance,
  isaAllowance,
  lockAccount,
  refuseRestrictedPayIn,
  releaseIsaAllowance,
  reserveIsaAllowance,
} from '../accounts';
import type { Db } from '../db/types';
import { tradeDate } from '../shared/dates';
import { dec, wire } from '../shared/decimal';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { idempotentResponse, withIdempotency } from '../shared/idempotency';
import { bookCashMovement, cashBalance } from '../shared/ledger';
import { formatReference } from '../shared/references';
import { DETAIL, PAYMENTS_TEXT } from '../shared/refusals';
import { parseBody } from '../shared/validation';
import type { SandboxEnv, SandboxState } from '../state';
import { currencyParam, moneyCustomer, ownAccount, type PaymentsCustomer } from './access';

/** A manual bank transfer lands once the sandbox clock has passed this long (001 §5 'up to 24 hours'). */
export const MANUAL_TRANSFER_MS = 24 * 60 * 60 * 1000;
/** An instant transfer lands this long after it is asked for (001 §5 'in seconds'). */
export const INSTANT_TRANSFER_MS = 5 * 1000;

/** The platform's client money account a bank transfer pays into, per currency. */
export const CLIENT_MONEY_ACCOUNTS: Partial<
  Record<
    CurrencyCode,
    {
      account_name: string;
      account_number: string;
      sort_code: string | null;
      iban: string | null;
      bic: string | null;
    }
  >
> = {
  GBP: {
    account_name: 'Bondkit Client Money',
    account_number: '20002000',
    sort_code: '040004',
    iban: null,
    bic: null,
  },
  EUR: {
    account_name: 'Bondkit Client Money',
    account_number: 'GB33BUKB20201555555555',
    sort_code: null,
    iban: 'GB33BUKB20201555555555',
    bic: 'BUKBGB22',
  },
};

interface FundingRow {
  funding_id: number;
  reference: string;
  customer_id: number;
  account_id: number;
  method: 'debit_card' | 'bank_transfer';
  route: 'manual' | 'instant' | null;
  currency: CurrencyCode;
  amount: string;
  state: 'awaiting_card' | 'pending' | 'completed' | 'failed';
  success_url: string | null;
  error_url: string | null;
  lands_at: Date | null;
  created: Date;
}

const FUNDING_COLUMNS = `funding_id, reference, customer_id, account_id, method, route, currency,
  amount::text AS amount, state, success_url, error_url, lands_at, created`;

/** A funding by reference (locked for update when asked), or null. */
export async function loadFunding(db: Db, reference: string, lock = false): Promise<FundingRow | null> {
  const rows = await db.query<FundingRow>(
    `SELECT ${FUNDING_COLUMNS} FROM fundings WHERE reference = $1${lock ? ' FOR UPDATE' : ''}`,
    [reference],
  );
  return rows[0] ?? null;
}

const text = (message: PaymentsMessage) => formatMessage(en, message.code, message.values);

/** Where the card provider's page is, with the amount in minor units as a card provider receives it (001 §9). */
function paymentUrl(origin: string, row: Pick<FundingRow, 'reference' | 'amount' | 'currency'>): string {
  const url = new URL(`/sandbox/card-provider/${row.reference}`, origin);
  url.searchParams.set('amount', toMinorUnits(dec(row.amount).toFixed(2), row.currency));
  url.searchParams.set('currency', row.currency);
  return url.toString();
}

export function serialiseFunding(row: FundingRow, origin: string, isa: IsaAllowance | null): FundResult {
  const details = CLIENT_MONEY_ACCOUNTS[row.currency];
  return {
    reference: row.reference,
    state: row.state === 'awaiting_card' ? 'pending' : row.state,
    transfer_details:
      row.method === 'bank_transfer' && details ? { ...details, reference: row.reference } : null,
    payment_url:
      row.method === 'debit_card' && row.state === 'awaiting_card' ? paymentUrl(origin, row) : null,
    isa_remaining: isa?.remaining ?? null,
    isa_used_percentage: isa?.used ?? null,
    amount: wire(row.amount),
    currency: row.currency,
  };
}

/** Lands a funding: books the deposit through the ledger and marks it completed (in the caller's transaction). */
export async function landFunding(db: Db, row: FundingRow, now: Date): Promise<void> {
  await lockAccount(db, row.account_id);
  const how =
    row.method === 'debit_card'
      ? 'Card payment'
      : row.route === 'instant'
        ? 'Instant transfer'
        : 'Bank transfer';
  const posted = await bookCashMovement(db, {
    type: 'deposit',
    customerId: row.customer_id,
    accountId: row.account_id,
    currency: row.currency,
    amount: dec(row.amount),
    counterBook: 'external',
    text: `${how} ${row.reference}`,
    tradeDate: tradeDate(now),
    created: now,
  });
  await db.query(
    "UPDATE fundings SET state = 'completed', completed_at = $2, transaction_id = $3 WHERE funding_id = $1",
    [row.funding_id, now.toISOString(), posted.transaction_id],
  );
}

/** Lands every transfer of the customer whose time has come on the sandbox clock (each in its own transaction). */
export async function landDueFundings(
  state: SandboxState,
  customerId: number,
  now: Date = state.clock.now(),
): Promise<Date | null> {
  const due = await state.db.query<{ reference: string }>(
    `SELECT reference FROM fundings WHERE customer_id = $1 AND state = 'pending' AND lands_at <= $2 ORDER BY funding_id`,
    [customerId, now.toISOString()],
  );
  for (const { reference } of due) {
    await state.db.transaction(async (tx) => {
      const row = await loadFunding(tx, reference, true);
      if (row?.state === 'pending') await landFunding(tx, row, now);
    });
  }
  // the next transfer of theirs to land (what falls due on the clock, due.ts)
  const [next] = await state.db.query<{ at: Date | string | null }>(
    `SELECT min(lands_at) AS at FROM fundings WHERE customer_id = $1 AND state = 'pending'`,
    [customerId],
  );
  return next?.at ? new Date(next.at) : null;
}

/** Gives an ISA's reserved allowance back and marks a card funding failed (declined or cancelled). */
export async function failFunding(db: Db, row: FundingRow, now: Date): Promise<void> {
  await db.query("UPDATE fundings SET state = 'failed' WHERE funding_id = $1", [row.funding_id]);
  await releaseIsaAllowance(db, row.account_id, row.amount, new Date(row.created), now);
}

/**
 * The server's deposit checks: an ISA-restricted customer paying into the ISA, sdk-core's amount and method rules,
 * the ISA agreement, the partner's methods.
 */
async function checkDeposit(
  db: Db,
  customer: PaymentsCustomer,
  account: { id: number; account_type: string; new_ifisa_agreement_required?: boolean },
  currency: CurrencyCode,
  input: FundInput,
  now: Date,
): Promise<{ method: 'debit_card' | 'bank_transfer'; route: 'manual' | 'instant' | null }> {
  const partner = isPartnerCustomer(customer);
  refuseRestrictedPayIn(customer, account);
  const card = input.method === 'debit_card' || input.method === 'paysafe_js';
  // Spec: 001 §5, §9 — the partner variant hides the debit card
  if (card && partner) invalid({ method: [formatMessage(en, 'payments.method.cardUnavailable')] });
  const rows = await db.query<{ new_ifisa_agreement_required: boolean }>(
    'SELECT new_ifisa_agreement_required FROM investment_accounts WHERE id = $1',
    [account.id],
  );
  if (rows[0]?.new_ifisa_agreement_required) fail(400, PAYMENTS_TEXT.ifisaAgreement);
  const isa = await isaAllowance(db, account.id, now);
  const balance = await cashBalance(db, account.id, currency);
  const amountError = depositAmountError(input.amount, {
    currency,
    isa: isa ? { walletCash: wire(balance), remaining: isa.remaining } : null,
  });
  if (amountError) invalid({ amount: [text(amountError)] });
  const route = card ? null : input.method === 'open_banking' ? 'instant' : (input.route_to ?? 'manual');
  const option = card ? 'debit_card' : route === 'instant' ? 'instant_transfer' : 'bank_transfer';
  const blocked = methodBlock(option, input.amount, { currency, isaRemaining: isa?.remaining ?? null });
  if (blocked) invalid({ amount: [text(blocked)] });
  if (card) {
    for (const field of ['success_url', 'error_url'] as const) {
      const url = input[field] ?? '';
      if (!/^https?:\/\//.test(url)) invalid({ [field]: [DETAIL.fieldRequired] });
    }
  }
  return { method: card ? 'debit_card' : 'bank_transfer', route };
}

/** POST …/investment-accounts/{id}/{currency}/fund/ */
export async function fundRoute(state: SandboxState, c: Context<SandboxEnv>) {
  const customer = await moneyCustomer(c, state.db, 'fund');
  const currency = currencyParam(c);
  const input = parseBody(fundInputSchema, await readJsonObject(c.req.raw));
  const origin = new URL(c.req.url).origin;
  const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
    const account = await ownAccount(c, tx, customer, undefined, true);
    const now = state.clock.now();
    const { method, route } = await checkDeposit(tx, customer, account, currency, input, now);
    const amount = dec(input.amount).toFixed(2);
    // the allowance is reserved before anything is booked, so two fundings cannot both use what only one fits
    await reserveIsaAllowance(tx, { customer, account, amount, currency, now });
    const landsAt =
      method === 'debit_card'
        ? null
        : new Date(now.getTime() + (route === 'instant' ? INSTANT_TRANSFER_MS : MANUAL_TRANSFER_MS));
    const [inserted] = await tx.query<{ funding_id: number }>(
      `INSERT INTO fundings (reference, customer_id, account_id, method, route, currency, amount, state, success_url,
         error_url, created, lands_at)
       VALUES ('', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING funding_id`,
      [
        customer.customer_id,
        account.id,
        method,
        route,
        currency,
        amount,
        method === 'debit_card' ? 'awaiting_card' : 'pending',
        input.success_url ?? null,
        input.error_url ?? null,
        now.toISOString(),
        landsAt?.toISOString() ?? null,
      ],
    );
    if (!inserted) throw new Error('funding insert returned nothing');
    const reference = formatReference('FND', inserted.funding_id);
    await tx.query('UPDATE fundings SET reference = $2 WHERE funding_id = $1', [
      inserted.funding_id,
      reference,
    ]);
    const row = await loadFunding(tx, reference);
    if (!row) throw new Error('funding vanished');
    return {
      status: 201 as const,
      body: serialiseFunding(row, origin, await isaAllowance(tx, account.id, now)),
    };
  });
  return idempotentResponse(c, result);
}

/** GET customers/me/fundings/{reference}/ — 404 for another customer's. */
export async function fundingRoute(state: SandboxState, c: Context<SandboxEnv>) {
  const customer = await moneyCustomer(c, state.db, 'read');
  await landDueFundings(state, customer.customer_id);
  const row = await loadFunding(state.db, c.req.param('reference') ?? '');
  if (!row || row.customer_id !== customer.customer_id) fail(404, DETAIL.notFound);
  const isa = await isaAllowance(state.db, row.account_id, state.clock.now());
  return c.json(serialiseFunding(row, new URL(c.req.url).origin, isa));
}
