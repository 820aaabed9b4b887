/**
 * The double-entry ledger. Every movement of cash or bonds is a ledger transaction (what the customer sees:
 * a type, the signed cash amount of the account, principal and price) made of entries on books — customer
 * cash, customer positions at cost, the market maker's cash and inventory, the platform's spread and
 * platform fees, the FX desk, the outside world — that sum to zero per currency, and whose principal sums
 * to zero per product. The database refuses an unbalanced transaction at commit (a deferred trigger).
 *
 * `account_balances` and `positions` are materialised here, in the caller's database transaction, so
 * `/customers/me/` and the market's `user_invested` read what the ledger says. Neither may go negative.
 */
import type { CurrencyCode, Decimal } from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import { dec, wire, ZERO } from './decimal';
import { fail } from './errors';
import { LEDGER_TEXT } from './refusals';

export type Book =
  | 'customer_cash'
  | 'customer_position'
  | 'market_maker_cash'
  | 'market_maker_inventory'
  | 'spread_fees'
  | 'platform_fees'
  | 'fx_desk'
  | 'external'
  /** a transfer between two accounts of a customer passes through it (nets to zero in its database transaction) */
  | 'transfer_clearing'
  /** cash withdrawn, owed to the customer's bank until paid out */
  | 'withdrawals_payable'
  /** the principal of the customer's Smart Interest holdings (in at a buy, out at a repayment, cash-out or reinvestment) */
  | 'smart_interest_holdings';

/**
 * Ledger transaction types. The first six are trading's (and FX's); deposits and transfers open the seed and
 * are payments' (fundings, withdrawals, transfers between accounts); a coupon is a bond's interest payment to the
 * holder (the seed's history books them).
 */
export type LedgerTransactionType =
  | 'purchase'
  | 'sale'
  | 'accrued_interest_paid'
  | 'accrued_interest_received'
  | 'platform_fee'
  | 'fx_conversion'
  | 'deposit'
  | 'withdrawal'
  | 'transfer_in'
  /** cash moved between two accounts of a customer: out of one, into the other (001 §7 'accountFundsTransfer') */
  | 'account_transfer_out'
  | 'account_transfer_in'
  | 'coupon'
  /** Smart Interest (a buy is a 'purchase' without a product): an interest payment of a holding */
  | 'smart_interest_interest'
  /** a holding's principal and final interest paid back after maturity */
  | 'smart_interest_repayment'
  /** a cashed-out holding's sale amount */
  | 'smart_interest_cash_out'
  /** a maturing holding's amount rolled into a new holding */
  | 'smart_interest_reinvestment'
  /** the reinvestment offer's bonus */
  | 'smart_interest_bonus';

export interface LedgerEntryInput {
  book: Book;
  account_id?: number | null;
  product_id?: number | null;
  amount: Decimal;
  /** face value moved (position and inventory books) */
  principal?: Decimal;
}

export interface LedgerTransactionInput {
  type: LedgerTransactionType;
  customerId: number | null;
  accountId: number | null;
  productId?: number | null;
  orderId?: number | null;
  currency: CurrencyCode;
  principal?: Decimal | null;
  price?: Decimal | null;
  text: string;
  /** the London trade date */
  tradeDate: string;
  created: Date;
  entries: LedgerEntryInput[];
}

export interface PostedTransaction {
  transaction_id: number;
  reference: string;
  /** the customer's cash movement (sum of its customer-cash entries) */
  amount: string;
}

const CHECK_VIOLATION = '23514';

/**
 * Books one balanced ledger transaction and updates the materialised balances and positions. Throws (and
 * so rolls the caller's database transaction back) when it does not balance; answers 400 when a balance
 * or a position would go negative.
 */
