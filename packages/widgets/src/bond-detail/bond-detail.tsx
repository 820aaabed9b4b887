import {
  bondDetailMessages,
  type CompanyDocument,
  downloadFile,
  FAILURE_MESSAGE_IDS,
  getCompanyDocuments,
  getMarketStatus,
  getProductDetail,
  type MessageDescriptor,
  marketSharedMessages,
  type PendingLiquidity,
  productDisplayName,
  productIssuerDetail,
  productMark,
  registerMessages,
  setProductInterest,
  tradeStatus,
  tradeStatusMessages,
} from '@bondkit/sdk-core';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { BondReportActions } from '../reports/index';
import { useAssetUrl } from '../shared/asset-url';
import { describeFailure } from '../shared/failure';
import { useFormat } from '../shared/format';
import { useLoad } from '../shared/use-load';
import { partOf } from '../ui/anatomy';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { RadioGroup } from '../ui/choice';
import { saveFile } from '../ui/download';
import { LoadPanel } from '../ui/load-panel';
import { PriceValue } from '../ui/price-value';
import { Tabs } from '../ui/tabs';
import { useToasts } from '../ui/toasts';
import { bondDetailAnatomy } from './anatomy';
import { detailTabs, Html, sanitizer } from './detail-tabs';
import { bondDetailCss } from './styles';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(bondDetailMessages, marketSharedMessages, tradeStatusMessages);

// Spec: 002 §2.2
/** The detail tabs, in order. */
export const BOND_DETAIL_TABS = [
  'description',
  'bondInformation',
  'companyInformation',
  'capitalStructure',
  'keyFinancials',
  'newsAndStories',
] as const;
export type BondDetailTab = (typeof BOND_DETAIL_TABS)[number];

export interface BondDetailProps {
  productId: number;
  /** the tab open at first (default 'description') */
  initialTab?: BondDetailTab;
  /** called when the user switches tab (hosts may keep it in the address) */
  onTabChanged?: (tab: BondDetailTab) => void;
  className?: string;
}

function hasPositive(amount: string | null | undefined): boolean {
  return amount != null && /[1-9]/.test(amount) && !amount.startsWith('-');
}

/** Company documents of the variant: sukuk shows the Key Facts Statement first and never the prospectus. */
export function documentsFor(
  documents: readonly CompanyDocument[],
  variant: 'standard' | 'sukuk',
): CompanyDocument[] {
  if (variant !== 'sukuk') return [...documents];
  const keyFacts = documents.filter((d) => d.document_type === 'key_facts');
  const others = documents.filter((d) => d.document_type !== 'key_facts' && d.document_type !== 'prospectus');
  return [...keyFacts, ...others];
}

// Spec: 002 §2.2, §4.3
/**
 * Bond detail: header figures, the trade-status banner (priority), watch, buy and sell
 * (with the coming-soon package choice), the detail tabs with sanitised server HTML, and the company's
 * documents with download. Needs a {@link BondkitProvider} above it.
 */
