/**
 * What a report says, read from the one ledger: holdings at a date are the sums of the account's
 * position entries up to that date, cash at a date the sum of its cash movements, a period's movements its
 * ledger transactions, and orders the order book. Values are at the product's current sell price. Each report
 * is a title (with its Arabic title for the partner's customers), lines under it, a main table (what its
 * CSV holds) and, in its PDF, further sections.
 */
import {
  type CurrencyCode,
  type Decimal,
  formatMoney,
  type InvestmentSubReport,
  isPartnerCustomer,
  type ReportColumnKind,
  type ReportName,
} from '@bondkit/sdk-core';
import type { Db } from '../db/types';
import type { PdfBlock } from '../documents';
import { dec, money, wire, ZERO } from '../shared/decimal';
import { allSettings, type HoldingRow, holdingFigures } from '../smart-interest';

/**
 * A table of a report: its columns, which are amounts, what each holds (how the reports page shows it), and its
 * rows (plain values, as the CSV has them).
 */
export interface ReportTable {
  columns: string[];
  numeric: boolean[];
  kinds: ReportColumnKind[];
  rows: string[][];
  widths?: number[];
}

/** A report's contents, before it is a PDF or a CSV file. */
export interface ReportContents {
  title: string;
  /** the partner's Arabic title, printed under the English one */
  arabicTitle?: string;
  lines: string[];
  table: ReportTable;
  /** further sections of the PDF (headings, totals, tables) */
  more: PdfBlock[];
  /** the file's name without its extension */
  baseName: string;
}

/** What a report covers. */
export interface ReportScope {
  name: ReportName;
  customerId: number;
  accountId: number | null;
  productId: number | null;
  currency: CurrencyCode | null;
  from: string | null;
  to: string | null;
  subReport: InvestmentSubReport | null;
  /** today, London, `YYYY-MM-DD` */
  today: string;
}

/** English and Arabic titles (the partner's statements carry both). */
export const REPORT_TITLES: Record<ReportName, { en: string; ar: string }> = {
  portfolio_report: { en: 'Portfolio Value Report', ar: 'تقرير قيمة المحفظة' },
  returns_report: { en: 'Gain/Loss Report', ar: 'تقرير الأرباح والخسائر' },
  summary_report: { en: 'Portfolio Statement', ar: 'كشف المحفظة' },
  tax_report: { en: 'Tax Report', ar: 'التقرير الضريبي' },
  account_statement: { en: 'Account Statement', ar: 'كشف الحساب' },
  investment_report: { en: 'Investment Report', ar: 'تقرير الاستثمار' },
  final_terms: { en: 'Bond Report', ar: 'تقرير الصكوك' },
  bonus_report: { en: 'Bonus Report', ar: 'تقرير المكافآت' },
  smart_interest: { en: 'Smart Interest Report', ar: 'تقرير الفائدة الذكية' },
  investor_statement: { en: 'Investor Statement', ar: 'بيان المستثمر' },
};

/** The reports the sandbox generates (the others answer that they are not available). */
export const GENERATED_REPORTS = [
  'portfolio_report',
  'returns_report',
  'summary_report',
  'tax_report',
  'account_statement',
  'investment_report',
  'final_terms',
  'bonus_report',
  'smart_interest',
  'investor_statement',
] as const satisfies readonly ReportName[];

/** Reports of the customer rather than of one account (no account is asked for). */
export const CUSTOMER_REPORTS: readonly ReportName[] = ['investor_statement'];

/** Reports only offered as a PDF (000 §7: the investor statement asks `report_type` pdf). */
export const PDF_ONLY_REPORTS: readonly ReportName[] = ['investor_statement'];

/** Reports that cover a period: both dates are needed. */
export const DATED_REPORTS: readonly ReportName[] = ['summary_report', 'tax_report', 'account_statement'];

const TYPE_LABELS: Record<string, string> = {
  purchase: 'Purchase',
  sale: 'Sale',
  accrued_interest_paid: 'Accrued interest paid',
  accrued_interest_received: 'Accrued interest received',
  platform_fee: 'Platform fee',
  fx_conversion: 'Currency exchange',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  transfer_in: 'Transfer in',
  coupon: 'Coupon',
};

