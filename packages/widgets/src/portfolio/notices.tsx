import {
  confirmWithdrawal,
  type DashboardNotice,
  debitNoteBlocks,
  type NoteSpan,
  portfolioNoticesMessages,
  registerMessages,
  smartInterestNoticesMessages,
  toBig,
  tradeStatusMessages,
  type WithdrawalConfirmation,
} from '@bondkit/sdk-core';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import { useFormat } from '../shared/format';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button, HeldButton } from '../ui/button';
import { portfolioSummaryAnatomy } from './anatomy';

// the notices' own texts, and those they quote: Smart Interest's reinvest notice, the cooling-off hold's (this
// code loads only once there is a notice, so the pages without one carry none of them)
registerMessages(portfolioNoticesMessages, smartInterestNoticesMessages, tradeStatusMessages);

function Spans({ spans }: { spans: readonly NoteSpan[] }) {
  return (
    <>
      {spans.map((span, index) => {
        const key = `${index}-${span.kind}`;
        if (span.kind === 'strong') return <strong key={key}>{span.text}</strong>;
        if (span.kind === 'em') return <em key={key}>{span.text}</em>;
        if (span.kind === 'link')
          return (
            <a key={key} href={span.href} rel="noopener noreferrer" target="_blank">
              {span.text}
            </a>
          );
        return <span key={key}>{span.text}</span>;
      })}
    </>
  );
}

/** A debit note's markdown, rendered from sdk-core's safe blocks as elements (never as HTML). */
export function DebitNoteBody({ markdown }: { markdown: string }) {
  return (
    <>
      {debitNoteBlocks(markdown).map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one note never reorder
          <ul key={index}>
            {block.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items of one note never reorder
              <li key={i}>
                <Spans spans={item} />
              </li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one note never reorder
          <p key={index}>
            {block.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph never reorder
              <span key={i}>
                {i > 0 ? <br /> : null}
                <Spans spans={line} />
              </span>
            ))}
          </p>
        ),
      )}
    </>
  );
}

// Spec: 001 §2 (withdrawal confirmations), §6 (read-only users cannot confirm withdrawals); written: the review
// before the money moves (issue 27)
/**
 * A withdrawal waiting for confirmation. 'Confirm withdrawal' opens its review in the notice (amount, fee,
 * what arrives, where; focus on the review's heading); only the review's 'Withdraw {amount}' confirms it, and
 * Cancel returns to the notice (focus on 'Confirm withdrawal'). Confirmed, the notice goes and the list's
 * status heading takes the focus. Buttons that are pressed stay focusable while busy (`aria-disabled`).
 */
function WithdrawalNotice({
  confirmation,
  onConfirmed,
}: {
  confirmation: WithdrawalConfirmation;
  onConfirmed: (id: number) => void;
}) {
  const { t, user } = useBondkit();
  const client = useClient();
  const format = useFormat();
  const ids = useId();
  const [state, setState] = useState<'idle' | 'review' | 'busy' | 'failed'>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const readOnly = user?.is_read_only ?? false;
  const blocked = user?.blocks.block_withdrawals ?? false;
  const reviewing = state !== 'idle';

  // focus follows the step: the review's heading when it opens, 'Confirm withdrawal' when it is cancelled
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (reviewing) headingRef.current?.focus();
    else openRef.current?.focus();
  }, [reviewing]);

  const move = (next: 'idle' | 'review') => {
    moved.current = true;
    setState(next);
  };
  const confirm = async () => {
    if (state === 'busy') return;
    setState('busy');
    try {
      await confirmWithdrawal(client, confirmation.id);
      onConfirmed(confirmation.id);
    } catch {
      setState('failed');
    }
  };
  const { amount, currency } = confirmation;
  const money = (value: string) => (currency ? format.money(value, currency, { floor: false }) : value);
  const shownAmount = amount && currency ? money(amount) : null;
  const text = shownAmount
    ? t('portfolio.notice.withdrawal.text', { amount: shownAmount })
    : t('portfolio.notice.withdrawal.textNoAmount');
  const reason = readOnly
    ? t('portfolio.notice.readOnly')
    : blocked
      ? t('portfolio.notice.withdrawal.blocked')
      : null;
  const reasonId = `${ids}-reason`;
  // the platform takes no fee for a withdrawal: the amount arrives whole
  const fee = '0';
  const received = amount ? toBig(amount).minus(fee).toFixed(2) : null;
  return (
    <Banner
      tone="warning"
      title={t('portfolio.notice.withdrawal.title')}
      data-testid="bk-withdrawal-notice"
      action={
        reviewing ? null : (
          <Button
            ref={openRef}
            variant="secondary"
            size="sm"
            disabled={reason !== null}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => move('review')}
          >
            {t('portfolio.notice.withdrawal.confirm')}
          </Button>
        )
      }
    >
      <p>{text}</p>
      {reason ? <p id={reasonId}>{reason}</p> : null}
      {reviewing ? (
        <section aria-labelledby={`${ids}-review`} data-testid="bk-withdrawal-review">
          <h2 id={`${ids}-review`} ref={headingRef} tabIndex={-1} className="bk-banner__title">
            {t('portfolio.notice.withdrawal.reviewTitle')}
          </h2>
          {amount && currency && received ? (
            <dl>
              <div>
                <dt>{t('portfolio.notice.withdrawal.amount')}</dt>
                <dd>{money(amount)}</dd>
              </div>
              <div>
                <dt>{t('portfolio.notice.withdrawal.fee')}</dt>
                <dd>{money(fee)}</dd>
              </div>
              <div>
                <dt>{t('portfolio.notice.withdrawal.receive')}</dt>
                <dd>{money(received)}</dd>
              </div>
            </dl>
          ) : null}
          {currency ? <p>{t('portfolio.notice.withdrawal.destination', { currency })}</p> : null}
          {state === 'failed' ? <p role="alert">{t('portfolio.notice.withdrawal.failed')}</p> : null}
          <div className="bk-portfolio__actions">
            <HeldButton variant="primary" size="sm" held={state === 'busy'} onPress={() => void confirm()}>
              {state === 'busy'
                ? t('portfolio.notice.withdrawal.confirming')
                : shownAmount
                  ? t('portfolio.notice.withdrawal.final', { amount: shownAmount })
                  : t('portfolio.notice.withdrawal.finalNoAmount')}
            </HeldButton>{' '}
            <HeldButton variant="secondary" size="sm" held={state === 'busy'} onPress={() => move('idle')}>
              {t('portfolio.notice.withdrawal.cancel')}
            </HeldButton>
          </div>
        </section>
      ) : null}
    </Banner>
  );
}

