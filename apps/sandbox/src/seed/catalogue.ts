// Over 500 lines: generated-like data, one builder whose seeded PRNG draws, in order, are the catalogue.
/**
 * The seeded market catalogue (companies, products, details, pending liquidity, company documents) and the
 * markers the tests find special products by. Built from a fixed seed (dates relative to `now`), so every run
 * at the same time holds the same data; changing the order of the draws changes every product after it.
 */
import {
  type CurrencyCode,
  dayCountBasis,
  PRODUCT_BOND_CONVENTION,
  type ProductState,
  priceFromYield,
  type Seniority,
  type SukukProductType,
  type Tradeability,
  type TradeabilityReason,
} from '@bondkit/sdk-core';
import {
  INDUSTRIES,
  type IndustryKey,
  makeIsin,
  type ProductRow,
  productYields,
  SENIORITY_LABELS,
} from '../market';
import { createRng, type Rng } from '../shared/prng';
import { CORPORATE_COMPANIES, type CompanySpec, SUKUK_ISSUERS } from './companies';

export type { ProductRow };

/** Bump when the generated data changes shape in a way stored data directories should not keep. */
export const CATALOGUE_VERSION = 2;
const SEED = 20261123;
const DAY_MS = 24 * 60 * 60 * 1000;

export const ROLLING_GILT_PRODUCT_ID = 1000;
const PRICE_REFERENCE = Date.UTC(2026, 10, 23);

export interface CompanyRow {
  company_id: number;
  reference: string;
  company_name: string;
  borrower_status: 'performing' | 'non_performing';
  industry_key: IndustryKey | null;
  industry_label: string | null;
  is_treasury: boolean;
  country: string;
  website: string | null;
  founded: number | null;
  description_html: string;
}

export interface ProductDetailRow {
  product_id: number;
  description_html: string;
  bond_information: { label: string; value: string }[];
  capital_structure: {
    instrument: string;
    seniority_label: string;
    amount: string;
    currency: CurrencyCode;
    maturity: string | null;
  }[];
  key_financials: {
    year: number;
    currency: CurrencyCode;
    revenue: string;
    ebitda: string;
    net_debt: string;
  }[];
  news: { title: string; url: string; published_time: string; source: string }[];
  important_updates: { title: string; date: string; body_html: string }[];
}

export interface PendingLiquidityRow {
  package_id: number;
  product_id: number;
  package_type: string;
  pending_amount: string;
  settlement_date: string;
}

export interface CompanyDocumentRow {
  reference: string;
  company_id: number;
  document_type: string;
  description: string;
  title: string;
}

/** Products the tests and the demo rely on, by role. */
export interface CatalogueMarkers {
  /** its description carries a script / onerror payload for the widgets' sanitiser */
  xssProductId: number;
  comingSoon: number[];
  suspended: number[];
  repaid: number[];
  defaulted: number[];
  exchanged: number[];
  closed: number[];
  nonPerforming: number[];
  newProducts: number[];
  moreAdded: number[];
}

export interface Catalogue {
  companies: CompanyRow[];
  products: ProductRow[];
  details: ProductDetailRow[];
  pending: PendingLiquidityRow[];
  documents: CompanyDocumentRow[];
  markers: CatalogueMarkers;
}

// ---------------------------------------------------------------------------------------------------------
// formatting helpers (integers in, decimal strings out)

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** thousandths → "6.125" */
const fromThousandths = (t: number) => `${Math.floor(t / 1000)}.${pad(t % 1000, 3)}`;
/** cents → "101.25" */
const fromCents = (c: number) => `${Math.floor(c / 100)}.${pad(c % 100, 2)}`;
/** "6.500" → "6.5%" */
const couponString = (coupon: string) => `${coupon.replace(/\.?0+$/, '')}%`;
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2031-03-15" → "15 Mar 2031" */
const displayDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
};
const moneyFormats = new Map<CurrencyCode, Intl.NumberFormat>();
const money = (amount: number, currency: CurrencyCode) => {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
};

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(plc|ltd|s\.p\.a\.|sa|ag|nv|bv|ab|as|asa|gmbh|sgps|company)\b/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A minute-aligned instant `days` (plus some hours) before `now`. */
function daysBefore(now: Date, days: number, extraMinutes: number): string {
  const t = now.getTime() - days * DAY_MS - extraMinutes * 60000;
  return new Date(Math.floor(t / 60000) * 60000).toISOString();
}

