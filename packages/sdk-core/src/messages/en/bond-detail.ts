import type { MessageDomain } from '../domains';
import { bondDetailSukuk } from '../sukuk/bond-detail';

// Spec: 002 §2.2
/**
 * Bond detail (ids `detail.*`).
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const bondDetailEn = {
  // ── Bond detail (002 §2.2) ─────────────────────────────────────────────────
  'detail.figures': 'Key figures',
  'detail.price': 'Price',
  'detail.buyPrice': 'Buy price',
  'detail.sellPrice': 'Sell price',
  'detail.yield': 'Yield to maturity',
  'detail.currentYield': 'Current yield',
  'detail.coupon': 'Coupon',
  'detail.maturity': 'Maturity',
  'detail.seniority': 'Seniority',
  'detail.isin': 'ISIN',
  'detail.available': 'Available',
  'detail.invested': 'Invested',
  'detail.underlying': 'Underlying company',
  'detail.riskCategory': 'Risk category {category}',
  'detail.tabs.label': 'Bond details',
  'detail.tab.description': 'Description',
  'detail.tab.bondInformation': 'Bond information',
  'detail.tab.companyInformation': 'Company information',
  'detail.tab.capitalStructure': 'Capital structure',
  'detail.tab.keyFinancials': 'Key financials',
  'detail.tab.newsAndStories': 'News and stories',
  'detail.company.website': 'Website',
  'detail.company.country': 'Country',
  'detail.company.founded': 'Founded',
  'detail.capital.instrument': 'Instrument',
  'detail.capital.seniority': 'Seniority',
  'detail.capital.amount': 'Amount',
  'detail.capital.maturity': 'Maturity',
  'detail.financials.year': 'Year',
  'detail.financials.revenue': 'Revenue',
  'detail.financials.ebitda': 'EBITDA',
  'detail.financials.netDebt': 'Net debt',
  'detail.news.empty': 'There is no news available for this company at present.',
  'detail.news.source': '{source}, {date}',
  'detail.empty': 'No information available.',
  'detail.buy': 'Buy',
  'detail.sell': 'Sell',
  'detail.packages.legend': 'Choose a package',
  'detail.packages.option': 'Package {id}',
  'detail.packages.available': 'Available amount: {amount}',
  'detail.packages.settles': 'Settling date: {date}',
  'detail.documents.important': 'Important documents',
  'detail.documents.company': 'Company documents',
  'detail.documents.keyFacts': 'Key Facts Statement',
  'detail.documents.download': 'Download {name}',
  'detail.documents.downloadShort': 'Download',
  'detail.documents.empty': 'No documents available.',
  'detail.updates.title': 'Important updates',
} as const satisfies Record<string, string>;

/** Bond detail: `detail.*`, registered by the widgets that show it (`registerMessages`). */
export const bondDetailMessages = {
  en: bondDetailEn,
  sukuk: bondDetailSukuk,
} as const satisfies MessageDomain;
