import {
  type CurrencyCode,
  getPaymentActivity,
  type MessageId,
  type PaymentActivity,
  type PaymentActivityGroup,
  paymentActivityGroups,
} from '@bondkit/sdk-core';
import { useId, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import type { WidgetVariant } from '../provider/types';
import { failurePanel } from '../shared/failure';
import { useFormat } from '../shared/format';
import { useLoad } from '../shared/use-load';
import { partOf } from '../ui/anatomy';
import { type DataColumn, DataTable } from '../ui/data-table';
import { Field } from '../ui/field';
import { LoadPanel } from '../ui/load-panel';
import { Pager } from '../ui/pager';
import { portfolioAnatomy } from './anatomy';
import { PORTFOLIO_FAILURE } from './load';

const GROUP_LABEL: Readonly<Record<PaymentActivityGroup, MessageId>> = {
  cash: 'portfolio.activity.group.cash',
  trades: 'portfolio.activity.group.trades',
  interest: 'portfolio.activity.group.interest',
  fees: 'portfolio.activity.group.fees',
  fx: 'portfolio.activity.group.fx',
  smart_interest: 'portfolio.activity.group.smart_interest',
  other: 'portfolio.activity.group.other',
};

/** Lines per page of the activity list. */
export const ACTIVITY_PAGE_SIZE = 20;

// Spec: 001 §2 'Activity panel', §6, §9
/**
 * The groups the activity filter offers in a variant: the partner offers neither currency exchange nor Smart
 * Interest (its deposits and withdrawals show like everyone's).
 */
export function activityGroups(variant: WidgetVariant): PaymentActivityGroup[] {
  return paymentActivityGroups.filter(
    (group) => !((group === 'fx' || group === 'smart_interest') && variant === 'sukuk'),
  );
}

export interface PortfolioActivityProps {
  investmentAccountId: number;
  currency: CurrencyCode;
}

/**
 * An account's payment activity in one currency: a filter by group, a page of lines (date, description,
 * amount) and the pages — first, last and two either side of the current one.
 */
export function PortfolioActivity({ investmentAccountId, currency }: PortfolioActivityProps) {
  const client = useClient();
  const { t, variant } = useBondkit();
  const format = useFormat();
  const filterId = useId();
  const headingId = useId();
  const [group, setGroup] = useState<PaymentActivityGroup | 'all'>('all');
  const [page, setPage] = useState(1);
  const load = useLoad(
    (signal) =>
      getPaymentActivity(client, {
        investmentAccountId,
        currency,
        page,
        pageSize: ACTIVITY_PAGE_SIZE,
        ...(group === 'all' ? {} : { group }),
        signal,
      }),
    [client, investmentAccountId, currency, page, group],
    ['positions', 'orders', 'accounts', 'smart-interest'],
  );
  const value = load.value;
  const columns: DataColumn<PaymentActivity>[] = [
    { id: 'date', header: t('portfolio.activity.date'), cell: (line) => format.date(line.date) },
    {
      id: 'description',
      header: t('portfolio.activity.description'),
      rowHeader: true,
      cell: (l) => l.description,
    },
    {
      id: 'amount',
      header: t('portfolio.activity.amount'),
      numeric: true,
      cell: (line) => format.money(line.amount, line.currency, { floor: false }),
    },
  ];
  const pages = value ? value.num_pages : 1;
  return (
    <section {...partOf(portfolioAnatomy, 'activity')} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('portfolio.activity.title')}</h3>
      <Field id={filterId} label={t('portfolio.activity.filter')} className="bk-portfolio-activity__filter">
        {(control) => (
          <select
            {...control}
            className="bk-input"
            value={group}
            onChange={(event) => {
              setGroup(event.target.value as PaymentActivityGroup | 'all');
              setPage(1);
            }}
          >
            <option value="all">{t('portfolio.activity.group.all')}</option>
            {activityGroups(variant).map((g) => (
              <option key={g} value={g}>
                {t(GROUP_LABEL[g])}
              </option>
            ))}
          </select>
        )}
      </Field>
      {load.status === 'failed' ? (
        <LoadPanel status="failed" {...failurePanel(t, load.error, load.retry, PORTFOLIO_FAILURE)} />
      ) : !value ? (
        <LoadPanel status="loading" delayed />
      ) : (
        <div aria-busy={load.status === 'loading' ? 'true' : undefined}>
          <DataTable
            columns={columns}
            rows={value.results}
            rowKey={(line) => line.reference}
            rowProps={() => ({ 'data-testid': 'bk-activity-line' })}
            caption={t('portfolio.activity.caption', { page: value.page, pages })}
            captionHidden
            empty={<p className="bk-portfolio__muted">{t('portfolio.activity.empty')}</p>}
          />
          <Pager
            page={value.page}
            pages={pages}
            label={t('portfolio.activity.pages')}
            pageLabel={(page) => t('portfolio.activity.page', { page })}
            previousLabel={t('portfolio.activity.previous')}
            nextLabel={t('portfolio.activity.next')}
            part={partOf(portfolioAnatomy, 'pagination')}
            onPage={setPage}
          />
        </div>
      )}
    </section>
  );
}
