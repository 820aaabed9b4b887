import { useBondkit } from '../provider/context';
import { onDemand, useOnDemand } from '../ui/on-demand';
import { RetryBanner } from '../ui/retry-banner';
import type { PortfolioNoticesProps } from './notices';

/** The notices' code (`notices.tsx`): loaded once there is a notice to show, which most visits do not have. */
const noticesView = onDemand(() => import('./notices'));

/**
 * The dashboard's notices ({@link PortfolioNoticesProps}) where the summary and the portfolio page show them:
 * nothing while there is none; once there is one, the notices as soon as their code is there. Should it fail
 * to load, the portfolio's failure with 'Retry loading'.
 */
export function Notices(props: PortfolioNoticesProps) {
  const { t } = useBondkit();
  const part = useOnDemand(noticesView, props.notices.length > 0);
  const Loaded = part.module?.PortfolioNotices;
  if (Loaded) return <Loaded {...props} />;
  if (!part.failed) return null;
  return (
    <RetryBanner
      title={t('portfolio.loadFailed.title')}
      retryLabel={t('portfolio.loadFailed.retry')}
      onRetry={part.retry}
    >
      {t('portfolio.loadFailed.text')}
    </RetryBanner>
  );
}
