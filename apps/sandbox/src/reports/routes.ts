/**
 * Reports (000 §7 'Reports and guides', 001 §7, 002 §7): a report asked for with `POST /api/pdfgen/reports`
 * (`{"data": "<the request as JSON>"}`) is stored `Started` and built in the background — its contents read
 * from the ledger, its file a PDF or a CSV — then `Completed` (or `Failed`); `GET /api/pdfgen/reports` lists
 * the customer's reports (what the download popup polls), `GET /api/pdfgen/reports/{id}` is one of them and
 * `?alt=media` its file (the report is then `Seen`). An emailed report (asked with `email_report`, and the
 * partner's portfolio statement always) goes to the dev inbox instead of being downloaded. The investor
 * statement is the customer's (no account) and only a PDF; the Smart Interest and bonus reports are an
 * account's, read from its Smart Interest holdings.
 * `GET /api/reports/data/` is the reports page's data: a page of the report's table, or with
 * `action=download` its file at once. `GET /api/portal/client-account-details/` is the client statement (at
 * most one month, GBP or EUR). An account or report of another customer is 404.
 */
import {
  type CurrencyCode,
  clientStatementCurrencies,
  clientStatementProblem,
  currencyCodes,
  investmentSubReports,
  isPartnerCustomer,
  portfolioStatementProblem,
  type Report,
  type ReportRangeProblem,
  type ReportRequest,
  reportNames,
  reportRequestSchema,
  reportTypes,
} from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { type Customer, findAccount, loadCustomer } from '../accounts';
import type { Db } from '../db/types';
import { sendMail } from '../documents';
import { tradeDate } from '../shared/dates';
import { wire } from '../shared/decimal';
import { idParam, integerField, nestedJson, queryChoice, queryDate, queryInteger } from '../shared/edge';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { DETAIL, REPORT_TEXT } from '../shared/refusals';
import { parseBody } from '../shared/validation';
import type { SandboxEnv, SandboxState } from '../state';
import {
  CUSTOMER_REPORTS,
  DATED_REPORTS,
  GENERATED_REPORTS,
  PDF_ONLY_REPORTS,
  type ReportScope,
  reportContents,
  statementOf,
} from './contents';
import { reportFile } from './files';

/** Rows of a page of the reports page's data and of the client statement. */
export const REPORT_PAGE_SIZE = 25;

interface ReportRow {
  report_id: number;
  customer_id: number;
  account_id: number | null;
  product_id: number | null;
  report_name: ReportScope['name'];
  report_type: 'pdf' | 'csv';
  currency: CurrencyCode | null;
  from_date: string | null;
  to_date: string | null;
  sub_report: ReportScope['subReport'];
  email_report: boolean;
  status: Report['status'];
  ticks: number;
  created: Date;
}

const REPORT_COLUMNS = `report_id, customer_id, account_id, product_id, report_name, report_type, currency,
  from_date::text AS from_date, to_date::text AS to_date, sub_report, email_report, status, ticks, created`;

function reportJson(row: ReportRow) {
  return {
    id: row.report_id,
    status: row.status,
    email_report: row.email_report,
    ticks: row.ticks,
    report_name: row.report_name,
    report_type: row.report_type,
    created: row.created.toISOString(),
  };
}

/** Refuses a range a report cannot cover (400 naming the date at fault). */
function assertRange(
  problem: ReportRangeProblem | null,
  range: { from?: string | undefined; to?: string | undefined },
  fields: { from: string; to: string },
): void {
  if (!problem) return;
  const text = REPORT_TEXT.problem(problem);
  if (problem === 'dates_required') {
    const errors: Record<string, string[]> = {};
    if (!range.from) errors[fields.from] = [text];
    if (!range.to) errors[fields.to] = [text];
    invalid(Object.keys(errors).length > 0 ? errors : { [fields.from]: [text] });
  }
  invalid({ [fields.to]: [text] });
}

/** The customer's own account, or 404 (never another customer's, whatever its id). */
async function ownAccount(db: Db, customer: Customer, id: number) {
  const account = await findAccount(db, customer.customer_id, { id });
  if (!account) fail(404, DETAIL.notFound);
  return account;
}

