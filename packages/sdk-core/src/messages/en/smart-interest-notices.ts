import type { MessageDomain } from '../domains';

// Spec: 001 §2
/**
 * The Smart Interest texts the dashboard, a portfolio page and the holdings show (the reinvest notice): a domain
 * of its own so the dashboard and the portfolio page do not carry the whole Smart Interest catalogue.
 * English; `{name}` is a placeholder (`formatMessage`).
 */
export const smartInterestNoticesEn = {
  'smartInterest.reinvestNotice':
    'Your Smart Interest holding {holding} matures in {days} days, on {maturity}. Choose a series to reinvest into.',
  // written (issue 27): the reinvest notices in one, listing the maturing holdings, with one action
  'smartInterest.reinvestNotices.title': 'Smart Interest holdings maturing soon',
  'smartInterest.reinvestNotices.item': '{holding} matures in {days} days, on {maturity}.',
  'smartInterest.reinvestNotices.action': 'Choose a series to reinvest into',
} as const satisfies Record<string, string>;

/** The reinvest notice's text, registered by the widgets that show the notice. */
export const smartInterestNoticesMessages = { en: smartInterestNoticesEn } as const satisfies MessageDomain;
