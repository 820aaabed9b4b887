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
  /** CSS grid track */
  width: string;
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
  width: 'minmax(240px, auto)',
  hiddenHeader: true,
  render: (row, ctx) => <RowActions row={row} ctx={ctx} />,
};

/** Bond, Price, Yield, Seniority, actions (002 §2.1). */
export const standardColumns: readonly MarketColumn[] = [
  {
    id: 'bond',
    header: 'market.column.bond',
    sortKey: 'company',
    width: 'minmax(220px, 2.4fr)',
    render: (row, _ctx, { format }) => (
      <BondName
        row={row}
        meta={`${row.product.coupon_string} · ${format.maturity(row.product.maturity)} · ${row.product.currency}`}
      />
    ),
  },
  {
    id: 'price',
    header: 'market.column.price',
    sortKey: 'price',
    width: 'minmax(80px, 0.8fr)',
    numeric: true,
    render: (row, ctx) => <PriceValue visitor={visitor(ctx)}>{row.product.buy_price}</PriceValue>,
  },
  {
    id: 'yield',
    header: 'market.column.yield',
    sortKey: 'yield_to_maturity',
    width: 'minmax(110px, 1fr)',
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
    width: 'minmax(120px, 1fr)',
    render: (row) => row.product.seniority_label,
  },
  actionsColumn,
];

/** The partner (sukuk) table's columns (002 §2.1). */
export const sukukColumns: readonly MarketColumn[] = [
  {
    id: 'underlying',
    header: 'market.column.underlying',
    sortKey: 'company',
    width: 'minmax(200px, 2fr)',
    render: (row) => <BondName row={row} meta={row.product.isin_code} />,
  },
  {
    id: 'seniority',
    header: 'market.column.seniority',
    sortKey: 'seniority',
    width: 'minmax(110px, 1fr)',
    render: (row) => row.product.seniority_label,
  },
  {
    id: 'maturity',
    header: 'market.column.maturity',
    sortKey: 'maturity_date',
    width: 'minmax(100px, 1fr)',
    render: (row, _ctx, { format }) => format.maturity(row.product.maturity),
  },
  {
    id: 'distribution',
    header: 'market.column.periodicalDistribution',
    sortKey: 'coupon',
    width: 'minmax(100px, 1fr)',
    numeric: true,
    render: (row) => row.product.coupon_string,
  },
  {
    id: 'return',
    header: 'market.column.returnToMaturity',
    sortKey: 'yield_to_maturity',
    width: 'minmax(100px, 1fr)',
    numeric: true,
    render: (row, _ctx, { format }) => format.yield(row.yieldToMaturity),
  },
  {
    id: 'buy',
    header: 'market.column.buyPrice',
    sortKey: 'buy_price',
    width: 'minmax(80px, 0.8fr)',
    numeric: true,
    render: (row, ctx) => <PriceValue visitor={visitor(ctx)}>{row.product.buy_price}</PriceValue>,
  },
  {
    id: 'sell',
    header: 'market.column.sellPrice',
    sortKey: 'sell_price',
    width: 'minmax(80px, 0.8fr)',
    numeric: true,
    render: (row, ctx) => <PriceValue visitor={visitor(ctx)}>{row.product.sell_price}</PriceValue>,
  },
  {
    id: 'available',
    header: 'market.column.available',
    sortKey: 'available',
    width: 'minmax(110px, 1fr)',
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
    width: 'minmax(100px, 1fr)',
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
