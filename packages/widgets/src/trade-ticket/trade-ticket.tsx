import {
  ApiError,
  accountsMessages,
  type CurrencyCode,
  FAILURE_MESSAGE_IDS,
  getInvestmentAccounts,
  getMarketStatus,
  getPositions,
  getProductDetail,
  type InvestmentAccount,
  type MarketProduct,
  type MarketStatus,
  marketSharedMessages,
  type Position,
  type Quote,
  registerMessages,
  type SessionUser,
  type TradeMode,
  type TradePlacement,
  type TradeType,
  tradeEntryRedirect,
  tradeMessages,
  tradeStatusMessages,
} from '@bondkit/sdk-core';
import { useEffect } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { describeFailure, type ShownFailure } from '../shared/failure';
import { useRefreshChannel } from '../shared/refresh';
import { useLatest } from '../shared/use-latest';
import { useLoad } from '../shared/use-load';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { LoadPanel } from '../ui/load-panel';
import { SignedOut } from '../ui/signed-out';
import { type TicketNavigation, type TradeTicketTarget, useTicketNavigation } from './navigation';
import { tradeTicketCss } from './styles';
import { TicketSteps } from './ticket-steps';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(tradeMessages, tradeStatusMessages, accountsMessages, marketSharedMessages);

export interface TradeTicketProps {
  /** the product bought or sold (query `productId`); for a switch, the product sold */
  productId: number;
  /** buy (default) or sell (query `tradeType`) */
  tradeType?: TradeType;
  /** the coming-soon package bought from (query `packageId`) */
  packageId?: number | null;
  /** the account to trade from (query `investmentAccountReference`) */
  investmentAccountReference?: string | null;
  /** the starting amount (query `amount`); default 1000, or 10000 for the partner (for its sukuk the denomination's multiple nearest 10000: 8000 in AED) */
  amount?: string | null;
  /** start a switch out of `productId` (query `switchFromProductId`) */
  switchTrade?: boolean;
  /** a switch's target, preselected (query `switchToProductId`) */
  switchToProductId?: number | null;
  /** the starting trade mode (basic unless given; a switch when `switchTrade`) */
  mode?: TradeMode;
  /** the site's price-precision setting: the decimals of a limit price (default 2) */
  pricePrecision?: number | null;
  /** called once when the trade is placed */
  onTradePlaced?: (placement: TradePlacement) => void;
  /** called with each new quote of the setup inputs (after the 500 ms debounce, once the server answered) */
  onQuoteChanged?: (quote: Quote) => void;
  /**
   * Where the ticket's links and redirects go: sign in, add-account, a questionnaire, the holdings, the
   * market, a 404 page. Without it the provider's `onNavigate` handles its targets.
   */
  onNavigate?: (target: TradeTicketTarget) => void;
  /** real `href`s of the ticket's links (default: the provider's, and `/holdings/` for the holdings) */
  hrefFor?: (target: TradeTicketTarget) => string;
  /** say 'not found' in the ticket even when `onNavigate` is given (an embedded ticket has no 404 page to go to) */
  inlineNotFound?: boolean;
  /** 'Back' on the setup step (default: the browser's history) */
  onBack?: () => void;
  /** show 'Back' on the setup step (default true; an embedded ticket may have nowhere to go back to) */
  showBack?: boolean;
  className?: string;
}

/** Everything the ticket loads before it can open. */
export interface TicketData {
  user: SessionUser;
  product: MarketProduct;
  accounts: InvestmentAccount[];
  positions: Position[];
  market: MarketStatus | null;
  switchTo: MarketProduct | null;
}

/**
 * How the ticket opens: with its data, sent elsewhere, 'not found' said in the ticket, or — for a visitor, sent
 * to sign in — signed out (the host may not follow the navigation: an element on a page that routes itself).
 */
type Opening =
  | { kind: 'open'; data: TicketData }
  | { kind: 'redirected' }
  | { kind: 'not-found' }
  | { kind: 'signed-out' }
  | { kind: 'needs-account'; currency: CurrencyCode };

// Spec: 002 §2.4, §4.4
/**
 * The trade ticket: SETUP (order type, trade mode, account, amount, limit price with the
 * yield at that price, expiry; or a switch's sell amount and target), CONFIRM (review, agreements — and for
 * the partner the terms, document checkboxes and the one-time-code modal), PROCESSING and PLACED. A quote
 * follows every change after 500 ms. Every failure shows the catalogue's message and keeps the inputs.
 * Needs a {@link BondkitProvider} with a signed-in `user`; a visitor is sent to sign in.
 */
