// Spec: 002 §3.1–3.2, 000 §3
/** Enumerations of the market domain, as the specs name them. */

// Spec: 002 §3.1
/** Every state of a product (a bond's `state`). */
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
/** A value of {@link productStates}. */
export type ProductState = (typeof productStates)[number];

// Spec: 000 §3
/** Numeric bond states. */
export const numericBondStates = {
  1: 'pending',
  2: 'open',
  3: 'closed',
  4: 'suspended',
  9: 'repaid',
  10: 'exchanged',
  11: 'defaulted',
} as const satisfies Record<number, ProductState>;

/** What a product's `tradeability` may say: open, closed, or closed for buys or sells only. */
export const tradeabilities = ['open', 'closed', 'closed-for-buys', 'closed-for-sells', 'unknown'] as const;
/** A value of {@link tradeabilities}. */
export type Tradeability = (typeof tradeabilities)[number];

/** Why a product is not tradeable (its `tradeability_reason`). */
export const tradeabilityReasons = [
  'loan_suspended',
  'loan_pending',
  'loan_repaid',
  'pending_corporate_action',
  'loan_closed',
  'unknown',
] as const;
/** A value of {@link tradeabilityReasons}. */
export type TradeabilityReason = (typeof tradeabilityReasons)[number];

// Spec: 002 §3.1
/** Market object states: `state` is open/suspended/closed; `state_now` open/closed. */
export const marketStates = ['open', 'suspended', 'closed'] as const;
/** A value of {@link marketStates}. */
export type MarketState = (typeof marketStates)[number];

// Spec: 002 §3.1
/** The seniorities of a bond, from the most to the least senior. */
export const seniorities = [
  'super_senior_secured',
  'senior_secured',
  'second_lien_secured',
  'subordinated',
  'unsecured',
  'unsecured_pik',
  'unsecured_at1',
] as const;
/** A value of {@link seniorities}. */
export type Seniority = (typeof seniorities)[number];

/** The borrower's status: a non-performing borrower's bonds are unavailable. */
export const borrowerStatuses = ['performing', 'non_performing'] as const;
/** A value of {@link borrowerStatuses}. */
export type BorrowerStatus = (typeof borrowerStatuses)[number];

/** Dated bonds, or perpetuals (no maturity). */
export const investmentTypes = ['bond', 'perpetual'] as const;
/** A value of {@link investmentTypes}. */
export type InvestmentType = (typeof investmentTypes)[number];

/** Sukuk product types of the partner: buying a complex one adds the appropriateness confirmations. */
export const sukukProductTypes = ['complex', 'non_complex'] as const;
/** A value of {@link sukukProductTypes}. */
export type SukukProductType = (typeof sukukProductTypes)[number];

// Spec: 002 §3.1
/** Well-known category ids; products may carry others. */
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
/** A value of {@link knownCategories}. */
export type KnownCategory = (typeof knownCategories)[number];

/** The markets' currencies: the standard market trades GBP and EUR, the partner's sukuk GBP, USD and AED. */
export const marketCurrencies = ['GBP', 'EUR', 'USD', 'AED'] as const;