export interface PortfolioNoticesProps {
  notices: readonly DashboardNotice[];
  /** a withdrawal was confirmed (the list drops it) */
  onWithdrawalConfirmed: (id: number) => void;
}

/**
 * The dashboard's notices in their order (sdk-core's `dashboardNotices`): the identity-check update with
 * 'Upload documents', the cooling-off hold, the Smart Interest repaying banner, the maturing Smart Interest
 * holdings in one notice (each holding listed, one 'Choose a series to reinvest into' to the Smart Interest
 * page), the withdrawals waiting for confirmation and each open debit note.
 */
export function PortfolioNotices({ notices, onWithdrawalConfirmed }: PortfolioNoticesProps) {
  const { t } = useBondkit();
  const [confirmed, setConfirmed] = useState(0);
  const statusRef = useRef<HTMLHeadingElement>(null);
  // a confirmed withdrawal's notice goes while its button has the focus: the status heading takes it
  useLayoutEffect(() => {
    if (confirmed > 0) statusRef.current?.focus();
  }, [confirmed]);
  if (notices.length === 0 && confirmed === 0) return null;
  const reinvest = notices.filter(
    (notice): notice is Extract<DashboardNotice, { kind: 'reinvest' }> => notice.kind === 'reinvest',
  );
  const items: ReactNode[] = notices.map((notice) => {
    switch (notice.kind) {
      case 'kyc':
        return (
          <Banner
            key="kyc"
            tone="warning"
            title={t(notice.title)}
            action={
              <NavLink
                to={{ to: 'upload-documents' }}
                {...partOf(uiAnatomy, 'button', 'bk-button--secondary bk-button--sm')}
              >
                {t(notice.action)}
              </NavLink>
            }
          />
        );
      case 'coolingOff':
        return <Banner key="cooling-off" tone="info" title={t(notice.text)} />;
      case 'smartInterestRepaying':
        return (
          <Banner key="repaying" tone="info">
            {notice.holdings.map((holding) => (
              <p key={holding.reference}>
                {t('portfolio.notice.repaying', { holding: holding.holding_name })}
              </p>
            ))}
          </Banner>
        );
      case 'reinvest': {
        // the maturing holdings in one notice with one action, where the first of them stood
        if (notice !== reinvest[0]) return null;
        return (
          <Banner
            key="reinvest"
            tone={reinvest.some((r) => r.notice.stage === 30) ? 'warning' : 'info'}
            title={t('smartInterest.reinvestNotices.title')}
            data-testid="bk-reinvest-notice"
            action={
              <NavLink
                to={{ to: 'smart-interest' }}
                {...partOf(uiAnatomy, 'button', 'bk-button--secondary bk-button--sm')}
              >
                {t('smartInterest.reinvestNotices.action')}
              </NavLink>
            }
          >
            <ul>
              {reinvest.map((r) => (
                <li key={r.notice.holding.reference}>
                  {t('smartInterest.reinvestNotices.item', r.notice.message.values)}
                </li>
              ))}
            </ul>
          </Banner>
        );
      }
      case 'withdrawalConfirmations':
        return notice.confirmations.map((confirmation) => (
          <WithdrawalNotice
            key={`withdrawal-${confirmation.id}`}
            confirmation={confirmation}
            onConfirmed={(id) => {
              setConfirmed((n) => n + 1);
              onWithdrawalConfirmed(id);
            }}
          />
        ));
      case 'debitNote':
        return (
          <Banner key={`note-${notice.note.title}`} tone="warning" title={notice.note.title}>
            <DebitNoteBody markdown={notice.note.message_md} />
          </Banner>
        );
      default:
        return null;
    }
  });
  return (
    <section {...partOf(portfolioSummaryAnatomy, 'notices')} aria-label={t('portfolio.notices.label')}>
      {items}
      {confirmed > 0 ? (
        <div role="status" data-testid="bk-withdrawal-confirmed">
          <h2 ref={statusRef} tabIndex={-1} className="bk-banner__title">
            {t('portfolio.notice.withdrawal.confirmed')}
          </h2>
        </div>
      ) : null}
    </section>
  );
}
