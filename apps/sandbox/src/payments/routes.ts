/**
 * Money in and out under `/api/customers/me/` (001 §7): payment methods per account, funding (`fundings.ts`),
 * a funding's state, transfers between the customer's accounts, balances, the registered bank account per
 * currency (checked with sdk-core's `ibantools` rules, field errors as the form shows them) and the IFISA
 * agreement declaration. Every account-scoped call answers 404 for another customer's account.
 */
import {
  accountTransferInputSchema,
  bankDetailsErrors,
  en,
  formatMessage,
  formatMoney,
  ifisaDeclarationInputSchema,
  isPartnerCustomer,
  linkedBankAccount,
  normaliseBankDetails,
  type PaymentMethodEntry,
  registeredAccountInputSchema,
  registeredAccountQuerySchema,
} from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { findAccount, isaAllowance, lockAccount, reserveIsaAllowance } from '../accounts';
import type { Db } from '../db/types';
import { tradeDate } from '../shared/dates';
import { dec } from '../shared/decimal';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { idempotentResponse, withIdempotency } from '../shared/idempotency';
import { accountBalances, cashBalance, postLedgerTransaction } from '../shared/ledger';
import { DETAIL, TRANSFER_TEXT } from '../shared/refusals';
import { parseBody } from '../shared/validation';
import type { SandboxEnv, SandboxState } from '../state';
import { currencyParam, moneyCustomer, ownAccount } from './access';
import { bankDestination, maskTail } from './bank-accounts';
import { fundingRoute, fundRoute, landDueFundings } from './fundings';
import { withdrawRoute } from './withdrawals';

/** The payment methods of an account in a currency: the partner has no debit card (001 §5, §9). */
async function paymentMethods(db: Db, customerId: number, partner: boolean): Promise<PaymentMethodEntry[]> {
  const methods: PaymentMethodEntry[] = [];
  if (!partner) {
    methods.push({
      method: 'debit_card',
      details: {
        provider: 'sandbox-card-provider',
        environment: 'TEST',
        api_key: 'sandbox',
        account_id: 'sandbox',
      },
    });
  }
  methods.push({ method: 'bank_transfer' }, { method: 'open_banking' });
  const others = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM investment_accounts WHERE customer_id = $1',
    [customerId],
  );
  if ((others[0]?.n ?? 0) > 1) methods.push({ method: 'account_transfer' });
  return methods;
}

