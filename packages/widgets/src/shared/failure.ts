import {
  type FailureMessageOptions,
  failureMessage,
  failureMessages,
  type MessageId,
  registerMessages,
} from '@bondkit/sdk-core';
import type { Translate } from '../provider/context';
import type { LoadPanelProps } from '../ui/load-panel';

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

/** The messages of a widget's failed-load panel. */
export interface FailurePanelMessages {
  /** the title when no general failure (ended session, no connection, not found) applies */
  title: MessageId;
  /** a sentence under that title (not under a general failure's) */
  text?: MessageId;
  /** the retry button's label */
  retry: MessageId;
  /** the title of a 404 — what was asked for does not exist (no retry: asking again cannot help) */
  notFound?: MessageId;
}

/**
 * A `LoadPanel`'s failure props for a failed load: {@link describeFailure}'s text, the widget's sentence under
 * its own title, and the retry button when retrying can help.
 *
 * @example
 * <LoadPanel status={load.status} {...failurePanel(t, load.error, load.retry, { title: 'holdings.loadFailed', retry: 'holdings.reload' })} />
 */
export function failurePanel(
  t: Translate,
  error: unknown,
  retry: () => void,
  messages: FailurePanelMessages,
): Pick<LoadPanelProps, 'failedTitle' | 'failedText' | 'retryLabel' | 'onRetry'> {
  const failure = describeFailure(
    t,
    error,
    messages.title,
    messages.notFound ? { notFound: messages.notFound } : undefined,
  );
  return {
    failedTitle: failure.text,
    ...(messages.text && failure.text === t(messages.title) ? { failedText: t(messages.text) } : {}),
    retryLabel: t(messages.retry),
    ...(failure.retry ? { onRetry: retry } : {}),
  };
}
