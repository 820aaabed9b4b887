import { partOf } from '../ui/anatomy';
import { moneyAnatomy } from './money-styles';

/**
 * The title of a money-moving widget and its region's name: the widget's own h2, or — with `hideHeading`, when
 * the page around it shows the title as its h1 — no heading, the region still named by the title.
 */
export function moneyTitle(title: string, titleId: string, hideHeading: boolean | undefined) {
  return {
    heading: hideHeading ? null : (
      <h2 id={titleId} {...partOf(moneyAnatomy, 'title')}>
        {title}
      </h2>
    ),
    region: hideHeading
      ? ({ role: 'region', 'aria-label': title } as const)
      : ({ role: 'region', 'aria-labelledby': titleId } as const),
  };
}
