import {
  createTradeMachine,
  formatDateTime,
  type MarketProduct,
  productDisplayName,
  productMark,
  type TradeMachine,
  type TradeMachineState,
  type TradeType,
  tradePageBanners,
} from '@bondkit/sdk-core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import { useAssetUrl } from '../shared/asset-url';
import { useFormat } from '../shared/format';
import { useRefreshChannel } from '../shared/refresh';
import { useLatest } from '../shared/use-latest';
import { useMachine } from '../shared/use-machine';
import { partOf } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { onDemand, useOnDemand } from '../ui/on-demand';
import { RetryBanner } from '../ui/retry-banner';
import { SpinnerMark } from '../ui/spinner';
import { useToasts } from '../ui/toasts';
import { tradeTicketAnatomy } from './anatomy';
import type { TicketNavigation } from './navigation';
import { SetupStep } from './setup-step';
import type { TicketData, TradeTicketProps } from './trade-ticket';

/** What every step gets: the machine, its state and the ticket's surroundings. */
export interface StepProps {
  machine: TradeMachine;
  s: TradeMachineState;
  data: TicketData;
  nav: TicketNavigation;
  /** the step's heading: focused after each step change */
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  headingId: string;
  /** the product of an id among the ticket's (the product and the switch target) */
  productOf: (id: number) => MarketProduct | null;
}

/** CONFIRM and PLACED: loaded once the setup has a quote, so 'Proceed' finds them there. */
const laterSteps = onDemand(() => import('./later-steps'));

