import { STATE_LABELS } from './labels';
import type { ProductRecord } from './store';

/** RFC 4180 quoting; text cells that a spreadsheet would run as a formula get a leading apostrophe. */
export function csvCell(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const COLUMNS: readonly [string, (r: ProductRecord) => string, boolean][] = [
  ['Company', (r) => r.base.company.company_name, true],
  ['Underlying company', (r) => r.base.adib_details?.underlying_company_name ?? '', true],
  ['Product', (r) => r.base.product_name ?? '', true],
  ['ISIN', (r) => r.base.isin_code, true],
  ['Currency', (r) => r.base.currency, true],
  ['Seniority', (r) => r.base.seniority_label, true],
  ['Coupon (%)', (r) => r.base.coupon, false],
  ['Maturity date', (r) => r.base.maturity ?? 'Perpetual', true],
  ['Buy price', (r) => r.base.buy_price, false],
  ['Sell price', (r) => r.base.sell_price, false],
  ['Current yield (%)', (r) => (r.available ? (r.base.current_yield ?? 'N/A') : 'N/A'), false],
  ['Yield to maturity (%)', (r) => (r.available ? (r.base.yield_to_maturity ?? 'N/A') : 'N/A'), false],
  ['Available', (r) => r.base.sell_liquidity, false],
  ['Status', (r) => STATE_LABELS[r.base.state] ?? r.base.state, true],
  ['Categories', (r) => r.base.categories.map((c) => c.label).join(', '), true],
];

/** The market as CSV: a header row with human column names, then one row per product, CRLF line ends. */
export function productsCsv(records: readonly ProductRecord[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')];
  for (const record of records) {
    lines.push(COLUMNS.map(([, get, text]) => csvCell(get(record), text)).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Parses CSV text (RFC 4180) into rows; used by the tests to read the export back. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      // handled by the \n
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
