import type { MarketProduct } from '../schema';

/**
 * The name a product is shown under: a sukuk's underlying company (`adib_details.underlying_company_name`),
 * else the issuing company's name.
 */
export function productDisplayName(product: Pick<MarketProduct, 'adib_details' | 'company'>): string {
  return product.adib_details?.underlying_company_name ?? product.company.company_name;
}