export function BondDetail({ productId, initialTab, onTabChanged, className }: BondDetailProps) {
  const onTab = onTabChanged;
  useStyles('bk-bond-detail', bondDetailCss);
  const client = useClient();
  const { t, user, variant, navigate, clock } = useBondkit();
  const format = useFormat();
  const assetUrl = useAssetUrl();
  const toasts = useToasts();
  const headingId = useId();

  const [interested, setInterested] = useState(false);
  const [packageId, setPackageId] = useState<number | null>(null);
  const signedIn = user !== null;

  const detail = useLoad(
    async (signal) => {
      // the sanitiser of the detail's HTML loads next to the product: shown only when both are here
      const sanitizing = sanitizer.load().catch(() => Promise.reject(new Error(t('detail.loadFailed'))));
      const [value] = await Promise.all([
        getProductDetail(client, productId, { signedIn, variant }),
        sanitizing,
      ]);
      if (!signal.aborted) {
        setInterested(value.annotations?.is_interested ?? false);
        const firstPackage = value.pending_liquidity.find((p) => hasPositive(p.pending_amount));
        setPackageId(firstPackage ? firstPackage.package_id : null);
      }
      return value;
    },
    [client, productId, variant, signedIn],
    // what the customer holds of it and what is left to buy change with a trade
    ['market', 'positions'],
  );

  const marketLoad = useLoad(() => getMarketStatus(client).catch(() => null), [client], ['market']);
  const market = marketLoad.status === 'loaded' ? marketLoad.value : null;

  const companyReference = detail.status === 'loaded' ? detail.value.company.reference : null;
  const documents = useLoad(
    async () => (companyReference ? getCompanyDocuments(client, companyReference) : null),
    [client, companyReference, t],
  );

  const product = detail.status === 'loaded' ? detail.value : null;
  const companyName = product ? productDisplayName(product) : '';

  const interestCall = useRef(0);
  const toggleWatch = useCallback(() => {
    if (!product) return;
    if (!user) {
      navigate({ to: 'register' });
      return;
    }
    if (user.is_read_only) {
      toasts.show(t('market.watchReadOnly'), { tone: 'warning' });
      return;
    }
    const target = !interested;
    const call = ++interestCall.current;
    setInterested(target);
    setProductInterest(client, product.product_id, target).catch(() => {
      if (call !== interestCall.current) return;
      setInterested(!target);
      toasts.show(t('market.watchReverted', { company: companyName }), { tone: 'danger' });
    });
  }, [product, user, interested, client, navigate, toasts, t, companyName]);

  const download = useCallback(
    async (document: CompanyDocument) => {
      try {
        const file = await downloadFile(client, document.link, {
          fallbackMessage: t('detail.documents.loadFailed'),
          fallbackName: `${document.description}.pdf`,
        });
        saveFile(file.blob, file.fileName);
      } catch (error) {
        // 002 §8: the error message, else 'Unable to fetch company documents. Please, try later'
        toasts.show(describeFailure(t, error, 'detail.documents.loadFailed', { serverText: true }).text, {
          tone: 'danger',
        });
      }
    },
    [client, toasts, t],
  );

  if (detail.status !== 'loaded' || !product) {
    const failure = describeFailure(t, detail.error, 'detail.loadFailed', {
      notFound: FAILURE_MESSAGE_IDS.productUnavailable,
    });
    return (
      <LoadPanel
        status={detail.status === 'loading' ? 'loading' : 'failed'}
        className={className ? `bk-detail ${className}` : 'bk-detail'}
        // a failed load still gives the page its heading, the widget's name (loaded, the company's name)
        {...(detail.status === 'loading'
          ? {}
          : { headingId, heading: <h1 id={headingId}>{t('detail.tabs.label')}</h1> })}
        failedTitle={failure.text}
        retryLabel={t('common.tryAgain')}
        onRetry={failure.retry ? detail.retry : undefined}
      />
    );
  }

  const packages: PendingLiquidity[] = product.pending_liquidity.filter((p) => hasPositive(p.pending_amount));
  const chosenPackage = packages.find((p) => p.package_id === packageId) ?? null;
  const status = tradeStatus({
    product,
    market,
    user,
    now: clock.now(),
    packageAmount: chosenPackage?.pending_amount ?? null,
    formatOpensAt: format.dateTime,
  });
  const say = (message: MessageDescriptor) => t(message.code, message.values);
  const visitor = !signedIn;
  const tradeability = product.tradeability;
  const buyBlocked =
    tradeability === 'closed' ||
    tradeability === 'closed-for-buys' ||
    tradeability === 'unknown' ||
    product.market_blocked ||
    (user?.is_read_only ?? false) ||
    (user?.blocks.block_buys ?? false);
  const owned = hasPositive(product.user_invested);
  const sellBlocked =
    !owned ||
    tradeability === 'closed' ||
    tradeability === 'closed-for-sells' ||
    tradeability === 'unknown' ||
    (user?.is_read_only ?? false) ||
    (user?.blocks.block_sells ?? false);

  // one name (the title), the issuing special-purpose company as its detail, the picture of that name
  const issuerDetail = productIssuerDetail(product);
  const mark = productMark(product);
  const price = (value: string) => <PriceValue visitor={visitor}>{value}</PriceValue>;
  const figures: { id: string; term: string; value: ReactNode }[] = [
    variant === 'sukuk'
      ? { id: 'buy', term: t('detail.buyPrice'), value: price(product.buy_price) }
      : { id: 'price', term: t('detail.price'), value: price(product.buy_price) },
    ...(variant === 'sukuk'
      ? [{ id: 'sell', term: t('detail.sellPrice'), value: price(product.sell_price) }]
      : []),
    { id: 'yield', term: t('detail.yield'), value: format.yield(product.yield_to_maturity) },
    { id: 'coupon', term: t('detail.coupon'), value: product.coupon_string },
    { id: 'maturity', term: t('detail.maturity'), value: format.maturity(product.maturity) },
    { id: 'seniority', term: t('detail.seniority'), value: product.seniority_label },
  ];

  const tabs = detailTabs(product, t, format);

  const shownDocuments =
    documents.status === 'loaded' && documents.value ? documentsFor(documents.value, variant) : [];
  const documentName = (document: CompanyDocument) =>
    document.document_type === 'key_facts' ? t('detail.documents.keyFacts') : document.description;
  const showInfoBanner = status.info !== null && status.banner?.message.code !== status.info.code;

  return (
    <WidgetRoot className={className ? `bk-detail ${className}` : 'bk-detail'} aria-labelledby={headingId}>
      <div {...partOf(bondDetailAnatomy, 'header')}>
        {mark.kind === 'logo' ? (
          <img className="bk-detail__logo" src={assetUrl(mark.src)} alt="" width={56} height={56} />
        ) : (
          <span className="bk-detail__logo bk-detail__initials" aria-hidden="true">
            {mark.text}
          </span>
        )}
        <div className="bk-detail__title">
          <h1 id={headingId}>{companyName}</h1>
          <p>
            {issuerDetail ? `${issuerDetail} · ` : ''}
            {product.isin_code} · {product.currency}
          </p>
        </div>
        <Button variant="secondary" onClick={toggleWatch}>
          <span aria-hidden="true">{signedIn && interested ? '★' : '☆'}</span>
          {t(signedIn && interested ? 'market.unwatch' : 'market.watch')}
        </Button>
      </div>

      <section aria-label={t('detail.figures')}>
        <dl {...partOf(bondDetailAnatomy, 'figures')}>
          {figures.map((figure) => (
            <div key={figure.id}>
              <dt>{figure.term}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {status.banner ? (
        <Banner
          tone={status.banner.kind === 'insufficientAvailability' ? 'info' : 'warning'}
          title={say(status.banner.message)}
        >
          {status.banner.detail ? say(status.banner.detail) : null}
        </Banner>
      ) : null}
      {showInfoBanner && status.info ? <Banner tone="info" title={say(status.info)} /> : null}

      {status.hideTradeButtons ? null : (
        <div {...partOf(bondDetailAnatomy, 'trade')}>
          {packages.length > 0 ? (
            <RadioGroup<string>
              className="bk-detail__packages"
              legend={t('detail.packages.legend')}
              value={packageId === null ? null : String(packageId)}
              onChange={(value) => setPackageId(Number(value))}
              options={packages.map((p) => ({
                value: String(p.package_id),
                label: t('detail.packages.option', { id: p.package_id }),
                description: (
                  <>
                    {t('detail.packages.available', {
                      amount: visitor
                        ? '—'
                        : format.money(p.pending_amount, product.currency, { floor: true }),
                    })}
                    {' · '}
                    {t('detail.packages.settles', { date: format.date(p.settlement_date) })}
                  </>
                ),
              }))}
            />
          ) : null}
          <Button
            variant="primary"
            disabled={signedIn && buyBlocked}
            onClick={() =>
              navigate(
                signedIn
                  ? {
                      to: 'trade',
                      productId: product.product_id,
                      tradeType: 'buy',
                      ...(chosenPackage ? { packageId: chosenPackage.package_id } : {}),
                    }
                  : { to: 'login' },
              )
            }
          >
            {t('detail.buy')}
          </Button>
          {signedIn ? (
            <Button
              variant="secondary"
              disabled={sellBlocked}
              onClick={() => navigate({ to: 'trade', productId: product.product_id, tradeType: 'sell' })}
            >
              {t('detail.sell')}
            </Button>
          ) : null}
        </div>
      )}

      <Tabs
        label={t('detail.tabs.label')}
        tabs={tabs}
        defaultSelectedId={initialTab ?? 'description'}
        onSelect={(id) => onTab?.(id as BondDetailTab)}
      />

      <section className="bk-detail__section" aria-labelledby={`${headingId}-docs`}>
        <h2 id={`${headingId}-docs`}>
          {t(variant === 'sukuk' ? 'detail.documents.company' : 'detail.documents.important')}
        </h2>
        {documents.status === 'loaded' ? null : (
          <LoadPanel
            status={documents.status}
            failedTitle={
              describeFailure(t, documents.error, 'detail.documents.loadFailed', { serverText: true }).text
            }
          />
        )}
        {documents.status === 'loaded' && shownDocuments.length === 0 ? (
          <p>{t('detail.documents.empty')}</p>
        ) : null}
        {shownDocuments.length > 0 ? (
          <ul {...partOf(bondDetailAnatomy, 'documents')}>
            {shownDocuments.map((document) => (
              <li key={document.reference}>
                <span>{documentName(document)}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('detail.documents.download', { name: documentName(document) })}
                  onClick={() => void download(document)}
                >
                  <span aria-hidden="true">⤓</span>
                  {t('detail.documents.downloadShort')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {signedIn ? (
          <BondReportActions productId={product.product_id} companyReference={companyReference} />
        ) : null}
      </section>

      {product.important_updates && product.important_updates.length > 0 ? (
        <section className="bk-detail__section" aria-labelledby={`${headingId}-updates`}>
          <h2 id={`${headingId}-updates`}>{t('detail.updates.title')}</h2>
          {product.important_updates.map((update) => (
            <article key={`${update.date}-${update.title}`}>
              <h3>{update.title}</h3>
              <p className="bk-muted">{format.date(update.date)}</p>
              <Html html={update.body_html} />
            </article>
          ))}
        </section>
      ) : null}
    </WidgetRoot>
  );
}
