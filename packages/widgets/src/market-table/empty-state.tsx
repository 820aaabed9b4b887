import { marketPartsMessages, registerMessages } from '@bondkit/sdk-core';
import { useBondkit } from '../provider/context';
import { Button } from '../ui/button';

// the catalogue domains this part shows (a bundle carries only the texts of registered domains)
registerMessages(marketPartsMessages);

// Spec: 002 §8
/**
 * 'Nothing to see here': no row matches the search and filters. With 'Clear all', and the unavailable bonds
 * that would match when they are hidden. A part of its own, loaded when nothing matches.
 */
export function EmptyState({
  hiddenMatches,
  onShowUnavailable,
  onClearAll,
}: {
  /** unavailable bonds that match (hidden by the toggle) */
  hiddenMatches: number;
  onShowUnavailable: () => void;
  onClearAll: () => void;
}) {
  const { t } = useBondkit();
  return (
    <div className="bk-market__state">
      <h2>{t('market.empty.title')}</h2>
      <p>{t('market.empty.body')}</p>
      {hiddenMatches > 0 ? (
        <p>
          {t('market.empty.hiddenMatches', { count: hiddenMatches })}{' '}
          <Button variant="secondary" onClick={onShowUnavailable}>
            {t('market.options.showUnavailable')}
          </Button>
        </p>
      ) : null}
      <Button variant="primary" onClick={onClearAll}>
        {t('market.empty.clearAll')}
      </Button>
    </div>
  );
}
