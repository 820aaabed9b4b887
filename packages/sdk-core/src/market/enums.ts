/** Enumerations of the market domain, as the specs name them (002 §3.1–3.2, 000 §3). */

export const productStates = [
  'pending_settlement',
  'pending',
  'open',
  'closed',
  'suspended',
  'repaid',
  'defaulted',
  'exchanged',
] as const;
export type ProductState = (typeof productStates)[number];

/** Numeric bond states (000 §3). */
export const numericBondStates = {
  1: 'pending',
  2: 'open',
  3: 'closed',
  4: 'suspended',
  9: 'repaid',
  10: 'exchanged',
  11: 'defaulted',
} as const satisfies Record<number, ProductState>;

export const tradeabilities = ['open', 'closed', 'closed-for-buys', 'closed-for-sells', 'unknown'] as const;
export type Tradeability = (typeof tradeabilities)[number];

export const tradeabilityReasons = [
  'loan_suspended',
  'loan_pending',
  'loan_repaid',
  'pending_corporate_action',
  'loan_closed',
  'unknown',
] as const;
export type TradeabilityReason = (typeof tradeabilityReasons)[number];

/** Market object states (002 §3.1): `state` is open/suspended/closed; `state_now` open/closed. */
export const marketStates = ['open', 'suspended', 'closed'] as const;
export type MarketState = (typeof marketStates)[number];

export const seniorities = [
  'super_senior_secured',
  'senior_secured',
  'second_lien_secured',
  'subordinated',
  'unsecured',
  'unsecured_pik',
  'unsecured_at1',
] as const;
export type Seniority = (typeof seniorities)[number];

export const borrowerStatuses = ['performing', 'non_performing'] as const;
export type BorrowerStatus = (typeof borrowerStatuses)[number];

export const investmentTypes = ['bond', 'perpetual'] as const;
export type InvestmentType = (typeof investmentTypes)[number];

export const sukukProductTypes = ['complex', 'non_complex'] as const;
export type SukukProductType = (typeof sukukProductTypes)[number];

/** Well-known category ids (002 §3.1); products may carry others. */
export const knownCategories = [
  'watchlist',
  'coming_soon',
  'smart_interest',
  'investment_grade',
  'senior_secured',
  'second_lien',
  'unsecured',
  'unsecured_at1',
  'special_situations',
  'main_market',
  'high_yield',
  'perpetuals',
  'banks_and_financials',
  'energy_utilities_and_infrastructure',
  'retail',
  'consumer_and_food',
  'property',
  'entertainment_media_broadcasting',
] as const;
export type KnownCategory = (typeof knownCategories)[number];

export const marketCurrencies = ['GBP', 'EUR', 'USD', 'AED'] as const;
