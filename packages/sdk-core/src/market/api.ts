import { type BondkitClient, pathSegment } from '../http/index';
import { marketSharedEn } from '../messages/en/market-shared';
import { SUKUK_PARTNER_ID } from './partner';
import type { MarketVariant } from './rules/types';
import { annotationSchema, type MarketProduct, marketProductListSchema } from './schema';

// Spec: 002 §7
/** `expand` of the products list. */
export const MARKET_PRODUCTS_EXPAND = 'annotations,user_invested,display_order,access_restrictions';

export { SUKUK_PARTNER_ID } from './partner';

// Spec: 002 §7
/**
 * GET products/ — the market's products: `exclude=call_schedule`,
 * `expand=annotations,user_invested,display_order,access_restrictions`, and `for_user=me` when signed in.
 * The sukuk variant asks for the partner's market (`partner=adib`), so visitors to a partner page see the
 * partner's certificates rather than the standard market.
 *
 * @param client - the bondkit client
 * @param input - `signedIn`: whether a user is signed in (adds `for_user=me`); `variant`: 'standard' | 'sukuk'
 */
export function getMarketProducts(
  client: BondkitClient,
  input: { signedIn: boolean; variant?: MarketVariant; signal?: AbortSignal },
): Promise<MarketProduct[]> {
  return client.get('products/', marketProductListSchema, {
    searchParams: {
      exclude: 'call_schedule',
      expand: MARKET_PRODUCTS_EXPAND,
      for_user: input.signedIn ? 'me' : undefined,
      partner: input.variant === 'sukuk' ? SUKUK_PARTNER_ID : undefined,
    },
    fallbackMessage: marketSharedEn['market.loadFailed.title'],
    ...(input.signal ? { signal: input.signal } : {}),
  });
}

// Spec: 002 §4.2, §7
/**
 * PATCH products/{productId}/annotations/ {is_interested} — watch or unwatch.
 *
 * @returns the server's `{ is_interested }`
 */
export function setProductInterest(
  client: BondkitClient,
  productId: number,
  isInterested: boolean,
): Promise<{ is_interested: boolean }> {
  return client.patch(`products/${pathSegment(productId)}/annotations/`, annotationSchema, {
    json: { is_interested: isInterested },
  });
}
