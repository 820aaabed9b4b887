/**
 * The long-history persona's ledger, booked on the persona's first sign-in rather than with the rest of the seed
 * (thousands of transactions would slow every sandbox start and reset for a persona few sign in as): about five years of trading in GBP and some EUR — monthly deposits,
 * quarterly withdrawals, buys with the accrued interest they pay, part sales with the accrued interest they
 * receive, and each held bond's annual coupon — generated day by day (deterministic: a seeded PRNG and `now`)
 * as balanced ledger transactions with their entries, and the positions and balances they leave. Several
 * thousand activity lines, so the activity's pages, the reports and the lifetime figures meet a realistic size.
 *
 * Prices drift around today's (never below 50 or above 130); accrued interest and coupons follow the trades'
 * convention (trade's `accruedInterest`, annual coupons on the maturity's month and day).
 */
import { type CurrencyCode, type Decimal, formatApiDate } from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import { dec, money, wire, ZERO } from '../shared/decimal';
import type { LedgerTransactionType } from '../shared/ledger';
import { createRng } from '../shared/prng';
import { formatReference } from '../shared/references';
import { letOthersRun, nextTurn } from '../shared/turns';
import { accruedInterest } from '../trade';
import type { ProductRow } from './catalogue';
import { PERSONAS } from './personas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back the history starts, in days (five years). */
export const HISTORY_DAYS = 5 * 365;

/** What {@link buildHistory} writes: rows for `ledger_transactions`, `ledger_entries`, `positions`, balances. */
export interface HistorySeed {
  ledgerTransactions: object[];
  ledgerEntries: object[];
  positions: { account_id: number; product_id: number; principal: string; cost: string }[];
  balances: { account_id: number; currency: string; amount: string }[];
}

interface Entry {
  book: string;
  account_id?: number;
  product_id?: number;
  amount: Decimal;
  principal?: Decimal;
}

interface Holding {
  principal: Decimal;
  cost: Decimal;
}

/** What a history reads of a product. */
export type HistoryProduct = Pick<
  ProductRow,
  | 'product_id'
  | 'company_id'
  | 'product_name'
  | 'coupon_string'
  | 'coupon'
  | 'currency'
  | 'maturity'
  | 'state'
  | 'adib_product_type'
  | 'access_restriction_types'
  | 'buy_price'
  | 'sell_price'
>;

const live = (p: HistoryProduct, end: string) =>
  p.state === 'open' &&
  p.adib_product_type === null &&
  p.access_restriction_types.length === 0 &&
  p.maturity !== null &&
  p.maturity > end;

/**
 * The history of one account of `customerId`, ending the day before `now`. Its transaction and entry ids count
 * from 1 (and the references from them): {@link placed} moves them to the ids a booking reserved.
 */
