// biome-ignore-all lint/a11y/useSemanticElements: a virtualised table needs positioned rows, so it is an ARIA table of divs
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and headers of a static ARIA table are not widgets
import type { MarketRow, MarketSort, MarketSortKey } from '@bondkit/sdk-core';
import { memo, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useBondkit } from '../provider/context';
import { useFormat } from '../shared/format';
import { partOf } from '../ui/anatomy';
import { marketTableAnatomy } from './anatomy';
import type { ColumnEnv, MarketColumn } from './columns';
import type { RowContext } from './row-parts';
import { CARD_ROW_HEIGHT, LIST_CARDS_BELOW, LIST_ROW_HEIGHT } from './styles';

export interface ListViewProps {
  rows: readonly MarketRow[];
  columns: readonly MarketColumn[];
  sort: MarketSort | null;
  onSort: (key: MarketSortKey) => void;
  ctx: RowContext;
  /** the scroll container, for scrolling back to the top after a filter run */
  scrollRef?: RefObject<HTMLDivElement | null>;
}

/** The viewport height assumed while the scroll box has no size (no layout yet, e.g. server or test DOMs). */
const FALLBACK_HEIGHT = LIST_ROW_HEIGHT * 12;
/** Rows kept in the DOM above and below the ones in view. */
const OVERSCAN = 8;

/**
 * Windowing for fixed-height rows: the range of row indexes in view of the scroll box (before overscan) and the
 * rows' height — LIST_ROW_HEIGHT, or CARD_ROW_HEIGHT when the box is narrower than LIST_CARDS_BELOW and its
 * rows are cards (the sheet's container query on the same width). It follows the box's scroll position and
 * size (a ResizeObserver where there is one) and the number of rows, and re-renders only when they change,
 * synchronously on scroll so fast scrolling shows no blank rows.
 */
function useRowsInView(
  boxRef: RefObject<HTMLDivElement | null>,
  count: number,
): readonly [first: number, last: number, rowHeight: number] {
  const [range, setRange] = useState<readonly [number, number, number]>([0, 11, LIST_ROW_HEIGHT]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the rows change (the box may have been scrolled back into a shorter body)
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const update = () => {
      const width = box.clientWidth;
      const rowHeight = width && width < LIST_CARDS_BELOW ? CARD_ROW_HEIGHT : LIST_ROW_HEIGHT;
      const top = box.scrollTop;
      const next = [
        Math.floor(top / rowHeight),
        Math.ceil((top + (box.clientHeight || FALLBACK_HEIGHT)) / rowHeight) - 1,
        rowHeight,
      ] as const;
      setRange((prev) => (prev.every((value, i) => value === next[i]) ? prev : next));
    };
    const onScroll = () => flushSync(update);
    update();
    box.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [boxRef, count]);
  return range;
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
  const { t } = useBondkit();
  const format = useFormat();
  const ownRef = useRef<HTMLDivElement>(null);
  const boxRef = scrollRef ?? ownRef;

  const [first, last, rowHeight] = useRowsInView(boxRef, rows.length);
  const start = Math.max(0, first - OVERSCAN);
  const end = Math.min(rows.length - 1, last + OVERSCAN);

  const env: ColumnEnv = { t, format };
  const shown = rows.slice(start, end + 1);

  return (
    <div className="bk-market__list" ref={boxRef}>
      <div
        role="table"
        aria-label={t('market.table.label')}
        aria-rowcount={rows.length + 1}
        {...partOf(marketTableAnatomy, 'table')}
      >
        <div role="rowgroup" className="bk-table__head">
          <div role="row" aria-rowindex={1} {...partOf(marketTableAnatomy, 'row')}>
            {columns.map((column) => (
              <div
                key={column.id}
                role="columnheader"
                aria-sort={ariaSort(column, sort)}
                style={{ flex: column.flex }}
                data-drop={column.drop}
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
        <div role="rowgroup" className="bk-table__body" style={{ height: rows.length * rowHeight }}>
          {shown.map((row, offset) => (
            <ListRow
              key={row.key}
              row={row}
              index={start + offset}
              top={(start + offset) * rowHeight}
              height={rowHeight}
              columns={columns}
              ctx={ctx}
              env={env}
            />
          ))}
        </div>
      </div>
    </div>
  );
});

interface ListRowProps {
  row: MarketRow;
  index: number;
  top: number;
  height: number;
  columns: readonly MarketColumn[];
  ctx: RowContext;
  env: ColumnEnv;
}

const ListRow = memo(
  function ListRow({ row, index, top, height, columns, ctx, env }: ListRowProps) {
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        {...partOf(marketTableAnatomy, 'row')}
        data-product-id={row.product.product_id}
        style={{ transform: `translateY(${top}px)`, height }}
      >
        {columns.map((column) => (
          <div
            key={column.id}
            role="cell"
            style={{ flex: column.flex }}
            data-drop={column.drop}
            data-label={column.numeric ? env.t(column.header) : undefined}
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
    a.height === b.height &&
    a.columns === b.columns &&
    a.ctx === b.ctx &&
    a.env.t === b.env.t &&
    a.env.format === b.env.format,
);
