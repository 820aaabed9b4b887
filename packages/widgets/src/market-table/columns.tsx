import type { MarketRow, MarketSortKey, MessageId } from '@bondkit/sdk-core';
import type { ReactNode } from 'react';
import type { Translate } from '../provider/context';
import type { WidgetVariant } from '../provider/types';
import type { Format } from '../shared/format';
import { BondName, PriceValue, RowActions, type RowContext } from './row-parts';

/** One column of the list view. */
export interface MarketColumn {
  id: string;
  header: MessageId;
  /** the sort key a click on the header toggles */
  sortKey?: MarketSortKey;
  /**
   * `flex` of the column's cells, header included: grow, shrink (0) and basis — its narrowest width, e.g.
   * `'2.4 0 220px'`
   */
  flex: string;
  /** its collapse level: hidden when the list is narrower than `LIST_LEVELS[drop - 1]`; shown at any width without one */
  drop?: number;
  numeric?: boolean;
  /** header visually hidden (actions) */
  hiddenHeader?: boolean;
  render: (row: MarketRow, ctx: RowContext, env: ColumnEnv) => ReactNode;
}

export interface ColumnEnv {
  t: Translate;
  format: Format;
}

const visitor = (ctx: RowContext) => ctx.user === null;

const actionsColumn: MarketColumn = {
  id: 'actions',
  header: 'market.column.actions',
  flex: '0 0 240px',
  hiddenHeader: true,
  render: (row, ctx) => <RowActions row={row} ctx={ctx} />,
};

// Spec: 002 §2.1
/** Bond, Price, Yield, Seniority, actions; Seniority collapses first. */
export const standardColumns: readonly MarketColumn[] = [
  {
    id: 'bond',
    header: 'market.column.bond',
    sortKey: 'company',
    flex: '2.4 0 200px',
    render: (row, ctx, { format }) => (
      <BondName
        row={row}
        ctx={ctx}
        meta={`${row.product.coupon_string} · ${format.maturity(row.product.maturity)} · ${row.product.currency}`}
      />
    ),
  },
  {
    id: 'price',
    header: 'market.column.price',
    sortKey: 'price',
    flex: '0.8 0 80px',
    numeric: true,
    render: (row, ctx) => <PriceValue visitor={visitor(ctx)}>{row.product.buy_price}</PriceValue>,
  },
  {
    id: 'yield',
    header: 'market.column.yield',
    sortKey: 'yield_to_maturity',
    flex: '1 0 110px',
    numeric: true,
    render: (row, _ctx, { t, format }) => (
      <span className="bk-bond__text">
        <span>{format.yield(row.yieldToMaturity)}</span>
        <span className="bk-bond__meta">
          {t('market.row.currentYield', { value: format.yield(row.currentYield) })}
        </span>
      </span>
    ),
  },
  {
    id: 'seniority',
    header: 'market.column.seniority',
    sortKey: 'seniority',
    flex: '1 0 120px',
    drop: 5,
    render: (row) => row.product.seniority_label,
  },
  actionsColumn,
];

// Spec: 002 §2.1
/**
 * The partner (sukuk) table's columns; they collapse Invested, Available, Seniority, Sell price,
 * Periodical distribution, then Maturity.
 */
export const sukukColumns: readonly MarketColumn[] = [
  {
    id: 'underlying',
    header: 'market.column.underlying',
    sortKey: 'company',
    flex: '2 0 200px',
    render: (row, ctx) => <BondName row={row} ctx={ctx} meta={row.product.isin_code} />,
  },
  {
    id: 'seniority',
    header: 'market.column.seniority',
    sortKey: 'seniority',
    flex: '1 0 110px',
    drop: 3,
    render: (row) => row.product.seniority_label,
  },
  {
    id: 'maturity',
    header: 'market.column.maturity',
    sortKey: 'maturity_date',
    flex: '1 0 100px',
    drop: 6,
    render: (row, _ctx, { format }) => format.maturity(row.product.maturity),
  },
  {
    id: 'distribution',
    header: 'market.column.periodicalDistribution',
    sortKey: 'coupon',
    flex: '1 0 100px',
    drop: 5,
    numeric: true,
    render: (row) => row.product.coupon_string,
  },
  {
    id: 'return',
    header: 'market.column.returnToMaturity',
    sortKey: 'yield_to_maturity',
    flex: '1 0 100px',
    numeric: true,
    render: (row, _ctx, { format }) => format.yield(row.yieldToMaturity),
  },
  {
    id: 'buy',
    header: 'market.column.buyPrice',
    sortKey: 'buy_price',
    flex: '0.8 0 80px',
    numeric: true,
    render: (row, ctx) => <PriceValue visitor={visitor(ctx)}>{row.product.buy_price}</PriceValue>,
  },
  {
    id: 'sell',
    header: 'market.column.sellPrice',
    sortKey: 'sell_price',
    flex: '0.8 0 80px',
    drop: 4,
    numeric: true,
    render: (row, ctx) => <PriceValue visitor={visitor(ctx)}>{row.product.sell_price}</PriceValue>,
  },
  {
    id: 'available',
    header: 'market.column.available',
    sortKey: 'available',
    flex: '1 0 140px',
    drop: 2,
    numeric: true,
    render: (row, ctx, { format }) => (
      <PriceValue visitor={visitor(ctx)}>
        {format.money(row.availableAmount, row.product.currency, { floor: true })}
      </PriceValue>
    ),
  },
  {
    id: 'invested',
    header: 'market.column.invested',
    sortKey: 'invested',
    flex: '1 0 110px',
    drop: 1,
    numeric: true,
    render: (row, ctx, { format }) =>
      ctx.user && row.product.user_invested != null
        ? format.money(row.product.user_invested, row.product.currency, { floor: true })
        : '–',
  },
  actionsColumn,
];

export function columnsFor(variant: WidgetVariant): readonly MarketColumn[] {
  return variant === 'sukuk' ? sukukColumns : standardColumns;
}