function seniorityCategory(seniority: Seniority): string {
  switch (seniority) {
    case 'super_senior_secured':
    case 'senior_secured':
      return 'senior_secured';
    case 'second_lien_secured':
      return 'second_lien';
    case 'unsecured_at1':
      return 'unsecured_at1';
    default:
      return 'unsecured';
  }
}

type Segment = 'investment_grade' | 'main_market' | 'high_yield' | 'special_situations';

const SEGMENT_COUPON: Record<Segment, [number, number]> = {
  // in eighths of a percent
  investment_grade: [20, 44],
  main_market: [32, 64],
  high_yield: [56, 96],
  special_situations: [72, 112],
};
const SEGMENT_PRICE: Record<Segment, [number, number]> = {
  // in cents per 100 nominal
  investment_grade: [9200, 10450],
  main_market: [9000, 10600],
  high_yield: [8000, 10400],
  special_situations: [4500, 9000],
};
const SEGMENT_YEARS: Record<Segment, [number, number]> = {
  investment_grade: [2028, 2055],
  main_market: [2027, 2045],
  high_yield: [2027, 2036],
  special_situations: [2027, 2033],
};
const LIQUIDITY = [500, 1000, 2500, 5000, 7500, 10000, 25000, 50000, 100000, 250000];
const LOW_LIQUIDITY = ['0.00', '25.00', '50.00', '100.00'];
const SENIORITY_CYCLE: readonly Seniority[] = [
  'senior_secured',
  'unsecured',
  'super_senior_secured',
  'second_lien_secured',
  'subordinated',
  'unsecured_pik',
  'unsecured_at1',
];

interface Draft {
  row: ProductRow;
  company: CompanyRow;
  segment: Segment | 'gilt' | 'sukuk';
  issueSize: number;
}

function companyRow(
  company_id: number,
  name: string,
  industry: IndustryKey,
  country: string,
  rng: Rng,
  extra: Partial<CompanyRow> = {},
): CompanyRow {
  const reference = slug(name);
  const founded = rng.int(1890, 2012);
  const industryLabel = INDUSTRIES[industry];
  return {
    company_id,
    reference,
    company_name: name,
    borrower_status: 'performing',
    industry_key: industry,
    industry_label: industryLabel,
    is_treasury: false,
    country,
    website: `https://www.${reference}.example`,
    founded,
    description_html:
      `<p><strong>${name}</strong> is a fictional ${industryLabel.toLowerCase()} business based in ${country}, ` +
      `founded in ${founded}. It exists only in the bondkit sandbox.</p>` +
      `<p>Its figures, bonds and news are generated for demonstration and testing.</p>`,
    ...extra,
  };
}

function computeYields(row: ProductRow, now: Date): void {
  Object.assign(row, productYields(row, row.buy_price, now));
}

/**
 * The deterministic market of the sandbox: companies, products, their detail, pending packages and company
 * documents. Everything except dates relative to `now` (added to market, package settlement, news, the rolling
 * gilt's maturity) and the yields computed from them is identical on every call.
 */
