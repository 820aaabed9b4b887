import type { MessageDomain } from '../domains';

// Spec: 000 §3
/**
 * Investment accounts (ids `accounts.*`).
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const accountsEn = {
  // ── Accounts (000 §3) ─────────────────────────────────────────────────────
  'accounts.title.ifisa': 'Innovative Finance ISA',
  'accounts.title.portfolio': 'Investment portfolio',
  // written: an account named once, its title then its reference ('Investment portfolio IA10101')
  'accounts.name': '{title} {reference}',
} as const satisfies Record<string, string>;

/** Investment accounts: `accounts.*`, registered by the widgets that show it (`registerMessages`). */
export const accountsMessages = { en: accountsEn } as const satisfies MessageDomain;
