// biome-ignore-all lint/a11y/useSemanticElements: a virtualised table needs positioned rows, so it is an ARIA table of divs
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and headers of a static ARIA table are not widgets
import type { MarketRow, MarketSort, MarketSortKey } from '@bondkit/sdk-core';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, memo, type RefObject, useRef } from 'react';
import { useBondkit } from '../provider/context';
import type { ColumnEnv, MarketColumn } from './columns';
import type { RowContext } from './row-parts';
import { LIST_ROW_HEIGHT } from './styles';

export interface ListViewProps {
  rows: readonly MarketRow[];
  columns: readonly MarketColumn[];
  sort: MarketSort | null;
  onSort: (key: MarketSortKey) => void;
  ctx: RowContext;
  /** the scroll container, for scrolling back to the top after a filter run */
  scrollRef?: RefObject<HTMLDivElement | null>;
}

/** Rows shown before the scroll container has a size (no layout yet, e.g. server or test DOMs). */
const FALLBACK_VIEWPORT = { width: 1024, height: LIST_ROW_HEIGHT * 12 };

function minTrackWidth(track: string): number {
  const match = /(\d+)px/.exec(track);
  return match ? Number(match[1]) : 0;
}

function ariaSort(
  column: MarketColumn,
  sort: MarketSort | null,
): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.sortKey) return undefined;
  if (sort?.value !== column.sortKey) return 'none';
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

/**
 * The list view: an ARIA table (role table / rowgroup / row with aria-rowcount and aria-rowindex) in its
 * own scroll box, whose body rows are virtualised (only the rows in view are in the DOM), so thousands of
 * products stay smooth. The header row is sticky; sortable headers are buttons and carry aria-sort.
 */
export const ListView = memo(function ListView({
  rows,
  columns,
  sort,
  onSort,
  ctx,
  scrollRef,
}: ListViewProps) {
  const { t, locale } = useBondkit();
  const ownRef = useRef<HTMLDivElement>(null);
  const boxRef = scrollRef ?? ownRef;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => boxRef.current,
    estimateSize: () => LIST_ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => rows[index]?.key ?? index,
    scrollPaddingStart: 48,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_VIEWPORT)),
  });

  const env: ColumnEnv = { t, locale };
  const template = columns.map((column) => column.width).join(' ');
  const style = { '--bk-market-columns': template } as CSSProperties;
  const minWidth =
    columns.reduce((sum, column) => sum + minTrackWidth(column.width), 0) + columns.length * 12 + 32;
  const items = virtualizer.getVirtualItems();

  return (
    <div className="bk-market__list" style={style} ref={boxRef}>
      <div
        role="table"
        aria-label={t('market.table.label')}
        aria-rowcount={rows.length + 1}
        className="bk-table"
        style={{ minWidth }}
      >
        <div role="rowgroup" className="bk-table__head">
          <div role="row" aria-rowindex={1} className="bk-table__row">
            {columns.map((column) => (
              <div
                key={column.id}
                role="columnheader"
                aria-sort={ariaSort(column, sort)}
                className={`bk-table__header${column.numeric ? ' bk-table__cell--num' : ''}`}
              >
                {column.sortKey ? (
                  <button type="button" className="bk-table__sort" onClick={() => onSort(column.sortKey!)}>
                    {t(column.header)}
                    <span className="bk-table__sort-icon" aria-hidden="true">
                      {sort?.value === column.sortKey ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                ) : (
                  <span className={column.hiddenHeader ? 'bk-visually-hidden' : undefined}>
                    {t(column.header)}
                  </span>
                )}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="bk-table__body" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <ListRow
                key={item.key}
                row={row}
                index={item.index}
                top={item.start}
                columns={columns}
                ctx={ctx}
                env={env}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
});

interface ListRowProps {
  row: MarketRow;
  index: number;
  top: number;
  columns: readonly MarketColumn[];
  ctx: RowContext;
  env: ColumnEnv;
}

const ListRow = memo(
  function ListRow({ row, index, top, columns, ctx, env }: ListRowProps) {
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        className="bk-table__row"
        data-product-id={row.product.product_id}
        style={{ transform: `translateY(${top}px)` }}
      >
        {columns.map((column) => (
          <div
            key={column.id}
            role="cell"
            className={`bk-table__cell${column.numeric ? ' bk-table__cell--num' : ''}`}
          >
            {column.render(row, ctx, env)}
          </div>
        ))}
      </div>
    );
  },
  (a, b) =>
    a.row === b.row &&
    a.index === b.index &&
    a.top === b.top &&
    a.columns === b.columns &&
    a.ctx === b.ctx &&
    a.env.t === b.env.t &&
    a.env.locale === b.env.locale,
);
