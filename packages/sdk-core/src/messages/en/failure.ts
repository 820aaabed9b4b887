import type { MessageDomain } from '../domains';
import { failureSukuk } from '../sukuk/failure';

/**
 * Failures any widget that calls the API can meet, in the customer's words (ids `failure.*`; sdk-core's
 * `failureMessage` picks them): never the server's own auth texts such as 'Token expired.'.
 * English; `{name}` is a placeholder (`formatMessage`).
 */
export const failureEn = {
  'failure.sessionEnded': 'Your session has ended. Please sign in again.',
  'failure.offline': 'You appear to be offline. Check your connection and try again.',
  'failure.productUnavailable': 'This bond is not available.',
} as const satisfies Record<string, string>;

/**
 * Failures: `failure.*`, registered by the widgets that load from the API (`registerMessages`, through the
 * widgets' `describeFailure`), so the calculator's and the lead form's bundles do not carry them.
 */
export const failureMessages = { en: failureEn, sukuk: failureSukuk } as const satisfies MessageDomain;
