import { bannerStyles } from './banner';
import { choiceStyles, switchStyles } from './choice-styles';
import { coreStyles } from './core-styles';
import { dataTableStyles } from './data-table';
import { dialogStyles } from './dialog';
import { errorSummaryStyles } from './error-summary';
import { fieldStyles } from './field';
import { menuStyles } from './menu';
import { menuListStyles } from './menu-list';
import { pagerStyles } from './pager';
import { rangeStyles } from './range-slider';
import { spinnerStyles } from './spinner';
import { tabsStyles } from './tabs';
import { toastsStyles } from './toast-list';

/**
 * CSS of all the shared UI primitives (plain CSS on the theme tokens), in one string. In the widgets it comes
 * in parts of one sheet (`bk-ui`): the provider injects the core, the other primitives add theirs when they
 * render (`useUiStyles`), each in its place, so the sheet keeps this string's cascade.
 */
export const uiCss: string = /* @__PURE__ */ [
  // in rank order
  menuStyles,
  menuListStyles,
  tabsStyles,
  dialogStyles,
  coreStyles,
  choiceStyles,
  bannerStyles,
  toastsStyles,
  spinnerStyles,
  switchStyles,
  rangeStyles,
  fieldStyles,
  errorSummaryStyles,
  dataTableStyles,
  pagerStyles,
]
  .map(([, css]) => css)
  .join('');
