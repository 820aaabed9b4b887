/**
 * Smart Interest seed: settings and series (smart-interest/catalogue.ts), a wise5 cashback enrolment for the
 * investor, and persona holdings in every state with dates relative to the seeding day — open ones, reinvest
 * offers maturing in 90, 60 and 30 days (for the 001 §2 notices), one farther out, a booked reinvestment,
 * repaying, cash out requested and repaid.
 *
 * Their money is in the ledger as the clock would have booked it (smart-interest's `planSettlement`): each buy on
 * its start date, the coupons and repayments due before the seeding day, in bulk. The cash they were bought with
 * comes in the day before the account's first buy ('Opening balance (Smart Interest)': the principal less what the
 * holdings paid back), so the persona's balances stay what `personas.ts` says.
 */
import { type CurrencyCode, type Decimal, formatApiDate } from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import { wire, ZERO } from '../shared/decimal';
import { formatReference } from '../shared/references';
import {
  addDays,
  addYears,
  bookedAt,
  buildSeries,
  buildSettings,
  type HoldingRow,
  holdingName,
  holdingRow,
  insertRows,
  MOVEMENT_LEDGER_TYPE,
  type Movement,
  movementEntries,
  type NewHolding,
  planSettlement,
  purchaseMovement,
  seriesReference,
} from '../smart-interest';

/** One seeded holding: whose (persona key, account position) and its terms relative to today. */
export interface SeededHolding {
  id: number;
  persona: string;
  account: number;
  holding: (today: string) => Omit<NewHolding, 'account_id'>;
}

/** A whole-years holding's name (`Smart Interest 3 year`), as the order route names it. */
const nameOf = (years: number) => holdingName(years * 365, 365);
/** Name and dates of a `years` holding maturing `maturityInDays` from today (negative: already matured). */
const ending = (maturityInDays: number, years: number) => (today: string) => {
  const maturity = addDays(today, maturityInDays);
  return { holding_name: nameOf(years), start_date: addYears(maturity, -years), maturity };
};
/** Name and dates of a `years` holding that started `daysAgo`. */
const starting = (daysAgo: number, years: number) => (today: string) => {
  const start = addDays(today, -daysAgo);
  return { holding_name: nameOf(years), start_date: start, maturity: addYears(start, years) };
};

/**
 * The persona holdings (references DB-0001…). Investor: DB-0001…DB-0011; readonly DB-0012; blocked DB-0013;
 * corporate DB-0014. New holdings get ids from 1001.
 */
export const SEEDED_HOLDINGS: readonly SeededHolding[] = [
  {
    id: 1,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...starting(400, 5)(today),
      principal: '5000.00',
      rate: '7.50',
    }),
  },
  {
    id: 2,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'annual',
      ...starting(500, 3)(today),
      principal: '3000.00',
      rate: '5.75',
    }),
  },
  {
    id: 3,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...ending(90, 3)(today),
      principal: '4000.00',
      rate: '6.25',
      offer: { reference: 'OFFER-0003', bonus: '25.00', notified: [90] },
    }),
  },
  {
    id: 4,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'annual',
      ...ending(60, 5)(today),
      principal: '2500.00',
      rate: '6.75',
      offer: { reference: 'OFFER-0004', bonus: '20.00', notified: [90, 60] },
    }),
  },
  {
    id: 5,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...ending(30, 5)(today),
      principal: '6000.00',
      rate: '7.50',
      offer: { reference: 'OFFER-0005', bonus: '40.00', notified: [90, 60, 30] },
    }),
  },
  {
    id: 6,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'EUR',
      payout_type: 'term',
      ...ending(150, 3)(today),
      principal: '3500.00',
      rate: '4.50',
      offer: { reference: 'OFFER-0006', bonus: '15.00', notified: [] },
    }),
  },
  {
    id: 7,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...ending(45, 3)(today),
      principal: '2000.00',
      rate: '6.25',
      offer: { reference: 'OFFER-0007', bonus: '10.00', notified: [90, 60] },
      reinvest: { series: seriesReference('GBP', 5, 'term'), reinvest_coupon: true },
    }),
  },
  {
    id: 8,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...ending(0, 3)(today),
      principal: '1500.00',
      rate: '6.25',
      state: 'Repaying',
    }),
  },
  {
    id: 9,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'EUR',
      payout_type: 'term',
      ...starting(300, 5)(today),
      principal: '2000.00',
      rate: '5.75',
      state: 'Cash out requested',
      cash_out_requested_on: addDays(today, -5),
    }),
  },
  {
    id: 10,
    persona: 'investor',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'annual',
      ...ending(-200, 3)(today),
      principal: '1000.00',
      rate: '5.75',
      state: 'Repaid',
    }),
  },
  {
    id: 11,
    persona: 'investor',
    account: 1,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...starting(100, 7)(today),
      principal: '3000.00',
      rate: '9.00',
    }),
  },
  {
    id: 12,
    persona: 'readonly',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...starting(200, 5)(today),
      principal: '1000.00',
      rate: '7.50',
    }),
  },
  {
    id: 13,
    persona: 'blocked',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'term',
      ...starting(150, 3)(today),
      principal: '2000.00',
      rate: '6.25',
    }),
  },
  {
    id: 14,
    persona: 'corporate',
    account: 0,
    holding: (today) => ({
      currency: 'GBP',
      payout_type: 'annual',
      ...starting(30, 7)(today),
      principal: '20000.00',
      rate: '8.00',
    }),
  },
];

