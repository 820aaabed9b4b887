import {
  type CurrencyCode,
  portfolioStatementProblem,
  type ReportName,
  type ReportType,
  registerMessages,
  reportsMessages,
  requestReport,
  taxYearMenu,
} from '@bondkit/sdk-core';
import { useEffect, useId, useRef, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { Button } from '../ui/button';
import { ErrorSummary } from '../ui/error-summary';
import {
  DateRange,
  EMPTY_RANGE,
  type RangeProblem,
  type RangeValue,
  rangeDates,
  rangeFieldId,
  rangeProblem,
} from './date-range';
import { useReportDownloads, WithReportDownloads } from './downloads';
import { reportsCss } from './styles';

registerMessages(reportsMessages);

// Spec: 001 §4 (the emailed statement button is re-enabled after 5 s)
/** How long the partner's 'Email me my statement' stays disabled after a request, in milliseconds. */
export const STATEMENT_EMAIL_PAUSE_MS = 5000;

export interface ReportingPanelProps {
  /** the investment account reported on */
  investmentAccountId: number;
  /** the currency of its figures */
  currency: CurrencyCode;
  /** where 'Detailed reports' leads (the reports page; the host's address, e.g. `#reporting/investment`) */
  detailedReportsHref?: string;
  className?: string;
}

const CUSTOM = 'custom';

/** A range's problem and the date it is shown beside. */
type DatedProblem = { problem: RangeProblem; date: 'from' | 'to' };

/**
 * The portfolio page's reporting side column: the Portfolio Value Report (PDF and CSV), the Gain/Loss Report
 * (CSV), the Portfolio Statement between two dates (emailed in the partner variant), the Tax Report for one of
 * two tax years or a custom range, and a link to the detailed reports. Each report is generated on the server
 * and followed by the report-download popup until it downloads.
 */
export function ReportingPanel(props: ReportingPanelProps) {
  return (
    <WithReportDownloads>
      <Panel {...props} />
    </WithReportDownloads>
  );
}

function Panel({ investmentAccountId, currency, detailedReportsHref, className }: ReportingPanelProps) {
  useStyles('bk-reports', reportsCss);
  const client = useClient();
  const downloads = useReportDownloads();
  const { t, variant, clock } = useBondkit();
  const headingId = useId();
  const ids = useId();
  const [failed, setFailed] = useState(false);
  const [statement, setStatement] = useState<RangeValue>(EMPTY_RANGE);
  const [statementProblem, setStatementProblem] = useState<DatedProblem | null>(null);
  const [statementPaused, setStatementPaused] = useState(false);
  const [statementSent, setStatementSent] = useState(false);
  const taxYears = taxYearMenu(clock.now());
  const [taxChoice, setTaxChoice] = useState<string>(taxYears[0]?.label ?? CUSTOM);
  const [taxRange, setTaxRange] = useState<RangeValue>(EMPTY_RANGE);
  const [taxProblem, setTaxProblem] = useState<DatedProblem | null>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (pause.current && clearTimeout(pause.current)), []);

  const ask = async (name: ReportName, type: ReportType, dates: { from?: string; to?: string } = {}) => {
    setFailed(false);
    try {
      const report = await requestReport(client, {
        report_name: name,
        report_type: type,
        investment_account_id: investmentAccountId,
        currency,
        ...(dates.from ? { from_date: dates.from } : {}),
        ...(dates.to ? { to_date: dates.to } : {}),
        ...(variant === 'sukuk' && name === 'summary_report' ? { email_report: true } : {}),
      });
      downloads?.track(report, t(`reports.name.${name}`));
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  };

  const requestStatement = async () => {
    const problem = rangeProblem(statement, portfolioStatementProblem);
    setStatementProblem(problem);
    if (problem) return;
    if (variant === 'sukuk') {
      setStatementPaused(true);
      pause.current = setTimeout(() => setStatementPaused(false), STATEMENT_EMAIL_PAUSE_MS);
    }
    const ok = await ask('summary_report', 'pdf', rangeDates(statement));
    setStatementSent(ok && variant === 'sukuk');
  };

  const requestTax = () => {
    const year = taxYears.find((y) => y.label === taxChoice);
    if (year) {
      setTaxProblem(null);
      void ask('tax_report', 'pdf', { from: year.start, to: year.end });
      return;
    }
    const problem = rangeProblem(taxRange, portfolioStatementProblem);
    setTaxProblem(problem);
    if (!problem) void ask('tax_report', 'pdf', rangeDates(taxRange));
  };

  const downloadButton = (name: ReportName, type: ReportType) => (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t('reports.panel.download', {
        name: t(`reports.name.${name}`),
        format: t(`reports.format.${type}`),
      })}
      onClick={() => void ask(name, type)}
    >
      {t(`reports.format.${type}`)}
    </Button>
  );

  const summaryOf = (found: DatedProblem | null, idPrefix: string) =>
    found
      ? [
          {
            text: t(`reports.problem.${found.problem}`, {
              date: t(found.date === 'from' ? 'reports.date.start' : 'reports.date.end'),
            }),
            fieldId: rangeFieldId(idPrefix, found.date),
          },
        ]
      : [];
  const problems = [
    ...summaryOf(statementProblem, `${ids}-statement`),
    ...(taxChoice === CUSTOM ? summaryOf(taxProblem, `${ids}-tax`) : []),
  ];

  return (
    <WidgetRoot className={className ? `bk-reports ${className}` : 'bk-reports'} aria-labelledby={headingId}>
      <h2 id={headingId} className="bk-reports__title">
        {t('reports.panel.title')}
      </h2>
      <ErrorSummary title={t('reports.problem.title')} errors={problems} focus={false} />
      {failed ? <p role="alert">{t('reports.requestFailed')}</p> : null}
      <section className="bk-reports__item" aria-labelledby={`${ids}-value`}>
        <h3 id={`${ids}-value`}>{t('reports.panel.portfolioValue')}</h3>
        <div className="bk-reports__actions">
          {downloadButton('portfolio_report', 'pdf')}
          {downloadButton('portfolio_report', 'csv')}
        </div>
      </section>
      <section className="bk-reports__item" aria-labelledby={`${ids}-gain`}>
        <h3 id={`${ids}-gain`}>{t('reports.panel.gainLoss')}</h3>
        <div className="bk-reports__actions">{downloadButton('returns_report', 'csv')}</div>
      </section>
      <section className="bk-reports__item" aria-labelledby={`${ids}-statement`}>
        <h3 id={`${ids}-statement`}>{t('reports.panel.statement')}</h3>
        <DateRange
          idPrefix={`${ids}-statement`}
          legend={t('reports.panel.statement')}
          legendHidden
          value={statement}
          onChange={setStatement}
          problem={statementProblem}
        />
        <div className="bk-reports__actions">
          <Button
            size="sm"
            variant="secondary"
            disabled={statementPaused}
            onClick={() => void requestStatement()}
          >
            {t('reports.panel.statementAction')}
          </Button>
        </div>
        {statementSent ? (
          <p className="bk-reports__note" role="status">
            {t('reports.panel.statementEmailed')}
          </p>
        ) : null}
      </section>
      <section className="bk-reports__item" aria-labelledby={`${ids}-tax`}>
        <h3 id={`${ids}-tax`}>{t('reports.panel.tax')}</h3>
        <div className="bk-reports__actions">
          <label>
            {t('reports.panel.taxYear')}{' '}
            <select value={taxChoice} onChange={(event) => setTaxChoice(event.target.value)}>
              {taxYears.map((year) => (
                <option key={year.label} value={year.label}>
                  {t('reports.panel.taxYearOption', { label: year.label })}
                </option>
              ))}
              <option value={CUSTOM}>{t('reports.panel.customRange')}</option>
            </select>
          </label>
        </div>
        {taxChoice === CUSTOM ? (
          <DateRange
            idPrefix={`${ids}-tax`}
            legend={t('reports.panel.customRange')}
            value={taxRange}
            onChange={setTaxRange}
            problem={taxProblem}
          />
        ) : null}
        <div className="bk-reports__actions">
          <Button size="sm" variant="secondary" onClick={requestTax}>
            {t('reports.panel.taxAction')}
          </Button>
        </div>
      </section>
      {detailedReportsHref ? (
        <section className="bk-reports__item" aria-labelledby={`${ids}-detailed`}>
          <h3 id={`${ids}-detailed`}>
            <a href={detailedReportsHref}>{t('reports.panel.detailed')}</a>
          </h3>
        </section>
      ) : null}
    </WidgetRoot>
  );
}
