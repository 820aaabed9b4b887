import { knownCategories, seniorities } from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES, isValidIsin, productYields } from '../../src/market';
import { buildCatalogue, PERSONAS, ROLLING_GILT_PRODUCT_ID } from '../../src/seed';
import { TEST_NOW } from '../support/helpers';

const now = new Date(TEST_NOW);
const catalogue = buildCatalogue(now);
const { products, companies, details, pending, documents, markers } = catalogue;
const companyOf = (companyId: number) => companies.find((c) => c.company_id === companyId)!;
const corporate = products.filter(
  (p) => p.adib_product_type === null && !companyOf(p.company_id).is_treasury,
);
const DAY = 24 * 3600 * 1000;

describe('seed catalogue', () => {
  it('has at least 180 products with unique ids, references, ISINs and display orders', () => {
    expect(products.length).toBeGreaterThanOrEqual(180);
    for (const key of ['product_id', 'reference', 'isin_code', 'display_order'] as const) {
      expect(new Set(products.map((p) => p[key])).size, key).toBe(products.length);
    }
  });

  it('gives every product an ISIN with a valid check digit', () => {
    const invalid = products.filter((p) => !isValidIsin(p.isin_code)).map((p) => p.isin_code);
    expect(invalid).toEqual([]);
  });

  it('covers every seniority in both GBP and EUR corporate bonds', () => {
    for (const currency of ['GBP', 'EUR']) {
      const found = new Set(corporate.filter((p) => p.currency === currency).map((p) => p.seniority));
      expect([...found].sort(), currency).toEqual([...seniorities].sort());
    }
  });

  it('covers every category of 002 §3.1 (watchlist is per user) and every industry', () => {
    const used = new Set(products.flatMap((p) => p.category_ids));
    const missing = knownCategories.filter((c) => c !== 'watchlist' && !used.has(c));
    expect(missing).toEqual([]);
    expect(used.has('sukuk')).toBe(true);
    const industries = new Set(companies.map((c) => c.industry_key));
    expect(Object.keys(INDUSTRIES).filter((k) => !industries.has(k as keyof typeof INDUSTRIES))).toEqual([]);
  });

  it('marks perpetuals consistently', () => {
    const perpetuals = products.filter((p) => p.investment_type === 'perpetual');
    expect(perpetuals.length).toBeGreaterThanOrEqual(3);
    for (const p of products) {
      const isPerpetual = p.investment_type === 'perpetual';
      expect(p.maturity === null, `maturity of ${p.product_id}`).toBe(isPerpetual);
      expect(p.category_ids.includes('perpetuals'), `category of ${p.product_id}`).toBe(isPerpetual);
    }
  });

  it('keeps maturities within 2026–2055 and sell prices below buy prices', () => {
    for (const p of products) {
      if (p.maturity) {
        const year = Number(p.maturity.slice(0, 4));
        expect(year).toBeGreaterThanOrEqual(2026);
        expect(year).toBeLessThanOrEqual(2055);
      }
      expect(Number(p.sell_price), String(p.product_id)).toBeLessThan(
        Number(p.buy_price) + (p.state === 'repaid' ? 0.01 : 0),
      );
    }
  });

  it('computes current yield and yield to maturity from price, coupon and maturity', () => {
    const priced = products.filter((p) => p.current_yield !== null);
    expect(priced.length).toBeGreaterThan(150);
    for (const p of priced) {
      expect({ current_yield: p.current_yield, yield_to_maturity: p.yield_to_maturity }).toEqual(
        productYields(p, p.buy_price, now),
      );
    }
  });

  it('has coming-soon products with pending packages settling later', () => {
    expect(markers.comingSoon.length).toBeGreaterThanOrEqual(5);
    const today = TEST_NOW.slice(0, 10);
    for (const id of markers.comingSoon) {
      const packages = pending.filter((p) => p.product_id === id);
      expect(packages.length).toBeGreaterThan(0);
      expect(packages.every((p) => Number(p.pending_amount) > 0 && p.settlement_date > today)).toBe(true);
      expect(products.find((p) => p.product_id === id)?.category_ids).toContain('coming_soon');
    }
    // some coming-soon issues have nothing on the market yet
    expect(
      markers.comingSoon.some((id) => products.find((p) => p.product_id === id)?.sell_liquidity === '0.00'),
    ).toBe(true);
  });

  it('has repaid, defaulted, exchanged, suspended and closed products with a matching tradeability', () => {
    const expectations = {
      repaid: 'loan_repaid',
      suspended: 'loan_suspended',
      closed: 'loan_closed',
      exchanged: 'pending_corporate_action',
      defaulted: 'unknown',
    } as const;
    for (const [state, reason] of Object.entries(expectations)) {
      const inState = products.filter((p) => p.state === state);
      expect(inState.length, state).toBeGreaterThan(0);
      for (const p of inState) {
        expect(p.tradeability).toBe('closed');
        expect(p.tradeability_reason).toBe(reason);
      }
    }
    expect(products.filter((p) => p.state === 'repaid').every((p) => p.yield_to_maturity === null)).toBe(
      true,
    );
    expect(products.some((p) => p.tradeability === 'closed-for-buys')).toBe(true);
    expect(products.some((p) => p.tradeability === 'closed-for-sells')).toBe(true);
  });

  it('has non-performing borrowers and products unavailable for lack of liquidity', () => {
    const nonPerforming = companies.filter((c) => c.borrower_status === 'non_performing');
    expect(nonPerforming.length).toBeGreaterThanOrEqual(2);
    expect(markers.nonPerforming.length).toBeGreaterThan(0);
    const thin = products.filter((p) => p.state === 'open' && Number(p.sell_liquidity) <= 100);
    expect(thin.length).toBeGreaterThanOrEqual(5);
  });

  it('has UK gilts of the treasury, product 1000 being the One Year Rolling GILT', () => {
    const rolling = products.find((p) => p.product_id === ROLLING_GILT_PRODUCT_ID);
    expect(rolling?.product_name).toBe('One Year Rolling GILT');
    const treasury = companyOf(rolling!.company_id);
    expect(treasury).toMatchObject({ company_name: 'UK Treasury', is_treasury: true });
    const gilts = products.filter((p) => p.company_id === treasury.company_id);
    expect(gilts.length).toBeGreaterThanOrEqual(5);
    expect(gilts.every((g) => g.currency === 'GBP' && g.isin_code.startsWith('GB'))).toBe(true);
    const term = (Date.parse(`${rolling!.maturity}T00:00:00Z`) - now.getTime()) / DAY;
    expect(term).toBeGreaterThan(180);
    expect(term).toBeLessThan(550);
  });

  it('has sukuk in GBP, USD and AED with partner details', () => {
    const sukuk = products.filter((p) => p.category_ids.includes('sukuk'));
    expect(new Set(sukuk.map((p) => p.currency))).toEqual(new Set(['GBP', 'USD', 'AED']));
    for (const p of sukuk) {
      expect(p.adib_underlying_company_name).toBeTruthy();
      expect(p.adib_risk_category).toBeGreaterThanOrEqual(1);
      expect(p.adib_risk_category).toBeLessThanOrEqual(5);
      expect(p.adib_risk_category_minimum_score).not.toBeNull();
    }
    expect(new Set(sukuk.map((p) => p.adib_product_type))).toEqual(new Set(['complex', 'non_complex']));
    expect(new Set(sukuk.map((p) => p.adib_risk_category))).toEqual(new Set([1, 2, 3, 4, 5]));
    // the sukuk persona (score 3) is eligible for some and not for others
    expect(sukuk.some((p) => p.adib_risk_category_minimum_score! <= 3)).toBe(true);
    expect(sukuk.some((p) => p.adib_risk_category_minimum_score! > 3)).toBe(true);
  });

  it('dates first and last additions relative to the clock: some new, some more added', () => {
    const age = (iso: string) => now.getTime() - Date.parse(iso);
    const fresh = products.filter((p) => age(p.first_added_to_market) <= 7 * DAY);
    const moreAdded = products.filter(
      (p) => age(p.first_added_to_market) > 7 * DAY && age(p.last_added_to_market) <= 7 * DAY,
    );
    expect(fresh.length).toBeGreaterThanOrEqual(5);
    expect(moreAdded.length).toBeGreaterThanOrEqual(5);
    expect(
      products.every(
        (p) => age(p.first_added_to_market) >= 0 && p.last_added_to_market >= p.first_added_to_market,
      ),
    ).toBe(true);
  });

  it('gives every product its detail, one with a script payload for the sanitiser', () => {
    expect(details.map((d) => d.product_id).sort()).toEqual(products.map((p) => p.product_id).sort());
    const withScript = details.filter((d) => /<script>|onerror=/.test(d.description_html));
    expect(withScript.map((d) => d.product_id)).toEqual([markers.xssProductId]);
    expect(details.every((d) => d.bond_information.length > 0 && d.key_financials.length === 3)).toBe(true);
  });

  it('gives every company a prospectus and sukuk issuers a key facts statement', () => {
    for (const company of companies) {
      const types = documents.filter((d) => d.company_id === company.company_id).map((d) => d.document_type);
      expect(types, company.reference).toContain('prospectus');
    }
    const sukukCompanies = new Set(
      products.filter((p) => p.adib_product_type !== null).map((p) => p.company_id),
    );
    for (const id of sukukCompanies) {
      expect(documents.some((d) => d.company_id === id && d.document_type === 'key_facts')).toBe(true);
    }
  });

  it('is deterministic: the same clock gives the same data, another clock only moves dates', () => {
    expect(buildCatalogue(now)).toEqual(catalogue);
    const later = buildCatalogue(new Date('2027-04-01T09:00:00Z'));
    const strip = (c: typeof catalogue) =>
      c.products.map((p) => [p.product_id, p.isin_code, p.coupon, p.buy_price, p.state]);
    expect(strip(later)).toEqual(strip(catalogue));
  });

  it('picks persona holdings and watchlists among the seeded products', () => {
    const ids = new Set(products.map((p) => p.product_id));
    for (const persona of PERSONAS) {
      for (const h of persona.holdings?.(products) ?? [])
        expect(ids.has(h.product_id), persona.key).toBe(true);
      for (const id of persona.watchlist?.(products) ?? []) expect(ids.has(id), persona.key).toBe(true);
    }
    expect(PERSONAS.find((p) => p.key === 'investor')?.holdings?.(products).length).toBeGreaterThanOrEqual(5);
  });
});