/** The investor's wise5 cashback enrolment (GBP, 1% of the wise5 amount). */
export const INVESTOR_WISE5_ENROLMENT_ID = 5001;

/**
 * Fills the Smart Interest tables (already truncated by the caller) relative to `now`. Runs inside the seed's
 * transaction, after the personas and their accounts.
 */
export async function seedSmartInterest(db: Db, now: Date): Promise<void> {
  const today = formatApiDate(now);
  const settings = buildSettings();
  await insertRows(db, 'smart_interest_settings', settings);
  await insertRows(db, 'smart_interest_series', buildSeries(today));

  const accounts = await db.query<{ persona_key: string; customer_id: number; id: number; position: number }>(
    `SELECT u.persona_key, u.customer_id, a.id, a.position
       FROM users u JOIN investment_accounts a ON a.customer_id = u.customer_id
      WHERE u.persona_key IS NOT NULL`,
  );
  const accountOf = (persona: string, position: number) =>
    accounts.find((a) => a.persona_key === persona && a.position === position);

  const investor = accountOf('investor', 0);
  if (investor) {
    await insertRows(db, 'smart_interest_wise5_enrolments', [
      {
        enrolment_id: INVESTOR_WISE5_ENROLMENT_ID,
        customer_id: investor.customer_id,
        currency: 'GBP',
        cashback_percent: '1',
      },
    ]);
  }

  const bySettings = new Map(settings.map((s) => [s.currency, s]));
  const customers = new Map<number, number>();
  const rows = SEEDED_HOLDINGS.flatMap((seeded) => {
    const account = accountOf(seeded.persona, seeded.account);
    const terms = seeded.holding(today);
    const currencySettings = bySettings.get(terms.currency as 'GBP' | 'EUR' | 'USD');
    if (!account || !currencySettings) return [];
    customers.set(account.id, account.customer_id);
    const row = holdingRow(seeded.id, { ...terms, account_id: account.id }, currencySettings, now);
    return [{ ...row, settled_on: today }];
  });
  await insertRows(db, 'dynamic_bonds', rows);
  await bookSeededHistory(
    db,
    rows,
    customers,
    (currency) => bySettings.get(currency)?.days_per_year ?? 365,
    now,
  );
}

