export { bondDetailAnatomy } from './anatomy';
export {
  BOND_DETAIL_TABS,
  BondDetail,
  type BondDetailProps,
  type BondDetailTab,
  documentsFor,
} from './bond-detail';
export { sanitizeHtml } from './sanitize';
export { bondDetailCss } from './styles';
