/**
 * The parts of the bond detail (part name → class), beside the primitives' (`uiAnatomy`): the widget renders each
 * class with its `part` attribute, and its element exposes them for `::part()`. Its tab list and open tab are
 * the `Tabs` primitive's (`tabsAnatomy`).
 */
import { tabsAnatomy } from '../ui/tabs';

export const bondDetailAnatomy = {
  header: 'bk-detail__header',
  figures: 'bk-detail__figures',
  trade: 'bk-detail__trade',
  ...tabsAnatomy,
  documents: 'bk-detail__docs',
} as const;
