import type { MarketProduct } from '../schema';

/**
 * The name a product is shown under: a sukuk's underlying company (`adib_details.underlying_company_name`),
 * else the issuing company's name.
 */
export function productDisplayName(product: Pick<MarketProduct, 'adib_details' | 'company'>): string {
  return product.adib_details?.underlying_company_name ?? product.company.company_name;
}

/**
 * The logo to show beside a name: the company's logo only when the name shown is the company's (a sukuk
 * shown under its underlying company carries the issuer's logo, which would not match); else `null`.
 */
export function logoForName(product: Pick<MarketProduct, 'company'>, name: string): string | null {
  return name === product.company.company_name ? product.company.logo : null;
}

/** The initials shown in place of a logo: the first letters of the name's first two words. */
export function nameInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