/** Checks a report request against what the customer may ask for; the scope it covers. */
async function scopeOf(
  db: Db,
  customer: Customer,
  request: ReportRequest,
  today: string,
): Promise<ReportScope> {
  if (!(GENERATED_REPORTS as readonly string[]).includes(request.report_name))
    invalid({ report_name: [REPORT_TEXT.unavailable] });
  const scope: ReportScope = {
    name: request.report_name,
    customerId: customer.customer_id,
    accountId: null,
    productId: null,
    currency: request.currency ?? null,
    from: request.from_date ?? null,
    to: request.to_date ?? null,
    subReport: request.select_report ?? null,
    today,
  };
  if (request.report_name === 'final_terms') {
    if (request.loan_id === undefined) invalid({ loan_id: [DETAIL.fieldRequired] });
    const rows = await db.query('SELECT 1 FROM products WHERE product_id = $1', [request.loan_id]);
    if (rows.length === 0) fail(404, DETAIL.notFound);
    return { ...scope, productId: request.loan_id };
  }
  if (PDF_ONLY_REPORTS.includes(request.report_name) && request.report_type !== 'pdf')
    invalid({ report_type: [REPORT_TEXT.unavailable] });
  if (CUSTOMER_REPORTS.includes(request.report_name))
    return { ...scope, currency: null, from: null, to: null };
  if (request.investment_account_id === undefined) invalid({ investment_account_id: [DETAIL.fieldRequired] });
  const account = await ownAccount(db, customer, request.investment_account_id);
  if (DATED_REPORTS.includes(request.report_name)) {
    const range = { from: request.from_date, to: request.to_date };
    assertRange(portfolioStatementProblem(range), range, { from: 'from_date', to: 'to_date' });
  }
  return { ...scope, accountId: account.id, currency: scope.currency ?? account.main_currency };
}

/** Background builds of the reports asked for: each ends `Completed` (or `Failed`). */
function reportJobs(state: SandboxState) {
  const running = new Set<Promise<void>>();

  const build = async (id: number) => {
    const db = state.db;
    const [row] = await db.query<ReportRow>(`SELECT ${REPORT_COLUMNS} FROM reports WHERE report_id = $1`, [
      id,
    ]);
    if (!row) return;
    const today = tradeDate(state.clock.now());
    try {
      const contents = await reportContents(db, {
        name: row.report_name,
        customerId: row.customer_id,
        accountId: row.account_id,
        productId: row.product_id,
        currency: row.currency,
        from: row.from_date,
        to: row.to_date,
        subReport: row.sub_report,
        today,
      });
      await db.query('UPDATE reports SET ticks = 1 WHERE report_id = $1', [id]);
      const file = await reportFile(contents, row.report_type);
      await db.transaction(async (tx) => {
        if (row.email_report) {
          const [user] = await tx.query<{ email: string; first_name: string }>(
            'SELECT email, first_name FROM users WHERE customer_id = $1',
            [row.customer_id],
          );
          if (user) {
            const title = contents.arabicTitle
              ? `${contents.title} (${contents.arabicTitle})`
              : contents.title;
            await sendMail(tx, {
              to: user.email,
              subject: `Your ${contents.title}`,
              body: `Dear ${user.first_name}, your ${title} is attached.`,
              sentAt: state.clock.now(),
              attachments: [file],
            });
          }
        }
        await tx.query(
          `UPDATE reports SET status = 'Completed', ticks = 2, file_name = $2, content = $3, completed_at = $4
            WHERE report_id = $1 AND status = 'Started'`,
          [id, file.fileName, file.content, state.clock.now().toISOString()],
        );
      });
    } catch (error) {
      console.error('[sandbox] report', id, 'failed:', error);
      await db
        .query(`UPDATE reports SET status = 'Failed' WHERE report_id = $1 AND status = 'Started'`, [id])
        .catch(() => undefined);
    }
  };

  return {
    /** Starts building a stored report after this answer is sent. */
    start(id: number) {
      const job = new Promise<void>((resolve) => setTimeout(resolve, 0))
        .then(() => build(id))
        .catch(() => undefined);
      running.add(job);
      void job.finally(() => running.delete(job));
    },
  };
}

