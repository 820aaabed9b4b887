/**
 * Withdrawals (001 §2 'Withdraw page', §5 'Withdrawal', §7 'withdrawalInvestmentAccount'): to the registered bank
 * account of the currency (the partner's linked bank account), at least 0.01 and no more than the account's cash
 * (sdk-core's `withdrawalBlock`), refused for read-only users, a withdrawal block and the identity check not
 * passed. The cash leaves the account at once — a `withdrawal` against the `withdrawals_payable` book, so it
 * cannot be spent twice — and the withdrawal waits for the customer's confirmation (portfolio's
 * `createWithdrawalConfirmation`, confirmed on the dashboard).
 */
import {
  type CurrencyCode,
  type Decimal,
  en,
  formatMessage,
  withdrawalBlock,
  withdrawInputSchema,
} from '@bondkit/sdk-core';
import type { Context } from 'hono';
import type { Db } from '../db/types';
import { createWithdrawalConfirmation } from '../portfolio';
import { tradeDate } from '../shared/dates';
import { dec, wire } from '../shared/decimal';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { idempotentResponse, withIdempotency } from '../shared/idempotency';
import { cashBalance, postLedgerTransaction } from '../shared/ledger';
import { WITHDRAWAL_TEXT } from '../shared/refusals';
import { parseBody } from '../shared/validation';
import type { SandboxEnv, SandboxState } from '../state';
import { currencyParam, moneyCustomer, ownAccount } from './access';
import { bankDestination } from './bank-accounts';

/** POST customers/me/investment-accounts/{id}/{currency}/withdraw/ */
export async function withdrawRoute(state: SandboxState, c: Context<SandboxEnv>) {
  const customer = await moneyCustomer(c, state.db, 'withdraw');
  const currency = currencyParam(c);
  const input = parseBody(withdrawInputSchema, await readJsonObject(c.req.raw));
  const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
    const account = await ownAccount(c, tx, customer, undefined, true);
    if (!(await bankDestination(tx, customer, currency))) fail(400, WITHDRAWAL_TEXT.noBankAccount);
    const balance = await cashBalance(tx, account.id, currency);
    const blocked = withdrawalBlock(input.amount, { currency, balance: wire(balance) });
    if (blocked) invalid({ amount: [formatMessage(en, blocked.code, blocked.values)] });
    const booked = await bookWithdrawal(tx, {
      customerId: customer.customer_id,
      accountId: account.id,
      currency,
      amount: dec(input.amount),
      now: state.clock.now(),
    });
    return {
      status: 201 as const,
      body: {
        reference: booked.reference,
        state: 'awaiting_confirmation',
        amount: wire(booked.amount),
        currency,
        confirmation_id: booked.confirmationId,
      },
    };
  });
  return idempotentResponse(c, result);
}

/** What {@link bookWithdrawal} moves. */
export interface WithdrawalBooking {
  customerId: number;
  accountId: number;
  currency: CurrencyCode;
  amount: Decimal;
  now: Date;
}

/**
 * Books a withdrawal the caller has already allowed: the cash leaves the account for the `withdrawals_payable`
 * book and a confirmation waits for the customer — the one path of the route and of the seed's pending one.
 */
export async function bookWithdrawal(
  tx: Db,
  { customerId, accountId, currency, amount, now }: WithdrawalBooking,
): Promise<{ reference: string; amount: Decimal; confirmationId: number }> {
  const posted = await postLedgerTransaction(tx, {
    type: 'withdrawal',
    customerId,
    accountId,
    currency,
    text: 'Withdrawal to your registered bank account',
    tradeDate: tradeDate(now),
    created: now,
    entries: [
      { book: 'customer_cash', account_id: accountId, amount: amount.times(-1) },
      { book: 'withdrawals_payable', amount },
    ],
  });
  const confirmation = await createWithdrawalConfirmation(tx, {
    customerId,
    accountId,
    currency,
    amount: wire(amount),
    created: now,
  });
  return { reference: posted.reference, amount, confirmationId: confirmation.id };
}
