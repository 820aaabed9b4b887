import { canViewSmartInterest, type MarketAddress, type MarketAddressForm } from '@bondkit/sdk-core';
import { MarketTable, SmartInterestRates } from '@bondkit/widgets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberMarketAddress } from '../../app/last-market';
import { usePageTitle } from '../../app/page-title';
import { useVariant } from '../../app/preferences';
import { useSession } from '../../app/session';
import { hostText } from '../../messages';
import { categoryForPath, detectAddressForm, marketLocation, readMarketAddress } from './market-address';

/**
 * /market/ (and its aliases /market/corporate-bond/, /market/sukuk/). Filters, sort and search live in the
 * address, in the query-string or the hash form (the one the visit arrived with): the table starts from the
 * address and every change rewrites it (replace, so Back leaves the market rather than undoing a filter).
 * An address change the table did not make (a link, Back/Forward) starts the table again from the address.
 */
export function MarketPage() {
  const variant = useVariant();
  const title = hostText('market.pageTitle', {}, variant);
  usePageTitle(title);
  const location = useLocation();
  const navigate = useNavigate();

  const addressKey = `${location.pathname}${location.search}${location.hash}`;
  const written = useRef<string>(addressKey);
  const form = useRef<MarketAddressForm>(detectAddressForm(location.search, location.hash));
  const [generation, setGeneration] = useState(0);

  useEffect(() => rememberMarketAddress(addressKey), [addressKey]);

  useEffect(() => {
    if (addressKey === written.current) return;
    written.current = addressKey;
    form.current = detectAddressForm(location.search, location.hash);
    setGeneration((n) => n + 1);
  }, [addressKey, location.search, location.hash]);

  const pathname = location.pathname;
  const onFiltersChanged = useCallback(
    (address: MarketAddress) => {
      const next = marketLocation(address, form.current);
      written.current = `${pathname}${next.search}${next.hash}`;
      navigate(
        { pathname, search: next.search, hash: next.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, pathname],
  );

  const initialFilters = readMarketAddress(form.current, location.search, location.hash);
  const category = categoryForPath(pathname);
  // the smart_interest category (with the permission) shows the Smart Interest fixed rates (002 §3.1, §9)
  const session = useSession();
  const showsSmartInterest =
    canViewSmartInterest(session.status === 'signed-in' ? session.user : null) &&
    initialFilters.filters.category.includes('smart_interest');

  return (
    <div className="page page--market">
      <h1>{title}</h1>
      {showsSmartInterest ? <SmartInterestRates /> : null}
      <MarketTable
        // a new variant is a different site: its default view (cards for sukuk) and wording start afresh
        key={`${pathname}:${variant}:${generation}`}
        addressMode="none"
        initialFilters={initialFilters}
        onFiltersChanged={onFiltersChanged}
        {...(category ? { category } : {})}
      />
    </div>
  );
}
