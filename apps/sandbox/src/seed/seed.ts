import { ukTaxYear } from '@bondkit/sdk-core';
import { hashPassword } from '../auth';
import { SEEDED_TABLES } from '../db/migrations';
import type { Db } from '../db/types';
import { CATEGORIES } from '../market';
import { buildCatalogue, CATALOGUE_VERSION, type Catalogue } from './catalogue';
import { pendingHistories } from './history';
import { PERSONA_PASSWORD, PERSONAS, personaEmail } from './personas';
import { seedPortfolio } from './portfolio';
import { seedSmartInterest } from './smart-interest';
import { buildTradingSeed, type SeedAccount, TRADING_SEQUENCES } from './trading';

const HOUR_MS = 60 * 60 * 1000;

/** Persona password hashes, computed once per process (scrypt costs ~50 ms each). */
const hashes = new Map<string, Promise<string>>();
function personaHash(key: string): Promise<string> {
  let hash = hashes.get(key);
  if (!hash) {
    hash = hashPassword(PERSONA_PASSWORD);
    hashes.set(key, hash);
  }
  return hash;
}

async function insertRows(db: Db, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [
    JSON.stringify(rows),
  ]);
}

export interface SeedResult {
  catalogue: Catalogue;
  seededAt: Date;
}

/**
 * Empties every sandbox table and fills it again: the catalogue (dates relative to `now`) and the personas.
 * Deterministic apart from `now` and the password salts.
 */
export async function seedDatabase(db: Db, now: Date): Promise<SeedResult> {
  const catalogue = buildCatalogue(now);
  const passwordHashes = await Promise.all(PERSONAS.map((p) => personaHash(p.key)));

  const users: object[] = [];
  const bankAccounts: object[] = [];
  const accounts: object[] = [];
  const holdings: { account_id: number; product_id: number; principal: string }[] = [];
  const balances: { account_id: number; currency: string; amount: string }[] = [];
  const seedAccounts: SeedAccount[] = [];
  const annotations: object[] = [];
  PERSONAS.forEach((persona, index) => {
    const customerId = 101 + index;
    users.push({
      customer_id: customerId,
      persona_key: persona.key,
      persona_label: persona.label,
      persona_description: persona.description,
      persona_position: index,
      email: personaEmail(persona.key),
      password_hash: passwordHashes[index],
      first_name: persona.first_name,
      last_name: persona.last_name,
      account_type: persona.account_type,
      is_read_only: persona.is_read_only ?? false,
      is_retail: persona.is_retail ?? true,
      cooling_off_ends_at:
        persona.cooling_off_hours !== undefined
          ? new Date(now.getTime() + persona.cooling_off_hours * HOUR_MS).toISOString()
          : null,
      isa_restricted: persona.isa_restricted ?? false,
      is_onboarded: persona.is_onboarded ?? true,
      can_execute_orders: persona.can_execute_orders ?? true,
      requires_identity_check: persona.requires_identity_check ?? false,
      block_buys: persona.block_buys ?? false,
      block_sells: persona.block_sells ?? false,
      block_funding: persona.block_funding ?? false,
      block_withdrawals: persona.block_withdrawals ?? false,
      permissions: persona.permissions ?? [],
      questionnaires: persona.questionnaires,
      dark_theme: false,
      hide_terminology: false,
      account_credits: persona.account_credits ?? '0.00',
      partner: persona.partner ?? null,
      adib_account_link: persona.adib_account_link ?? null,
    });
    for (const [currency, bank] of Object.entries(persona.registered_bank ?? {})) {
      bankAccounts.push({ customer_id: customerId, currency, ...bank, updated_at: now });
    }
    const accountIds = persona.accounts.map((account, position) => {
      const id = customerId * 10 + position;
      accounts.push({
        id,
        customer_id: customerId,
        reference: `IA${customerId}${String(position + 1).padStart(2, '0')}`,
        account_type: account.account_type,
        title: account.account_type === 'ifisa' ? 'Innovative Finance ISA' : 'Investment portfolio',
        main_currency: account.main_currency,
        isa_remaining: account.isa?.remaining ?? null,
        isa_used_percentage: account.isa?.used_percentage ?? null,
        // the seeded figures are of the tax year the sandbox starts in
        isa_period: account.isa ? ukTaxYear(now).label : null,
        new_ifisa_agreement_required: account.new_ifisa_agreement_required ?? false,
        position,
      });
      seedAccounts.push({
        id,
        customer_id: customerId,
        reference: `IA${customerId}${String(position + 1).padStart(2, '0')}`,
        persona: persona.key,
        position,
      });
      for (const [currency, amount] of Object.entries(account.balances)) {
        balances.push({ account_id: id, currency, amount });
      }
      return id;
    });
    for (const holding of persona.holdings?.(catalogue.products) ?? []) {
      const accountId = accountIds[holding.account];
      if (accountId === undefined) continue;
      holdings.push({
        account_id: accountId,
        product_id: holding.product_id,
        principal: holding.principal,
      });
    }
    for (const productId of new Set(persona.watchlist?.(catalogue.products) ?? [])) {
      annotations.push({
        customer_id: customerId,
        product_id: productId,
        is_interested: true,
        updated_at: now,
      });
    }
  });

  // balances and holdings enter through the ledger: opening deposits and positions transferred in
  const trading = buildTradingSeed({
    now,
    products: catalogue.products,
    accounts: seedAccounts,
    balances,
    holdings,
  });

  await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${SEEDED_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    await insertRows(
      tx,
      'categories',
      CATEGORIES.map(([category_id, label], position) => ({ category_id, label, position })),
    );
    await insertRows(tx, 'companies', catalogue.companies);
    await insertRows(tx, 'products', catalogue.products);
    await insertRows(tx, 'product_details', catalogue.details);
    await insertRows(tx, 'pending_liquidity', catalogue.pending);
    await insertRows(tx, 'company_documents', catalogue.documents);
    await insertRows(tx, 'users', users);
    await insertRows(tx, 'investment_accounts', accounts);
    await insertRows(tx, 'account_balances', balances);
    await insertRows(tx, 'registered_bank_accounts', bankAccounts);
    await insertRows(tx, 'positions', trading.positions);
    await insertRows(tx, 'ledger_transactions', trading.ledgerTransactions);
    await insertRows(tx, 'ledger_entries', trading.ledgerEntries);
    await insertRows(tx, 'orders', trading.orders);
    await insertRows(tx, 'order_legs', trading.orderLegs);
    for (const [table, column] of TRADING_SEQUENCES) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((SELECT max(${column}) FROM ${table}), 0) + 1, false)`,
      );
    }
    await insertRows(tx, 'annotations', annotations);
    await seedSmartInterest(tx, now);
    await seedPortfolio(tx, now);
    await insertRows(tx, 'sandbox_meta', [
      { key: 'seeded_at', value: now.toISOString() },
      { key: 'catalogue_version', value: CATALOGUE_VERSION },
      { key: 'markers', value: catalogue.markers },
      { key: 'trade_markers', value: trading.markers },
      // the long histories are booked on their persona's first sign-in (history.ts)
      ...pendingHistories(now),
    ]);
  });
  return { catalogue, seededAt: now };
}

/** When the database was last seeded, or null if it never was. */
export async function seededAt(db: Db): Promise<Date | null> {
  const rows = await db.query<{ value: string }>("SELECT value FROM sandbox_meta WHERE key = 'seeded_at'");
  return rows[0] ? new Date(rows[0].value) : null;
}
