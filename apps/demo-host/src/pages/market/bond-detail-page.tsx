import { BOND_DETAIL_TABS, BondDetail, type BondDetailTab } from '@bondkit/widgets';
import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTitleFromHeading } from '../../app/heading-title';
import { lastMarketAddress } from '../../app/last-market';
import { useVariant } from '../../app/preferences';
import { hostText } from '../../messages';
import { NotFoundPage } from '../not-found/not-found-page';

const isTab = (value: string | null): value is BondDetailTab =>
  value !== null && (BOND_DETAIL_TABS as readonly string[]).includes(value);

/** /market/bonds/:productId/ — the bond detail widget; the open tab is kept in `?tab=`. */
export function BondDetailPage() {
  const { productId = '' } = useParams();
  if (!/^\d+$/.test(productId)) return <NotFoundPage />;
  return <BondDetailView productId={Number(productId)} />;
}

function BondDetailView({ productId }: { productId: number }) {
  const variant = useVariant();
  useTitleFromHeading(hostText('detail.pageTitleFallback', {}, variant));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const onTabChanged = useCallback(
    (next: BondDetailTab) =>
      setParams(next === 'description' ? {} : { tab: next }, { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return (
    <div className="page page--detail">
      <Link to={lastMarketAddress()} className="back-link">
        {hostText('detail.back')}
      </Link>
      <BondDetail
        key={productId}
        productId={productId}
        onTabChanged={onTabChanged}
        {...(isTab(tab) ? { initialTab: tab } : {})}
      />
    </div>
  );
}
