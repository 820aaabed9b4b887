import type { MessageDomain } from '../domains';
import { marketSukuk } from '../sukuk/market';

// Spec: 002 §2.1, §3.1, §8
/**
 * The market: action bar, categories, seniorities, currencies, results, the failure state and
 * the list view (ids `market.*`, `category.*`, `seniority.*`, `currency.*`). What the market shows only later,
 * with the code that shows it (the Filters drawer, sort keys, returns measures, chips, card view), is
 * `marketPartsMessages`.
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const marketEn = {
  // ── Market: action bar (002 §2.1) ─────────────────────────────────────────
  'market.title': 'Bond market',
  'market.search.label': 'Search bonds',
  'market.search.regionNamed': 'Search {label}',
  'market.search.placeholder': 'Search by company name or ISIN',
  'market.search.button': 'Search',
  'market.options.button': 'Options',
  'market.options.showUnavailable': 'Show unavailable bonds',
  'market.options.showTerminology': 'Show market terminology',
  'market.options.downloadCsv': 'Download market as CSV',
  'market.filters.button': 'Filters',
  'market.filters.buttonWithCount': 'Filters ({count})',
  'market.view.label': 'View',
  'market.view.list': 'List view',
  'market.view.card': 'Card view',
  'market.terminology.title': 'Market terminology',
  'market.terminology.regionNamed': 'Market terminology: {label}',
  'market.terminology.body':
    'Price is the percentage of face value you pay. Yield to maturity is the annual return if you hold the bond until it matures; current yield is the coupon divided by the price; the coupon is the interest the bond pays on its face value.',

  // Categories (002 §3.1)
  'category.watchlist': 'Watchlist',
  'category.coming_soon': 'Coming soon',
  'category.smart_interest': 'Smart Interest',
  'category.investment_grade': 'Investment grade',
  'category.senior_secured': 'Senior secured',
  'category.second_lien': 'Second lien',
  'category.unsecured': 'Unsecured',
  'category.unsecured_at1': 'Unsecured AT1',
  'category.at1': 'AT1',
  'category.special_situations': 'Special situations',
  'category.main_market': 'Main market',
  'category.high_yield': 'High yield',
  'category.perpetuals': 'Perpetuals',
  'category.banks_and_financials': 'Banks and financials',
  'category.energy_utilities_and_infrastructure': 'Energy, utilities and infrastructure',
  'category.retail': 'Retail',
  'category.consumer_and_food': 'Consumer and food',
  'category.property': 'Property',
  'category.entertainment_media_broadcasting': 'Entertainment, media and broadcasting',
  'category.all': 'All bonds',
  'category.locked': '{category} (locked)',

  // Seniority (002 §3.1)
  'seniority.super_senior_secured': 'Super senior secured',
  'seniority.senior_secured': 'Senior secured',
  'seniority.second_lien_secured': 'Second lien secured',
  'seniority.subordinated': 'Subordinated',
  'seniority.unsecured': 'Unsecured',
  'seniority.unsecured_pik': 'Unsecured PIK',
  'seniority.unsecured_at1': 'Unsecured AT1',

  // Currencies (002 §3.2)
  'currency.GBP': 'Pound Sterling',
  'currency.EUR': 'Euro',
  'currency.USD': 'US Dollar',
  'currency.AED': 'UAE Dirham',

  // ── Market: results ──────────────────────────────────────────────
  'market.results.line': 'Showing {shown} out of {total} bonds matching {criteria}',
  'market.results.criteriaSearch': '“{search}”',
  'market.results.criteriaFilters': 'your filters',
  'market.results.criteriaBoth': '“{search}” and your filters',
  'market.results.count': '{count} bonds',

  // Failure state (002 §8)
  'market.loadFailed.body': 'Try loading the data again. If the problem continues, contact support.',
  'market.loadFailed.retry': 'Retry loading',

  // ── Market: the list view ───────────────────────────────────────────
  'market.table.label': 'Bonds',
  'market.column.bond': 'Bond',
  'market.column.price': 'Price',
  'market.column.yield': 'Yield',
  'market.column.seniority': 'Seniority',
  'market.column.actions': 'Actions',
  // The partner (sukuk) table (002 §2.1)
  'market.column.underlying': 'Underlying Sukuk',
  'market.column.maturity': 'Maturity',
  'market.column.periodicalDistribution': 'Periodical Distribution',
  'market.column.returnToMaturity': 'Return to Maturity',
  'market.column.buyPrice': 'Buy price',
  'market.column.sellPrice': 'Sell price',
  'market.column.available': 'Available',
  'market.column.invested': 'Invested',
  'market.row.currentYield': 'Current yield {value}',
  'market.row.new': 'New',
  'market.row.moreAdded': 'More added',
  'market.row.comingSoon': 'Coming soon',
  'market.row.locked': 'Locked',
  'market.row.ineligible': 'Ineligible',
  // why a sukuk is Ineligible (002 §5.1: the suitability score below the product's minimum), in the words the
  // partner's suitability report uses ('customer assessment score'); written, the specs give no text
  'market.row.ineligibleReason': 'Needs a customer assessment score of {minimum}; yours is {score}.',
  'market.row.unavailable': 'Unavailable',
  // 002 §8 (trade banners): why a row offers no Buy
  'market.row.insufficientAvailability': 'Insufficient availability to buy',
  // a coming-soon product's package choice (002 §2.2): amount available and settling date
  'market.row.packageOf': 'Package of {company}',
  'market.row.packageOption': '{amount}, settles {date}',
  'market.row.packageNow': '{amount} available now',
  'market.action.takeQuestionnaire': 'Take questionnaire',
  'market.action.buy': 'Buy',
  'market.action.trade': 'Trade',
  'market.action.buyFor': 'Buy {company}',
  'market.action.tradeFor': 'Trade {company}',
} as const satisfies Record<string, string>;

/**
 * The market: `market.*` (but its later parts' texts, `marketPartsMessages`), `category.*`, `seniority.*`,
 * `currency.*`, registered by the widgets that show it (`registerMessages`).
 */
export const marketMessages = { en: marketEn, sukuk: marketSukuk } as const satisfies MessageDomain;
