/**
 * The portfolio pages' seed beside the ledger: debit notes (the investor has an open one and a closed one, the
 * blocked user an open one) and a withdrawal waiting for the investor's confirmation. Dates relative to `now`.
 */
import type { Db } from '../db/types';
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
  await db.query(
    `INSERT INTO withdrawal_confirmations (id, customer_id, account_id, currency, amount, state, created_at)
     VALUES (1, $1, $2, 'GBP', 500.00, 'pending', $3)`,
    [investor, investor * 10, at(1)],
  );
}