export function buildCatalogue(now: Date): Catalogue {
  const rng = createRng(SEED);
  const companies: CompanyRow[] = [];
  const drafts: Draft[] = [];

  // --- corporate bonds -----------------------------------------------------------------------------------
  const CORPORATE_COUNT = 150;
  const corporateCompanies: { spec: CompanySpec; row: CompanyRow }[] = CORPORATE_COMPANIES.map((spec, i) => {
    const row = companyRow(i + 1, spec.name, spec.industry, spec.country, rng, {
      borrower_status: spec.nonPerforming ? 'non_performing' : 'performing',
    });
    companies.push(row);
    return { spec, row };
  });

  for (let i = 0; i < CORPORATE_COUNT; i++) {
    const { spec, row: company } = corporateCompanies[
      i % corporateCompanies.length
    ] as (typeof corporateCompanies)[0];
    const productId = i + 1;
    const seniority = SENIORITY_CYCLE[i % SENIORITY_CYCLE.length] as Seniority;
    const currency: CurrencyCode = rng.chance(0.18) ? (spec.home === 'GBP' ? 'EUR' : 'GBP') : spec.home;
    const roll = rng.next();
    const segment: Segment =
      roll < 0.45
        ? 'main_market'
        : roll < 0.75
          ? 'high_yield'
          : roll < 0.88
            ? 'investment_grade'
            : 'special_situations';
    const perpetual =
      seniority === 'unsecured_at1' && (spec.industry === 'banks_and_financials' || rng.chance(0.5));
    const [cMin, cMax] = SEGMENT_COUPON[segment];
    const couponThousandths = (rng.int(cMin, cMax) + (perpetual ? 8 : 0)) * 125;
    const [pMin, pMax] = SEGMENT_PRICE[segment];
    const buyCents = rng.int(pMin, pMax);
    const spreadCents = rng.int(25, 150);
    const [yMin, yMax] = SEGMENT_YEARS[segment];
    const maturity = perpetual
      ? null
      : `${rng.int(yMin, yMax)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
    const coupon = fromThousandths(couponThousandths);
    const categories = [segment, seniorityCategory(seniority), spec.industry];
    const restrictions: string[] = [];
    if (segment === 'high_yield') restrictions.push('high-yield');
    if (segment === 'special_situations') restrictions.push('special-situation');
    if (perpetual) {
      categories.push('perpetuals');
      restrictions.push('perpetual');
    }
    const ageDays = rng.int(30, 1500);
    const firstAdded = daysBefore(now, ageDays, rng.int(0, 600));
    const lastAdded = rng.chance(0.5) ? firstAdded : daysBefore(now, rng.int(8, ageDays), rng.int(0, 600));
    drafts.push({
      company,
      segment,
      issueSize: rng.int(10, 120) * 5_000_000,
      row: {
        product_id: productId,
        reference: `${company.reference}-${productId}`,
        company_id: company.company_id,
        product_name: null,
        isin_code: makeIsin(spec.isinCountry, `BK${pad(productId, 4)}${pad(rng.int(0, 999), 3)}`),
        currency,
        coupon,
        coupon_string: couponString(coupon),
        maturity,
        current_yield: null,
        yield_to_maturity: null,
        buy_price: fromCents(buyCents),
        sell_price: fromCents(buyCents - spreadCents),
        sell_liquidity: `${rng.pick(LIQUIDITY)}.${rng.chance(0.3) ? pad(rng.int(1, 99)) : '00'}`,
        seniority,
        state: 'open',
        investment_type: perpetual ? 'perpetual' : 'bond',
        category_ids: categories,
        access_restriction_types: restrictions,
        tradeability: 'open',
        tradeability_reason: null,
        zero_interest_fees: rng.chance(0.1),
        market_blocked: false,
        display_order: 0,
        first_added_to_market: firstAdded,
        last_added_to_market: lastAdded,
        adib_underlying_company_name: null,
        adib_risk_category: null,
        adib_risk_category_minimum_score: null,
        adib_product_type: null,
      },
    });
  }

  // special states, on performing corporates chosen by the seeded shuffle
  const pool = rng.shuffle(drafts.filter((d) => d.company.borrower_status === 'performing'));
  const take = (n: number) => pool.splice(0, n);
  const markers: CatalogueMarkers = {
    xssProductId: 0,
    comingSoon: [],
    suspended: [],
    repaid: [],
    defaulted: [],
    exchanged: [],
    closed: [],
    nonPerforming: drafts
      .filter((d) => d.company.borrower_status === 'non_performing')
      .map((d) => d.row.product_id),
    newProducts: [],
    moreAdded: [],
  };
  const pending: PendingLiquidityRow[] = [];
  let packageId = 501;
  const addPackage = (d: Draft, type: string) => {
    pending.push({
      package_id: packageId++,
      product_id: d.row.product_id,
      package_type: type,
      pending_amount: `${rng.int(5, 60) * 10000}.00`,
      settlement_date: isoDate(new Date(now.getTime() + rng.int(4, 30) * DAY_MS)),
    });
    if (!d.row.category_ids.includes('coming_soon')) d.row.category_ids.unshift('coming_soon');
    if (!markers.comingSoon.includes(d.row.product_id)) markers.comingSoon.push(d.row.product_id);
  };
  const setTrade = (
    d: Draft,
    state: ProductState,
    tradeability: Tradeability,
    reason: TradeabilityReason | null,
  ) => {
    d.row.state = state;
    d.row.tradeability = tradeability;
    d.row.tradeability_reason = reason;
  };

  for (const d of take(6)) {
    // new issues: nothing on the market yet, one or two primary packages settling soon
    setTrade(d, 'pending', 'closed-for-sells', 'loan_pending');
    d.row.sell_liquidity = '0.00';
    d.row.first_added_to_market = daysBefore(now, rng.int(0, 5), rng.int(0, 600));
    d.row.last_added_to_market = d.row.first_added_to_market;
    addPackage(d, 'new_issue');
    if (rng.chance(0.5)) addPackage(d, 'new_issue');
  }
  for (const d of take(4)) addPackage(d, 'tap_issue'); // already trading, more coming
  for (const d of take(4)) {
    setTrade(d, 'repaid', 'closed', 'loan_repaid');
    d.row.maturity = `2026-${pad(rng.int(2, 9))}-${pad(rng.int(1, 28))}`;
    d.row.investment_type = 'bond';
    d.row.category_ids = d.row.category_ids.filter((c) => c !== 'perpetuals');
    d.row.access_restriction_types = d.row.access_restriction_types.filter((c) => c !== 'perpetual');
    d.row.buy_price = '100.00';
    d.row.sell_price = '100.00';
    d.row.sell_liquidity = '0.00';
    markers.repaid.push(d.row.product_id);
  }
  for (const d of take(3)) {
    setTrade(d, 'defaulted', 'closed', 'unknown');
    const cents = rng.int(1500, 4000);
    d.row.buy_price = fromCents(cents);
    d.row.sell_price = fromCents(cents - 200);
    d.row.sell_liquidity = `${rng.pick([0, 2500, 10000])}.00`;
    markers.defaulted.push(d.row.product_id);
  }
  for (const d of take(3)) {
    setTrade(d, 'exchanged', 'closed', 'pending_corporate_action');
    d.row.sell_liquidity = '0.00';
    markers.exchanged.push(d.row.product_id);
  }
  for (const d of take(4)) {
    setTrade(d, 'suspended', 'closed', 'loan_suspended');
    markers.suspended.push(d.row.product_id);
  }
  for (const d of take(2)) {
    setTrade(d, 'closed', 'closed', 'loan_closed');
    markers.closed.push(d.row.product_id);
  }
  for (const d of take(1)) setTrade(d, 'pending_settlement', 'closed', 'loan_pending');
  for (const d of take(2)) setTrade(d, 'open', 'closed-for-buys', 'pending_corporate_action');
  for (const d of take(1)) setTrade(d, 'open', 'closed-for-sells', 'unknown');
  for (const d of take(1)) setTrade(d, 'open', 'unknown', 'unknown');
  for (const d of take(2)) d.row.market_blocked = true;
  for (const d of take(4)) {
    d.row.category_ids.push('smart_interest');
    d.row.access_restriction_types.push('smart-interest');
  }
  for (const d of take(8)) {
    d.row.first_added_to_market = daysBefore(now, rng.int(0, 5), rng.int(0, 600));
    d.row.last_added_to_market = d.row.first_added_to_market;
  }
  for (const d of take(8)) {
    d.row.first_added_to_market = daysBefore(now, rng.int(100, 900), rng.int(0, 600));
    d.row.last_added_to_market = daysBefore(now, rng.int(0, 5), rng.int(0, 600));
  }
  for (const d of take(10)) d.row.sell_liquidity = rng.pick(LOW_LIQUIDITY);
  const xss = take(1)[0];
  if (!xss) throw new Error('seed: no product left for the sanitiser payload');
  markers.xssProductId = xss.row.product_id;

  for (const d of drafts) {
    if (d.company.borrower_status === 'non_performing') {
      const cents = rng.int(3000, 6000);
      d.row.buy_price = fromCents(cents);
      d.row.sell_price = fromCents(cents - 150);
      if (!d.row.category_ids.includes('special_situations')) d.row.category_ids.push('special_situations');
    }
    if (d.row.state === 'repaid' || d.row.state === 'exchanged' || d.row.state === 'defaulted') continue;
    computeYields(d.row, now);
  }

  // --- UK gilts --------------------------------------------------------------------------------------------
  const treasury = companyRow(900, 'UK Treasury', 'government', 'United Kingdom', rng, {
    reference: 'uk-treasury',
    is_treasury: true,
    website: null,
    founded: null,
    description_html:
      '<p>Gilts are bonds issued by His Majesty’s Treasury. In the sandbox they are fictional lines with ' +
      'generated prices.</p>',
  });
  companies.push(treasury);
  const rollingMaturity = new Date(now.getTime() + 365 * DAY_MS);
  const gilts: { coupon: number; maturity: string; name?: string }[] = [
    { coupon: 4000, maturity: isoDate(rollingMaturity), name: 'One Year Rolling GILT' },
    { coupon: 125, maturity: '2028-01-31' },
    { coupon: 4250, maturity: '2030-12-07' },
    { coupon: 375, maturity: '2031-10-22' },
    { coupon: 4500, maturity: '2034-09-07' },
    { coupon: 1750, maturity: '2037-09-07' },
    { coupon: 3250, maturity: '2044-01-22' },
    { coupon: 4375, maturity: '2054-07-31' },
  ];
  gilts.forEach((gilt, i) => {
    const productId = ROLLING_GILT_PRODUCT_ID + i;
    const coupon = fromThousandths(gilt.coupon);
    // priced as of a fixed date so prices do not depend on the clock (the yields computed below do)
    const maturity = i === 0 ? isoDate(new Date(PRICE_REFERENCE + 365 * DAY_MS)) : gilt.maturity;
    const targetYield = (rng.int(3700, 4900) / 100000) as number;
    const buyCents = Math.round(
      priceFromYield({
        coupon: gilt.coupon / 100_000,
        yield: targetYield,
        settlement: isoDate(new Date(PRICE_REFERENCE)),
        maturity,
        frequency: PRODUCT_BOND_CONVENTION.frequency,
        basis: dayCountBasis(PRODUCT_BOND_CONVENTION.dayCount),
      }) * 100,
    );
    const year = gilt.maturity.slice(0, 4);
    const row: ProductRow = {
      product_id: productId,
      reference: `uk-gilt-${productId}`,
      company_id: treasury.company_id,
      product_name: gilt.name ?? `${couponString(coupon)} Treasury Gilt ${year}`,
      isin_code: makeIsin('GB', `00BK${pad(productId, 5)}`),
      currency: 'GBP',
      coupon,
      coupon_string: couponString(coupon),
      maturity: gilt.maturity,
      current_yield: null,
      yield_to_maturity: null,
      buy_price: fromCents(buyCents),
      sell_price: fromCents(buyCents - rng.int(5, 30)),
      sell_liquidity: `${rng.int(20, 200) * 10000}.00`,
      seniority: 'unsecured',
      state: 'open',
      investment_type: 'bond',
      category_ids: ['gilts', 'investment_grade'],
      access_restriction_types: [],
      tradeability: 'open',
      tradeability_reason: null,
      zero_interest_fees: true,
      market_blocked: false,
      display_order: 0,
      first_added_to_market: daysBefore(now, i === 0 ? 2 : rng.int(60, 900), rng.int(0, 600)),
      last_added_to_market: daysBefore(now, i === 0 ? 2 : rng.int(20, 50), rng.int(0, 600)),
      adib_underlying_company_name: null,
      adib_risk_category: null,
      adib_risk_category_minimum_score: null,
      adib_product_type: null,
    };
    computeYields(row, now);
    drafts.push({ row, company: treasury, segment: 'gilt', issueSize: rng.int(20, 40) * 1_000_000_000 });
  });

  // --- sukuk ------------------------------------------------------------------------------------------------
  const sukukCompanies = SUKUK_ISSUERS.map((spec, i) => {
    const row = companyRow(801 + i, spec.name, spec.industry, spec.country, rng);
    companies.push(row);
    return { spec, row };
  });
  const SUKUK_CURRENCIES: readonly CurrencyCode[] = ['GBP', 'USD', 'AED'];
  for (let i = 0; i < 30; i++) {
    const { spec, row: company } = sukukCompanies[i % sukukCompanies.length] as (typeof sukukCompanies)[0];
    const productId = 2001 + i;
    const risk = (i % 5) + 1;
    const productType: SukukProductType = risk >= 4 || i === 7 ? 'complex' : 'non_complex';
    const coupon = fromThousandths(rng.int(28, 60) * 125);
    const buyCents = rng.int(9500, 10300);
    const currency = SUKUK_CURRENCIES[i % 3] as CurrencyCode;
    const row: ProductRow = {
      product_id: productId,
      reference: `${company.reference}-${productId}`,
      company_id: company.company_id,
      product_name: null,
      isin_code: makeIsin('XS', `SK${pad(productId, 4)}${pad(rng.int(0, 999), 3)}`),
      currency,
      coupon,
      coupon_string: couponString(coupon),
      maturity: `${rng.int(2027, 2036)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
      current_yield: null,
      yield_to_maturity: null,
      buy_price: fromCents(buyCents),
      sell_price: fromCents(buyCents - rng.int(25, 100)),
      sell_liquidity: `${rng.pick([0, 50, 20000, 40000, 100000, 250000])}.00`,
      seniority: rng.chance(0.6) ? 'senior_secured' : 'unsecured',
      state: 'open',
      investment_type: 'bond',
      category_ids: ['sukuk', spec.industry],
      access_restriction_types: ['adib-suitability'],
      tradeability: 'open',
      tradeability_reason: null,
      zero_interest_fees: false,
      market_blocked: false,
      display_order: 0,
      first_added_to_market: daysBefore(now, rng.int(i < 3 ? 0 : 30, i < 3 ? 5 : 700), rng.int(0, 600)),
      last_added_to_market: '',
      adib_underlying_company_name: spec.underlying,
      adib_risk_category: risk,
      adib_risk_category_minimum_score: risk,
      adib_product_type: productType,
    };
    row.last_added_to_market = row.first_added_to_market;
    if (i === 4) setTrade({ row } as Draft, 'suspended', 'closed', 'loan_suspended');
    computeYields(row, now);
    const draft: Draft = { row, company, segment: 'sukuk', issueSize: rng.int(10, 60) * 10_000_000 };
    if (i === 9 || i === 10) addPackage(draft, 'new_issue');
    if (i === 4) markers.suspended.push(productId);
    drafts.push(draft);
  }

  // --- display order, markers, detail ------------------------------------------------------------------------
  rng.shuffle(drafts).forEach((d, i) => {
    d.row.display_order = (i + 1) * 10;
  });
  for (const d of drafts) {
    const age = now.getTime() - Date.parse(d.row.first_added_to_market);
    const lastAge = now.getTime() - Date.parse(d.row.last_added_to_market);
    if (age <= 7 * DAY_MS) markers.newProducts.push(d.row.product_id);
    else if (lastAge <= 7 * DAY_MS) markers.moreAdded.push(d.row.product_id);
  }

  const details = drafts.map((d) =>
    buildDetail(d, drafts, now, rng, d.row.product_id === markers.xssProductId),
  );
  const documents = buildDocuments(
    companies,
    sukukCompanies.map((c) => c.row.company_id),
  );

  return {
    companies,
    products: drafts.map((d) => d.row),
    details,
    pending,
    documents,
    markers,
  };
}

