import type { MessageDomain } from '../domains';

// Spec: 002 §2.1, §2.2, §6
/**
 * The market's texts that the bond detail and the trade ticket show too (watchlist hidden prices;
 * the sukuk assessment notice) and the market and product detail calls' failure texts: a domain of its own so those widgets and calls do
 * not carry the whole market's catalogue.
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const marketSharedEn = {
  'market.loadFailed.title': 'Market data failed to load',
  'market.options.downloadFailed': 'The market could not be downloaded. Please, try again later.',
  // the product detail calls' (the bond detail's, the ticket's)
  'detail.loadFailed': "Error: can't fetch required data. Please, try again later.",
  'detail.documents.loadFailed': 'Unable to fetch company documents. Please, try later',
  'market.watch': 'Watch',
  'market.unwatch': 'Unwatch',
  'market.watchFor': 'Watch {company}',
  'market.unwatchFor': 'Unwatch {company}',
  'market.watchReverted': 'Changes for {company} failed and have been reverted.',
  'market.watchReadOnly': 'Read-only users cannot change their watchlist.',
  'market.assessmentUpdate.body':
    "You don't meet the requirements to trade Sukuk. If your circumstances have changed, please retake the assessment.",
  'market.assessmentUpdate.link': 'Retake customer assessment',
  'market.row.hiddenPrice': 'Sign in to see prices',
} as const satisfies Record<string, string>;

/** The market's shared texts (watch, the assessment notice), registered by the widgets that show them. */
export const marketSharedMessages = { en: marketSharedEn } as const satisfies MessageDomain;
