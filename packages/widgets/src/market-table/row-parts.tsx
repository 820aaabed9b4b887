import { isSellableAmount, type MarketRow, productMark, type SessionUser } from '@bondkit/sdk-core';
import { memo, type ReactNode, useState } from 'react';
import { useBondkit } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import type { NavigateTarget } from '../provider/types';
import { useAssetUrl } from '../shared/asset-url';
import { useFormat } from '../shared/format';
import { buttonPartOf } from '../ui/anatomy';
import { Button } from '../ui/button';
import { marketTableAnatomy } from './anatomy';

/** What every row needs besides its data. */
export interface RowContext {
  user: SessionUser | null;
  onWatch: (row: MarketRow) => void;
  /** the table's own id prefix (React's `useId`), for ids a row's parts refer to each other by */
  idPrefix?: string;
}

/** The id of a row's Ineligible reason, which its Ineligible mark is described by. */
export function ineligibleReasonId(row: MarketRow, ctx: RowContext | undefined): string {
  return `${ctx?.idPrefix ?? 'bk-market'}-ineligible-${row.key}`;
}

export { HIDDEN_VALUE_PLACEHOLDER, PriceValue } from '../ui/price-value';

/** The bond-detail target of a row. */
export function detailTarget(row: MarketRow): NavigateTarget {
  return { to: 'bond-detail', productId: row.product.product_id, productUrl: row.product.product_url };
}

/** Logo, name (link to bond detail), badges and a meta line. */
export const BondName = memo(function BondName({
  row,
  meta,
  ctx,
}: {
  row: MarketRow;
  meta?: ReactNode;
  ctx?: RowContext;
}) {
  const { t } = useBondkit();
  const assetUrl = useAssetUrl();
  // the logo of the name shown (a sukuk under its underlying company's name: its initials, not the issuer's logo)
  const mark = productMark(row.product);
  return (
    <div className="bk-bond">
      {mark.kind === 'logo' ? (
        <img
          className="bk-bond__logo"
          src={assetUrl(mark.src)}
          alt=""
          loading="lazy"
          width={36}
          height={36}
        />
      ) : (
        <span className="bk-bond__logo bk-bond__initials" aria-hidden="true">
          {mark.text}
        </span>
      )}
      <div className="bk-bond__text">
        <span className="bk-bond__name">
          <NavLink to={detailTarget(row)}>{row.companyName}</NavLink>
          {row.isNew ? <span className="bk-badge">{t('market.row.new')}</span> : null}
          {row.moreAdded ? <span className="bk-badge">{t('market.row.moreAdded')}</span> : null}
          {row.comingSoon ? <span className="bk-badge">{t('market.row.comingSoon')}</span> : null}
          {row.locked ? <span className="bk-badge bk-badge--warning">{t('market.row.locked')}</span> : null}
          {row.ineligible ? (
            <span
              className="bk-badge bk-badge--warning"
              aria-describedby={row.ineligibleReason ? ineligibleReasonId(row, ctx) : undefined}
            >
              {t('market.row.ineligible')}
            </span>
          ) : null}
        </span>
        {meta ? <span className="bk-bond__meta">{meta}</span> : null}
      </div>
    </div>
  );
});

function isInvested(row: MarketRow): boolean {
  const invested = row.product.user_invested;
  return invested != null && /[1-9]/.test(invested);
}

// Spec: 002 §2.1, §6
/** Take-questionnaire, buy and trade links and the watch toggle of one product. */
export const RowActions = memo(function RowActions({ row, ctx }: { row: MarketRow; ctx: RowContext }) {
  const { t } = useBondkit();
  const format = useFormat();
  const { user } = ctx;
  const company = row.companyName;
  const { product } = row;
  const productId = product.product_id;
  const restriction = product.access_restrictions?.find((r) => r.questionnaire === row.questionnaireLink);
  // a coming-soon product: buy one of its packages (002 §2.2), or what is on the market now when it has some
  const buysNow = product.state === 'open' && isSellableAmount(product.sell_liquidity);
  const [choice, setChoice] = useState(() =>
    buysNow || row.packages.length === 0 ? '' : String(row.packages[0]!.package_id),
  );
  const amount = (value: string) => format.money(value, product.currency, { floor: true });
  const buyTarget: NavigateTarget = user
    ? { to: 'trade', productId, tradeType: 'buy', ...(choice ? { packageId: Number(choice) } : {}) }
    : { to: 'login' };
  const block = row.buyBlock;
  return (
    <div className="bk-table__actions">
      {row.packages.length > 0 && !block ? (
        <select
          className="bk-input bk-table__package"
          aria-label={t('market.row.packageOf', { company })}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          {buysNow ? (
            <option value="">{t('market.row.packageNow', { amount: amount(product.sell_liquidity) })}</option>
          ) : null}
          {row.packages.map((p) => (
            <option key={p.package_id} value={String(p.package_id)}>
              {t('market.row.packageOption', {
                amount: amount(p.pending_amount),
                date: format.date(p.settlement_date),
              })}
            </option>
          ))}
        </select>
      ) : null}
      {user && row.locked && row.questionnaireLink ? (
        <NavLink
          {...buttonPartOf(marketTableAnatomy, 'row-button', 'bk-button bk-button--secondary bk-button--sm')}
          to={{
            to: 'questionnaire',
            questionnaire: restriction?.type ?? row.questionnaireLink,
            link: row.questionnaireLink,
            productId,
          }}
        >
          {t('market.action.takeQuestionnaire')}
        </NavLink>
      ) : null}
      {block ? (
        row.locked && user && row.questionnaireLink ? null : block === 'market.row.ineligible' &&
          row.ineligibleReason ? (
          // in place of Buy: why this sukuk is Ineligible (the score it needs and the customer's)
          <span className="bk-table__reason" id={ineligibleReasonId(row, ctx)}>
            {t(row.ineligibleReason.code, row.ineligibleReason.values)}
          </span>
        ) : (
          <span className="bk-table__reason">{t(block)}</span>
        )
      ) : (
        <NavLink
          {...buttonPartOf(marketTableAnatomy, 'row-button', 'bk-button bk-button--primary bk-button--sm')}
          to={buyTarget}
          aria-label={t('market.action.buyFor', { company })}
        >
          {t('market.action.buy')}
        </NavLink>
      )}
      {user && isInvested(row) ? (
        <NavLink
          {...buttonPartOf(marketTableAnatomy, 'row-button', 'bk-button bk-button--secondary bk-button--sm')}
          to={{ to: 'trade', productId, tradeType: 'sell' }}
          aria-label={t('market.action.tradeFor', { company })}
        >
          {t('market.action.trade')}
        </NavLink>
      ) : null}
      <WatchButton row={row} ctx={ctx} />
    </div>
  );
});

// Spec: 002 §4.2
/** Watch / Unwatch; a visitor is sent to registration; a read-only user is told why not. */
export function WatchButton({ row, ctx }: { row: MarketRow; ctx: RowContext }) {
  const { t } = useBondkit();
  const company = row.companyName;
  const watching = ctx.user !== null && row.isInterested;
  return (
    <Button
      size="sm"
      variant="ghost"
      {...buttonPartOf(marketTableAnatomy, 'row-button')}
      aria-label={t(watching ? 'market.unwatchFor' : 'market.watchFor', { company })}
      onClick={() => ctx.onWatch(row)}
    >
      <span aria-hidden="true">{watching ? '★' : '☆'}</span>
      {t(watching ? 'market.unwatch' : 'market.watch')}
    </Button>
  );
}
