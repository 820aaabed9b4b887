import {
  accountsMessages,
  canCashOut,
  canReinvest,
  type DynamicBond,
  firstReinvestable,
  getDynamicBonds,
  holdingStateMessageId,
  isReadOnly,
  registerMessages,
  reinvestNotices,
  smartInterestMessages,
  smartInterestNoticesMessages,
} from '@bondkit/sdk-core';
import { useEffect, useId, useRef, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { describeFailure } from '../shared/failure';
import { useFormat } from '../shared/format';
import { useRefreshChannel } from '../shared/refresh';
import { smartInterestCss } from '../shared/smart-interest-styles';
import { useLoad } from '../shared/use-load';
import { partOf } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { type DataColumn, DataTable } from '../ui/data-table';
import { LoadPanel } from '../ui/load-panel';
import { useToasts } from '../ui/toasts';
import { smartInterestHoldingsAnatomy } from './anatomy';
import { CashOutDialog } from './cash-out-dialog';
import { ReinvestDialog } from './reinvest-dialog';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(smartInterestMessages, smartInterestNoticesMessages, accountsMessages);

export interface SmartInterestHoldingsProps {
  // Spec: 000 §2
  /**
   * Opens the first holding's reinvest modal by itself once the list is loaded (with `#my-investments`
   * in the address and version 2 of the Smart Interest page, the host passes true).
   */
  autoOpenReinvest?: boolean;
  /** change it to reload the list (e.g. after an order placed by `SmartInterestQuote`) */
  reloadToken?: unknown;
  /** show the reinvest notices at 90, 60 and 30 days before maturity (default true) */
  showNotices?: boolean;
  /** leave out the title (the page shows its own) */
  hideHeading?: boolean;
  className?: string;
}

type Open = { kind: 'cash-out' | 'reinvest'; holding: DynamicBond } | null;

/** What a Smart Interest order, cash-out or reinvestment changes. */
export const SMART_INTEREST_CHANGES = ['smart-interest', 'accounts'] as const;

// Spec: 000 §2 '#my-investments', §4, §9; 001 §2
/**
 * The user's Smart Interest holdings: a table of holdings with their
 * state; 'Cash out' for an open holding with no reinvestment booked (a confirmation shows the sale fee, the
 * forfeited interest and the sale amount, then the holding reads 'Cash out requested'); 'Reinvest' for a holding
 * with a reinvest offer (a modal lists the series of its currency, quotes the repayment and books it); and the
 * reinvest notices 90, 60 and 30 days before maturity for users who can invest in Smart Interest.
 * Needs a {@link BondkitProvider} above it.
 */
export function SmartInterestHoldings({
  autoOpenReinvest = false,
  reloadToken,
  showNotices = true,
  hideHeading,
  className,
}: SmartInterestHoldingsProps) {
  useStyles('bk-smart-interest', smartInterestCss);
  const client = useClient();
  const { t, user, clock } = useBondkit();
  const refresh = useRefreshChannel();
  const toasts = useToasts();
  const format = useFormat();
  const titleId = useId();
  const [open, setOpen] = useState<Open>(null);
  const autoOpened = useRef(false);
  const signedIn = user !== null;

  // `reloadToken` only asks for a reload; the last holdings stay on screen while it runs
  const load = useLoad(
    (signal) => (signedIn ? getDynamicBonds(client, { signal }) : Promise.resolve(null)),
    [client, signedIn, reloadToken],
    ['smart-interest'],
  );
  const reload = load.retry;
  const failure = describeFailure(t, load.error, 'smartInterest.holdings.loadFailed');
  /** a cash-out or reinvestment changed the holdings and the cash: every widget showing them loads again */
  const changed = () => refresh.invalidate(SMART_INTEREST_CHANGES);
  /** the holdings shown: none after a failed load */
  const shown = load.status === 'failed' ? null : (load.value ?? null);

  useEffect(() => {
    if (!autoOpenReinvest || autoOpened.current || load.status !== 'loaded' || !load.value) return;
    autoOpened.current = true;
    const first = firstReinvestable(load.value);
    if (first) setOpen({ kind: 'reinvest', holding: first });
  }, [autoOpenReinvest, load]);

  const rootClass = className ? `bk-si-holdings ${className}` : 'bk-si-holdings';
  const title = hideHeading ? null : (
    <h2 id={titleId} {...partOf(smartInterestHoldingsAnatomy, 'title')}>
      {t('smartInterest.holdings.title')}
    </h2>
  );
  const region = hideHeading ? {} : { role: 'region', 'aria-labelledby': titleId };

  if (!signedIn) {
    return (
      <WidgetRoot className={rootClass} {...region}>
        {title}
        <p>
          {t('smartInterest.holdings.signIn')}{' '}
          <NavLink to={{ to: 'login' }}>{t('smartInterest.holdings.signInLink')}</NavLink>
        </p>
      </WidgetRoot>
    );
  }

  const holdings = shown ?? [];
  const readOnly = isReadOnly(user);
  const notices = showNotices && !readOnly ? reinvestNotices(user, holdings, clock.now()) : [];
  const openReinvest = (holding: DynamicBond) => setOpen({ kind: 'reinvest', holding });
  const columns: DataColumn<DynamicBond>[] = [
    {
      id: 'holding',
      header: t('smartInterest.holdings.holding'),
      rowHeader: true,
      cell: (holding) => (
        <>
          {holding.holding_name}
          <span className="bk-si-holdings__ref">{holding.reference}</span>
        </>
      ),
    },
    {
      id: 'amount',
      header: t('smartInterest.holdings.amount'),
      cell: (holding) => format.money(holding.principal, holding.currency, { floor: false }),
    },
    { id: 'rate', header: t('smartInterest.holdings.rate'), cell: (holding) => format.rate(holding.rate) },
    {
      id: 'maturity',
      header: t('smartInterest.holdings.maturity'),
      cell: (holding) => format.date(holding.maturity),
    },
    {
      id: 'state',
      header: t('smartInterest.holdings.state'),
      cell: (holding) => (
        <>
          {t(holdingStateMessageId(holding.state))}
          {holding.reinvest_action ? (
            <span className="bk-si-holdings__note">
              {' '}
              {t('smartInterest.holdings.reinvesting', { series: holding.reinvest_action.series })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'nextPayment',
      header: t('smartInterest.holdings.nextPayment'),
      cell: (holding) =>
        holding.next_payment_amount && holding.next_payment_date
          ? t('smartInterest.holdings.nextPaymentValue', {
              amount: format.money(holding.next_payment_amount, holding.currency, { floor: false }),
              date: format.date(holding.next_payment_date),
            })
          : t('common.notAvailable'),
    },
  ];
  if (!readOnly) {
    columns.push({
      id: 'actions',
      header: t('smartInterest.holdings.actions'),
      cell: (holding) => {
        const names = { holding: holding.holding_name, reference: holding.reference };
        return (
          <div className="bk-si-holdings__row-actions">
            {canCashOut(holding) ? (
              <Button
                size="sm"
                onClick={() => setOpen({ kind: 'cash-out', holding })}
                aria-label={t('smartInterest.holdings.cashOutLabel', names)}
              >
                {t('smartInterest.holdings.cashOut')}
              </Button>
            ) : null}
            {canReinvest(holding) ? (
              <Button
                size="sm"
                variant="primary"
                onClick={() => openReinvest(holding)}
                aria-label={t('smartInterest.holdings.reinvestLabel', names)}
              >
                {t('smartInterest.holdings.reinvest')}
              </Button>
            ) : null}
          </div>
        );
      },
    });
  }

  return (
    <WidgetRoot className={rootClass} {...region} aria-busy={load.status === 'loading' ? true : undefined}>
      {title}
      {notices.length > 0 ? (
        <section
          {...partOf(smartInterestHoldingsAnatomy, 'notices')}
          aria-label={t('smartInterest.notices.label')}
        >
          {notices.map((notice) => (
            <Banner
              key={notice.holding.reference}
              tone={notice.stage === 30 ? 'warning' : 'info'}
              data-testid="bk-reinvest-notice"
              action={
                <Button
                  size="sm"
                  variant="primary"
                  onClick={() => openReinvest(notice.holding)}
                  aria-label={t('smartInterest.holdings.reinvestLabel', {
                    holding: notice.holding.holding_name,
                    reference: notice.holding.reference,
                  })}
                >
                  {t('smartInterest.holdings.reinvest')}
                </Button>
              }
            >
              {t(notice.message.code, notice.message.values)}
            </Banner>
          ))}
        </section>
      ) : null}

      {load.status === 'failed' || (load.status === 'loading' && shown === null) ? (
        <LoadPanel
          status={load.status}
          loadingText={t('smartInterest.holdings.loading')}
          statusClassName={smartInterestHoldingsAnatomy.status}
          statusPart="status"
          failedTitle={failure.text}
          retryLabel={t('common.tryAgain')}
          onRetry={failure.retry ? reload : undefined}
          compact
        />
      ) : null}
      {load.status === 'loaded' && holdings.length === 0 ? <p>{t('smartInterest.holdings.empty')}</p> : null}

      {holdings.length > 0 ? (
        <DataTable
          columns={columns}
          rows={holdings}
          rowKey={(holding) => holding.reference}
          caption={t('smartInterest.holdings.caption')}
          captionHidden
          tableClassName={smartInterestHoldingsAnatomy.table}
          part="table"
        />
      ) : null}

      {open?.kind === 'cash-out' ? (
        <CashOutDialog
          holding={open.holding}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            toasts.show(t('smartInterest.cashOut.done', { holding: open.holding.holding_name }), {
              tone: 'success',
            });
            changed();
          }}
        />
      ) : null}
      {open?.kind === 'reinvest' ? (
        <ReinvestDialog holding={open.holding} onClose={() => setOpen(null)} onBooked={changed} />
      ) : null}
    </WidgetRoot>
  );
}