interface Holder {
  first_name: string;
  last_name: string;
  partner: string | null;
  reference: string | null;
  title: string | null;
}

interface Holding {
  product_id: number;
  name: string;
  isin: string;
  coupon: string;
  maturity: string | null;
  sell_price: string;
  principal: Decimal;
  cost: Decimal;
  value: Decimal;
}

interface Movement {
  trade_date: string;
  reference: string;
  transaction_type: string;
  text: string;
  amount: string;
  name: string | null;
}

async function holder(db: Db, scope: ReportScope): Promise<Holder> {
  const rows = await db.query<Holder>(
    `SELECT u.first_name, u.last_name, u.partner, a.reference, a.title
       FROM users u LEFT JOIN investment_accounts a ON a.id = $2 AND a.customer_id = u.customer_id
      WHERE u.customer_id = $1`,
    [scope.customerId, scope.accountId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no customer ${scope.customerId}`);
  return row;
}

const NAME_SQL = `coalesce(p.adib_underlying_company_name, c.company_name)
  || coalesce(' ' || p.product_name, '')`;

/** The account's holdings in a currency at the end of a day: the ledger's position entries up to it. */
export async function holdingsAt(db: Db, accountId: number, currency: CurrencyCode, date: string) {
  const rows = await db.query<
    Omit<Holding, 'principal' | 'cost' | 'value'> & { principal: string; cost: string }
  >(
    `SELECT h.product_id, ${NAME_SQL} AS name, p.isin_code AS isin, p.coupon::text AS coupon,
            p.maturity, p.sell_price::text AS sell_price, h.principal::text AS principal, h.cost::text AS cost
       FROM (SELECT e.product_id, sum(e.principal) AS principal, sum(e.amount) AS cost
               FROM ledger_entries e JOIN ledger_transactions t ON t.transaction_id = e.transaction_id
              WHERE e.book = 'customer_position' AND e.account_id = $1 AND e.currency = $2 AND t.trade_date <= $3
              GROUP BY e.product_id HAVING sum(e.principal) <> 0) h
       JOIN products p ON p.product_id = h.product_id JOIN companies c ON c.company_id = p.company_id
      ORDER BY name, h.product_id`,
    [accountId, currency, date],
  );
  return rows.map((r): Holding => {
    const principal = dec(r.principal);
    return {
      ...r,
      principal,
      cost: dec(r.cost),
      value: money(principal.times(r.sell_price).div(100)),
    };
  });
}

/** The account's cash in a currency at the end of a day (before `before` when given as exclusive). */
export async function cashAt(
  db: Db,
  accountId: number,
  currency: CurrencyCode,
  date: string,
  inclusive = true,
): Promise<Decimal> {
  const rows = await db.query<{ amount: string | null }>(
    `SELECT sum(amount)::text AS amount FROM ledger_transactions
      WHERE account_id = $1 AND currency = $2 AND trade_date ${inclusive ? '<=' : '<'} $3`,
    [accountId, currency, date],
  );
  return dec(rows[0]?.amount ?? '0');
}

/** The account's ledger transactions in a currency between two days (both included), oldest first. */
export async function movements(
  db: Db,
  accountId: number,
  currency: CurrencyCode,
  from: string,
  to: string,
  types?: readonly string[],
): Promise<Movement[]> {
  return db.query<Movement>(
    `SELECT t.trade_date::text AS trade_date, t.reference, t.transaction_type, t.text, t.amount::text AS amount,
            CASE WHEN p.product_id IS NULL THEN NULL ELSE ${NAME_SQL} END AS name
       FROM ledger_transactions t LEFT JOIN products p ON p.product_id = t.product_id
       LEFT JOIN companies c ON c.company_id = p.company_id
      WHERE t.account_id = $1 AND t.currency = $2 AND t.trade_date BETWEEN $3 AND $4
        AND ($5::text[] IS NULL OR t.transaction_type = ANY($5::text[]))
      ORDER BY t.trade_date, t.transaction_id`,
    [accountId, currency, from, to, types ? [...types] : null],
  );
}

/** The account's cash movements with the balance after each, and the opening and closing balances. */
export async function statementOf(
  db: Db,
  accountId: number,
  currency: CurrencyCode,
  from: string,
  to: string,
) {
  const opening = await cashAt(db, accountId, currency, from, false);
  let balance = opening;
  const rows = (await movements(db, accountId, currency, from, to)).map((m) => {
    balance = balance.plus(m.amount);
    return { ...m, balance: wire(balance) };
  });
  return { opening, closing: balance, rows };
}

const shown = (amount: Decimal | string, currency: CurrencyCode) => formatMoney(wire(amount), currency);

function holdingsTable(holdings: readonly Holding[], bondLabel: string): ReportTable {
  return {
    columns: [bondLabel, 'ISIN', 'Coupon (%)', 'Maturity', 'Principal', 'Price', 'Value'],
    numeric: [false, false, true, false, true, true, true],
    kinds: ['text', 'text', 'percent', 'date', 'money', 'price', 'money'],
    widths: [3, 1.8, 1.2, 1.3, 1.4, 1, 1.4],
    rows: holdings.map((h) => [
      h.name,
      h.isin,
      h.coupon,
      h.maturity ?? 'Perpetual',
      wire(h.principal),
      h.sell_price,
      wire(h.value),
    ]),
  };
}

function movementsTable(
  rows: readonly (Movement & { balance?: string })[],
  withBalance: boolean,
): ReportTable {
  const columns = ['Date', 'Reference', 'Type', 'Description', 'Amount'];
  if (withBalance) columns.push('Balance');
  return {
    columns,
    numeric: columns.map((c) => c === 'Amount' || c === 'Balance'),
    kinds: columns.map((c) => (c === 'Date' ? 'date' : c === 'Amount' || c === 'Balance' ? 'money' : 'text')),
    widths: withBalance ? [1.1, 1.1, 1.5, 3.4, 1.2, 1.2] : [1.1, 1.1, 1.5, 3.8, 1.3],
    rows: rows.map((m) => {
      const row = [
        m.trade_date,
        m.reference,
        TYPE_LABELS[m.transaction_type] ?? m.transaction_type,
        m.text,
        m.amount,
      ];
      if (withBalance) row.push(m.balance ?? '');
      return row;
    }),
  };
}

const sum = (values: readonly Decimal[]) => values.reduce((a, b) => a.plus(b), ZERO);
const tableBlock = (table: ReportTable): PdfBlock => ({ kind: 'table', ...table });

/** Builds a report's contents (the scope was checked: its account is the customer's, its dates are set). */
export async function reportContents(db: Db, scope: ReportScope): Promise<ReportContents> {
  const who = await holder(db, scope);
  const partner = isPartnerCustomer(who);
  const bondLabel = partner ? 'Sukuk' : 'Bond';
  const titles = REPORT_TITLES[scope.name];
  const lines = [`${who.first_name} ${who.last_name}`];
  const currency = scope.currency ?? 'GBP';
  if (who.reference) lines.push(`Account: ${who.title ?? ''} (${who.reference}), ${currency}`);
  const from = scope.from ?? scope.today;
  const to = scope.to ?? scope.today;
  const base = {
    title: titles.en,
    ...(partner ? { arabicTitle: titles.ar } : {}),
    baseName: `${scope.name}-${who.reference ?? 'bond'}-${scope.from ?? scope.today}${scope.to ? `-${scope.to}` : ''}`,
  };
  const accountId = scope.accountId ?? 0;

  switch (scope.name) {
    case 'portfolio_report': {
      const holdings = await holdingsAt(db, accountId, currency, to);
      const cash = await cashAt(db, accountId, currency, to);
      const invested = sum(holdings.map((h) => h.value));
      return {
        ...base,
        lines: [...lines, `Valued on ${to} at current sell prices`],
        table: holdingsTable(holdings, bondLabel),
        more: [
          { kind: 'text', text: `Holdings: ${shown(invested, currency)}` },
          { kind: 'text', text: `Cash: ${shown(cash, currency)}` },
          { kind: 'text', text: `Portfolio value: ${shown(invested.plus(cash), currency)}` },
        ],
      };
    }
    case 'returns_report': {
      const holdings = await holdingsAt(db, accountId, currency, to);
      const table: ReportTable = {
        columns: [bondLabel, 'ISIN', 'Principal', 'Cost', 'Value', 'Gain/Loss', 'Gain/Loss (%)'],
        numeric: [false, false, true, true, true, true, true],
        kinds: ['text', 'text', 'money', 'money', 'money', 'money', 'percent'],
        widths: [3, 1.9, 1.3, 1.3, 1.3, 1.2, 1.1],
        rows: holdings.map((h) => {
          const gain = h.value.minus(h.cost);
          const percent = h.cost.eq(0) ? '' : gain.div(h.cost).times(100).toFixed(2);
          return [h.name, h.isin, wire(h.principal), wire(h.cost), wire(h.value), wire(gain), percent];
        }),
      };
      const gain = sum(holdings.map((h) => h.value.minus(h.cost)));
      return {
        ...base,
        lines: [...lines, `On ${to}, at current sell prices`],
        table,
        more: [{ kind: 'text', text: `Total gain/loss: ${shown(gain, currency)}` }],
      };
    }
    case 'summary_report': {
      const statement = await statementOf(db, accountId, currency, from, to);
      const holdings = await holdingsAt(db, accountId, currency, to);
      const invested = sum(holdings.map((h) => h.value));
      return {
        ...base,
        lines: [...lines, `From ${from} to ${to}`],
        table: movementsTable(statement.rows, true),
        more: [
          { kind: 'text', text: `Opening cash balance on ${from}: ${shown(statement.opening, currency)}` },
          { kind: 'text', text: `Closing cash balance on ${to}: ${shown(statement.closing, currency)}` },
          { kind: 'heading', text: `Holdings on ${to}` },
          tableBlock(holdingsTable(holdings, bondLabel)),
          { kind: 'text', text: `Holdings: ${shown(invested, currency)}` },
          { kind: 'text', text: `Portfolio value: ${shown(invested.plus(statement.closing), currency)}` },
        ],
      };
    }
    case 'account_statement': {
      const statement = await statementOf(db, accountId, currency, from, to);
      return {
        ...base,
        lines: [...lines, `From ${from} to ${to}`],
        table: movementsTable(statement.rows, true),
        more: [
          { kind: 'text', text: `Opening balance: ${shown(statement.opening, currency)}` },
          { kind: 'text', text: `Closing balance: ${shown(statement.closing, currency)}` },
        ],
      };
    }
    case 'tax_report': {
      const rows = await movements(db, accountId, currency, from, to, [
        'coupon',
        'accrued_interest_received',
        'accrued_interest_paid',
        'platform_fee',
      ]);
      const of = (type: string) =>
        sum(rows.filter((r) => r.transaction_type === type).map((r) => dec(r.amount)));
      const coupons = of('coupon');
      const received = of('accrued_interest_received');
      const paid = of('accrued_interest_paid');
      const fees = of('platform_fee');
      return {
        ...base,
        lines: [...lines, `Tax period from ${from} to ${to}`],
        table: movementsTable(rows, false),
        more: [
          { kind: 'text', text: `Coupons: ${shown(coupons, currency)}` },
          { kind: 'text', text: `Accrued interest received: ${shown(received, currency)}` },
          { kind: 'text', text: `Accrued interest paid: ${shown(paid, currency)}` },
          { kind: 'text', text: `Fees: ${shown(fees, currency)}` },
          { kind: 'text', text: `Net: ${shown(coupons.plus(received).plus(paid).plus(fees), currency)}` },
        ],
      };
    }
    case 'investment_report': {
      const sub = scope.subReport ?? 'holdings';
      const subLines = [...lines, `${SUB_REPORT_TITLES[sub]}, from ${from} to ${to}`];
      if (sub === 'holdings') {
        const holdings = await holdingsAt(db, accountId, currency, to);
        return { ...base, lines: subLines, table: holdingsTable(holdings, bondLabel), more: [] };
      }
      if (sub === 'transactions' || sub === 'interest') {
        const types =
          sub === 'interest' ? ['coupon', 'accrued_interest_received', 'accrued_interest_paid'] : undefined;
        const rows = await movements(db, accountId, currency, from, to, types);
        return { ...base, lines: subLines, table: movementsTable(rows, false), more: [] };
      }
      const orders = await db.query<{
        created: string;
        order_reference: string;
        name: string;
        status: string;
        notional: string;
        filled: string;
        price: string | null;
      }>(
        `SELECT (o.created AT TIME ZONE 'Europe/London')::date::text AS created, o.order_reference,
                ${NAME_SQL} AS name, o.status, l.notional::text AS notional, l.filled_notional::text AS filled,
                coalesce(l.executed_price, l.requested_price)::text AS price
           FROM orders o JOIN order_legs l ON l.order_id = o.order_id
           JOIN products p ON p.product_id = l.product_id JOIN companies c ON c.company_id = p.company_id
          WHERE o.account_id = $1 AND o.currency = $2 AND l.side = $3
            AND (o.created AT TIME ZONE 'Europe/London')::date BETWEEN $4 AND $5
          ORDER BY o.created, o.order_id, l.position`,
        [accountId, currency, sub === 'buy_orders' ? 'buy' : 'sell', from, to],
      );
      return {
        ...base,
        lines: subLines,
        table: {
          columns: ['Date', 'Order', bondLabel, 'Status', 'Amount', 'Filled', 'Price'],
          numeric: [false, false, false, false, true, true, true],
          kinds: ['date', 'text', 'text', 'text', 'money', 'money', 'price'],
          widths: [1.1, 1.3, 3, 1.1, 1.2, 1.2, 1],
          rows: orders.map((o) => [
            o.created,
            o.order_reference,
            o.name,
            o.status,
            o.notional,
            o.filled,
            o.price ?? '',
          ]),
        },
        more: [],
      };
    }
    case 'final_terms': {
      const rows = await db.query<{
        name: string;
        company_name: string;
        isin: string;
        currency: string;
        coupon: string;
        maturity: string | null;
        seniority: string;
        buy_price: string;
        sell_price: string;
        yield_to_maturity: string | null;
      }>(
        `SELECT ${NAME_SQL} AS name, c.company_name, p.isin_code AS isin, p.currency, p.coupon::text AS coupon,
                p.maturity::text AS maturity, p.seniority, p.buy_price::text AS buy_price,
                p.sell_price::text AS sell_price, p.yield_to_maturity::text AS yield_to_maturity
           FROM products p JOIN companies c ON c.company_id = p.company_id WHERE p.product_id = $1`,
        [scope.productId],
      );
      const bond = rows[0];
      if (!bond) throw new Error(`no product ${scope.productId}`);
      return {
        ...base,
        baseName: `${scope.name}-${bond.isin}`,
        lines: [bond.name, `Prepared for ${who.first_name} ${who.last_name} on ${scope.today}`],
        table: {
          columns: ['Term', 'Value'],
          numeric: [false, false],
          kinds: ['text', 'text'],
          widths: [1, 2],
          rows: [
            ['Issuer', bond.company_name],
            [bondLabel, bond.name],
            ['ISIN', bond.isin],
            ['Currency', bond.currency],
            ['Coupon (%)', bond.coupon],
            ['Maturity', bond.maturity ?? 'Perpetual'],
            ['Seniority', bond.seniority],
            ['Buy price', bond.buy_price],
            ['Sell price', bond.sell_price],
            ['Yield to maturity (%)', bond.yield_to_maturity ?? 'N/A'],
          ],
        },
        more: [
          {
            kind: 'text',
            text: 'Capital is at risk. Prices are indicative and change while the market is open.',
          },
        ],
      };
    }
    case 'smart_interest':
      return smartInterestReport(db, scope, { ...base, lines }, currency);
    case 'bonus_report':
      return bonusReport(db, scope, { ...base, lines }, currency);
    case 'investor_statement':
      return investorStatement(db, scope, { ...base, lines: [lines[0] ?? ''] });
    default:
      throw new Error(`${scope.name} is not generated`);
  }
}

type ReportHead = Pick<ReportContents, 'title' | 'arabicTitle' | 'baseName' | 'lines'>;

const PAYOUT_LABELS: Record<HoldingRow['payout_type'], string> = {
  annual: 'Annual',
  term: 'At maturity',
};

/** The account's Smart Interest holdings in a currency, oldest first (smart-interest's rows). */
async function smartInterestHoldings(db: Db, accountId: number, currency: CurrencyCode) {
  return db.query<HoldingRow>(
    'SELECT * FROM dynamic_bonds WHERE account_id = $1 AND currency = $2 ORDER BY start_date, id',
    [accountId, currency],
  );
}

/**
 * The Smart Interest report: each holding with its terms (start, maturity, rate, payout) and what it has paid
 * and will pay on the day the report is made (smart-interest's own figures), then the payments to come.
 */
async function smartInterestReport(
  db: Db,
  scope: ReportScope,
  head: ReportHead,
  currency: CurrencyCode,
): Promise<ReportContents> {
  const holdings = await smartInterestHoldings(db, scope.accountId ?? 0, currency);
  const daysPerYear = (await allSettings(db)).get(currency)?.days_per_year ?? 365;
  const figured = holdings.map((h) => ({ h, f: holdingFigures(h, scope.today, daysPerYear) }));
  const held = figured.filter(({ h }) => h.state !== 'Repaid');
  const payments = figured.flatMap(({ h, f }) =>
    f.payments.map((p) => [p.date, h.reference, h.holding_name, p.amount_due]),
  );
  payments.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
  return {
    ...head,
    lines: [...head.lines, `On ${scope.today}`],
    table: {
      columns: [
        'Reference',
        'State',
        'Start',
        'Maturity',
        'Rate (%)',
        'Payout',
        'Principal',
        'Gross interest',
        'Interest paid',
      ],
      numeric: [false, false, false, false, true, false, true, true, true],
      kinds: ['text', 'text', 'date', 'date', 'percent', 'text', 'money', 'money', 'money'],
      widths: [1.1, 1.7, 1.2, 1.2, 0.9, 1.2, 1.2, 1.4, 1.4],
      rows: figured.map(({ h, f }) => [
        h.reference,
        h.state,
        h.start_date,
        h.maturity,
        h.rate,
        PAYOUT_LABELS[h.payout_type],
        wire(h.principal),
        wire(h.gross_interest),
        f.interest_paid,
      ]),
    },
    more: [
      {
        kind: 'text',
        text: `Principal held: ${shown(sum(held.map(({ h }) => dec(h.principal))), currency)}`,
      },
      {
        kind: 'text',
        text: `Interest paid: ${shown(sum(figured.map(({ f }) => dec(f.interest_paid))), currency)}`,
      },
      { kind: 'heading', text: 'Payments to come' },
      tableBlock({
        columns: ['Date', 'Reference', 'Holding', 'Amount'],
        numeric: [false, false, false, true],
        kinds: ['date', 'text', 'text', 'money'],
        widths: [1.2, 1.2, 2.4, 1.2],
        rows: payments,
      }),
    ],
  };
}

/**
 * The bonus report: the cash bonuses the account earned — each Smart Interest reinvestment bonus once the
 * reinvestment is booked and each wise5 cashback — and the customer's account credits.
 */
async function bonusReport(
  db: Db,
  scope: ReportScope,
  head: ReportHead,
  currency: CurrencyCode,
): Promise<ReportContents> {
  const holdings = await smartInterestHoldings(db, scope.accountId ?? 0, currency);
  const rows: string[][] = [];
  for (const h of holdings) {
    if (h.wise5_cashback_amount !== null && dec(h.wise5_cashback_amount).gt(0))
      rows.push([h.start_date, h.reference, 'wise5 cashback', h.holding_name, wire(h.wise5_cashback_amount)]);
    if (h.reinvest_booked_at !== null && h.offer_bonus !== null && dec(h.offer_bonus).gt(0)) {
      const booked = new Date(h.reinvest_booked_at).toISOString().slice(0, 10);
      const text = `${h.holding_name}, ${h.offer_reference ?? ''}`.replace(/, $/, '');
      rows.push([booked, h.reference, 'Reinvestment bonus', text, wire(h.offer_bonus)]);
    }
  }
  rows.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
  const [credits] = await db.query<{ account_credits: string }>(
    'SELECT account_credits::text AS account_credits FROM users WHERE customer_id = $1',
    [scope.customerId],
  );
  const total = sum(rows.map((r) => dec(r[4] ?? '0')));
  return {
    ...head,
    lines: [...head.lines, `On ${scope.today}`],
    table: {
      columns: ['Date', 'Reference', 'Bonus', 'Description', 'Amount'],
      numeric: [false, false, false, false, true],
      kinds: ['date', 'text', 'text', 'text', 'money'],
      widths: [1.1, 1.1, 1.6, 3.4, 1.2],
      rows,
    },
    more: [
      { kind: 'text', text: `Bonuses: ${shown(total, currency)}` },
      { kind: 'text', text: `Account credits: ${shown(credits?.account_credits ?? '0', 'GBP')}` },
    ],
  };
}

const QUESTIONNAIRE_LABELS: Record<string, string> = {
  signup: 'Sign-up',
  'high-yield': 'High yield',
  perpetual: 'Perpetual',
  'special-situation': 'Special situations',
  'smart-interest': 'Smart Interest',
  'adib-suitability': 'Suitability',
};

/**
 * The investor statement (the categorisation's PDF): who the investor is, their investor type, the
 * questionnaires they passed, and each of their accounts with its value in each currency on the day.
 */
async function investorStatement(db: Db, scope: ReportScope, head: ReportHead): Promise<ReportContents> {
  const [user] = await db.query<{
    email: string;
    is_retail: boolean;
    questionnaires: Record<string, string>;
  }>('SELECT email, is_retail, questionnaires FROM users WHERE customer_id = $1', [scope.customerId]);
  if (!user) throw new Error(`no customer ${scope.customerId}`);
  const passed = Object.entries(user.questionnaires)
    .filter(([, status]) => status === 'passed')
    .map(([type]) => QUESTIONNAIRE_LABELS[type] ?? type);
  const accounts = await db.query<{ id: number; reference: string; title: string; currency: CurrencyCode }>(
    `SELECT a.id, a.reference, a.title, b.currency FROM investment_accounts a
       JOIN account_balances b ON b.account_id = a.id
      WHERE a.customer_id = $1 ORDER BY a.position, b.currency`,
    [scope.customerId],
  );
  const accountRows: string[][] = [];
  for (const a of accounts) {
    const holdings = await holdingsAt(db, a.id, a.currency, scope.today);
    const invested = sum(holdings.map((h) => h.value));
    const cash = await cashAt(db, a.id, a.currency, scope.today);
    accountRows.push([
      a.title,
      a.reference,
      a.currency,
      wire(invested),
      wire(cash),
      wire(invested.plus(cash)),
    ]);
  }
  return {
    ...head,
    baseName: `${scope.name}-${scope.customerId}-${scope.today}`,
    lines: [...head.lines, `On ${scope.today}`],
    table: {
      columns: ['Detail', 'Value'],
      numeric: [false, false],
      kinds: ['text', 'text'],
      widths: [1, 2],
      rows: [
        ['Customer number', String(scope.customerId)],
        ['Email', user.email],
        ['Investor type', user.is_retail ? 'Standard/Retail' : 'Professional'],
        ['Questionnaires passed', passed.length > 0 ? passed.join(', ') : 'None'],
      ],
    },
    more: [
      { kind: 'heading', text: 'Accounts' },
      tableBlock({
        columns: ['Account', 'Reference', 'Currency', 'Holdings', 'Cash', 'Value'],
        numeric: [false, false, false, true, true, true],
        kinds: ['text', 'text', 'text', 'money', 'money', 'money'],
        widths: [2, 1.2, 0.9, 1.3, 1.3, 1.3],
        rows: accountRows,
      }),
    ],
  };
}

/** Titles of the investment report's sub-reports in the file. */
export const SUB_REPORT_TITLES: Record<InvestmentSubReport, string> = {
  holdings: 'Holdings',
  transactions: 'Transactions',
  buy_orders: 'Buy orders',
  sell_orders: 'Sell orders',
  interest: 'Interest',
};
