import {
  type FailureMessageOptions,
  failureMessage,
  failureMessages,
  type MessageId,
  registerMessages,
} from '@bondkit/sdk-core';
import type { Translate } from '../provider/context';

// the failure texts, in the bundles of the widgets that load from the API (not the calculator's)
registerMessages(failureMessages);

/** A failure as a widget shows it: its text and whether to offer 'Try again' / 'Reload'. */
export interface ShownFailure {
  text: string;
  retry: boolean;
}

/**
 * What a widget says when a load failed (`LoadPanel`'s title and whether it offers a retry): sdk-core's one
 * rule, `failureMessage`, in the provider's catalogue — an ended session, no connection, a missing product
 * (`notFound`), else the widget's own `fallback`.
 *
 * @example
 * const failure = describeFailure(t, load.error, 'holdings.loadFailed');
 * <LoadPanel failedTitle={failure.text} onRetry={failure.retry ? load.retry : undefined} … />
 */
export function describeFailure(
  t: Translate,
  error: unknown,
  fallback: MessageId,
  options?: FailureMessageOptions,
): ShownFailure {
  const failure = failureMessage(error, fallback, options);
  return { text: failure.serverText ?? t(failure.code), retry: failure.retry };
}
