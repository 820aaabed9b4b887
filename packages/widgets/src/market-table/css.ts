import { marketCardsCss } from './card-styles';
import { marketChipsCss } from './chips';
import { marketFiltersCss } from './filters-styles';
import { marketBaseCss } from './styles';

/**
 * The market table's whole sheet (plain CSS on the theme tokens). The widget adds it in parts, each when
 * first shown (`bk-market-table`: the views, then the card view's, the Filters drawer's and the chips' parts).
 */
export const marketTableCss = `${marketBaseCss}${marketCardsCss}${marketFiltersCss}${marketChipsCss}`;