function buildDetail(
  d: Draft,
  all: readonly Draft[],
  now: Date,
  rng: Rng,
  withPayload: boolean,
): ProductDetailRow {
  const { row, company } = d;
  const label = SENIORITY_LABELS[row.seniority];
  const maturityText = row.maturity ? displayDate(row.maturity) : 'Perpetual';
  const isSukuk = row.adib_underlying_company_name !== null;
  const instrument = isSukuk
    ? 'certificate'
    : row.investment_type === 'perpetual'
      ? 'perpetual bond'
      : 'bond';
  let description =
    `<p>This ${label.toLowerCase()} ${instrument} from <strong>${company.company_name}</strong> pays a ` +
    `${row.coupon_string} ${isSukuk ? 'periodic distribution' : 'coupon'} in ${row.currency}` +
    `${row.maturity ? ` until ${maturityText}` : ' with no fixed maturity'}.</p>` +
    '<ul><li>Paid once a year</li><li>Traded in fractions from a small minimum</li>' +
    `<li>Read the <a href="https://docs.${company.reference}.example/prospectus" rel="noopener">prospectus</a> ` +
    'before investing</li></ul>';
  if (isSukuk) {
    description += `<p>Backed by the assets of <em>${row.adib_underlying_company_name}</em>.</p>`;
  }
  if (withPayload) {
    description +=
      '<p>Sanitiser check: nothing below may run.</p>' +
      '<script>window.__bondkitXss = true;</script>' +
      '<img src="x" alt="" onerror="window.__bondkitXss = true">' +
      '<a href="javascript:window.__bondkitXss = true">not a link</a>';
  }
  const bondInformation = [
    { label: 'Issuer', value: company.company_name },
    ...(isSukuk ? [{ label: 'Underlying company', value: row.adib_underlying_company_name ?? '' }] : []),
    { label: 'ISIN', value: row.isin_code },
    { label: 'Currency', value: row.currency },
    { label: isSukuk ? 'Periodical distribution' : 'Coupon', value: row.coupon_string },
    { label: isSukuk ? 'Distribution frequency' : 'Coupon frequency', value: 'Annual' },
    { label: 'Maturity', value: maturityText },
    { label: 'Seniority', value: label },
    { label: 'Issue size', value: money(d.issueSize, row.currency) },
    {
      label: 'Minimum investment',
      value: money(isSukuk ? (row.currency === 'AED' ? 4000 : 1000) : 100, row.currency),
    },
  ];
  const siblings = all.filter((o) => o.company.company_id === company.company_id && o !== d).slice(0, 3);
  const capital = [
    ...(company.is_treasury
      ? []
      : [
          {
            instrument: 'Revolving credit facility',
            seniority_label: SENIORITY_LABELS.super_senior_secured,
            amount: `${Math.round(d.issueSize / 4)}.00`,
            currency: row.currency,
            maturity: `${2028 + (row.product_id % 4)}-06-30`,
          },
        ]),
    ...[d, ...siblings].map((o) => ({
      instrument: `${o.row.coupon_string} ${o.row.maturity ? o.row.maturity.slice(0, 4) : 'perpetual'} ${
        isSukuk ? 'sukuk' : company.is_treasury ? 'Treasury Gilt' : 'notes'
      }`,
      seniority_label: SENIORITY_LABELS[o.row.seniority],
      amount: `${o.issueSize}.00`,
      currency: o.row.currency,
      maturity: o.row.maturity,
    })),
  ];
  const revenueBase = rng.int(80, 4000) * 1_000_000;
  const financials = [2023, 2024, 2025].map((year, i) => {
    const revenue = revenueBase + i * rng.int(-5, 15) * 1_000_000;
    return {
      year,
      currency: row.currency,
      revenue: `${revenue}.00`,
      ebitda: `${Math.round(revenue * (rng.int(8, 30) / 100))}.00`,
      net_debt: `${Math.round(revenue * (rng.int(50, 300) / 100))}.00`,
    };
  });
  const news = [
    {
      title: `${company.company_name} publishes full-year results`,
      url: `https://news.example/${company.reference}/results`,
      published_time: daysBefore(now, rng.int(3, 40), rng.int(0, 600)),
      source: 'Sandbox Wire',
    },
    {
      title: `${company.company_name} updates investors on trading`,
      url: `https://news.example/${company.reference}/trading-update`,
      published_time: daysBefore(now, rng.int(41, 200), rng.int(0, 600)),
      source: 'Fictional Financial Times',
    },
  ];
  const updates: ProductDetailRow['important_updates'] = [];
  const today = isoDate(now);
  if (row.state === 'suspended') {
    updates.push({
      title: 'Trading suspended',
      date: today,
      body_html: '<p>Trading is suspended while the issuer publishes price-sensitive information.</p>',
    });
  } else if (row.state === 'defaulted') {
    updates.push({
      title: 'Missed coupon payment',
      date: today,
      body_html: '<p>The issuer did not pay its last coupon. A restructuring committee has been formed.</p>',
    });
  } else if (row.tradeability_reason === 'pending_corporate_action' || row.state === 'exchanged') {
    updates.push({
      title: 'Exchange offer',
      date: today,
      body_html: '<p>The issuer has offered to exchange these notes for a new issue.</p>',
    });
  }
  return {
    product_id: row.product_id,
    description_html: description,
    bond_information: bondInformation,
    capital_structure: capital,
    key_financials: financials,
    news,
    important_updates: updates,
  };
}

function buildDocuments(
  companies: readonly CompanyRow[],
  sukukCompanyIds: readonly number[],
): CompanyDocumentRow[] {
  const docs: CompanyDocumentRow[] = [];
  for (const company of companies) {
    const add = (document_type: string, description: string) =>
      docs.push({
        reference: `${company.reference}-${document_type.replace(/_/g, '-')}`,
        company_id: company.company_id,
        document_type,
        description,
        title: `${company.company_name} — ${description}`,
      });
    if (sukukCompanyIds.includes(company.company_id)) add('key_facts', 'Key Facts Statement');
    add('prospectus', company.is_treasury ? 'Gilt information memorandum' : 'Prospectus');
    add('annual_report', 'Annual report 2025');
    if (company.company_id % 2 === 0) add('investor_presentation', 'Investor presentation');
  }
  return docs;
}
