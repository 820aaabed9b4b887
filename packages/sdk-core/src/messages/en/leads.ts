import type { MessageDomain } from '../domains';
import { leadsSukuk } from '../sukuk/leads';

// Spec: 000 §2, §5, §8
/**
 * Lead capture: guide downloads, the guide form and its modal (ids `leads.*`).
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const leadsEn = {
  // ── Lead capture: guide downloads (000 §8; ids listed by sdk-core/src/leads/README.md) ──
  'leads.download.success': 'Download successful.',
  'leads.download.failed': 'Error downloading. Please contact support if the issue continues.',

  // ── Lead capture: the guide form and its popup (000 §2, §5; the widgets' own words) ──
  'leads.guide.investor-guide.title': 'Download the investor guide',
  'leads.guide.investor-guide.intro':
    'Everything you need to know before you invest in bonds. Tell us where to send updates and the guide downloads straight away.',
  'leads.guide.second-guide.title': 'Download the guide to fixed-rate saving',
  'leads.guide.second-guide.intro':
    'How fixed-rate saving works and how to choose a term. Tell us where to send updates and the guide downloads straight away.',
  'leads.form.email': 'Email',
  'leads.form.firstName': 'First name',
  'leads.form.lastName': 'Last name',
  'leads.form.country': 'Country code',
  'leads.form.countryOption': '{country} (+{code})',
  'leads.form.contactNumber': 'Contact number',
  'leads.form.newsletter': 'Would you like to receive our newsletter?',
  'leads.form.submit': 'Download the guide',
  'leads.form.submitting': 'Downloading...',
  'leads.form.errorSummary': 'Please correct the highlighted fields.',
} as const satisfies Record<string, string>;

/** Lead capture: `leads.*`, registered by the widgets that show it (`registerMessages`). */
export const leadsMessages = { en: leadsEn, sukuk: leadsSukuk } as const satisfies MessageDomain;
