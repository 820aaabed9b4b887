// Spec: 000 §3, 002 §3.4
/** Enumerations of investor categorisation. */

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

// Spec: 002 §4.7
/** Steps of the classification help wizard. */
export const classificationHelpSteps = [
  'income_occupation',
  'net_assets',
  'advisor',
  'experience',
  'professional_investor',
] as const;
/** A value of {@link classificationHelpSteps}. */
export type ClassificationHelpStep = (typeof classificationHelpSteps)[number];

// Spec: 002 §3.4
/** Asset detail keys of the classification state ('inheritence' is spelt as on the wire). */
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
