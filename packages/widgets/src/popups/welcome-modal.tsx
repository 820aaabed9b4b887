import { popupsMessages, registerMessages } from '@bondkit/sdk-core';
import type { ReactNode } from 'react';
import { useBondkit } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { guideFormCss } from '../shared/lead-styles';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(popupsMessages);

export interface WelcomeModalProps {
  open: boolean;
  onClose: () => void;
  /** called by 'Get started' (the modal closes too); e.g. go to the market */
  onStart?: () => void;
  /** more content under the welcome text (links, a video…) */
  children?: ReactNode;
}

// Spec: 000 §2 'Popups and lead capture'
/**
 * The welcome modal: greets the user (by first name when signed in) and says
 * what they can do; 'Get started' closes it. The host decides when it shows.
 */
export function WelcomeModal({ open, onClose, onStart, children }: WelcomeModalProps) {
  useStyles('bk-guide-form', guideFormCss);
  const { t, user } = useBondkit();
  const title = user?.first_name
    ? t('popup.welcome.titleNamed', { name: user.first_name })
    : t('popup.welcome.title');
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p className="bk-popup__body">{t('popup.welcome.body')}</p>
      {children}
      <div className="bk-popup__actions">
        <Button
          variant="primary"
          onClick={() => {
            onStart?.();
            onClose();
          }}
        >
          {t('popup.welcome.start')}
        </Button>
      </div>
    </Dialog>
  );
}
