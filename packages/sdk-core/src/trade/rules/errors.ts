import { ApiError, ContractError, FAILURE_MESSAGE_IDS, failureMessage } from '../../http/index';
import { quoteWarningCodes } from '../enums';
import type { TradeError, TradeMessage, TradeMessageId } from '../messages';
import type { QuoteWarning } from '../schema';

// Spec: 002 §8
/**
 * Maps any failure of a trade call to what the ticket shows: the catalogue id of the call's fallback
 * ('Error: can't receive the quote. Please, try again later.' …) plus the server's own message when it sent
 * one (`detail`, `message` or `non_field_errors[0]`, read by the client in that order, else the first field
 * error's text). A session that ended and a lost connection are said in the catalogue's words instead
 * (`failureMessage`): never the server's auth texts such as 'Token expired.'.
 */
export function toTradeError(error: unknown, code: TradeMessageId): TradeError {
  const failure = failureMessage(error, code, { serverText: true });
  if (error instanceof ApiError && (failure.kind === 'session' || failure.kind === 'offline')) {
    return {
      code: FAILURE_MESSAGE_IDS[failure.kind],
      serverMessage: null,
      status: error.status,
      fieldErrors: {},
      serverCode: error.serverCode ?? null,
    };
  }
  if (error instanceof ApiError) {
    return {
      code,
      // the server's message, else (a 400 naming only fields) its first field error's text
      serverMessage: failure.serverText,
      status: error.status,
      fieldErrors: error.fieldErrors,
      serverCode: error.serverCode ?? null,
    };
  }
  if (error instanceof ContractError) {
    return { code, serverMessage: null, status: error.status, fieldErrors: {} };
  }
  return { code, serverMessage: null, status: null, fieldErrors: {} };
}

/** True for an abort (a stale quote cancelled on purpose): not a failure to show. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    ((error as { name: unknown }).name === 'AbortError' ||
      (error as { name: unknown }).name === 'TimeoutError') &&
    !(error instanceof ApiError)
  );
}

/**
 * The message of a quote warning: the catalogue id `trade.warning.{code}` for known codes, else
 * `trade.warning.unknown` with the server's text as `{message}`. `max_amount`, when sent, is `{amount}`.
 */
export function quoteWarningMessage(warning: QuoteWarning): TradeMessage {
  const known = (quoteWarningCodes as readonly string[]).includes(warning.code);
  const values: Record<string, string> = {};
  if (warning.max_amount) values.amount = warning.max_amount;
  if (!known) values.message = warning.message;
  return {
    code: known ? (`trade.warning.${warning.code}` as TradeMessageId) : 'trade.warning.unknown',
    ...(Object.keys(values).length > 0 ? { values } : {}),
  };
}
