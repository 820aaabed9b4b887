// Spec: 002 §3.1 (adib_details.underlying_company_name), §5.1 (search: the underlying company name for sukuk);
// 001 §3 (a portfolio's products: company name and logo)
/**
 * The one naming rule of a product, shared by the market, the bond detail, the ticket, the holdings, the open
 * orders and the portfolio: a sukuk is named after its underlying company (the issuer's operating company),
 * its issuing special-purpose company being a detail; any other product after its issuing company.
 */

/**
 * What naming reads of a product: the market's and the trade's products (`company.company_name`) and a
 * portfolio's products (`company.name`) alike, with the sukuk's details when they are sent.
 */
export interface NamedProduct {
  /** the sukuk's details; absent or null for any other product */
  adib_details?: { underlying_company_name: string } | null | undefined;
  /** the issuing company (for a sukuk, its special-purpose company) and its logo */
  company: ({ company_name: string } | { name: string }) & { logo?: string | null | undefined };
}

/** The issuing company's own name (for a sukuk, its special-purpose company). */
export function issuerName(product: Pick<NamedProduct, 'company'>): string {
  const { company } = product;
  return 'company_name' in company ? company.company_name : company.name;
}

/**
 * The name a product is shown under, everywhere: a sukuk's underlying company
 * (`adib_details.underlying_company_name`), else the issuing company's name.
 *
 * @example
 * ```ts
 * productDisplayName({
 *   company: { company_name: 'Sahara Light Sukuk Ltd' },
 *   adib_details: { underlying_company_name: 'Noor Al Sahra Solar Energy' },
 * }); // 'Noor Al Sahra Solar Energy'
 * ```
 */
export function productDisplayName(product: NamedProduct): string {
  return product.adib_details?.underlying_company_name ?? issuerName(product);
}

/**
 * The issuer shown as a detail beside {@link productDisplayName} where a detail line exists: a sukuk's
 * special-purpose company; `null` for a product named after its issuer.
 */
export function productIssuerDetail(product: NamedProduct): string | null {
  const issuer = issuerName(product);
  return issuer === productDisplayName(product) ? null : issuer;
}

/**
 * The logo to show beside a name: the company's logo only when the name shown is the company's (a sukuk
 * shown under its underlying company carries the issuer's logo, which would not match); else `null`.
 */
export function logoForName(product: Pick<NamedProduct, 'company'>, name: string): string | null {
  return name === issuerName(product) ? (product.company.logo ?? null) : null;
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

/** The picture beside a product's name: its logo (see {@link logoForName}) or, without one, its initials. */
export type ProductMark =
  | { kind: 'logo'; src: string; name: string }
  | { kind: 'initials'; text: string; name: string };

/** {@link ProductMark} of a product, for its {@link productDisplayName}. */
export function productMark(product: NamedProduct): ProductMark {
  const name = productDisplayName(product);
  const logo = logoForName(product, name);
  return logo ? { kind: 'logo', src: logo, name } : { kind: 'initials', text: nameInitials(name), name };
}