export async function postLedgerTransaction(
  db: Db,
  input: LedgerTransactionInput,
): Promise<PostedTransaction> {
  let total = ZERO;
  const principalByProduct = new Map<number, Decimal>();
  let customerCash = ZERO;
  for (const entry of input.entries) {
    total = total.plus(entry.amount);
    if (entry.principal && !entry.principal.eq(0)) {
      if (entry.product_id == null) throw new Error('principal moves need a product');
      principalByProduct.set(
        entry.product_id,
        (principalByProduct.get(entry.product_id) ?? ZERO).plus(entry.principal),
      );
    }
    if (entry.book === 'customer_cash') {
      if (entry.account_id !== input.accountId) throw new Error('customer cash of another account');
      customerCash = customerCash.plus(entry.amount);
    }
  }
  if (!total.eq(0)) throw new Error(`ledger transaction ${input.type} does not balance: ${total.toFixed()}`);
  for (const [productId, sum] of principalByProduct) {
    if (!sum.eq(0))
      throw new Error(`ledger transaction ${input.type} moves principal of ${productId}: ${sum}`);
  }

  const [header] = await db.query<{ transaction_id: number; reference: string }>(
    `INSERT INTO ledger_transactions (transaction_id, reference, transaction_type, customer_id, account_id,
       product_id, order_id, currency, amount, principal, price, text, trade_date, created)
     SELECT id, 'LTX' || lpad(id::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12
       FROM (SELECT nextval('ledger_transactions_transaction_id_seq') AS id) s
     RETURNING transaction_id, reference`,
    [
      input.type,
      input.customerId,
      input.accountId,
      input.productId ?? null,
      input.orderId ?? null,
      input.currency,
      wire(customerCash),
      input.principal ? wire(input.principal) : null,
      input.price ? input.price.toFixed() : null,
      input.text,
      input.tradeDate,
      input.created.toISOString(),
    ],
  );
  if (!header) throw new Error('ledger insert returned nothing');
  await db.query(
    `INSERT INTO ledger_entries (transaction_id, book, account_id, product_id, currency, amount, principal)
     SELECT $1, e.book, e.account_id, e.product_id, $2, e.amount, e.principal
       FROM jsonb_to_recordset($3::jsonb) AS e(book text, account_id int, product_id int, amount numeric,
            principal numeric)`,
    [
      header.transaction_id,
      input.currency,
      JSON.stringify(
        input.entries.map((e) => ({
          book: e.book,
          account_id: e.account_id ?? null,
          product_id: e.product_id ?? null,
          amount: wire(e.amount),
          principal: wire(e.principal ?? ZERO),
        })),
      ),
    ],
  );

  try {
    await materialise(db, input);
  } catch (error) {
    if ((error as { code?: string }).code === CHECK_VIOLATION) {
      const positions = input.entries.some((e) => e.book === 'customer_position' && e.principal?.lt(0));
      fail(400, positions ? LEDGER_TEXT.insufficientHolding : LEDGER_TEXT.insufficientBalance);
    }
    throw error;
  }
  return { transaction_id: header.transaction_id, reference: header.reference, amount: wire(customerCash) };
}

async function materialise(db: Db, input: LedgerTransactionInput): Promise<void> {
  const cash = new Map<number, Decimal>();
  const positions = new Map<
    string,
    { account: number; product: number; principal: Decimal; cost: Decimal }
  >();
  for (const entry of input.entries) {
    if (entry.book === 'customer_cash' && entry.account_id != null) {
      cash.set(entry.account_id, (cash.get(entry.account_id) ?? ZERO).plus(entry.amount));
    } else if (entry.book === 'customer_position' && entry.account_id != null && entry.product_id != null) {
      const key = `${entry.account_id}:${entry.product_id}`;
      const current = positions.get(key) ?? {
        account: entry.account_id,
        product: entry.product_id,
        principal: ZERO,
        cost: ZERO,
      };
      current.principal = current.principal.plus(entry.principal ?? ZERO);
      current.cost = current.cost.plus(entry.amount);
      positions.set(key, current);
    }
  }
  // update first, insert when there is no row yet (an upsert checks its CHECK constraints on the row it would
  // insert, so a negative movement of an existing balance would be refused)
  for (const [accountId, amount] of cash) {
    const updated = await db.query(
      `UPDATE account_balances SET amount = amount + $3::numeric WHERE account_id = $1 AND currency = $2
       RETURNING account_id`,
      [accountId, input.currency, wire(amount)],
    );
    if (updated.length === 0) {
      await db.query(
        'INSERT INTO account_balances (account_id, currency, amount) VALUES ($1, $2, $3::numeric)',
        [accountId, input.currency, wire(amount)],
      );
    }
  }
  for (const p of positions.values()) {
    let rows = await db.query<{ principal: string }>(
      `UPDATE positions SET principal = principal + $3::numeric, cost = cost + $4::numeric
        WHERE account_id = $1 AND product_id = $2 RETURNING principal::text AS principal`,
      [p.account, p.product, wire(p.principal), wire(p.cost)],
    );
    if (rows.length === 0) {
      rows = await db.query<{ principal: string }>(
        `INSERT INTO positions (account_id, product_id, principal, cost) VALUES ($1, $2, $3::numeric, $4::numeric)
         RETURNING principal::text AS principal`,
        [p.account, p.product, wire(p.principal), wire(p.cost)],
      );
    }
    if (rows[0] && dec(rows[0].principal).eq(0)) {
      await db.query('DELETE FROM positions WHERE account_id = $1 AND product_id = $2', [
        p.account,
        p.product,
      ]);
    }
  }
}