/** /api/customers/me/… payments routes */
export function paymentRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();

  app.get('/me/investment-accounts/:id/:currency/payment-methods/', async (c) => {
    const customer = await moneyCustomer(c, state.db, 'read');
    currencyParam(c);
    await ownAccount(c, state.db, customer);
    return c.json(await paymentMethods(state.db, customer.customer_id, isPartnerCustomer(customer)));
  });

  app.post('/me/investment-accounts/:id/:currency/fund/', (c) => fundRoute(state, c));
  app.get('/me/fundings/:reference/', (c) => fundingRoute(state, c));
  app.post('/me/investment-accounts/:id/:currency/withdraw/', (c) => withdrawRoute(state, c));

  app.get('/me/investment-accounts/:id/balances/', async (c) => {
    const customer = await moneyCustomer(c, state.db, 'read');
    await landDueFundings(state, customer.customer_id);
    const account = await ownAccount(c, state.db, customer);
    const isa = await isaAllowance(state.db, account.id, state.clock.now());
    return c.json({
      id: account.id,
      reference: account.reference,
      currencies: await accountBalances(state.db, account.id),
      isa_remaining: isa?.remaining ?? null,
    });
  });

  // Spec: 001 §7 'accountFundsTransfer' — limited by the source account's balance (001 §5)
  app.post('/me/account-funds-transfer/', async (c) => {
    const customer = await moneyCustomer(c, state.db, 'transfer');
    const input = parseBody(accountTransferInputSchema, await readJsonObject(c.req.raw));
    if (input.from_investment_account_id === input.to_investment_account_id) {
      invalid({ to_investment_account_id: [TRANSFER_TEXT.sameAccount] });
    }
    const amount = dec(input.amount);
    if (amount.lt('0.01')) invalid({ amount: [TRANSFER_TEXT.notPositive(input.currency)] });
    const result = await withIdempotency(state, c, customer.customer_id, async (tx) => {
      const from = await findAccount(tx, customer.customer_id, { id: input.from_investment_account_id });
      const to = await findAccount(tx, customer.customer_id, { id: input.to_investment_account_id });
      if (!from || !to) fail(404, DETAIL.notFound);
      // both accounts' locks, in id order, so two opposite transfers cannot wait for each other
      for (const id of [from.id, to.id].sort((a, b) => a - b)) await lockAccount(tx, id);
      const balance = await cashBalance(tx, from.id, input.currency);
      if (amount.gt(balance)) {
        invalid({
          amount: [TRANSFER_TEXT.sourceBalance(from.reference, formatMoney(balance, input.currency))],
        });
      }
      const now = state.clock.now();
      // into an ISA, money from another account is a subscription like any other
      await reserveIsaAllowance(tx, {
        customer,
        account: to,
        amount: amount.toFixed(2),
        currency: input.currency,
        now,
      });
      const base = {
        customerId: customer.customer_id,
        currency: input.currency,
        tradeDate: tradeDate(now),
        created: now,
      };
      // two transactions through the clearing book, which nets to zero here
      await postLedgerTransaction(tx, {
        ...base,
        type: 'account_transfer_out',
        accountId: from.id,
        text: `Transfer to ${to.reference}`,
        entries: [
          { book: 'customer_cash', account_id: from.id, amount: amount.times(-1) },
          { book: 'transfer_clearing', amount },
        ],
      });
      await postLedgerTransaction(tx, {
        ...base,
        type: 'account_transfer_in',
        accountId: to.id,
        text: `Transfer from ${from.reference}`,
        entries: [
          { book: 'customer_cash', account_id: to.id, amount },
          { book: 'transfer_clearing', amount: amount.times(-1) },
        ],
      });
      const accounts = await Promise.all(
        [from, to].map(async (a) => ({
          id: a.id,
          reference: a.reference,
          currencies: await accountBalances(tx, a.id),
          isa_remaining: (await isaAllowance(tx, a.id, now))?.remaining ?? null,
        })),
      );
      return { status: 200 as const, body: { investment_accounts: accounts } };
    });
    return idempotentResponse(c, result);
  });

  app.post('/me/has-registered-account-details/', async (c) => {
    const customer = await moneyCustomer(c, state.db, 'read');
    const { currency } = parseBody(registeredAccountQuerySchema, await readJsonObject(c.req.raw));
    return c.json({ has_registered: (await bankDestination(state.db, customer, currency)) !== null });
  });

  app.post('/me/registered-account-details/', async (c) => {
    const customer = await moneyCustomer(c, state.db, 'read');
    const { currency } = parseBody(registeredAccountQuerySchema, await readJsonObject(c.req.raw));
    const destination = await bankDestination(state.db, customer, currency);
    if (!destination) fail(404, TRANSFER_TEXT.noRegistered);
    return c.json({ account_number: destination.account_number, sort_code: destination.sort_code });
  });

  // Spec: 000 §5 (bank details), 001 §8 'Bank account save: field errors beside fields'
  app.post('/me/set-registered-account-details/', async (c) => {
    const customer = await moneyCustomer(c, state.db, 'bank');
    const input = parseBody(registeredAccountInputSchema, await readJsonObject(c.req.raw));
    // the partner keeps the account it linked: the customer cannot register another over it
    if (linkedBankAccount(customer, input.currency)) invalid({ currency: [TRANSFER_TEXT.linkedByPartner] });
    const errors = bankDetailsErrors(input.currency, input);
    const fields = Object.entries(errors).map(([field, id]) => [field, [formatMessage(en, id)]]);
    if (fields.length > 0) invalid(Object.fromEntries(fields));
    const details = normaliseBankDetails(input.currency, input);
    await state.db.query(
      `INSERT INTO registered_bank_accounts (customer_id, currency, account_name, account_number, sort_code, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (customer_id, currency) DO UPDATE SET account_name = $3, account_number = $4, sort_code = $5,
         updated_at = $6`,
      [
        customer.customer_id,
        input.currency,
        details.account_name,
        details.account_number,
        details.sort_code,
        state.clock.now().toISOString(),
      ],
    );
    return c.json({ account_number: maskTail(details.account_number), sort_code: details.sort_code }, 201);
  });

  // Spec: 001 §7 'POST IFISA agreement declaration with text_agreed_to'
  app.post('/me/ifisa-agreement/', async (c) => {
    const customer = await moneyCustomer(c, state.db, 'read');
    if (customer.is_read_only) fail(403, formatMessage(en, 'payments.readOnlyAgreement'));
    const input = parseBody(ifisaDeclarationInputSchema, await readJsonObject(c.req.raw));
    const now = state.clock.now();
    await state.db.query(
      'INSERT INTO ifisa_declarations (customer_id, text_agreed_to, declared_at) VALUES ($1, $2, $3)',
      [customer.customer_id, input.text_agreed_to, now.toISOString()],
    );
    await state.db.query(
      "UPDATE investment_accounts SET new_ifisa_agreement_required = false WHERE customer_id = $1 AND account_type = 'ifisa'",
      [customer.customer_id],
    );
    return c.json({ new_ifisa_agreement_required: false });
  });

  return app;
}

/** Lands the signed-in customer's due transfers before any API call reads balances (the sandbox clock decides). */
