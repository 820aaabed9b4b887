/**
 * market-pipeline-{1k,10k,100k}: the market pipeline of sdk-core (visibility + filters + search + order,
 * explicit sort or default display order) on generated products, median milliseconds per run.
 *
 * What is timed: one `runMarketPipeline` call on an index built once per product list (as the market
 * store does once per load), for a rotating set of realistic queries (search while typing, category,
 * currency, maturity and yield filters, several sorts, the unavailable toggle). Each run is a full pass
 * (no incremental-search shortcut). The index build and the first use of each sort order (both one-off
 * per load) are warmed up before timing and are not part of the figure.
 */
import { makeIsin } from '@bondkit/sandbox';
import {
  createMarketIndex,
  defaultFilters,
  type MarketProduct,
  type MarketQuery,
  runMarketPipeline,
} from '@bondkit/sdk-core';
import type { Figure } from './run';
import { pick, seededRandom } from './support/random';
import { median } from './support/stats';

const NOW = new Date('2026-11-23T10:00:00Z');
const DAY = 86_400_000;

const SYLLABLES = [
  'ac',
  'me',
  'bri',
  'tan',
  'nor',
  'th',
  'ver',
  'da',
  'lux',
  'or',
  'sol',
  'ion',
  'gre',
  'en',
  'pa',
  'cif',
];
const SUFFIXES = ['plc', 'Ltd', 'Group', 'Holdings', 'Energy', 'Water', 'Finance', 'Homes', 'Foods', 'Media'];
const INDUSTRIES = [
  ['banks_and_financials', 'Banks and financials'],
  ['energy_utilities_and_infrastructure', 'Energy, utilities and infrastructure'],
  ['retail', 'Retail'],
  ['consumer_and_food', 'Consumer and food'],
  ['property', 'Property'],
  ['entertainment_media_broadcasting', 'Entertainment, media and broadcasting'],
] as const;
const CATEGORIES = [
  ['investment_grade', 'Investment grade'],
  ['high_yield', 'High yield'],
  ['main_market', 'Main market'],
  ['special_situations', 'Special situations'],
  ['senior_secured', 'Senior secured'],
  ['unsecured', 'Unsecured'],
] as const;
const SENIORITIES = [
  'super_senior_secured',
  'senior_secured',
  'second_lien_secured',
  'subordinated',
  'unsecured',
  'unsecured_pik',
  'unsecured_at1',
] as const;
const STATES = [
  'open',
  'open',
  'open',
  'open',
  'open',
  'open',
  'open',
  'open',
  'suspended',
  'repaid',
  'defaulted',
  'exchanged',
] as const;