/**
 * A cash movement of a customer account against another book (a deposit from outside, a Smart Interest
 * subscription, accrued interest and fees against the market maker or the platform, a currency exchange
 * against the FX desk), booked through the ledger so balances stay its sums. `amount` is signed: negative
 * takes cash out of the account (400 when the balance does not cover it).
 */
export async function bookCashMovement(
  db: Db,
  input: {
    customerId: number;
    accountId: number;
    productId?: number | null;
    orderId?: number | null;
    currency: CurrencyCode;
    amount: Decimal | string;
    type: LedgerTransactionType;
    text: string;
    tradeDate: string;
    created: Date;
    counterBook?: Book;
  },
): Promise<PostedTransaction> {
  const amount = dec(input.amount);
  return postLedgerTransaction(db, {
    type: input.type,
    customerId: input.customerId,
    accountId: input.accountId,
    productId: input.productId,
    orderId: input.orderId,
    currency: input.currency,
    text: input.text,
    tradeDate: input.tradeDate,
    created: input.created,
    entries: [
      { book: 'customer_cash', account_id: input.accountId, amount },
      { book: input.counterBook ?? 'external', amount: amount.times(-1) },
    ],
  });
}

/** The cash balance of an account in a currency (`'0.00'` when none), from the materialised balances. */
export async function cashBalance(db: Db, accountId: number, currency: CurrencyCode): Promise<Decimal> {
  const rows = await db.query<{ amount: string }>(
    'SELECT amount::text AS amount FROM account_balances WHERE account_id = $1 AND currency = $2',
    [accountId, currency],
  );
  return dec(rows[0]?.amount ?? '0');
}

/** Every currency balance of an account, currency → amount (from the materialised balances). */
export async function accountBalances(
  db: Db,
  accountId: number,
): Promise<Partial<Record<CurrencyCode, string>>> {
  const rows = await db.query<{ currency: CurrencyCode; amount: string }>(
    'SELECT currency, amount::text AS amount FROM account_balances WHERE account_id = $1 ORDER BY currency',
    [accountId],
  );
  return Object.fromEntries(rows.map((row) => [row.currency, row.amount]));
}

/** Where the materialised balances or positions differ from the ledger, or a transaction does not balance. */
export interface LedgerDiscrepancy {
  kind: 'balance' | 'position' | 'unbalanced';
  detail: string;
}

/** Compares `account_balances` and `positions` with the ledger's sums and checks every transaction balances. */
export async function ledgerDiscrepancies(db: Db): Promise<LedgerDiscrepancy[]> {
  const out: LedgerDiscrepancy[] = [];
  const balances = await db.query<{
    account_id: number;
    currency: string;
    stored: string | null;
    ledger: string | null;
  }>(
    `WITH l AS (SELECT account_id, currency, sum(amount) AS amount FROM ledger_entries
                 WHERE book = 'customer_cash' GROUP BY account_id, currency)
     SELECT coalesce(b.account_id, l.account_id) AS account_id, coalesce(b.currency, l.currency) AS currency,
            b.amount::text AS stored, l.amount::text AS ledger
       FROM account_balances b FULL JOIN l ON l.account_id = b.account_id AND l.currency = b.currency
      WHERE coalesce(b.amount, 0) <> coalesce(l.amount, 0)`,
  );
  for (const b of balances) {
    out.push({
      kind: 'balance',
      detail: `${b.account_id} ${b.currency}: stored ${b.stored}, ledger ${b.ledger}`,
    });
  }
  const positions = await db.query<{ account_id: number; product_id: number; detail: string }>(
    `WITH l AS (SELECT account_id, product_id, sum(principal) AS principal, sum(amount) AS cost FROM ledger_entries
                 WHERE book = 'customer_position' GROUP BY account_id, product_id)
     SELECT coalesce(p.account_id, l.account_id) AS account_id, coalesce(p.product_id, l.product_id) AS product_id,
            concat('stored ', p.principal, '/', p.cost, ', ledger ', l.principal, '/', l.cost) AS detail
       FROM positions p FULL JOIN l ON l.account_id = p.account_id AND l.product_id = p.product_id
      WHERE coalesce(p.principal, 0) <> coalesce(l.principal, 0) OR coalesce(p.cost, 0) <> coalesce(l.cost, 0)`,
  );
  for (const p of positions) {
    out.push({ kind: 'position', detail: `${p.account_id}/${p.product_id}: ${p.detail}` });
  }
  const unbalanced = await db.query<{ transaction_id: number }>(
    `SELECT transaction_id FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount) <> 0
     UNION SELECT transaction_id FROM ledger_entries WHERE product_id IS NOT NULL
      GROUP BY transaction_id, product_id HAVING sum(principal) <> 0`,
  );
  for (const u of unbalanced) out.push({ kind: 'unbalanced', detail: String(u.transaction_id) });
  return out;
}
