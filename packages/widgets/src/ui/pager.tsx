import { PAGE_GAP, pageList } from '@bondkit/sdk-core';
import { Button } from './button';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';

/** The pager's part of the `bk-ui` sheet. */
export const pagerStyles: UiStylesPart = [
  UI_RANK.pager,
  `
.bk-pager ul{display:flex;flex-wrap:wrap;gap:var(--bk-space-1);margin:var(--bk-space-3) 0 0;padding:0;list-style:none;}
.bk-pager [aria-current='page']{font-weight:var(--bk-font-weight-bold);}
.bk-pager__gap{padding:0 var(--bk-space-1);}
`,
];

export interface PagerProps {
  /** the page shown (1-based) */
  page: number;
  /** how many pages there are */
  pages: number;
  /** the navigation's name ('Report pages') */
  label: string;
  /** a page button's name ('Page 3') */
  pageLabel: (page: number) => string;
  /** with `nextLabel`: a Previous and a Next button around the pages */
  previousLabel?: string;
  nextLabel?: string;
  /** the navigation's own class and `part` (its widget's anatomy), next to `bk-pager` */
  part?: { className: string; part?: string };
  onPage: (page: number) => void;
}

/**
 * The pages of a paged list: the first, the last and two either side of the current one (sdk-core's
 * `pageList`), gaps between them; nothing when there is one page.
 */
export function Pager({ page, pages, label, pageLabel, previousLabel, nextLabel, part, onPage }: PagerProps) {
  useUiStyles(pagerStyles);
  if (pages <= 1) return null;
  const steps = previousLabel !== undefined && nextLabel !== undefined;
  return (
    <nav className={part ? `bk-pager ${part.className}` : 'bk-pager'} part={part?.part} aria-label={label}>
      <ul>
        {steps ? (
          <li>
            <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              {previousLabel}
            </Button>
          </li>
        ) : null}
        {pageList(page, pages).map((entry, index) =>
          entry === PAGE_GAP ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap sits between two fixed pages
            <li key={`gap-${index}`} className="bk-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Button
                size="sm"
                variant={entry === page ? 'primary' : 'secondary'}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={pageLabel(entry)}
                onClick={() => onPage(entry)}
              >
                {entry}
              </Button>
            </li>
          ),
        )}
        {steps ? (
          <li>
            <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
              {nextLabel}
            </Button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
