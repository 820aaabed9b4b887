import {
  type CurrencyCode,
  currencyCodes,
  datePartsProblem,
  downloadReportData,
  getInvestmentAccounts,
  getReportData,
  type InvestmentAccount,
  type InvestmentSubReport,
  investmentSubReports,
  isApiDate,
  portfolioMessages,
  portfolioStatementProblem,
  type ReportColumnKind,
  type ReportData,
  type ReportDataInput,
  type ReportName,
  type ReportType,
  registerMessages,
  reportDateFilter,
  reportsMessages,
} from '@bondkit/sdk-core';
import { useId, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { describeFailure, failurePanel } from '../shared/failure';
import { type Format, useFormat } from '../shared/format';
import { useLoad } from '../shared/use-load';
import { Button } from '../ui/button';
import { type DataColumn, DataTable } from '../ui/data-table';
import { DateInput, EMPTY_DATE } from '../ui/date-input';
import { saveFile } from '../ui/download';
import { ErrorSummary } from '../ui/error-summary';
import { LoadPanel } from '../ui/load-panel';
import { Pager } from '../ui/pager';
import {
  DateRange,
  EMPTY_RANGE,
  type RangeProblem,
  type RangeValue,
  rangeDates,
  rangeEmpty,
  rangeFieldId,
  rangeProblem,
} from './date-range';
import { reportsCss } from './styles';

registerMessages(reportsMessages, portfolioMessages);

/** The reports page's categories (the `#reporting/…` addresses). */
export type ReportsCategory = 'investment' | 'account-statement' | 'buy-orders' | 'sell-orders';

export interface ReportsPageProps {
  /** the category shown first (default: the investment report; the partner's default is the account statement) */
  category?: ReportsCategory;
  className?: string;
}

/** An account and one of its currencies: what a report covers. */
interface AccountChoice {
  account: InvestmentAccount;
  currency: CurrencyCode;
}

/** Each account with each of its currencies, in the catalogue's currency order (GBP first). */
const choicesOf = (accounts: readonly InvestmentAccount[]): AccountChoice[] =>
  accounts.flatMap((account) =>
    currencyCodes
      .filter((currency) => currency in account.currencies)
      .map((currency) => ({ account, currency })),
  );

const SUB_OF: Partial<Record<ReportsCategory, InvestmentSubReport>> = {
  'buy-orders': 'buy_orders',
  'sell-orders': 'sell_orders',
};

/**
 * The reports page: an account and currency, the report (account statement or the investment report with
 * its choice of sub-reports), a date range and, for holdings, the date they are shown on (day, month and
 * year — used only when all three are given); the report's rows show a page at a time (the first, the
 * last and two either side of the current page; a spinner only after 500 ms) and it downloads as a PDF or a
 * CSV file.
 */
export function ReportsPage({ category, className }: ReportsPageProps) {
  useStyles('bk-reports', reportsCss);
  const client = useClient();
  const { t, variant } = useBondkit();
  const ids = useId();
  const headingId = `${ids}-title`;
  const first = category ?? (variant === 'sukuk' ? 'account-statement' : 'investment');
  const [report, setReport] = useState<'account_statement' | 'investment_report'>(
    first === 'account-statement' ? 'account_statement' : 'investment_report',
  );
  const [sub, setSub] = useState<InvestmentSubReport>(SUB_OF[first] ?? 'holdings');
  const [choice, setChoice] = useState(0);
  const [range, setRange] = useState<RangeValue>(EMPTY_RANGE);
  const [asOf, setAsOf] = useState(EMPTY_DATE);
  const [problem, setProblem] = useState<{ problem: RangeProblem; date: 'from' | 'to' } | null>(null);
  const [asOfProblem, setAsOfProblem] = useState<RangeProblem | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** the choices whose rows are shown (set by 'Show report') and the page shown */
  const [shown, setShown] = useState<{ query: ReportQuery; page: number } | null>(null);
  const load = useLoad(async () => choicesOf(await getInvestmentAccounts(client)), [client], ['accounts']);
  const rows = useLoad(
    (signal) =>
      shown ? getReportData(client, { ...shown.query, page: shown.page }, { signal }) : Promise.resolve(null),
    [client, shown],
  );

  const heading = (
    <h1 id={headingId} className="bk-reports__title">
      {t('reports.page.title')}
    </h1>
  );
  const rootClass = className ? `bk-reports ${className}` : 'bk-reports';
  if (load.status !== 'loaded') {
    return (
      <LoadPanel
        status={load.status}
        className={rootClass}
        headingId={headingId}
        heading={heading}
        {...failurePanel(t, load.error, load.retry, {
          title: 'reports.page.loadFailed',
          retry: 'reports.page.retry',
        })}
      />
    );
  }
  const choices = load.value;
  const chosen = choices[choice];

  /** The report the choices ask for, or null when its dates are wrong (the problem is then shown). */
  const chosenQuery = (): ReportQuery | null => {
    if (!chosen) return null;
    const found =
      report === 'account_statement' || !rangeEmpty(range)
        ? rangeProblem(range, portfolioStatementProblem)
        : null;
    const holdings = report === 'investment_report' && sub === 'holdings';
    const asOfFound = holdings ? datePartsProblem(asOf) : null;
    setProblem(found);
    setAsOfProblem(asOfFound);
    setFailed(null);
    if (found || asOfFound) return null;
    const dates = rangeDates(range);
    return {
      report: report as ReportName,
      investmentAccountId: chosen.account.id,
      currency: chosen.currency,
      ...(dates.from ? { start: dates.from } : {}),
      ...(dates.to ? { end: dates.to } : {}),
      ...(report === 'investment_report' ? { selectReport: sub } : {}),
      ...(report === 'investment_report' && sub === 'holdings' && reportDateFilter(asOf)
        ? { dateFilter: asOf }
        : {}),
    };
  };

  const show = () => {
    const query = chosenQuery();
    if (query) setShown({ query, page: 1 });
  };

  const download = async (format: ReportType) => {
    const query = chosenQuery();
    if (!query) return;
    setBusy(true);
    try {
      const file = await downloadReportData(client, { ...query, format });
      saveFile(file.blob, file.fileName);
    } catch (error) {
      setFailed(describeFailure(t, error, 'reports.page.downloadFailed').text);
    } finally {
      setBusy(false);
    }
  };

  const dateName = (date: 'from' | 'to') => t(date === 'from' ? 'reports.date.start' : 'reports.date.end');
  const asOfName = t('reports.date.asOf');
  const summary = [
    ...(problem
      ? [
          {
            text: t(`reports.problem.${problem.problem}`, { date: dateName(problem.date) }),
            fieldId: rangeFieldId(`${ids}-range`, problem.date),
          },
        ]
      : []),
    ...(asOfProblem
      ? [{ text: t(`reports.problem.${asOfProblem}`, { date: asOfName }), fieldId: `${ids}-asof-day` }]
      : []),
  ];
  return (
    <WidgetRoot className={rootClass} aria-labelledby={headingId}>
      {heading}
      <ErrorSummary title={t('reports.problem.title')} errors={summary} />
      {failed ? <p role="alert">{failed}</p> : null}
      {choices.length === 0 ? (
        <p>{t('reports.page.noAccounts')}</p>
      ) : (
        <>
          <div className="bk-reports__actions">
            <label>
              {t('reports.page.account')}{' '}
              <select value={choice} onChange={(event) => setChoice(Number(event.target.value))}>
                {choices.map((c, index) => (
                  <option key={`${c.account.id}-${c.currency}`} value={index}>
                    {t('reports.page.accountOption', {
                      title: c.account.title,
                      reference: c.account.reference,
                      currency: c.currency,
                    })}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('reports.page.category')}{' '}
              <select
                value={report}
                onChange={(event) =>
                  setReport(event.target.value as 'account_statement' | 'investment_report')
                }
              >
                <option value="account_statement">{t('reports.page.accountStatement')}</option>
                <option value="investment_report">{t('reports.page.investment')}</option>
              </select>
            </label>
            {report === 'investment_report' ? (
              <label>
                {t('reports.page.subReport')}{' '}
                <select value={sub} onChange={(event) => setSub(event.target.value as InvestmentSubReport)}>
                  {investmentSubReports.map((value) => (
                    <option key={value} value={value}>
                      {t(`reports.sub.${value}`)}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
          <DateRange
            idPrefix={`${ids}-range`}
            legend={t(
              report === 'account_statement' ? 'reports.page.accountStatement' : 'reports.page.investment',
            )}
            value={range}
            onChange={setRange}
            problem={problem}
          />
          {report === 'investment_report' && sub === 'holdings' ? (
            <DateInput
              id={`${ids}-asof`}
              legend={asOfName}
              hint={t('reports.date.hint')}
              labels={{
                day: t('reports.date.day'),
                month: t('reports.date.month'),
                year: t('reports.date.year'),
              }}
              value={asOf}
              onChange={setAsOf}
              error={asOfProblem ? t(`reports.problem.${asOfProblem}`, { date: asOfName }) : undefined}
            />
          ) : null}
          <div className="bk-reports__actions">
            <Button variant="primary" onClick={show}>
              {t('reports.page.show')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void download('pdf')}>
              {t('reports.page.downloadPdf')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void download('csv')}>
              {t('reports.page.downloadCsv')}
            </Button>
          </div>
          {shown ? (
            <ReportRows
              state={rows}
              currency={shown.query.currency}
              onPage={(page) => setShown({ query: shown.query, page })}
              onRetry={rows.retry}
            />
          ) : null}
        </>
      )}
    </WidgetRoot>
  );
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

// Spec: 001 §2 (Yields show 1 decimal place); 000 §9 ('DD MMM YYYY' for display)
/**
 * A cell of the report's rows as the widgets show values (`useFormat`): dates as 12 Aug 2040, amounts as money
 * in the report's currency, percentages and yields with their sign; what is not such a value (an empty cell,
 * 'Perpetual', 'N/A') as it is.
 */
function cellText(format: Format, kind: ReportColumnKind, cell: string, currency: CurrencyCode): string {
  switch (kind) {
    case 'date':
      return isApiDate(cell) ? format.date(cell) : cell;
    case 'money':
      return DECIMAL.test(cell) ? format.money(cell, currency, { floor: false }) : cell;
    case 'percent':
      return DECIMAL.test(cell) ? format.rate(cell) : cell;
    case 'yield':
      return DECIMAL.test(cell) ? format.yield(cell) : cell;
    default:
      return cell;
  }
}

/** The choices a report's rows and files are asked for. */
type ReportQuery = Omit<ReportDataInput, 'format'>;

interface ReportRowsProps {
  /** the report's currency: its money columns are in it */
  currency: CurrencyCode;
  state: { status: 'loading' | 'loaded' | 'failed'; value: ReportData | null | undefined; error: unknown };
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** A page of the report's rows under its caption, the pages, or the load's spinner (after 500 ms) or failure. */
function ReportRows({ currency, state, onPage, onRetry }: ReportRowsProps) {
  const { t } = useBondkit();
  const format = useFormat();
  if (state.status === 'failed') {
    return (
      <LoadPanel
        status="failed"
        {...failurePanel(t, state.error, onRetry, {
          title: 'portfolio.loadFailed.title',
          text: 'portfolio.loadFailed.text',
          retry: 'portfolio.loadFailed.retry',
        })}
      />
    );
  }
  const data = state.value;
  if (!data) return <LoadPanel status="loading" delayed />;
  const columns: DataColumn<{ key: number; cells: readonly string[] }>[] = data.columns.map((header, i) => ({
    id: String(i),
    header,
    numeric: data.numeric[i] ?? false,
    rowHeader: i === 0,
    cell: (row) =>
      cellText(format, data.kinds?.[i] ?? (data.numeric[i] ? 'money' : 'text'), row.cells[i] ?? '', currency),
  }));
  return (
    <div className="bk-reports__rows" aria-busy={state.status === 'loading' ? 'true' : undefined}>
      <DataTable
        columns={columns}
        rows={data.results.map((cells, key) => ({ key, cells }))}
        rowKey={(row) => row.key}
        caption={t('reports.page.rowsCaption', { title: data.title, page: data.page, pages: data.pages })}
        empty={<p>{t('reports.page.empty')}</p>}
      />
      <Pager
        page={data.page}
        pages={data.pages}
        label={t('reports.page.pages')}
        pageLabel={(page) => t('reports.page.page', { page })}
        onPage={onPage}
      />
    </div>
  );
}