export async function buildHistory(input: {
  now: Date;
  products: readonly HistoryProduct[];
  companies: readonly { company_id: number; company_name: string }[];
  customerId: number;
  accountId: number;
}): Promise<HistorySeed> {
  const { now, customerId, accountId } = input;
  const rng = createRng(20_211_123);
  const companyNames = new Map(input.companies.map((c) => [c.company_id, c.company_name]));
  const nameOf = (product: HistoryProduct) =>
    product.product_name ?? `${companyNames.get(product.company_id) ?? ''} ${product.coupon_string}`.trim();
  const end = formatApiDate(now);
  const gbp = input.products.filter((p) => live(p, end) && p.currency === 'GBP').slice(0, 14);
  const eur = input.products.filter((p) => live(p, end) && p.currency === 'EUR').slice(0, 4);
  const out: HistorySeed = { ledgerTransactions: [], ledgerEntries: [], positions: [], balances: [] };
  const cash = new Map<CurrencyCode, Decimal>([
    ['GBP', ZERO],
    ['EUR', ZERO],
  ]);
  const holdings = new Map<number, Holding>();
  let txId = 0;
  let entryId = 0;

  const book = (
    type: LedgerTransactionType,
    date: Date,
    currency: CurrencyCode,
    text: string,
    entries: Entry[],
    trade?: { product: HistoryProduct; principal: Decimal; price: Decimal },
  ) => {
    let total = ZERO;
    let customerCash = ZERO;
    for (const e of entries) {
      total = total.plus(e.amount);
      if (e.book === 'customer_cash') customerCash = customerCash.plus(e.amount);
    }
    if (!total.eq(0)) throw new Error(`history ${type} does not balance`);
    const id = ++txId;
    cash.set(currency, (cash.get(currency) ?? ZERO).plus(customerCash));
    out.ledgerTransactions.push({
      transaction_id: id,
      transaction_type: type,
      customer_id: customerId,
      account_id: accountId,
      product_id: trade?.product.product_id ?? null,
      order_id: null,
      currency,
      amount: wire(customerCash),
      principal: trade ? wire(trade.principal) : null,
      price: trade ? trade.price.toFixed(2) : null,
      text,
      trade_date: formatApiDate(date),
      created: date.toISOString(),
    });
    for (const e of entries) {
      out.ledgerEntries.push({
        entry_id: ++entryId,
        transaction_id: id,
        book: e.book,
        account_id: e.account_id ?? null,
        product_id: e.product_id ?? null,
        currency,
        amount: wire(e.amount),
        principal: wire(e.principal ?? ZERO),
      });
    }
  };

  const priceOf = (product: HistoryProduct, side: 'buy' | 'sell') => {
    const today = dec(side === 'buy' ? product.buy_price : product.sell_price);
    const drift = dec((rng.int(-800, 800) / 100).toFixed(2));
    const price = today.plus(drift);
    return price.lt(50) ? dec('50') : price.gt(130) ? dec('130') : price;
  };
  const describe = (product: HistoryProduct, principal: Decimal, price: Decimal) =>
    `${wire(principal)} ${product.currency} of ${nameOf(product)} at ${price.toFixed(2)}`;
  const cashFlow = (amount: Decimal, counter: string): Entry[] => [
    { book: 'customer_cash', account_id: accountId, amount },
    { book: counter, amount: amount.times(-1) },
  ];

  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - HISTORY_DAYS * DAY_MS;
  for (let day = 0; day < HISTORY_DAYS; day++) {
    // days of trading are built between other requests (shared/turns.ts)
    await letOthersRun();
    const midnight = start + day * DAY_MS;
    const date = formatApiDate(new Date(midnight));
    let minute = 0;
    const at = () => new Date(midnight + (9 * 60 + minute++) * 60_000);
    const weekday = new Date(midnight).getUTCDay();

    // coupons of the bonds held, on the maturity's month and day
    for (const product of [...gbp, ...eur]) {
      const holding = holdings.get(product.product_id);
      if (!holding || holding.principal.eq(0) || product.maturity?.slice(5) !== date.slice(5)) continue;
      const coupon = money(holding.principal.times(product.coupon).div(100));
      book(
        'coupon',
        at(),
        product.currency,
        `Coupon of ${nameOf(product)} on ${wire(holding.principal)}`,
        cashFlow(coupon, 'external'),
        { product, principal: holding.principal, price: dec('100') },
      );
    }
    // deposits on the 1st (GBP monthly, EUR quarterly), withdrawals on the 15th of each quarter's last month
    const dayOfMonth = Number(date.slice(8));
    const month = Number(date.slice(5, 7));
    if (dayOfMonth === 1) {
      book(
        'deposit',
        at(),
        'GBP',
        'Deposit by bank transfer',
        cashFlow(dec(`${rng.int(20, 60) * 100}.00`), 'external'),
      );
      if (month % 3 === 1)
        book(
          'deposit',
          at(),
          'EUR',
          'Deposit by bank transfer',
          cashFlow(dec(`${rng.int(10, 30) * 100}.00`), 'external'),
        );
    }
    if (dayOfMonth === 15 && month % 3 === 0) {
      const balance = cash.get('GBP') ?? ZERO;
      const amount = money(balance.times(rng.int(5, 20)).div(100));
      if (amount.gt(0))
        book(
          'withdrawal',
          at(),
          'GBP',
          'Withdrawal to the registered bank account',
          cashFlow(amount.times(-1), 'external'),
        );
    }
    if (weekday === 0 || weekday === 6) continue;

    // a buy on most business days, a part sale on some
    const trades = rng.int(0, 3);
    for (let n = 0; n < trades; n++) {
      const pool = rng.chance(0.8) ? gbp : eur;
      if (pool.length === 0) continue;
      const product = rng.pick(pool);
      const currency = product.currency;
      const holding = holdings.get(product.product_id) ?? { principal: ZERO, cost: ZERO };
      const sell = holding.principal.gt(0) && rng.chance(0.35);
      if (sell) {
        const price = priceOf(product, 'sell');
        const principal = holding.principal.gt(1000)
          ? dec(`${rng.int(1, Math.floor(Number(holding.principal.toFixed(0)) / 1000)) * 1000}.00`)
          : holding.principal;
        const consideration = money(principal.times(price).div(100));
        const costOut = principal.eq(holding.principal)
          ? holding.cost
          : money(holding.cost.times(principal).div(holding.principal));
        book(
          'sale',
          at(),
          currency,
          `Sale of ${describe(product, principal, price)}`,
          [
            { book: 'customer_cash', account_id: accountId, amount: consideration },
            { book: 'market_maker_cash', amount: consideration.times(-1) },
            {
              book: 'customer_position',
              account_id: accountId,
              product_id: product.product_id,
              amount: costOut.times(-1),
              principal: principal.times(-1),
            },
            { book: 'market_maker_inventory', product_id: product.product_id, amount: costOut, principal },
          ],
          { product, principal, price },
        );
        holdings.set(product.product_id, {
          principal: holding.principal.minus(principal),
          cost: holding.cost.minus(costOut),
        });
        const interest = accruedInterest(principal, product.coupon, product.maturity, date);
        if (interest.gt(0))
          book(
            'accrued_interest_received',
            at(),
            currency,
            `Accrued interest received on ${describe(product, principal, price)}`,
            cashFlow(interest, 'market_maker_cash'),
            { product, principal, price },
          );
      } else {
        const price = priceOf(product, 'buy');
        const principal = dec(`${rng.int(1, 5) * 1000}.00`);
        const consideration = money(principal.times(price).div(100));
        const interest = accruedInterest(principal, product.coupon, product.maturity, date);
        if ((cash.get(currency) ?? ZERO).lt(consideration.plus(interest))) continue;
        book(
          'purchase',
          at(),
          currency,
          `Purchase of ${describe(product, principal, price)}`,
          [
            { book: 'customer_cash', account_id: accountId, amount: consideration.times(-1) },
            { book: 'market_maker_cash', amount: consideration },
            {
              book: 'customer_position',
              account_id: accountId,
              product_id: product.product_id,
              amount: consideration,
              principal,
            },
            {
              book: 'market_maker_inventory',
              product_id: product.product_id,
              amount: consideration.times(-1),
              principal: principal.times(-1),
            },
          ],
          { product, principal, price },
        );
        holdings.set(product.product_id, {
          principal: holding.principal.plus(principal),
          cost: holding.cost.plus(consideration),
        });
        if (interest.gt(0))
          book(
            'accrued_interest_paid',
            at(),
            currency,
            `Accrued interest paid on ${describe(product, principal, price)}`,
            cashFlow(interest.times(-1), 'market_maker_cash'),
            { product, principal, price },
          );
      }
    }
  }

  for (const [productId, holding] of holdings) {
    if (holding.principal.eq(0)) continue;
    out.positions.push({
      account_id: accountId,
      product_id: productId,
      principal: wire(holding.principal),
      cost: wire(holding.cost),
    });
  }
  for (const [currency, amount] of cash) {
    out.balances.push({ account_id: accountId, currency, amount: wire(amount) });
  }
  return out;
}

