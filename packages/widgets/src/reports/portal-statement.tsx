import {
  type ClientStatement,
  type ClientStatementRow,
  clientStatementCurrencies,
  clientStatementProblem,
  getClientStatement,
  getInvestmentAccounts,
  registerMessages,
  reportsMessages,
} from '@bondkit/sdk-core';
import { useId, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { describeFailure, failurePanel } from '../shared/failure';
import { useFormat } from '../shared/format';
import { useLoad } from '../shared/use-load';
import { Button } from '../ui/button';
import { type DataColumn, DataTable } from '../ui/data-table';
import { ErrorSummary } from '../ui/error-summary';
import { LoadPanel } from '../ui/load-panel';
import { Pager } from '../ui/pager';
import {
  DateRange,
  EMPTY_RANGE,
  type RangeProblem,
  type RangeValue,
  rangeDates,
  rangeFieldId,
  rangeProblem,
} from './date-range';
import { reportsCss } from './styles';

registerMessages(reportsMessages);

type StatementCurrency = (typeof clientStatementCurrencies)[number];

export interface PortalStatementProps {
  className?: string;
}

/**
 * The portal's client statement: an account, GBP or EUR and a range of at most one month; the account's
 * cash movements with the balance after each, the opening and closing balances, and pages (the first, the
 * last and two either side of the current one).
 */
export function PortalStatement({ className }: PortalStatementProps) {
  useStyles('bk-reports', reportsCss);
  const client = useClient();
  const { t } = useBondkit();
  const format = useFormat();
  const ids = useId();
  const headingId = `${ids}-title`;
  const [accountId, setAccountId] = useState<number | null>(null);
  const [currency, setCurrency] = useState<StatementCurrency>('GBP');
  const [range, setRange] = useState<RangeValue>(EMPTY_RANGE);
  const [problem, setProblem] = useState<{ problem: RangeProblem; date: 'from' | 'to' } | null>(null);
  const [statement, setStatement] = useState<ClientStatement | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const accounts = useLoad(() => getInvestmentAccounts(client), [client], ['accounts']);

  const heading = (
    <h1 id={headingId} className="bk-reports__title">
      {t('reports.portal.title')}
    </h1>
  );
  const rootClass = className ? `bk-reports ${className}` : 'bk-reports';
  if (accounts.status !== 'loaded') {
    return (
      <LoadPanel
        status={accounts.status}
        className={rootClass}
        headingId={headingId}
        heading={heading}
        {...failurePanel(t, accounts.error, accounts.retry, {
          title: 'reports.page.loadFailed',
          retry: 'reports.page.retry',
        })}
      />
    );
  }
  const chosenId = accountId ?? accounts.value[0]?.id ?? null;

  const show = async (page: number) => {
    const found = rangeProblem(range, clientStatementProblem);
    setProblem(found);
    setFailed(null);
    if (found || chosenId === null) return;
    const dates = rangeDates(range);
    try {
      setStatement(
        await getClientStatement(client, {
          investmentAccountId: chosenId,
          currency,
          start: dates.from,
          end: dates.to,
          page,
        }),
      );
    } catch (error) {
      setStatement(null);
      setFailed(describeFailure(t, error, 'reports.portal.loadFailed').text);
    }
  };

  const money = (amount: string) => format.money(amount, currency, { floor: false });
  const columns: DataColumn<ClientStatementRow>[] = [
    { id: 'date', header: t('reports.portal.column.date'), cell: (row) => format.date(row.date) },
    { id: 'reference', header: t('reports.portal.column.reference'), cell: (row) => row.reference },
    {
      id: 'description',
      header: t('reports.portal.column.description'),
      rowHeader: true,
      cell: (row) => row.description,
    },
    {
      id: 'amount',
      header: t('reports.portal.column.amount'),
      numeric: true,
      cell: (row) => money(row.amount),
    },
    {
      id: 'balance',
      header: t('reports.portal.column.balance'),
      numeric: true,
      cell: (row) => money(row.balance),
    },
  ];

  return (
    <WidgetRoot className={rootClass} aria-labelledby={headingId}>
      {heading}
      <ErrorSummary
        title={t('reports.problem.title')}
        errors={
          problem
            ? [
                {
                  text: t(`reports.problem.${problem.problem}`, {
                    date: t(problem.date === 'from' ? 'reports.date.start' : 'reports.date.end'),
                  }),
                  fieldId: rangeFieldId(`${ids}-range`, problem.date),
                },
              ]
            : []
        }
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void show(1);
        }}
      >
        <div className="bk-reports__actions">
          <label>
            {t('reports.page.account')}{' '}
            <select value={chosenId ?? ''} onChange={(event) => setAccountId(Number(event.target.value))}>
              {accounts.value.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.title} ({account.reference})
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('reports.portal.currency')}{' '}
            <select
              value={currency}
              onChange={(event) => setCurrency(event.target.value as StatementCurrency)}
            >
              {clientStatementCurrencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
        </div>
        <DateRange
          idPrefix={`${ids}-range`}
          legend={t('reports.portal.title')}
          value={range}
          onChange={setRange}
          problem={problem}
        />
        <Button type="submit" variant="primary">
          {t('reports.portal.show')}
        </Button>
      </form>
      {failed ? <p role="alert">{failed}</p> : null}
      {statement ? (
        <section
          aria-label={t('reports.portal.caption', {
            start: format.date(statement.start),
            end: format.date(statement.end),
          })}
        >
          <dl className="bk-reports__balances">
            <div>
              <dt>{t('reports.portal.opening')}</dt>
              <dd>{money(statement.opening_balance)}</dd>
            </div>
            <div>
              <dt>{t('reports.portal.closing')}</dt>
              <dd>{money(statement.closing_balance)}</dd>
            </div>
          </dl>
          <DataTable
            columns={columns}
            rows={statement.results}
            rowKey={(row) => row.reference}
            caption={t('reports.portal.caption', {
              start: format.date(statement.start),
              end: format.date(statement.end),
            })}
            empty={<p>{t('reports.portal.empty')}</p>}
          />
          <Pager
            page={statement.page}
            pages={statement.pages}
            label={t('reports.portal.pages')}
            pageLabel={(page) => t('reports.portal.page', { page })}
            onPage={(page) => void show(page)}
          />
        </section>
      ) : null}
    </WidgetRoot>
  );
}
