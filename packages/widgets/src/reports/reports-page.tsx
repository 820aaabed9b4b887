import {
  type CurrencyCode,
  currencyCodes,
  downloadReportData,
  getInvestmentAccounts,
  getReportData,
  type InvestmentAccount,
  type InvestmentSubReport,
  investmentSubReports,
  portfolioMessages,
  portfolioStatementProblem,
  type ReportData,
  type ReportDataInput,
  type ReportDateRange,
  type ReportName,
  type ReportRangeProblem,
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
import { useLoad } from '../shared/use-load';
import { Button } from '../ui/button';
import { type DataColumn, DataTable } from '../ui/data-table';
import { saveFile } from '../ui/download';
import { ErrorSummary } from '../ui/error-summary';
import { LoadPanel } from '../ui/load-panel';
import { Pager } from '../ui/pager';
import { DateRange, faultyDate, type RangeValue } from './date-range';
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
  const [range, setRange] = useState<RangeValue>({ from: '', to: '' });
  const [asOf, setAsOf] = useState({ day: '', month: '', year: '' });
  const [problem, setProblem] = useState<ReportRangeProblem | null>(null);
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
    const dated: ReportDateRange = range;
    const rangeProblem =
      report === 'account_statement' || range.from || range.to ? portfolioStatementProblem(dated) : null;
    setProblem(rangeProblem);
    setFailed(null);
    if (rangeProblem) return null;
    return {
      report: report as ReportName,
      investmentAccountId: chosen.account.id,
      currency: chosen.currency,
      ...(range.from ? { start: range.from } : {}),
      ...(range.to ? { end: range.to } : {}),
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

  const faulty = faultyDate(problem, range);
  return (
    <WidgetRoot className={rootClass} aria-labelledby={headingId}>
      {heading}
      <ErrorSummary
        title={t('reports.problem.title')}
        errors={problem ? [{ text: t(`reports.problem.${problem}`), fieldId: `${ids}-range-${faulty}` }] : []}
      />
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
            <fieldset className="bk-reports__dates" aria-describedby={`${ids}-asof-hint`}>
              <legend>{t('reports.sub.holdings')}</legend>
              <p id={`${ids}-asof-hint`} className="bk-reports__note">
                {t('reports.date.hint')}
              </p>
              {(['day', 'month', 'year'] as const).map((part) => (
                <div key={part} className="bk-field bk-reports__part">
                  <label htmlFor={`${ids}-asof-${part}`}>{t(`reports.date.${part}`)}</label>
                  <input
                    id={`${ids}-asof-${part}`}
                    inputMode="numeric"
                    value={asOf[part]}
                    onChange={(event) => setAsOf({ ...asOf, [part]: event.target.value })}
                  />
                </div>
              ))}
            </fieldset>
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
              onPage={(page) => setShown({ query: shown.query, page })}
              onRetry={rows.retry}
            />
          ) : null}
        </>
      )}
    </WidgetRoot>
  );
}

/** The choices a report's rows and files are asked for. */
type ReportQuery = Omit<ReportDataInput, 'format'>;

interface ReportRowsProps {
  state: { status: 'loading' | 'loaded' | 'failed'; value: ReportData | null | undefined; error: unknown };
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** A page of the report's rows under its caption, the pages, or the load's spinner (after 500 ms) or failure. */
function ReportRows({ state, onPage, onRetry }: ReportRowsProps) {
  const { t } = useBondkit();
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
    cell: (row) => row.cells[i] ?? '',
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
