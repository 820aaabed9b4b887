import {
  type DownloadedGuide,
  type GuideType,
  type PhoneCountry,
  readCookie,
  writeCookie,
} from '@bondkit/sdk-core';
import { useEffect, useState } from 'react';
import { useBondkit } from '../provider/context';
import { Dialog } from '../ui/dialog';
import { GuideForm } from './guide-form';

// Spec: 000 §9
/** How long the registration modal remembers a visitor (the guide popup cookie lasts 3650 days). */
export const GUIDE_COOKIE_DAYS = 3650;

/** The cookie that remembers a guide's registration modal: `bk_guide_investor_guide`, `bk_guide_second_guide`. */
export function guideCookieName(guide: GuideType): string {
  return `bk_guide_${guide.replace(/-/g, '_')}`;
}

/** True once the visitor downloaded the guide (or dismissed its modal when it opened by itself). */
export function isGuideRemembered(guide: GuideType): boolean {
  return readCookie(guideCookieName(guide)) === '1';
}

/**
 * Remembers a guide's modal for 3650 days on the whole site (SameSite Lax). Where cookies are unavailable (a
 * sandboxed iframe) the modal may show again on the next visit.
 */
export function rememberGuide(guide: GuideType): void {
  writeCookie(guideCookieName(guide), '1', { maxAgeDays: GUIDE_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
}

export interface GuideModalProps {
  guide: GuideType;
  /** controlled: whether the modal is open (leave out to let `autoOpen` decide) */
  open?: boolean;
  /** called when the modal asks to close (✕, Escape, backdrop) */
  onClose?: () => void;
  /** uncontrolled: open by itself unless the visitor is remembered by the guide's cookie */
  autoOpen?: boolean;
  defaultCountry?: PhoneCountry;
  /** called after the guide has been handed to the browser */
  onGuideDownloaded?: (file: DownloadedGuide) => void;
}

// Spec: 000 §2 'Popups and lead capture', 000 §9
/**
 * The investor-guide / second-guide registration modal: the {@link GuideForm}
 * in a dialog. A successful download remembers the visitor in a cookie for 3650 days, and so does
 * dismissing a modal that opened by itself (`autoOpen`), so it does not come back on every visit.
 */
export function GuideModal({
  guide,
  open,
  onClose,
  autoOpen = false,
  defaultCountry,
  onGuideDownloaded,
}: GuideModalProps) {
  const { t } = useBondkit();
  const controlled = open !== undefined;
  const [autoShown, setAutoShown] = useState(false);
  useEffect(() => {
    if (!controlled && autoOpen && !isGuideRemembered(guide)) setAutoShown(true);
  }, [controlled, autoOpen, guide]);
  const shown = controlled ? open : autoShown;

  const close = () => {
    if (!controlled) {
      if (autoShown) rememberGuide(guide);
      setAutoShown(false);
    }
    onClose?.();
  };

  return (
    <Dialog open={shown} onClose={close} title={t(`leads.guide.${guide}.title`)}>
      <p className="bk-popup__body">{t(`leads.guide.${guide}.intro`)}</p>
      <GuideForm
        guide={guide}
        hideHeading
        {...(defaultCountry ? { defaultCountry } : {})}
        onGuideDownloaded={(file) => {
          rememberGuide(guide);
          onGuideDownloaded?.(file);
        }}
      />
    </Dialog>
  );
}