const PENDING = 'pending_history:';

/** The `sandbox_meta` rows the seed writes: one per long-history persona, naming the seeding time. */
export function pendingHistories(now: Date): { key: string; value: string }[] {
  return PERSONAS.flatMap((persona, index) =>
    persona.history ? [{ key: `${PENDING}${101 + index}`, value: now.toISOString() }] : [],
  );
}

async function insertJson(db: Db, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [
    JSON.stringify(rows),
  ]);
}

const BOOKING = 'booking_history:';

/** Ledger transactions (with their entries) booked per database transaction: each a short one. */
export const HISTORY_SLICE = 15;

/** Where a booking in progress stands (`sandbox_meta` `booking_history:{customer}`), so it can resume. */
interface Booking {
  /** the seeding time the history is dated from */
  now: string;
  /** the ids before the history's first ledger transaction and entry (reserved for it) */
  tx: number;
  entry: number;
  /** the slices booked so far */
  done: number;
}

/**
 * The customer's history with the reserved ids: those it was built with (from 1), moved past `tx` and `entry`,
 * each ledger transaction with the reference of its id (`LTX000123`, as the ledger's own bookings have).
 */
function placed(history: HistorySeed, booking: Booking): HistorySeed {
  const transactions = history.ledgerTransactions as { transaction_id: number }[];
  const entries = history.ledgerEntries as { entry_id: number; transaction_id: number }[];
  return {
    ...history,
    ledgerTransactions: transactions.map((row) => {
      const id = row.transaction_id + booking.tx;
      return { ...row, transaction_id: id, reference: formatReference('LTX', id) };
    }),
    ledgerEntries: entries.map((row) => ({
      ...row,
      entry_id: row.entry_id + booking.entry,
      transaction_id: row.transaction_id + booking.tx,
    })),
  };
}

