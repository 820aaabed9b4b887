import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerDiscrepancies } from '../shared/ledger';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { openPglite } from './pglite';
import type { Db } from './types';

async function insert(db: Db, table: string, row: object): Promise<void> {
  await db.query(`INSERT INTO ${table} SELECT * FROM jsonb_populate_record(NULL::${table}, $1::jsonb)`, [
    JSON.stringify(row),
  ]);
}

describe('migration 002_trading on data seeded under migration 1', () => {
  let db: Db;

  beforeAll(async () => {
    ({ db } = await openPglite());
    await migrate(
      db,
      MIGRATIONS.filter((m) => m.id === 1),
    );
    const now = '2026-11-23T10:00:00Z';
    await insert(db, 'companies', {
      company_id: 1,
      reference: 'acme',
      company_name: 'Acme plc',
      borrower_status: 'performing',
      is_treasury: false,
      country: 'GB',
      description_html: '',
    });
    await insert(db, 'products', {
      product_id: 1,
      reference: 'acme-1',
      company_id: 1,
      isin_code: 'XS0000000001',
      currency: 'GBP',
      coupon: '5.000',
      coupon_string: '5%',
      maturity: '2030-01-01',
      buy_price: '101.50',
      sell_price: '100.50',
      sell_liquidity: '10000.00',
      seniority: 'senior_secured',
      state: 'open',
      investment_type: 'bond',
      category_ids: [],
      access_restriction_types: [],
      tradeability: 'open',
      zero_interest_fees: false,
      market_blocked: false,
      display_order: 1,
      first_added_to_market: now,
      last_added_to_market: now,
    });
    await insert(db, 'users', {
      customer_id: 1,
      email: 'old@sandbox.bondkit.test',
      password_hash: 'x',
      first_name: 'Old',
      last_name: 'Data',
      account_type: 0,
      is_read_only: false,
      is_retail: true,
      isa_restricted: false,
      is_onboarded: true,
      can_execute_orders: true,
      requires_identity_check: false,
      block_buys: false,
      block_sells: false,
      permissions: [],
      questionnaires: {},
      dark_theme: false,
      hide_terminology: false,
      account_credits: '0.00',
    });
    await insert(db, 'investment_accounts', {
      id: 10,
      customer_id: 1,
      reference: 'IA0001',
      account_type: 'individual',
      title: 'Investment portfolio',
      main_currency: 'GBP',
      position: 0,
    });
    await insert(db, 'account_balances', { account_id: 10, currency: 'GBP', amount: '1234.56' });
    await insert(db, 'account_balances', { account_id: 10, currency: 'EUR', amount: '0.00' });
    await insert(db, 'holdings', { account_id: 10, product_id: 1, principal: '2000.00' });
    await migrate(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('carries balances over as opening deposits and holdings as positions, and keeps holdings readable', async () => {
    expect(
      await db.query(
        'SELECT account_id, currency, amount::text AS amount FROM account_balances ORDER BY currency',
      ),
    ).toEqual([
      { account_id: 10, currency: 'EUR', amount: '0.00' },
      { account_id: 10, currency: 'GBP', amount: '1234.56' },
    ]);
    expect(
      await db.query(
        'SELECT account_id, product_id, principal::text AS principal, cost::text AS cost FROM positions',
      ),
    ).toEqual([{ account_id: 10, product_id: 1, principal: '2000.00', cost: '2030.00' }]);
    expect(
      await db.query('SELECT account_id, product_id, principal::text AS principal FROM holdings'),
    ).toEqual([{ account_id: 10, product_id: 1, principal: '2000.00' }]);
    expect(
      await db.query(
        'SELECT transaction_type, reference, amount::text AS amount FROM ledger_transactions ORDER BY transaction_id',
      ),
    ).toEqual([
      { transaction_type: 'deposit', reference: 'LTX000001', amount: '0.00' },
      { transaction_type: 'deposit', reference: 'LTX000002', amount: '1234.56' },
      { transaction_type: 'transfer_in', reference: 'LTX000003', amount: '0.00' },
    ]);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it('refuses an unbalanced ledger transaction and a negative balance', async () => {
    await expect(
      db.transaction(async (tx) => {
        const [t] = await tx.query<{ transaction_id: number }>(
          `INSERT INTO ledger_transactions (reference, transaction_type, currency, amount, text, trade_date, created)
           VALUES ('BAD1', 'deposit', 'GBP', 0, 'bad', '2026-11-23', now()) RETURNING transaction_id`,
        );
        await tx.query(
          `INSERT INTO ledger_entries (transaction_id, book, currency, amount, principal)
           VALUES ($1, 'external', 'GBP', 5, 0)`,
          [t?.transaction_id],
        );
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(db.query("UPDATE account_balances SET amount = -1 WHERE currency = 'EUR'")).rejects.toThrow(
      /account_balances_not_negative/,
    );
  });
});
