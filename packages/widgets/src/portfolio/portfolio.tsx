import {
  accountsMessages,
  type CurrencyCode,
  getAccountProducts,
  getAccountsWithSummary,
  isaAllowanceBar,
  portfolioMessages,
  portfolioVisibility,
  registerMessages,
  setShowLifetimeReturns,
} from '@bondkit/sdk-core';
import { type ReactNode, useId, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { type FailurePanelMessages, failurePanel } from '../shared/failure';
import { useFormat } from '../shared/format';
import { useLoad } from '../shared/use-load';
import { partOf } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Switch } from '../ui/choice';
import { LoadPanel } from '../ui/load-panel';
import { onDemand } from '../ui/on-demand';
import { OnDemandPanel } from '../ui/on-demand-panel';
import { Tabs } from '../ui/tabs';
import { portfolioAnatomy } from './anatomy';
import { cashIn, PortfolioFigures, summaryIn } from './figures';
import { PortfolioHoldings } from './holdings';
import { AccountLinkList, accountLinks } from './links';
import { loadLifetime, loadNoticeSources, noticesOf, PORTFOLIO_FAILURE } from './load';
import { Notices } from './notices-part';
import { compositionByIssuer, ValuePicture } from './picture';
import { portfolioCss } from './styles';

registerMessages(portfolioMessages, accountsMessages);

// the Open orders and Activity tabs' code: loaded when the tab is first opened, or when the pointer or the
// focus reaches it (the page opens on Overview)
const openOrdersTab = onDemand(() => import('../open-orders/index'));
const activityTab = onDemand(() => import('./activity'));

/** The tabs of the portfolio page. */
export type PortfolioTab = 'overview' | 'open-orders' | 'activity';

export interface PortfolioProps {
  /** the investment account's id */
  investmentAccountId: number;
  currency: CurrencyCode;
  /** the open tab (a host that keeps it in its address); Overview by default */
  tab?: PortfolioTab;
  /** a tab was chosen (a host keeps it in its address) */
  onTabChange?: (tab: PortfolioTab) => void;
  /** the side column (e.g. the reporting panel) */
  side?: ReactNode;
  className?: string;
}

/** The page's failure: an account that is not the customer's (or does not exist) answers 404, 'not found'. */
const PORTFOLIO_NOT_FOUND: FailurePanelMessages = {
  ...PORTFOLIO_FAILURE,
  notFound: 'portfolio.page.notFound',
};

// Spec: 001 §2 'Portfolio (account detail) page' — the Actions menu's one item, the lifetime reporting toggle,
// is a switch of its own (a menu of one item hid it behind a button)
/**
 * An account's portfolio page in one currency: the back link to the dashboard, the lifetime toggle (a switch,
 * saved as the user's site preference), the title, the ISA allowance bar, the notices, the account's links
 * (`accountLinks`: Withdraw, Deposit, Robowise and currency exchange, disabled where the user may not use
 * them), and the tabs Overview (figures, the holdings table and the value picture), Open orders and Activity;
 * a side column beside them.
 */
