import type { Seniority } from '@bondkit/sdk-core';

/** Seniority labels as the API sends them (`seniority_label`). */
export const SENIORITY_LABELS: Record<Seniority, string> = {
  super_senior_secured: 'Super senior secured',
  senior_secured: 'Senior secured',
  second_lien_secured: 'Second lien secured',
  subordinated: 'Subordinated',
  unsecured: 'Unsecured',
  unsecured_pik: 'Unsecured PIK',
  unsecured_at1: 'Unsecured AT1',
};

/** Industries of the seed (`company.industry`); the first six are also market categories (002 §3.1). */
export const INDUSTRIES = {
  banks_and_financials: 'Banks and financials',
  energy_utilities_and_infrastructure: 'Energy, utilities and infrastructure',
  retail: 'Retail',
  consumer_and_food: 'Consumer and food',
  property: 'Property',
  entertainment_media_broadcasting: 'Entertainment, media and broadcasting',
  technology_and_telecoms: 'Technology and telecoms',
  transport_and_logistics: 'Transport and logistics',
  healthcare: 'Healthcare',
  government: 'Government',
} as const;
export type IndustryKey = keyof typeof INDUSTRIES;

/** Product categories (002 §3.1 plus the seed's own), in the order the market lists them. */
export const CATEGORIES: readonly (readonly [string, string])[] = [
  ['coming_soon', 'Coming soon'],
  ['smart_interest', 'Smart Interest'],
  ['investment_grade', 'Investment grade'],
  ['senior_secured', 'Senior secured'],
  ['second_lien', 'Second lien'],
  ['unsecured', 'Unsecured'],
  ['unsecured_at1', 'Unsecured AT1'],
  ['special_situations', 'Special situations'],
  ['main_market', 'Main market'],
  ['high_yield', 'High yield'],
  ['perpetuals', 'Perpetuals'],
  ['banks_and_financials', INDUSTRIES.banks_and_financials],
  ['energy_utilities_and_infrastructure', INDUSTRIES.energy_utilities_and_infrastructure],
  ['retail', INDUSTRIES.retail],
  ['consumer_and_food', INDUSTRIES.consumer_and_food],
  ['property', INDUSTRIES.property],
  ['entertainment_media_broadcasting', INDUSTRIES.entertainment_media_broadcasting],
  ['technology_and_telecoms', INDUSTRIES.technology_and_telecoms],
  ['transport_and_logistics', INDUSTRIES.transport_and_logistics],
  ['healthcare', INDUSTRIES.healthcare],
  ['gilts', 'UK gilts'],
  ['sukuk', 'Sukuk'],
];

/** Questionnaires that gate products (`access_restrictions`). */
export const RESTRICTION_TITLES: Record<string, string> = {
  'high-yield': 'High yield questionnaire',
  perpetual: 'Perpetual bonds questionnaire',
  'special-situation': 'Special situations questionnaire',
  'smart-interest': 'Smart Interest questionnaire',
  'adib-suitability': 'Customer suitability assessment',
};

export const STATE_LABELS: Record<string, string> = {
  pending_settlement: 'Pending settlement',
  pending: 'Pending',
  open: 'Open',
  closed: 'Closed',
  suspended: 'Suspended',
  repaid: 'Repaid',
  defaulted: 'Defaulted',
  exchanged: 'Exchanged',
};
