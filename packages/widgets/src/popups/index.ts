export {
  CONSENT_POPUP_DELAY_MS,
  EmailConsentPopup,
  type EmailConsentPopupProps,
} from './email-consent-popup';
export { WelcomeModal, type WelcomeModalProps } from './welcome-modal';
