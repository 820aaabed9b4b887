// Spec: 001 §2 (Activity panel), §3 (payment activity), §7 (paymentActivityList), §9 (pagination)
/**
 * An account's payment activity in a currency: its ledger transactions (never a second store), newest first
 * (booking time, then transaction id: stable), filtered by group and paginated in SQL over the
 * `ledger_transactions_activity_idx` index. A transaction that moved no money (the seed's opening positions,
 * transferred in at 0.00) is not payment activity and is left out. What each ledger type reads as on the wire
 * is the table below; the group filter's SQL is built from the same table.
 */
import type {
  CurrencyCode,
  PaymentActivity,
  PaymentActivityGroup,
  PaymentActivityPage,
} from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import { logoPath } from '../market';
import type { LedgerTransactionType } from '../shared/ledger';

/** What a ledger transaction reads as in the activity list. */
interface ActivityKind {
  transaction_type: string;
  activity_type: string;
  group: PaymentActivityGroup;
}

/**
 * The ledger's types as activity. A purchase without a product is a Smart Interest subscription (the
 * holding is off the market's books).
 */
const ACTIVITY: Record<LedgerTransactionType, ActivityKind> = {
  deposit: { transaction_type: 'funding', activity_type: 'deposit', group: 'cash' },
  withdrawal: { transaction_type: 'withdrawal', activity_type: 'withdrawal', group: 'cash' },
  purchase: { transaction_type: 'buy_order', activity_type: 'bond_purchase', group: 'trades' },
  sale: { transaction_type: 'sale', activity_type: 'bond_sale', group: 'trades' },
  transfer_in: { transaction_type: 'transfer_in', activity_type: 'position_transfer', group: 'trades' },
  account_transfer_out: {
    transaction_type: 'withdrawal',
    activity_type: 'account_transfer_out',
    group: 'cash',
  },
  account_transfer_in: { transaction_type: 'funding', activity_type: 'account_transfer_in', group: 'cash' },
  coupon: { transaction_type: 'payment', activity_type: 'coupon', group: 'interest' },
  accrued_interest_paid: {
    transaction_type: 'payment',
    activity_type: 'accrued_interest_paid',
    group: 'interest',
  },
  accrued_interest_received: {
    transaction_type: 'payment',
    activity_type: 'accrued_interest_received',
    group: 'interest',
  },
  platform_fee: { transaction_type: 'fee', activity_type: 'platform_fee', group: 'fees' },
  fx_conversion: { transaction_type: 'fx', activity_type: 'fx_conversion', group: 'fx' },
  smart_interest_interest: {
    transaction_type: 'payment',
    activity_type: 'smart_interest_interest',
    group: 'smart_interest',
  },
  smart_interest_repayment: {
    transaction_type: 'payment',
    activity_type: 'smart_interest_repayment',
    group: 'smart_interest',
  },
  smart_interest_cash_out: {
    transaction_type: 'sale',
    activity_type: 'smart_interest_cash_out',
    group: 'smart_interest',
  },
  smart_interest_reinvestment: {
    transaction_type: 'buy_order',
    activity_type: 'smart_interest_reinvestment',
    group: 'smart_interest',
  },
  smart_interest_bonus: {
    transaction_type: 'payment',
    activity_type: 'smart_interest_bonus',
    group: 'smart_interest',
  },
};
const SMART_INTEREST_PURCHASE: ActivityKind = {
  transaction_type: 'buy_order',
  activity_type: 'smart_interest_purchase',
  group: 'smart_interest',
};

function kindOf(type: string, productId: number | null): ActivityKind {
  if (type === 'purchase' && productId === null) return SMART_INTEREST_PURCHASE;
  return (
    ACTIVITY[type as LedgerTransactionType] ?? { transaction_type: type, activity_type: type, group: 'other' }
  );
}

const SMART_INTEREST_SQL = "(transaction_type = 'purchase' AND product_id IS NULL)";

/**
 * The SQL condition of a group, from {@link ACTIVITY} (the one table): its ledger types (`$n`, bound to
 * {@link groupTypes}), a Smart Interest subscription being the purchase without a product.
 */
function groupSql(group: PaymentActivityGroup, n: number): string {
  if (group === 'other') return `transaction_type <> ALL($${n}::text[])`;
  const types = `transaction_type = ANY($${n}::text[])`;
  if (group === SMART_INTEREST_PURCHASE.group) return `(${types} OR ${SMART_INTEREST_SQL})`;
  if (ACTIVITY.purchase.group === group) return `(${types} AND NOT ${SMART_INTEREST_SQL})`;
  return types;
}

/** The ledger types of a group (for 'other': every type the table knows, which it is none of). */
function groupTypes(group: PaymentActivityGroup): string[] {
  return Object.entries(ACTIVITY)
    .filter(([, kind]) => group === 'other' || kind.group === group)
    .map(([type]) => type);
}

/** The page size when none is asked for, and the most a page holds. */
export const ACTIVITY_PAGE_SIZE = { default: 20, max: 100 } as const;

/** What {@link activityPage} reads. */
export interface ActivityQuery {
  accountId: number;
  currency: CurrencyCode;
  page: number;
  pageSize: number;
  group: PaymentActivityGroup | null;
}

interface ActivityRow {
  reference: string;
  trade_date: string;
  transaction_type: string;
  text: string;
  amount: string;
  currency: CurrencyCode;
  product_id: number | null;
  company_reference: string | null;
}

/** One page of activity, or null when `page` is past the last page (page 1 always exists). */
export async function activityPage(db: Db, query: ActivityQuery): Promise<PaymentActivityPage | null> {
  // only the conditions asked for, so the plain list is a range of the index
  const params: unknown[] = [query.accountId, query.currency];
  // a ledger transaction that moved no money (an opening position transferred in at 0.00) is not a payment
  const conditions = ['account_id = $1', 'currency = $2', 'amount <> 0'];
  if (query.group !== null) {
    params.push(groupTypes(query.group));
    conditions.push(groupSql(query.group, params.length));
  }
  const where = conditions.join(' AND ');
  const [counted] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ledger_transactions WHERE ${where}`,
    params,
  );
  const count = counted?.count ?? 0;
  const numPages = Math.max(1, Math.ceil(count / query.pageSize));
  if (query.page > numPages) return null;
  const rows = await db.query<ActivityRow>(
    `SELECT t.reference, t.trade_date, t.transaction_type, t.text, t.amount::text AS amount, t.currency,
            t.product_id, c.reference AS company_reference
       FROM (SELECT * FROM ledger_transactions WHERE ${where}
              ORDER BY created DESC, transaction_id DESC
              LIMIT $${params.length + 1} OFFSET $${params.length + 2}) t
       LEFT JOIN products p ON p.product_id = t.product_id
       LEFT JOIN companies c ON c.company_id = p.company_id
      ORDER BY t.created DESC, t.transaction_id DESC`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    count,
    page: query.page,
    page_size: query.pageSize,
    num_pages: numPages,
    results: rows.map((row): PaymentActivity => {
      const kind = kindOf(row.transaction_type, row.product_id);
      return {
        reference: row.reference,
        date: row.trade_date,
        transaction_type: kind.transaction_type,
        activity_type: kind.activity_type,
        group: kind.group,
        description: row.text,
        amount: row.amount,
        currency: row.currency,
        product_id: row.product_id,
        item_logo: row.company_reference ? logoPath(row.company_reference) : null,
      };
    }),
  };
}