/** The ticket once its data is loaded: the machine and its four steps. */
export function TicketSteps({
  data,
  props,
  tradeType,
  nav,
}: {
  data: TicketData;
  props: TradeTicketProps;
  tradeType: TradeType;
  nav: TicketNavigation;
  onRetry: () => void;
}) {
  const client = useClient();
  const { t, clock } = useBondkit();
  const refresh = useRefreshChannel();
  const format = useFormat();
  const assetUrl = useAssetUrl();
  const toasts = useToasts();
  const onPlacedRef = useLatest(props.onTradePlaced);
  // one machine per mount (the ticket keys this component to start over)
  const live = useMachine(
    () =>
      createTradeMachine({
        client,
        clock,
        user: data.user,
        product: data.product,
        market: data.market,
        tradeType,
        ...(props.switchTrade ? { mode: 'switch_trade' as const } : props.mode ? { mode: props.mode } : {}),
        accounts: data.accounts,
        positions: data.positions,
        packageId: props.packageId ?? null,
        accountReference: props.investmentAccountReference ?? null,
        amount: props.amount ?? null,
        switchTo: data.switchTo,
        pricePrecision: props.pricePrecision ?? null,
        onPlaced: (placement) => {
          // what the customer holds, their cash and the bond's availability changed: widgets showing them reload
          refresh.invalidate(['positions', 'market', 'orders', 'accounts']);
          onPlacedRef.current?.(placement);
        },
      }),
    [],
  );
  // every fresh quote goes to the host (the element's bk-quote-changed)
  const quote = live?.state.quote.status === 'ready' ? live.state.quote.value : null;
  const onQuoteRef = useLatest(props.onQuoteChanged);
  useEffect(() => {
    if (quote) onQuoteRef.current?.(quote);
  }, [quote]);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const stepId = live?.state.stepId ?? 0;
  const lastStep = useRef(stepId);
  const otpOpen = live?.state.otp.open ?? false;
  const step = live?.state.step ?? 'setup';
  const later = useOnDemand(
    laterSteps,
    live !== null && (live.state.quote.value !== null || step !== 'setup'),
  );
  // the step on screen: a later one once its module is there (until then the ticket says it is loading)
  const stepShown = step === 'setup' || (step === 'processing' && !otpOpen) || later.module !== null;

  // 002 §2.4: the page scrolls to top after each step change; focus follows to the step's heading. While
  // the one-time-code modal is open (confirming from it) the page stays where it is.
  useEffect(() => {
    if (stepId === lastStep.current || !stepShown) return;
    lastStep.current = stepId;
    if (otpOpen) return;
    rootRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [stepId, otpOpen, stepShown]);

  // The machine's notices ('Verification code has been sent') become toasts.
  const notices = live?.state.notices;
  useEffect(() => {
    if (!live || !notices || notices.length === 0) return;
    for (const notice of notices) {
      toasts.show(format.message(notice), { tone: 'success' });
      live.store.getState().dismissNotice(notice.id);
    }
  }, [notices, live, toasts, format]);

  const loading = (
    <p role="status" className="bk-ticket__loading">
      <SpinnerMark />
      {t('common.loading')}
    </p>
  );
  if (!live) return loading;
  const { store: machine, state: s } = live;
  const productOf = (id: number): MarketProduct | null =>
    id === s.product.product_id
      ? s.product
      : s.switchTarget && id === s.switchTarget.product_id
        ? s.switchTarget
        : null;
  const stepProps: StepProps = { machine, s, data, nav, headingRef, headingId, productOf };
  const switching = s.mode === 'switch_trade';
  // the partner confirms from the code modal: it stays open (and says so) while the order is processed
  const confirmingFromModal = s.step === 'processing' && s.otp.open;
  const title = t(
    switching
      ? 'trade.ticket.title.switch'
      : s.tradeType === 'buy'
        ? 'trade.ticket.title.buy'
        : 'trade.ticket.title.sell',
    { company: productDisplayName(s.product) },
  );
  // the picture of the name in the title: the company's logo, else the initials of that same name
  const mark = productMark(s.product);
  const Later = later.module;
  // a later step whose module has not arrived: loading, or the failure with 'Try again'
  const pending = later.failed ? (
    <RetryBanner
      title={t('trade.error.requiredData')}
      retryLabel={t('common.tryAgain')}
      onRetry={later.retry}
    />
  ) : (
    loading
  );
  const confirmStep = Later ? <Later.ConfirmStep {...stepProps} /> : pending;
  const placedStep = Later ? <Later.PlacedStep {...stepProps} /> : pending;
  const onBack = () => {
    const where = machine.getState().back();
    if (where !== 'history') return;
    if (props.onBack) props.onBack();
    else if (typeof window !== 'undefined') window.history.back();
  };

  return (
    <div ref={rootRef} className="bk-ticket__inner" data-bk-step={s.step}>
      <div className="bk-ticket__top">
        {s.step === 'confirm' || (s.step === 'setup' && props.showBack !== false) ? (
          <Button variant="ghost" onClick={onBack} disabled={s.busy}>
            <span aria-hidden="true">←</span>
            {t('trade.ticket.back')}
          </Button>
        ) : null}
      </div>
      <header {...partOf(tradeTicketAnatomy, 'header')}>
        {mark.kind === 'logo' ? (
          <img className="bk-ticket__logo" src={assetUrl(mark.src)} alt="" width={48} height={48} />
        ) : (
          <span
            className="bk-ticket__logo bk-ticket__initials"
            aria-hidden="true"
            data-testid="bk-ticket-initials"
          >
            {mark.text}
          </span>
        )}
        <div>
          <h1 className="bk-ticket__title">{title}</h1>
          <p className="bk-ticket__meta">
            {s.product.isin_code} · {s.product.currency} ·{' '}
            {t('trade.ticket.prices', { buy: s.product.buy_price, sell: s.product.sell_price })}
          </p>
        </div>
      </header>
      {s.step === 'setup' || s.step === 'confirm' || confirmingFromModal ? <TicketBanners s={s} /> : null}
      {s.step === 'setup' ? <SetupStep {...stepProps} /> : null}
      {s.step === 'confirm' || confirmingFromModal ? confirmStep : null}
      {s.step === 'processing' && !confirmingFromModal ? (
        <section aria-labelledby={headingId} className="bk-ticket__processing">
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {t('trade.ticket.processing')}
          </h2>
          <p role="status" className="bk-ticket__loading">
            <SpinnerMark />
            {t('trade.ticket.processing')}
          </p>
        </section>
      ) : null}
      {s.step === 'placed' ? placedStep : null}
    </div>
  );
}

// Spec: 002 §4.3
/** The trade-status banner (priority), restrictions, read-only and the partner's risk notice. */
function TicketBanners({ s }: { s: TradeMachineState }) {
  const { t, user, clock } = useBondkit();
  const format = useFormat();
  const side = s.mode === 'switch_trade' ? 'sell' : s.tradeType;
  const pkg =
    s.packageId !== null ? s.product.pending_liquidity.find((p) => p.package_id === s.packageId) : null;
  const banners = tradePageBanners({
    user,
    product: s.product,
    market: s.market,
    tradeType: side,
    now: clock.now(),
    packageAmount: pkg?.pending_amount ?? null,
    formatOpensAt: formatDateTime,
  });
  const items: ReactNode[] = [];
  const status = banners.status;
  if (status && !(side === 'sell' && status.kind === 'insufficientAvailability')) {
    items.push(
      <Banner
        key="status"
        tone={status.kind === 'insufficientAvailability' ? 'info' : 'warning'}
        title={format.message(status.message)}
      >
        {status.detail ? format.message(status.detail) : null}
      </Banner>,
    );
  }
  if (user?.is_read_only)
    items.push(<Banner key="readonly" tone="warning" title={t('trade.banner.readOnly')} />);
  if (banners.restricted) {
    const [first, ...rest] = banners.restricted;
    items.push(
      <Banner key="restricted" tone="danger" title={first ? format.message(first) : null}>
        {rest.map((m) => format.message(m)).join(' ')}
      </Banner>,
    );
  }
  if (banners.setupRequired) {
    const [first, ...rest] = banners.setupRequired;
    items.push(
      <Banner
        key="setup"
        tone="warning"
        title={first ? format.message(first) : null}
        action={<NavLink to={{ to: 'dashboard' }}>{t('trade.banner.setupLink')}</NavLink>}
      >
        {rest.map((m) => format.message(m)).join(' ')}
      </Banner>,
    );
  }
  if (s.packageId !== null)
    items.push(<Banner key="new-issue" tone="info" title={t('trade.banner.newIssue')} />);
  return items.length > 0 ? <div className="bk-ticket__banners">{items}</div> : null;
}