export function reportRoutes(state: SandboxState): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const jobs = reportJobs(state);

  app.post('/pdfgen/reports', async (c) => {
    const customer = await loadCustomer(c, state.db);
    const request = parseBody(
      reportRequestSchema,
      // the request as a JSON string, its values checked as a body's
      nestedJson(await readJsonObject(c.req.raw), 'data', REPORT_TEXT.data),
    );
    const today = tradeDate(state.clock.now());
    const scope = await scopeOf(state.db, customer, request, today);
    // the partner's portfolio statement is emailed, never downloaded
    const emailed =
      request.email_report === true || (isPartnerCustomer(customer) && scope.name === 'summary_report');
    const [row] = await state.db.query<ReportRow>(
      `INSERT INTO reports (customer_id, account_id, product_id, report_name, report_type, currency, from_date,
         to_date, sub_report, email_report, status, created)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'Started', $11) RETURNING ${REPORT_COLUMNS}`,
      [
        customer.customer_id,
        scope.accountId,
        scope.productId,
        scope.name,
        request.report_type,
        scope.currency,
        scope.from,
        scope.to,
        scope.subReport,
        emailed,
        state.clock.now().toISOString(),
      ],
    );
    if (!row) throw new Error('report insert returned nothing');
    jobs.start(row.report_id);
    return c.json(reportJson(row), 201);
  });

  app.get('/pdfgen/reports', async (c) => {
    const customer = await loadCustomer(c, state.db);
    const rows = await state.db.query<ReportRow>(
      `SELECT ${REPORT_COLUMNS} FROM reports WHERE customer_id = $1 ORDER BY report_id DESC LIMIT 100`,
      [customer.customer_id],
    );
    return c.json(rows.map(reportJson));
  });

  app.get('/pdfgen/reports/:id', async (c) => {
    const customer = await loadCustomer(c, state.db);
    const id = idParam(c, 'id');
    const media = queryChoice(c, 'alt', ['media', 'json']) === 'media';
    const rows = await state.db.query<ReportRow & { file_name: string | null; content: Uint8Array | null }>(
      `SELECT ${REPORT_COLUMNS}${media ? ', file_name, content' : ''} FROM reports
        WHERE report_id = $1 AND customer_id = $2`,
      [id, customer.customer_id],
    );
    const row = rows[0];
    if (!row) fail(404, DETAIL.notFound);
    if (!media) return c.json(reportJson(row));
    if (row.email_report) fail(404, REPORT_TEXT.emailed);
    if (!row.content || !row.file_name) fail(row.status === 'Started' ? 409 : 404, REPORT_TEXT.notReady);
    await state.db.query(`UPDATE reports SET status = 'Seen' WHERE report_id = $1 AND status = 'Completed'`, [
      id,
    ]);
    const content = new Uint8Array(row.content);
    return c.body(content as Uint8Array<ArrayBuffer>, 200, {
      'content-type': row.report_type === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
      'content-disposition': `attachment; filename="${row.file_name}"`,
      'content-length': String(content.byteLength),
    });
  });

  app.get('/reports/data/', async (c) => {
    const customer = await loadCustomer(c, state.db);
    const report = queryChoice(c, 'report', reportNames);
    const format = queryChoice(c, 'download_format', reportTypes) ?? 'pdf';
    const download = queryChoice(c, 'action', ['download']) === 'download';
    const accountId = queryInteger(c, 'investment_account_id', { min: 1 });
    const currency = queryChoice(c, 'currency', currencyCodes);
    const selectReport = queryChoice(c, 'select_report', investmentSubReports);
    const dateFilter = queryDate(c, 'date_filter');
    const from = queryDate(c, 'filter_from_date') ?? queryDate(c, 'start');
    const to = queryDate(c, 'filter_to_date') ?? queryDate(c, 'end') ?? dateFilter;
    const page = queryInteger(c, 'page', { min: 1 }) ?? 1;
    if (!report) invalid({ report: [DETAIL.fieldRequired] });
    if (accountId === undefined) invalid({ investment_account_id: [DETAIL.fieldRequired] });
    const today = tradeDate(state.clock.now());
    const scope = await scopeOf(
      state.db,
      customer,
      {
        report_name: report,
        report_type: format,
        investment_account_id: accountId,
        ...(currency ? { currency } : {}),
        ...(from ? { from_date: from } : {}),
        ...(to ? { to_date: to } : {}),
        ...(selectReport ? { select_report: selectReport } : {}),
      },
      today,
    );
    const contents = await reportContents(state.db, scope);
    if (download) {
      const file = await reportFile(contents, format);
      return c.body(file.content as Uint8Array<ArrayBuffer>, 200, {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'content-length': String(file.content.byteLength),
      });
    }
    const { columns, numeric, kinds, rows } = contents.table;
    const pages = Math.max(1, Math.ceil(rows.length / REPORT_PAGE_SIZE));
    if (page > pages) fail(404, 'Invalid page.');
    return c.json({
      report,
      title: contents.title,
      columns,
      numeric,
      kinds,
      count: rows.length,
      page,
      pages,
      results: rows.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE),
    });
  });

  app.get('/portal/client-account-details/', async (c) => {
    const customer = await loadCustomer(c, state.db);
    const accountId = integerField('investment_account_id', c.req.query('investment_account_id'), { min: 1 });
    const currency = queryChoice(c, 'currency', clientStatementCurrencies);
    if (!currency) invalid({ currency: [DETAIL.fieldRequired] });
    const start = queryDate(c, 'start');
    const end = queryDate(c, 'end');
    const page = queryInteger(c, 'page', { min: 1 }) ?? 1;
    assertRange(
      clientStatementProblem({ from: start, to: end }),
      { from: start, to: end },
      { from: 'start', to: 'end' },
    );
    const account = await ownAccount(state.db, customer, accountId);
    const statement = await statementOf(state.db, account.id, currency, start ?? '', end ?? '');
    const pages = Math.max(1, Math.ceil(statement.rows.length / REPORT_PAGE_SIZE));
    if (page > pages) fail(404, 'Invalid page.');
    return c.json({
      investment_account_id: account.id,
      currency,
      start,
      end,
      opening_balance: wire(statement.opening),
      closing_balance: wire(statement.closing),
      count: statement.rows.length,
      page,
      pages,
      results: statement.rows.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE).map((r) => ({
        date: r.trade_date,
        reference: r.reference,
        description: r.text,
        amount: r.amount,
        balance: r.balance,
      })),
    });
  });

  return app;
}