export function TradeTicket(props: TradeTicketProps) {
  useStyles('bk-trade-ticket', tradeTicketCss);
  const client = useClient();
  const { t, user, variant } = useBondkit();
  const refresh = useRefreshChannel();
  const nav = useTicketNavigation(props.onNavigate, props.hrefFor, props.inlineNotFound);
  const navRef = useLatest(nav);
  const tradeType: TradeType = props.switchTrade ? 'sell' : (props.tradeType ?? 'buy');
  const { productId, switchToProductId = null, packageId = null } = props;

  // everything the ticket needs, or where it sends the user instead
  const load = useLoad(
    async (signal): Promise<Opening> => {
      const go = (target: Parameters<TicketNavigation['go']>[0]) => {
        if (!signal.aborted) navRef.current.go(target);
      };
      if (!user) {
        go({ to: 'login' });
        return signedOut;
      }
      const detail = (id: number) => getProductDetail(client, id, { signedIn: true, variant });
      try {
        const [product, accounts, positions, market, switchTo] = await Promise.all([
          detail(productId),
          getInvestmentAccounts(client),
          getPositions(client),
          getMarketStatus(client).catch(() => null),
          switchToProductId !== null ? detail(switchToProductId).catch(() => null) : Promise.resolve(null),
        ]);
        const redirect = tradeEntryRedirect({
          user: { ...user, investment_accounts: accounts },
          product,
          tradeType,
          packageId,
        });
        if (!redirect)
          return { kind: 'open', data: { user, product, accounts, positions, market, switchTo } };
        if (redirect.kind === 'add-account') {
          // the page may not follow (an element on a page that routes itself): the ticket then says why
          go({ to: 'add-account', currency: redirect.currency });
          return { kind: 'needs-account', currency: redirect.currency };
        }
        const outcome =
          redirect.kind === 'not-found' && !navRef.current.handlesNotFound ? notFound : redirected;
        go({ to: redirect.kind === 'login' ? 'login' : 'not-found' });
        return outcome;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        const outcome = navRef.current.handlesNotFound ? redirected : notFound;
        go({ to: 'not-found' });
        return outcome;
      }
    },
    [client, user, variant, productId, switchToProductId, tradeType, packageId],
  );

  // a reload of everything (an element's reload()) starts the ticket again with fresh data; other announcements
  // leave it alone, so what the customer typed stays
  const { retry } = load;
  useEffect(() => refresh.subscribe((topics) => topics === '*' && retry()), [refresh, retry]);

  const rootClass = props.className ? `bk-ticket ${props.className}` : 'bk-ticket';
  const opening = load.status === 'loaded' ? load.value : null;
  if (opening?.kind === 'signed-out') return <SignedOut className={rootClass} />;
  if (opening?.kind === 'needs-account') {
    const target = { to: 'add-account', currency: opening.currency } as const;
    const values = { currency: opening.currency };
    return (
      <WidgetRoot className={rootClass}>
        <Banner
          tone="info"
          live="status"
          title={t('trade.addAccount.title', values)}
          action={
            <a
              {...partOf(uiAnatomy, 'button', 'bk-button--primary')}
              href={nav.href(target)}
              onClick={nav.onLinkClick(target)}
            >
              {t('trade.addAccount.action', values)}
            </a>
          }
        >
          {t('trade.addAccount.body', values)}
        </Banner>
      </WidgetRoot>
    );
  }
  if (load.status === 'loading' || load.status === 'failed' || opening?.kind !== 'open') {
    // 002 §8: the server's message, else the catalogue's — an unknown or withdrawn product, an ended session
    // or a lost connection in the customer's words (never 'Token expired.'); no retry where it cannot help
    const failure: ShownFailure =
      opening?.kind === 'not-found'
        ? { text: t(FAILURE_MESSAGE_IDS.productUnavailable), retry: false }
        : describeFailure(t, load.error, 'trade.error.requiredData', { serverText: true });
    return (
      <LoadPanel
        status={load.status === 'loading' || opening?.kind === 'redirected' ? 'loading' : 'failed'}
        className={rootClass}
        loadingText={t('common.loading')}
        statusClassName="bk-ticket__loading"
        failedTitle={failure.text}
        retryLabel={t('common.tryAgain')}
        onRetry={failure.retry ? load.retry : undefined}
      />
    );
  }
  return (
    <WidgetRoot className={rootClass}>
      <TicketSteps
        key={load.attempt}
        data={opening.data}
        props={props}
        tradeType={tradeType}
        nav={nav}
        onRetry={load.retry}
      />
    </WidgetRoot>
  );
}

const redirected: Opening = { kind: 'redirected' };
const signedOut: Opening = { kind: 'signed-out' };
const notFound: Opening = { kind: 'not-found' };
