import type { MessageDomain } from '../domains';
import { holdingsSukuk } from '../sukuk/holdings';

// Spec: 001 §4, §8
/**
 * Holdings per investment account (ids `holdings.*`).
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const holdingsEn = {
  'holdings.title': 'Holdings',
  'holdings.account': '{title} ({reference})',
  'holdings.cash': 'Cash',
  'holdings.caption': 'Holdings in {account}',
  'holdings.column.bond': 'Bond',
  'holdings.column.principal': 'Principal',
  'holdings.column.value': 'Value',
  'holdings.column.actions': 'Actions',
  'holdings.pendingSell': '{amount} in open sell orders',
  'holdings.sell': 'Sell',
  'holdings.sellLabel': 'Sell {company}',
  'holdings.empty': 'No holdings in this account.',
  'holdings.loadFailed': 'Holdings failed to load.',
  'holdings.reload': 'Reload',
} as const satisfies Record<string, string>;

/** Holdings: `holdings.*`, registered by the widgets that show it (`registerMessages`). */
export const holdingsMessages = { en: holdingsEn, sukuk: holdingsSukuk } as const satisfies MessageDomain;
