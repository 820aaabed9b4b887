export { guideFormCss } from '../shared/lead-styles';
export { guideFormAnatomy } from './anatomy';
export { GuideForm, type GuideFormProps } from './guide-form';
export {
  GUIDE_COOKIE_DAYS,
  GuideModal,
  type GuideModalProps,
  guideCookieName,
  isGuideRemembered,
  rememberGuide,
} from './guide-modal';
