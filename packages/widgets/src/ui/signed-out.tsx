import { registerMessages, sessionMessages } from '@bondkit/sdk-core';
import { useMessages } from '../provider/context';
import { WidgetRoot } from '../provider/widget-root';
import { Banner } from './banner';

// the catalogue domain this primitive shows
registerMessages(sessionMessages);

/**
 * What a widget for signed-in customers shows without a session — an element whose session lapsed, a visitor
 * sent to sign in — instead of a spinner: the catalogue's signed-out text (each variant's wording), polite.
 */
export function SignedOut({ className }: { className: string }) {
  const t = useMessages();
  return (
    <WidgetRoot className={className}>
      <Banner tone="info" live="status" title={t('auth.signedOut.title')}>
        {t('auth.signedOut.body')}
      </Banner>
    </WidgetRoot>
  );
}
