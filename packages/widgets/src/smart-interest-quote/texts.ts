import type { SmartInterestFailure } from '@bondkit/sdk-core';
import type { Translate } from '../provider/context';

/** What a failed Smart Interest quote or order shows: the server's own words, else the catalogue's text. */
export function failureText(t: Translate, failure: SmartInterestFailure): string {
  return failure.kind === 'server' ? failure.text : t(failure.message.code, failure.message.values);
}
