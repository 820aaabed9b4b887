import { failureMessages, type MessageId, registerMessages, smartInterestMessages } from '@bondkit/sdk-core';
import { useMessages } from '@bondkit/widgets';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useVariant } from '../../app/preferences';
import { hostText } from '../../messages';

// the texts this page names: a product outside the partner's range, Smart Interest refused to the partner
registerMessages(failureMessages, smartInterestMessages);

/**
 * What a product or page the customer's variant does not offer shows instead (issue 17: a sukuk customer
 * opening a conventional bond or Smart Interest by its address): 'Not available', why, in the variant's
 * wording, and the way back to the market.
 */
export function NotAvailablePage({ reason }: { reason: MessageId }) {
  const variant = useVariant();
  const t = useMessages();
  const title = hostText('notAvailable.title');
  usePageTitle(title);
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <p>{t(reason)}</p>
      <p>
        <Link to="/market/">{hostText('notFound.link', {}, variant)}</Link>
      </p>
    </div>
  );
}