/** The movements of a seeded holding up to the seeding day (a repaid one was open until it was repaid). */
function seededMovements(row: HoldingRow, today: string, daysPerYear: number): Movement[] {
  const plan = planSettlement(
    { ...row, state: row.state === 'Repaid' ? 'Open' : row.state },
    today,
    daysPerYear,
  );
  if (plan.state !== row.state || plan.reinvest) {
    throw new Error(`seeded holding ${row.reference} is ${row.state}, its dates say ${plan.state}`);
  }
  return [purchaseMovement(row), ...plan.movements];
}

/**
 * Books the seeded holdings' movements and each account's Smart Interest opening balance in bulk (rows with
 * ids from the ledger's sequences), leaving every account balance as it was.
 */
async function bookSeededHistory(
  db: Db,
  rows: readonly HoldingRow[],
  customers: ReadonlyMap<number, number>,
  daysPerYear: (currency: CurrencyCode) => number,
  now: Date,
): Promise<void> {
  const today = formatApiDate(now);
  const [ids] = await db.query<{ tx: number; entry: number }>(
    `SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'transaction_id')) - 1 AS tx,
            nextval(pg_get_serial_sequence('ledger_entries', 'entry_id')) - 1 AS entry`,
  );
  let txId = Number(ids?.tx ?? 0);
  let entryId = Number(ids?.entry ?? 0);
  const transactions: object[] = [];
  const entries: object[] = [];
  const bookings: object[] = [];
  const book = (
    accountId: number,
    currency: CurrencyCode,
    type: string,
    movement: Pick<Movement, 'date' | 'cash' | 'held' | 'text'>,
  ) => {
    const id = ++txId;
    transactions.push({
      transaction_id: id,
      reference: formatReference('LTX', id),
      transaction_type: type,
      customer_id: customers.get(accountId) ?? null,
      account_id: accountId,
      product_id: null,
      order_id: null,
      currency,
      amount: wire(movement.cash),
      principal: null,
      price: null,
      text: movement.text,
      trade_date: movement.date,
      created: bookedAt(movement.date, now).toISOString(),
    });
    for (const e of movementEntries(accountId, { ...movement, kind: 'purchase' })) {
      entries.push({
        entry_id: ++entryId,
        transaction_id: id,
        book: e.book,
        account_id: 'account_id' in e ? e.account_id : null,
        product_id: null,
        currency,
        amount: wire(e.amount),
        principal: '0.00',
      });
    }
    return id;
  };

  // per account and currency: the cash the holdings took (less what they paid back), and their first day
  const opening = new Map<
    string,
    { accountId: number; currency: CurrencyCode; amount: Decimal; first: string }
  >();
  const history = rows.map((row) => ({
    row,
    movements: seededMovements(row, today, daysPerYear(row.currency)),
  }));
  for (const { row, movements } of history) {
    const key = `${row.account_id} ${row.currency}`;
    const current = opening.get(key) ?? {
      accountId: row.account_id,
      currency: row.currency,
      amount: ZERO,
      first: row.start_date,
    };
    for (const m of movements) current.amount = current.amount.minus(m.cash);
    if (row.start_date < current.first) current.first = row.start_date;
    opening.set(key, current);
  }
  for (const o of opening.values()) {
    if (o.amount.lte(0)) throw new Error(`seeded Smart Interest pays back more than it took: ${o.accountId}`);
    book(o.accountId, o.currency, 'deposit', {
      date: addDays(o.first, -1),
      cash: o.amount,
      held: ZERO,
      text: 'Opening balance (Smart Interest)',
    });
  }
  for (const { row, movements } of history) {
    for (const m of movements) {
      const transactionId = book(row.account_id, row.currency, MOVEMENT_LEDGER_TYPE[m.kind], m);
      bookings.push({ holding_id: row.id, kind: m.kind, due_date: m.date, transaction_id: transactionId });
    }
  }
  await insertRows(db, 'ledger_transactions', transactions);
  await insertRows(db, 'ledger_entries', entries);
  await insertRows(db, 'smart_interest_bookings', bookings);
  for (const [table, column] of [
    ['ledger_transactions', 'transaction_id'],
    ['ledger_entries', 'entry_id'],
  ] as const) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}) + 1, false)`,
    );
  }
}
