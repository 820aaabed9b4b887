import {
  type MarketCardRow,
  type MarketRow,
  type MarketStoreState,
  marketPartsMessages,
  registerMessages,
  selectMarketCardRows,
} from '@bondkit/sdk-core';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useBondkit } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import { useStyles } from '../provider/use-styles';
import { useFormat } from '../shared/format';
import { partOf } from '../ui/anatomy';
import { Button } from '../ui/button';
import { marketTableAnatomy } from './anatomy';
import { CARD_ROW_LIMIT, cardScrollStep } from './card-geometry';
import { marketCardsCss } from './card-styles';
import { categoryLabel } from './labels';
import { BondName, PriceValue, RowActions, type RowContext } from './row-parts';

// the catalogue domains this part shows (a bundle carries only the texts of registered domains)
registerMessages(marketPartsMessages);

export interface CardViewProps {
  cardRows: readonly MarketCardRow[];
  ctx: RowContext;
  onViewAll: (category: string) => void;
}

/** The card view of the market's state: its card rows (`selectMarketCardRows`, the same while they are). */
export function MarketCardView({
  state,
  ...props
}: Omit<CardViewProps, 'cardRows'> & { state: MarketStoreState }) {
  return <CardView cardRows={selectMarketCardRows(state)} {...props} />;
}

/** The card view: one horizontally scrolling row per category, each with 'View all (n)' and arrows. */
export const CardView = memo(function CardView({ cardRows, ctx, onViewAll }: CardViewProps) {
  // the card view's part of the market's sheet (its id not imported from styles.ts, which would then be a chunk
  // of its own: this module loads on demand)
  useStyles('bk-market-table', marketCardsCss, 1);
  return (
    <div {...partOf(marketTableAnatomy, 'cards')}>
      {cardRows.map((cardRow) => (
        <CategoryRow key={cardRow.category} cardRow={cardRow} ctx={ctx} onViewAll={onViewAll} />
      ))}
    </div>
  );
});

function CategoryRow({
  cardRow,
  ctx,
  onViewAll,
}: {
  cardRow: MarketCardRow;
  ctx: RowContext;
  onViewAll: (c: string) => void;
}) {
  const { t } = useBondkit();
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const label = categoryLabel({ id: cardRow.category, label: cardRow.label }, t);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setEdges({
      atStart: track.scrollLeft <= 0,
      atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    measure();
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * cardScrollStep(track.clientWidth), behavior: 'smooth' });
  };

  const shown = cardRow.rows.slice(0, CARD_ROW_LIMIT);
  return (
    <section className="bk-card-row" aria-labelledby={headingId}>
      <div className="bk-card-row__head">
        <h2 id={headingId} className="bk-card-row__title">
          {label}
        </h2>
        <div className="bk-card-row__nav">
          <NavLink
            to={{ to: 'market', category: cardRow.category }}
            onClick={(event) => {
              event.preventDefault();
              onViewAll(cardRow.category);
            }}
          >
            {t('market.card.viewAll', { count: cardRow.count })}
          </NavLink>
          <Button
            variant="secondary"
            size="sm"
            icon
            aria-label={t('market.card.previousIn', { category: label })}
            disabled={edges.atStart}
            onClick={() => scroll(-1)}
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon
            aria-label={t('market.card.nextIn', { category: label })}
            disabled={edges.atEnd}
            onClick={() => scroll(1)}
          >
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      </div>
      <ul
        className="bk-card-row__track"
        ref={trackRef}
        onScroll={measure}
        // a card the focus reaches is scrolled fully into view (WCAG 2.4.11): the browser's own scroll stops at
        // the card's far edge, which is no snap point, and the mandatory snap pulls the card back out of view;
        // so the track aligns the card's start, a snap point, itself
        onFocus={(event) => {
          const track = trackRef.current;
          const card = (event.target as Element).closest('.bk-card');
          if (!track || !card) return;
          const box = track.getBoundingClientRect();
          const { left, right } = card.getBoundingClientRect();
          if (left >= box.left && right <= box.right) return;
          track.scrollTo?.({ left: track.scrollLeft + left - box.left, behavior: 'instant' });
        }}
        aria-labelledby={headingId}
      >
        {shown.map((row) => (
          <li key={row.key} className="bk-card">
            <MarketCard row={row} ctx={ctx} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const MarketCard = memo(function MarketCard({ row, ctx }: { row: MarketRow; ctx: RowContext }) {
  const { t } = useBondkit();
  const format = useFormat();
  const visitor = ctx.user === null;
  return (
    <>
      <BondName row={row} ctx={ctx} meta={`${row.product.seniority_label} · ${row.product.currency}`} />
      <dl className="bk-card__figures">
        <div>
          <dt>{t('market.column.price')}</dt>
          <dd>
            <PriceValue visitor={visitor}>{row.product.buy_price}</PriceValue>
          </dd>
        </div>
        <div>
          <dt>{t('market.returns.yield_to_maturity')}</dt>
          <dd>{format.yield(row.yieldToMaturity)}</dd>
        </div>
        <div>
          <dt>{t('market.returns.coupon')}</dt>
          <dd>{row.product.coupon_string}</dd>
        </div>
        <div>
          <dt>{t('market.column.maturity')}</dt>
          <dd>{format.maturity(row.product.maturity)}</dd>
        </div>
      </dl>
      <div className="bk-card__actions">
        <RowActions row={row} ctx={ctx} />
      </div>
    </>
  );
});
