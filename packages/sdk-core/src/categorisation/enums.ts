/** Enumerations of investor categorisation (000 §3, 002 §3.4). */

/** Investor types (categories), in the specs' order. */
export const investorTypes = [
  'standard',
  'high_net_worth',
  'sophisticated',
  'advised',
  'professional',
] as const;
/** A value of {@link investorTypes}. */
export type InvestorType = (typeof investorTypes)[number];

/** Labels of the investor types: Standard, Certified High Net Worth, Self-Certified Sophisticated, Advised, Professional. */
export const investorTypeLabels = {
  standard: 'Standard',
  high_net_worth: 'Certified High Net Worth',
  sophisticated: 'Self-Certified Sophisticated',
  advised: 'Advised',
  professional: 'Professional',
} as const satisfies Record<InvestorType, string>;

/** Steps of the classification help wizard (002 §4.7). */
export const classificationHelpSteps = [
  'income_occupation',
  'net_assets',
  'advisor',
  'experience',
  'professional_investor',
] as const;
/** A value of {@link classificationHelpSteps}. */
export type ClassificationHelpStep = (typeof classificationHelpSteps)[number];

/** Asset detail keys of the classification state (002 §3.4; 'inheritence' is spelt as on the wire). */
export const assetDetailKeys = [
  'retirement',
  'cashSavings',
  'investmentPortfolios',
  'inheritence',
  'compensationsOrPayouts',
  'divorceSettlements',
  'other',
] as const;
/** A value of {@link assetDetailKeys}. */
export type AssetDetailKey = (typeof assetDetailKeys)[number];
