import { type Key, type MouseEventHandler, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';

/** This primitive's part of the `bk-ui` sheet: the data tables. */
export const dataTableStyles: UiStylesPart = [
  UI_RANK.dataTable,
  `
.bk-data-table__scroll{overflow:auto;max-height:var(--bk-data-table-max-height,none);}
.bk-data-table__scroll:focus-visible{outline:2px solid var(--bk-color-focus-ring);outline-offset:2px;}
.bk-data-table{width:100%;border-collapse:collapse;}
.bk-data-table caption{padding:var(--bk-space-2) 0;text-align:left;font-weight:var(--bk-font-weight-bold);}
.bk-data-table th,.bk-data-table td{padding:var(--bk-space-2) var(--bk-space-3);border-bottom:1px solid var(--bk-color-border);text-align:left;vertical-align:top;}
.bk-data-table thead th{position:sticky;top:0;z-index:1;background:var(--bk-color-bg);font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-data-table tbody th{font-weight:var(--bk-font-weight-bold);}
.bk-data-table .bk-num{text-align:right;font-variant-numeric:tabular-nums;}
.bk-data-table__group th{background:var(--bk-color-surface);font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-data-table__sort{border:0;background:transparent;color:inherit;font:inherit;font-weight:var(--bk-font-weight-bold);cursor:pointer;padding:0;}
`,
];

/** One column of a {@link DataTable}. */
export interface DataColumn<R> {
  id: string;
  header: ReactNode;
  /** figures: right-aligned, tabular digits */
  numeric?: boolean;
  /** its cells head their rows (`<th scope="row">`) */
  rowHeader?: boolean;
  /** its header is a button asking `onSort` for this column */
  sortable?: boolean;
  cell: (row: R) => ReactNode;
}

/** Rows under a header row of their own ('Switching from', 'Switching to'). */
export interface DataRowGroup<R> {
  id: string;
  label: ReactNode;
  rows: readonly R[];
}

/** What a row element may carry besides its cells. */
export interface DataRowProps {
  className?: string;
  onClick?: MouseEventHandler<HTMLTableRowElement>;
  /** the row is the current one of the list (one the page points out) */
  'aria-current'?: 'true';
  'data-testid'?: string;
}

/** The column sorted by and its order. */
export interface DataSort {
  column: string;
  order: 'asc' | 'desc';
}

export interface DataTableProps<R> {
  columns: readonly DataColumn<R>[];
  /** the rows (or `groups`) */
  rows?: readonly R[];
  /** rows in groups, each under its header row */
  groups?: readonly DataRowGroup<R>[];
  rowKey: (row: R) => Key;
  rowProps?: (row: R) => DataRowProps;
  /** the table's caption, which names it */
  caption?: ReactNode;
  /** the caption for assistive technology only */
  captionHidden?: boolean;
  /** the table's name without a caption */
  label?: string;
  sort?: DataSort | null;
  onSort?: (column: string) => void;
  /** shown instead of the table when there are no rows */
  empty?: ReactNode;
  /** shown instead of the table (a failed load and its retry) */
  failed?: ReactNode;
  /** classes of the scrolling box around the table */
  className?: string;
  /** classes of the table itself */
  tableClassName?: string;
  /** the table's `part` for `::part()` (the elements that expose it) */
  part?: string;
}

const ariaSort = (sort: DataSort | null | undefined, column: string) =>
  sort?.column === column ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined;

/**
 * A data table: a caption (or label), headers that sort (`aria-sort`, a button in the header), numeric columns
 * aligned, row headers, optional row groups, and an empty or failed state in its place. It scrolls sideways in
 * its box; given a height (`--bk-data-table-max-height`) it scrolls down under a sticky header row. While the
 * box scrolls (a table wider than a phone), it is a region named like the table that takes the keyboard focus,
 * so the arrow keys scroll it too.
 */
export function DataTable<R>({
  columns,
  rows,
  groups,
  rowKey,
  rowProps,
  caption,
  captionHidden = false,
  label,
  sort,
  onSort,
  empty,
  failed,
  className,
  tableClassName,
  part,
}: DataTableProps<R>) {
  useUiStyles(dataTableStyles);
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(scroller);
  if (failed) return <>{failed}</>;
  const sections = groups ?? [{ id: '', label: null, rows: rows ?? [] }];
  if (empty !== undefined && sections.every((group) => group.rows.length === 0)) return <>{empty}</>;
  const renderRow = (row: R) => (
    <tr key={rowKey(row)} {...rowProps?.(row)}>
      {columns.map((column) => {
        const numeric = column.numeric ? 'bk-num' : undefined;
        return column.rowHeader ? (
          <th key={column.id} scope="row" className={numeric}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.id} className={numeric}>
            {column.cell(row)}
          </td>
        );
      })}
    </tr>
  );
  return (
    <div
      ref={scroller}
      className={className ? `bk-data-table__scroll ${className}` : 'bk-data-table__scroll'}
      {...(scrollable
        ? {
            role: 'region',
            tabIndex: 0,
            'aria-labelledby': caption ? captionId : undefined,
            'aria-label': caption ? undefined : label,
          }
        : {})}
    >
      <table
        className={tableClassName ? `bk-data-table ${tableClassName}` : 'bk-data-table'}
        aria-label={label}
        part={part}
      >
        {caption ? (
          <caption id={captionId} className={captionHidden ? 'bk-visually-hidden' : undefined}>
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.numeric ? 'bk-num' : undefined}
                aria-sort={column.sortable ? ariaSort(sort, column.id) : undefined}
              >
                {column.sortable && onSort ? (
                  <button type="button" className="bk-data-table__sort" onClick={() => onSort(column.id)}>
                    {column.header}
                    <span aria-hidden="true">
                      {sort?.column === column.id ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((group) => (
          <tbody key={group.id}>
            {group.label ? (
              <tr className="bk-data-table__group">
                <th scope="colgroup" colSpan={columns.length}>
                  {group.label}
                </th>
              </tr>
            ) : null}
            {group.rows.map(renderRow)}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** Whether a box's content overflows it (and so scrolls), kept up to date as the box or its content resizes. */
function useScrollable(ref: { current: HTMLElement | null }): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setScrollable(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  });
  return scrollable;
}