/** The history in slices of {@link HISTORY_SLICE} ledger transactions, each with its entries. */
function slices(history: HistorySeed): { transactions: object[]; entries: object[] }[] {
  const entries = history.ledgerEntries as { transaction_id: number }[];
  const out: { transactions: object[]; entries: object[] }[] = [];
  let next = 0;
  for (let i = 0; i < history.ledgerTransactions.length; i += HISTORY_SLICE) {
    const transactions = history.ledgerTransactions.slice(i, i + HISTORY_SLICE) as {
      transaction_id: number;
    }[];
    const last = transactions.at(-1)?.transaction_id ?? 0;
    const from = next;
    while (next < entries.length && (entries[next]?.transaction_id ?? 0) <= last) next++;
    out.push({ transactions, entries: entries.slice(from, next) });
  }
  return out;
}

/** The customer's history from its seeding time `now` (deterministic: the same on every build), ids from 1. */
async function historyOf(db: Db, customerId: number, now: string): Promise<HistorySeed> {
  const [account] = await db.query<{ id: number }>(
    'SELECT id FROM investment_accounts WHERE customer_id = $1 ORDER BY position LIMIT 1',
    [customerId],
  );
  if (!account) throw new Error(`customer ${customerId} has no account`);
  // the products and companies as the seed wrote them (the catalogue of the seeding time, unless the sandbox's
  // controls moved a price since), read rather than built again in one go on the request loop
  const products = await db.query<HistoryProduct>(
    `SELECT product_id, company_id, product_name, coupon_string, coupon::text AS coupon, currency,
            maturity::text AS maturity, state, adib_product_type, access_restriction_types,
            buy_price::text AS buy_price, sell_price::text AS sell_price
       FROM products ORDER BY product_id`,
  );
  const companies = await db.query<{ company_id: number; company_name: string }>(
    'SELECT company_id, company_name FROM companies ORDER BY company_id',
  );
  return buildHistory({ now: new Date(now), products, companies, customerId, accountId: account.id });
}

/**
 * Takes the pending history (once: the pending row is deleted in the same database transaction) and reserves
 * its ids, under the ledger's lock so no other booking takes one meanwhile: the booking's start, or null when
 * another sign-in took it first.
 */