/** `count` realistic market products, the same for the same seed. */
export function generateProducts(count: number, seed = 20261123): MarketProduct[] {
  const rnd = seededRandom(seed);
  const companyCount = Math.max(5, Math.round(count / 4));
  const companies = Array.from({ length: companyCount }, (_, i) => {
    const name = `${pick(rnd, SYLLABLES)}${pick(rnd, SYLLABLES)}${pick(rnd, SYLLABLES)}`;
    const industry = pick(rnd, INDUSTRIES);
    return {
      company_id: i + 1,
      reference: `CMP${String(i + 1).padStart(6, '0')}`,
      company_name: `${name[0]!.toUpperCase()}${name.slice(1)} ${pick(rnd, SUFFIXES)}`,
      logo: null,
      borrower_status: rnd() < 0.03 ? ('non_performing' as const) : ('performing' as const),
      industry: { key: industry[0], label: industry[1] },
      is_treasury: i === 0,
    };
  });
  companies[0]!.company_name = 'HM Treasury';
  const products: MarketProduct[] = [];
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const company = companies[Math.floor(rnd() * companyCount)]!;
    const perpetual = rnd() < 0.05;
    const year = 2026 + Math.floor(rnd() * 30);
    const coupon = 2 + Math.floor(rnd() * 1100) / 100;
    const price = 80 + Math.floor(rnd() * 3000) / 100;
    const years = Math.max(0.5, year - 2026.9);
    const currentYield = (coupon * 100) / price;
    const ytm = perpetual ? null : currentYield + ((100 - price) / price / years) * 100;
    const liquidityRoll = rnd();
    const liquidity = liquidityRoll < 0.2 ? 0 : liquidityRoll < 0.25 ? 50 : Math.floor(rnd() * 500000);
    const firstDays = Math.floor(rnd() * 900);
    const lastDays = Math.min(firstDays, Math.floor(rnd() * 60));
    const cats = new Map<string, string>();
    const categoryCount = 1 + Math.floor(rnd() * 3);
    for (let c = 0; c < categoryCount; c++) {
      const [cid, label] = pick(rnd, CATEGORIES);
      cats.set(cid, label);
    }
    if (perpetual) cats.set('perpetuals', 'Perpetuals');
    const seniority = pick(rnd, SENIORITIES);
    const currency = rnd() < 0.6 ? 'GBP' : 'EUR';
    products.push({
      product_id: id,
      product_url: `/market/corporate-bond/${id}/`,
      reference: `BND${String(id).padStart(7, '0')}`,
      company,
      adib_details: null,
      isin_code: makeIsin('XS', String(1_000_000_000 + id * 7).slice(0, 9)),
      currency,
      coupon: coupon.toFixed(2),
      coupon_string: `${coupon.toFixed(2)}%`,
      maturity: perpetual ? null : `${year}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-15`,
      current_yield: currentYield.toFixed(2),
      yield_to_maturity: ytm === null ? null : ytm.toFixed(2),
      buy_price: price.toFixed(2),
      sell_price: (price - 0.5).toFixed(2),
      sell_liquidity: liquidity.toFixed(2),
      user_invested: rnd() < 0.1 ? (Math.floor(rnd() * 100) * 100).toFixed(2) : null,
      seniority,
      seniority_label: seniority,
      state: pick(rnd, STATES),
      investment_type: perpetual ? 'perpetual' : 'bond',
      categories: [...cats].map(([category_id, label]) => ({ category_id, label })),
      annotations: { is_interested: rnd() < 0.05 },
      display_order: Math.floor(rnd() * 1000),
      first_added_to_market: new Date(NOW.getTime() - firstDays * DAY).toISOString(),
      last_added_to_market: new Date(NOW.getTime() - lastDays * DAY).toISOString(),
      pending_liquidity:
        rnd() < 0.03
          ? [
              {
                package_id: id,
                pending_amount: (1000 + Math.floor(rnd() * 50000)).toFixed(2),
                settlement_date: '2026-12-15',
              },
            ]
          : [],
      access_restrictions: [],
      tradeability: 'open',
      tradeability_reason: null,
      zero_interest_fees: false,
      market_blocked: false,
    });
  }
  return products;
}

/** The rotating queries: what a user does on the market page. */
function queries(): MarketQuery[] {
  const base = (over: Partial<MarketQuery>): MarketQuery => ({
    filters: defaultFilters(),
    search: '',
    sort: null,
    showUnavailable: false,
    ...over,
  });
  return [
    base({}),
    base({ search: 'ac' }),
    base({ search: 'acme' }),
    base({ search: 'gilt' }),
    base({ filters: { ...defaultFilters(), category: ['high_yield', 'property'] } }),
    base({ filters: { ...defaultFilters(), currency: ['GBP'], maturityDates: [2030, 2040] }, search: 'or' }),
    base({
      filters: { ...defaultFilters(), returns: 'yield_to_maturity', yield_to_maturity: [6, 50] },
      sort: { value: 'yield_to_maturity', order: 'desc' },
    }),
    base({ sort: { value: 'company', order: 'asc' }, search: 'en' }),
    base({ sort: { value: 'maturity_date', order: 'asc' }, showUnavailable: true }),
    base({
      filters: { ...defaultFilters(), seniority: ['senior_secured', 'unsecured'] },
      sort: { value: 'seniority', order: 'asc' },
    }),
  ];
}

/** Median ms of the pipeline over `rounds` passes of every query. */
function measure(count: number, rounds: number): number {
  const products = generateProducts(count);
  const index = createMarketIndex(products, { variant: 'standard', now: NOW, user: null });
  const qs = queries();
  // warm-up: JIT, and the one-off sort orders of the index
  for (let r = 0; r < 3; r++) for (const q of qs) runMarketPipeline(index, q);
  const samples: number[] = [];
  let sink = 0;
  for (let r = 0; r < rounds; r++) {
    for (const q of qs) {
      const start = performance.now();
      const result = runMarketPipeline(index, q);
      samples.push(performance.now() - start);
      sink += result.rows.length;
    }
  }
  if (sink < 0) throw new Error('unreachable');
  return Math.round(median(samples) * 1000) / 1000;
}

/** The bench module entry: three figures, median ms. */
export default async function run(): Promise<Figure[]> {
  return [
    { name: 'market-pipeline-1k', value: measure(1_000, 60), unit: 'ms', target: 0.5, better: 'lower' },
    { name: 'market-pipeline-10k', value: measure(10_000, 30), unit: 'ms', target: 5, better: 'lower' },
    { name: 'market-pipeline-100k', value: measure(100_000, 10), unit: 'ms', target: 60, better: 'lower' },
  ];
}
