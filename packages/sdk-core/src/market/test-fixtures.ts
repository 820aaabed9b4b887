import type { MarketProduct } from './schema';

/** The time market tests are pinned to (a Monday, market open). */
export const TEST_NOW = new Date('2026-11-23T10:00:00Z');

const DAY = 24 * 60 * 60 * 1000;

/** An ISO date-time `days` days before {@link TEST_NOW}. */
export function daysAgo(days: number): string {
  return new Date(TEST_NOW.getTime() - days * DAY).toISOString();
}

/**
 * A valid market product for tests, with overrides. Defaults: an open, performing GBP senior secured
 * bond with sellable liquidity, added long ago, no packages.
 */
export function makeProduct(overrides: Partial<MarketProduct> & { product_id: number }): MarketProduct {
  const id = overrides.product_id;
  const base: MarketProduct = {
    product_id: id,
    product_url: `/market/bond/${id}/`,
    reference: `BND${id}`,
    company: {
      company_id: id,
      reference: `CMP${id}`,
      company_name: `Company ${id}`,
      logo: null,
      borrower_status: 'performing',
      industry: { key: 'retail', label: 'Retail' },
      is_treasury: false,
    },
    adib_details: null,
    isin_code: `XS${String(id).padStart(10, '0')}`,
    currency: 'GBP',
    coupon: '5.00',
    coupon_string: '5.00%',
    maturity: '2030-06-30',
    current_yield: '5.10',
    yield_to_maturity: '5.20',
    buy_price: '100.00',
    sell_price: '99.50',
    sell_liquidity: '5000.00',
    seniority: 'senior_secured',
    seniority_label: 'Senior secured',
    state: 'open',
    investment_type: 'bond',
    categories: [],
    first_added_to_market: daysAgo(100),
    last_added_to_market: daysAgo(100),
    pending_liquidity: [],
    tradeability: 'open',
    tradeability_reason: null,
    zero_interest_fees: false,
    market_blocked: false,
    display_order: id,
  };
  return { ...base, ...overrides };
}

/** A company object for {@link makeProduct} overrides. */
export function makeCompany(
  id: number,
  overrides: Partial<MarketProduct['company']> = {},
): MarketProduct['company'] {
  return {
    company_id: id,
    reference: `CMP${id}`,
    company_name: `Company ${id}`,
    logo: null,
    borrower_status: 'performing',
    industry: { key: 'retail', label: 'Retail' },
    is_treasury: false,
    ...overrides,
  };
}
