import { PAGE_GAP, pageList } from '@bondkit/sdk-core';
import { Button } from '../ui/button';

export interface ReportPagesProps {
  page: number;
  pages: number;
  /** the navigation's name ('Report pages') */
  label: string;
  /** a page button's name ('Page 3') */
  pageLabel: (page: number) => string;
  onPage: (page: number) => void;
}

/**
 * The pages of a report's rows: the first, the last and two either side of the current one (sdk-core's
 * `pageList`), gaps between them; nothing when there is one page.
 */
export function ReportPages({ page, pages, label, pageLabel, onPage }: ReportPagesProps) {
  if (pages <= 1) return null;
  return (
    <nav className="bk-reports__pages" aria-label={label}>
      <ul>
        {pageList(page, pages).map((entry, index) =>
          entry === PAGE_GAP ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Button
                size="sm"
                variant={entry === page ? 'primary' : 'ghost'}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={pageLabel(entry)}
                onClick={() => onPage(entry)}
              >
                {entry}
              </Button>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