export function Portfolio({
  investmentAccountId,
  currency,
  tab,
  onTabChange,
  side,
  className,
}: PortfolioProps) {
  useStyles('bk-portfolio', portfolioCss);
  const client = useClient();
  const { t, variant, user, clock } = useBondkit();
  const format = useFormat();
  const headingId = useId();
  // the tab shown follows a choice at once (the host's address catches up later) and a new `tab` from the host
  const [shownTab, setShownTab] = useState<PortfolioTab>(tab ?? 'overview');
  const [tabFromHost, setTabFromHost] = useState(tab);
  if (tab !== tabFromHost) {
    setTabFromHost(tab);
    if (tab) setShownTab(tab);
  }
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(new Set());
  const [lifetimeChoice, setLifetimeChoice] = useState<boolean | null>(null);
  const [lifetimeFailed, setLifetimeFailed] = useState(false);
  const load = useLoad(
    async (signal) => {
      const [accounts, notices, lifetime, products] = await Promise.all([
        getAccountsWithSummary(client, { signal }),
        loadNoticeSources(client, variant, signal),
        loadLifetime(client, signal),
        getAccountProducts(client, { investmentAccountId, expand: ['performance'], signal }),
      ]);
      return {
        account: accounts.find((a) => a.id === investmentAccountId) ?? null,
        notices,
        lifetime,
        products,
      };
    },
    [client, variant, investmentAccountId],
    ['accounts', 'positions', 'smart-interest'],
  );

  const rootClass = className ? `bk-portfolio ${className}` : 'bk-portfolio';
  const back = (
    <p>
      <NavLink to={{ to: 'dashboard' }} {...partOf(portfolioAnatomy, 'back')}>
        {t('portfolio.page.back')}
      </NavLink>
    </p>
  );
  if (load.status !== 'loaded') {
    return (
      <LoadPanel
        status={load.status}
        delayed
        className={rootClass}
        heading={back}
        {...failurePanel(t, load.error, load.retry, PORTFOLIO_NOT_FOUND)}
      />
    );
  }
  const { account, notices, products } = load.value;
  if (!account || !portfolioVisibility(variant).currencies.includes(currency)) {
    return (
      <WidgetRoot className={rootClass}>
        {back}
        <Banner tone="warning" live="status" title={t('portfolio.page.notFound')} />
      </WidgetRoot>
    );
  }

  const lifetime = lifetimeChoice ?? load.value.lifetime;
  const toggleLifetime = async (show: boolean) => {
    setLifetimeChoice(show);
    setLifetimeFailed(false);
    try {
      await setShowLifetimeReturns(client, show);
    } catch {
      setLifetimeChoice(!show);
      setLifetimeFailed(true);
    }
  };
  const isIfisa = account.account_type === 'ifisa';
  const title = t(isIfisa ? 'portfolio.page.titleIfisa' : 'portfolio.page.titleInvestment');
  const isa = isaAllowanceBar(account);
  const links = accountLinks({ t, variant, user, account, currency });
  const selectTab = (id: string) => {
    setShownTab(id as PortfolioTab);
    onTabChange?.(id as PortfolioTab);
  };

  return (
    <WidgetRoot className={rootClass} role="region" aria-labelledby={headingId}>
      <div className="bk-portfolio__bar">
        {back}
        <div {...partOf(portfolioAnatomy, 'actions')}>
          <Switch
            label={t('portfolio.page.lifetimeToggle')}
            checked={lifetime}
            onChange={(checked) => void toggleLifetime(checked)}
          />
        </div>
      </div>
      <h2 id={headingId} {...partOf(portfolioAnatomy, 'title')}>
        {title}
        <span className="bk-portfolio__detail bk-portfolio__muted">
          {' '}
          {t('portfolio.page.subtitle', { reference: account.reference, currency })}
        </span>
      </h2>
      {lifetimeFailed ? (
        <Banner tone="danger" live="alert" title={t('portfolio.page.lifetimeFailed')} />
      ) : null}
      {isa ? (
        <div {...partOf(portfolioAnatomy, 'isa')}>
          <label htmlFor={`${headingId}-isa`}>{t('portfolio.isa.label')}</label>
          <progress id={`${headingId}-isa`} max={100} value={Number(isa.usedPercent)}>
            {`${isa.usedPercent}%`}
          </progress>
          <p className="bk-portfolio__muted">
            {t('portfolio.isa.text', {
              used: format.money(isa.used, 'GBP', { floor: true }),
              allowance: format.money(isa.allowance, 'GBP', { floor: true }),
              remaining: format.money(isa.remaining, 'GBP', { floor: true }),
            })}
          </p>
        </div>
      ) : null}
      <Notices
        notices={noticesOf(notices, user, clock.now(), confirmed)}
        onWithdrawalConfirmed={(id) => setConfirmed((set) => new Set([...set, id]))}
      />
      <AccountLinkList
        label={t('portfolio.page.links')}
        links={links}
        part={partOf(portfolioAnatomy, 'links')}
      />
      <div className={side ? 'bk-portfolio__layout bk-portfolio__layout--side' : 'bk-portfolio__layout'}>
        <Tabs
          label={t('portfolio.page.tabs')}
          selectedId={shownTab}
          onSelect={selectTab}
          tabs={[
            {
              id: 'overview',
              label: t('portfolio.tab.overview'),
              panel: (
                <>
                  {lifetime ? (
                    <p className="bk-portfolio__muted">{t('portfolio.overview.lifetimeNote')}</p>
                  ) : null}
                  <PortfolioFigures
                    summary={summaryIn(account.summary, currency)}
                    cash={cashIn(account, currency)}
                    currency={currency}
                    lifetime={lifetime}
                  />
                  <div className="bk-portfolio__holdings-layout">
                    <PortfolioHoldings products={products} currency={currency} />
                    <ValuePicture slices={compositionByIssuer(products, currency)} currency={currency} />
                  </div>
                </>
              ),
            },
            {
              id: 'open-orders',
              label: t('portfolio.tab.openOrders'),
              prefetch: openOrdersTab.prefetch,
              panel: (
                <OnDemandPanel part={openOrdersTab} failure={PORTFOLIO_FAILURE}>
                  {({ OpenOrders }) => <OpenOrders currencies={[currency]} />}
                </OnDemandPanel>
              ),
            },
            {
              id: 'activity',
              label: t('portfolio.tab.activity'),
              prefetch: activityTab.prefetch,
              panel: (
                <OnDemandPanel part={activityTab} failure={PORTFOLIO_FAILURE}>
                  {({ PortfolioActivity }) => (
                    <PortfolioActivity investmentAccountId={account.id} currency={currency} />
                  )}
                </OnDemandPanel>
              ),
            },
          ]}
        />
        {side ? <aside {...partOf(portfolioAnatomy, 'side')}>{side}</aside> : null}
      </div>
    </WidgetRoot>
  );
}
