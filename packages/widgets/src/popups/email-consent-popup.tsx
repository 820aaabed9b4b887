import { popupsMessages, registerMessages, setEmailConsent } from '@bondkit/sdk-core';
import { useEffect, useRef, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { guideFormCss } from '../shared/lead-styles';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useToasts } from '../ui/toasts';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(popupsMessages);

// Spec: 000 §2, §9
/** The consent popup shows this long after it is mounted (200 ms). */
export const CONSENT_POPUP_DELAY_MS = 200;

export interface EmailConsentPopupProps {
  /** whether to ask at all (e.g. only users who have not answered yet); default true */
  enabled?: boolean;
  /** default {@link CONSENT_POPUP_DELAY_MS} */
  delayMs?: number;
  /** called with the answer once the server has recorded it */
  onConsentAnswered?: (consent: boolean) => void;
  /** called when the popup closes, answered or not */
  onClose?: () => void;
}

// Spec: 000 §2, §7, §9
/**
 * The email-marketing consent popup: for a signed-in user, it opens 200 ms after it is mounted
 * (timed by the provider's clock) and asks whether to receive marketing emails; Yes and No call
 * GET /profiles/consent-to-email/yes or /no. A failure is shown in the popup so the user can try again.
 */
export function EmailConsentPopup({
  enabled = true,
  delayMs = CONSENT_POPUP_DELAY_MS,
  onConsentAnswered,
  onClose,
}: EmailConsentPopupProps) {
  useStyles('bk-guide-form', guideFormCss);
  const client = useClient();
  const { t, user, clock } = useBondkit();
  const toasts = useToasts();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const asked = useRef(false);
  const signedIn = user !== null;

  useEffect(() => {
    if (!enabled || !signedIn || asked.current) return;
    const handle = clock.setTimeout(() => {
      asked.current = true;
      setOpen(true);
    }, delayMs);
    return () => clock.clearTimeout(handle);
  }, [enabled, signedIn, clock, delayMs]);

  const close = () => {
    setOpen(false);
    onClose?.();
  };

  const answer = async (consent: boolean) => {
    setSending(true);
    setFailed(false);
    try {
      await setEmailConsent(client, consent);
      setSending(false);
      toasts.show(t('popup.consent.saved'), { tone: 'success' });
      onConsentAnswered?.(consent);
      close();
    } catch {
      setSending(false);
      setFailed(true);
    }
  };

  return (
    <Dialog
      open={open && signedIn}
      onClose={() => {
        if (!sending) close();
      }}
      title={t('popup.consent.title')}
    >
      <p className="bk-popup__body">{t('popup.consent.body')}</p>
      {failed ? (
        <Banner tone="danger" live="alert">
          {t('popup.consent.failed')}
        </Banner>
      ) : null}
      <div className="bk-popup__actions">
        <Button onClick={() => void answer(false)} disabled={sending}>
          {t('popup.consent.no')}
        </Button>
        <Button variant="primary" onClick={() => void answer(true)} disabled={sending}>
          {t('popup.consent.yes')}
        </Button>
      </div>
    </Dialog>
  );
}
