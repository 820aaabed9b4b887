import type { MessageDomain } from '../domains';

// Spec: 000 §2
/**
 * The toasts' region and buttons (ids `toast.*`), registered by the toasts.
 * English. `{name}` is a placeholder (`formatMessage`).
 */
export const toastsEn = {
  'toast.region': 'Notifications',
  'toast.regionNamed': '{label} notifications',
  'toast.dismiss': 'Dismiss notification',
} as const satisfies Record<string, string>;

/** The toasts: `toast.*`, registered by the widgets' toast region (`registerMessages`). */
export const toastsMessages = { en: toastsEn } as const satisfies MessageDomain;
