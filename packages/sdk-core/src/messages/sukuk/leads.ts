import type { leadsEn } from '../en/leads';

/** The partner (sukuk) variant's wording of {@link leadsEn}, overriding it by key. */
export const leadsSukuk = {
  // written (issue 27): the partner offers sukuk, not bonds
  'leads.guide.investor-guide.intro':
    'Everything you need to know before you invest in sukuk. Tell us where to send updates and the guide downloads straight away.',
} as const satisfies Partial<Record<keyof typeof leadsEn, string>>;
