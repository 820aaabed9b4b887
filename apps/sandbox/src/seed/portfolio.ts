/**
 * The portfolio pages' seed beside the ledger: debit notes (the investor has an open one and a closed one, the
 * blocked user an open one) and a £500.00 withdrawal waiting for the investor's confirmation, booked like any
 * other. Dates relative to `now`.
 */
import type { Db } from '../db/types';
import { bookWithdrawal } from '../payments';
import { tradeDate } from '../shared/dates';
import { dec } from '../shared/decimal';
import { postLedgerTransaction } from '../shared/ledger';
import { SUPPORT_EMAIL } from '../smart-interest';
import { PERSONAS } from './personas';

const HOUR_MS = 60 * 60 * 1000;

/** The seeded customer id of a persona (personas are numbered from 101 in their order). */
function customerOf(key: string): number {
  const index = PERSONAS.findIndex((persona) => persona.key === key);
  if (index < 0) throw new Error(`no persona ${key}`);
  return 101 + index;
}

export async function seedPortfolio(db: Db, now: Date): Promise<void> {
  const investor = customerOf('investor');
  const blocked = customerOf('blocked');
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString();
  const notes = [
    {
      customer_id: investor,
      title: 'Annual platform fee due',
      message: 'Your annual platform fee of £25.00 will be taken from your GBP cash balance on 1 December.',
      message_md: `Your **annual platform fee** of £25.00 will be taken from your GBP cash balance on 1 December.\n\n- Keep at least £25.00 in cash\n- Questions? [Email us](mailto:${SUPPORT_EMAIL})`,
      state: 'open',
      created_at: at(48),
    },
    {
      customer_id: investor,
      title: 'Transfer fee',
      message: 'The transfer fee was settled.',
      message_md: 'The transfer fee was *settled*.',
      state: 'closed',
      created_at: at(24 * 90),
    },
    {
      customer_id: blocked,
      title: 'Outstanding balance',
      message: 'Your account has an outstanding balance of £120.00. Trading stays blocked until it is paid.',
      message_md:
        'Your account has an **outstanding balance of £120.00**.\n\nTrading stays blocked until it is paid.',
      state: 'open',
      created_at: at(72),
    },
  ];
  await db.query(
    `INSERT INTO debit_notes (customer_id, title, message, message_md, state, created_at)
     SELECT customer_id, title, message, message_md, state, created_at
       FROM jsonb_to_recordset($1::jsonb) AS n(customer_id int, title text, message text, message_md text,
            state text, created_at timestamptz)`,
    [JSON.stringify(notes)],
  );
  // the investor paid in £500.00 and asked for it back: the withdrawal waits for confirmation, booked by the
  // withdrawal flow's own path so the ledger's withdrawals-payable book explains it
  const account = investor * 10;
  const amount = dec('500.00');
  const paidIn = new Date(now.getTime() - 2 * HOUR_MS);
  await postLedgerTransaction(db, {
    type: 'deposit',
    customerId: investor,
    accountId: account,
    currency: 'GBP',
    text: 'Bank transfer received',
    tradeDate: tradeDate(paidIn),
    created: paidIn,
    entries: [
      { book: 'customer_cash', account_id: account, amount },
      { book: 'external', amount: amount.times(-1) },
    ],
  });
  await bookWithdrawal(db, {
    customerId: investor,
    accountId: account,
    currency: 'GBP',
    amount,
    now: new Date(now.getTime() - HOUR_MS),
  });
}
