import {
  type MarketAddress,
  type MarketAddressForm,
  parseMarketHash,
  parseMarketQuery,
  writeMarketAddress,
} from '@bondkit/sdk-core';

/** The address form a visit uses: the one it arrived with; a bare /market/ uses the hash form. */
export function detectAddressForm(search: string, hash: string): MarketAddressForm {
  if (hash.length > 1) return 'hash';
  if (search.length > 1) return 'query';
  return 'hash';
}

export function readMarketAddress(form: MarketAddressForm, search: string, hash: string): MarketAddress {
  return form === 'hash' ? parseMarketHash(hash) : parseMarketQuery(search);
}

/** The `search` and `hash` of the address that carries `address` in `form` (empty when nothing is set). */
export function marketLocation(
  address: MarketAddress,
  form: MarketAddressForm,
): { search: string; hash: string } {
  const text = writeMarketAddress(address, form);
  if (!text) return { search: '', hash: '' };
  return form === 'hash' ? { search: '', hash: `#${text}` } : { search: `?${text}`, hash: '' };
}

/** Path aliases of the market page (002 §2.1) and the category each starts with. */
export function categoryForPath(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/market/sukuk') return 'sukuk';
  return undefined;
}