async function startBooking(db: Db, customerId: number, counts: { tx: number; entry: number }) {
  return db.transaction(async (tx): Promise<Booking | null> => {
    await tx.exec('LOCK TABLE ledger_transactions IN SHARE ROW EXCLUSIVE MODE');
    const [taken] = await tx.query<{ value: string }>(
      'DELETE FROM sandbox_meta WHERE key = $1 RETURNING value',
      [`${PENDING}${customerId}`],
    );
    if (!taken) return null;
    const [ids] = await tx.query<{ tx: number; entry: number }>(
      `SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'transaction_id')) - 1 AS tx,
              nextval(pg_get_serial_sequence('ledger_entries', 'entry_id')) - 1 AS entry`,
    );
    const booking: Booking = {
      now: taken.value,
      tx: Number(ids?.tx ?? 0),
      entry: Number(ids?.entry ?? 0),
      done: 0,
    };
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('ledger_transactions', 'transaction_id'), $1, false),
              setval(pg_get_serial_sequence('ledger_entries', 'entry_id'), $2, false)`,
      [booking.tx + counts.tx + 1, booking.entry + counts.entry + 1],
    );
    await tx.query('INSERT INTO sandbox_meta (key, value) VALUES ($1, $2)', [
      `${BOOKING}${customerId}`,
      JSON.stringify(booking),
    ]);
    return booking;
  });
}

/**
 * Books a history slice by slice from where `booking` stands: each slice of ledger transactions with their
 * entries in a database transaction of its own (the ledger's balance trigger checks each), then the positions
 * and balances they leave with the end of the booking. Between slices other requests run, so a first sign-in
 * never holds the database for long.
 */
async function bookSlices(db: Db, customerId: number, booking: Booking, history: HistorySeed) {
  const key = `${BOOKING}${customerId}`;
  const parts = slices(history);
  for (let index = booking.done; index < parts.length; index++) {
    const part = parts[index] as (typeof parts)[number];
    await db.transaction(async (tx) => {
      await insertJson(tx, 'ledger_transactions', part.transactions);
      await insertJson(tx, 'ledger_entries', part.entries);
      await tx.query('UPDATE sandbox_meta SET value = $2 WHERE key = $1', [
        key,
        JSON.stringify({ ...booking, done: index + 1 }),
      ]);
    });
    // the queries other requests sent meanwhile go before the next slice
    await nextTurn();
  }
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO account_balances (account_id, currency, amount)
       SELECT account_id, currency, amount FROM jsonb_to_recordset($1::jsonb) AS b(account_id int, currency text, amount numeric)
       ON CONFLICT (account_id, currency) DO UPDATE SET amount = account_balances.amount + excluded.amount`,
      [JSON.stringify(history.balances)],
    );
    await tx.query(
      `INSERT INTO positions (account_id, product_id, principal, cost)
       SELECT account_id, product_id, principal, cost
         FROM jsonb_to_recordset($1::jsonb) AS p(account_id int, product_id int, principal numeric, cost numeric)
       ON CONFLICT (account_id, product_id) DO UPDATE SET principal = positions.principal + excluded.principal,
         cost = positions.cost + excluded.cost`,
      [JSON.stringify(history.positions)],
    );
    await tx.query('DELETE FROM sandbox_meta WHERE key = $1', [key]);
  });
  // thousands of new rows: fresh statistics keep the account's queries on the right plans (a table at a time,
  // other requests between)
  for (const table of ['ledger_transactions', 'ledger_entries', 'positions'])
    await db.exec(`ANALYZE ${table}`);
}

/** The bookings running in this process, by database and customer: a second sign-in waits for the first's. */
const running = new WeakMap<Db, Map<number, Promise<boolean>>>();

async function book(db: Db, customerId: number): Promise<boolean> {
  const rows = await db.query<{ key: string; value: string }>(
    'SELECT key, value FROM sandbox_meta WHERE key IN ($1, $2)',
    [`${PENDING}${customerId}`, `${BOOKING}${customerId}`],
  );
  const resumed = rows.find((row) => row.key.startsWith(BOOKING));
  if (resumed) {
    // a booking a stopped process left part-way: on from its last slice
    const booking = JSON.parse(resumed.value) as Booking;
    await bookSlices(db, customerId, booking, placed(await historyOf(db, customerId, booking.now), booking));
    return true;
  }
  const pending = rows.find((row) => row.key.startsWith(PENDING));
  if (!pending) return false;
  // built before the ledger is locked (the ids are moved to the reserved ones once they are known)
  const draft = await historyOf(db, customerId, pending.value);
  const booking = await startBooking(db, customerId, {
    tx: draft.ledgerTransactions.length,
    entry: draft.ledgerEntries.length,
  });
  if (!booking) return false;
  await bookSlices(db, customerId, booking, placed(draft, booking));
  return true;
}

/**
 * Books the customer's long history if the seed left it pending, dated relative to the seeding time; answers at
 * once for every other customer. Call it when a customer signs in: it returns once the whole history is booked
 * (a concurrent sign-in of the same customer waits for the same booking), in short database transactions with
 * the event loop's turns between them — other customers are answered meanwhile. The history's entries are
 * checked to balance as they are built (`buildHistory` throws otherwise) and again by the ledger's trigger.
 */
export function bookPendingHistory(db: Db, customerId: number): Promise<boolean> {
  let forDb = running.get(db);
  if (!forDb) {
    forDb = new Map();
    running.set(db, forDb);
  }
  const inProgress = forDb.get(customerId);
  if (inProgress) return inProgress;
  const job = book(db, customerId).finally(() => forDb.delete(customerId));
  forDb.set(customerId, job);
  return job;
}
