import { registerMessages, tradeReviewMessages } from '@bondkit/sdk-core';
import { useBondkit } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { tradeTicketAnatomy } from './anatomy';
import type { TradeTicketTarget } from './navigation';
import { tradeTicketReviewCss } from './review-styles';
import type { StepProps } from './ticket-steps';

// the catalogue domains this step shows beyond the ticket's (a bundle carries only the texts of registered domains)
registerMessages(tradeReviewMessages);

// Spec: 002 §2.4
/**
 * PLACED: 'Order placed!' — the partner's 'Purchase Contract Concluded' or 'Sale Contract
 * Concluded' — with the reference and links to the holdings, the order (on the open orders page) and the market.
 */
export function PlacedStep({ s, headingRef, headingId, nav }: StepProps) {
  useStyles('bk-trade-ticket-review', tradeTicketReviewCss);
  const { t } = useBondkit();
  const placement = s.placement;
  const link = (target: TradeTicketTarget, label: string, primary = false) => (
    <a
      {...partOf(uiAnatomy, 'button', primary ? 'bk-button--primary' : 'bk-button--secondary')}
      href={nav.href(target)}
      onClick={nav.onLinkClick(target)}
    >
      {label}
    </a>
  );
  return (
    <section aria-labelledby={headingId} {...partOf(tradeTicketAnatomy, 'step', 'bk-ticket__placed')}>
      <p className="bk-ticket__placed-mark" aria-hidden="true">
        ✓
      </p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="bk-ticket__step-title">
        {t(s.derived.placedTitle)}
      </h2>
      {placement?.reference ? (
        <p className="bk-ticket__meta">
          {t('trade.placed.reference', { reference: placement.orderReference ?? placement.reference })}
        </p>
      ) : null}
      {s.mode === 'limit_order' ? <p>{t('trade.placed.limitNote')}</p> : null}
      <div {...partOf(tradeTicketAnatomy, 'actions', 'bk-ticket__actions--placed')}>
        {link({ to: 'holdings' }, t('trade.placed.holdings'), true)}
        {placement?.orderReference
          ? link(
              { to: 'order', reference: placement.orderReference },
              t('trade.placed.order', { reference: placement.orderReference }),
            )
          : null}
        {link({ to: 'market' }, t('trade.placed.market'))}
      </div>
    </section>
  );
}
