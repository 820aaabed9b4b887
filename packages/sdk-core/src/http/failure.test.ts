import { describe, expect, it } from 'vitest';
import { en, formatMessage, getCatalogue } from '../messages/index';
import { ApiError, ContractError, isTransientStatus } from './errors';
import { FAILURE_MESSAGE_IDS, failureMessage, isSessionFailure } from './failure';

const api = (status: number, serverMessage?: string) =>
  new ApiError({ status, message: serverMessage ?? 'fallback', serverMessage });

describe('failureMessage', () => {
  it('says the session ended for a 401 and for the server’s auth texts, never the texts themselves', () => {
    for (const error of [
      api(401, 'Token expired.'),
      api(401, 'Invalid token.'),
      api(401),
      api(403, 'Authentication credentials were not provided.'),
    ]) {
      expect(isSessionFailure(error)).toBe(true);
      expect(failureMessage(error, 'trade.error.quote', { serverText: true })).toEqual({
        kind: 'session',
        code: 'failure.sessionEnded',
        serverText: null,
        retry: false,
      });
    }
    expect(en['failure.sessionEnded']).toBe('Your session has ended. Please sign in again.');
  });

  it('says the customer is offline when nothing answered (network failure or timeout), with a retry', () => {
    for (const reason of ['network', 'timeout'] as const) {
      expect(
        failureMessage(new ApiError({ status: 0, message: 'x', reason }), 'holdings.loadFailed'),
      ).toEqual({ kind: 'offline', code: 'failure.offline', serverText: null, retry: true });
    }
    expect(en['failure.offline']).toBe('You appear to be offline. Check your connection and try again.');
  });

  it('names a missing product for a 404 when the caller says what is missing, without a retry', () => {
    const notFound = { notFound: FAILURE_MESSAGE_IDS.productUnavailable };
    expect(failureMessage(api(404, 'Not found.'), 'trade.error.requiredData', notFound)).toEqual({
      kind: 'not-found',
      code: 'failure.productUnavailable',
      serverText: null,
      retry: false,
    });
    expect(formatMessage(getCatalogue('standard'), 'failure.productUnavailable')).toBe(
      'This bond is not available.',
    );
    expect(formatMessage(getCatalogue('sukuk'), 'failure.productUnavailable')).toBe(
      'This certificate is not available.',
    );
    // not named: an ordinary failure
    expect(failureMessage(api(404, 'Not found.'), 'holdings.loadFailed')).toMatchObject({
      kind: 'other',
      code: 'holdings.loadFailed',
      retry: true,
    });
  });

  it('otherwise gives the fallback with a retry — the server’s words only where asked for', () => {
    const refused = api(400, 'Amount too high');
    expect(failureMessage(refused, 'trade.error.quote')).toEqual({
      kind: 'other',
      code: 'trade.error.quote',
      serverText: null,
      retry: true,
    });
    expect(failureMessage(refused, 'trade.error.quote', { serverText: true }).serverText).toBe(
      'Amount too high',
    );
    const fieldOnly = new ApiError({ status: 400, message: 'x', fieldErrors: { amount: ['Too many'] } });
    expect(failureMessage(fieldOnly, 'trade.error.quote', { serverText: true }).serverText).toBe('Too many');
    expect(failureMessage(api(503), 'trade.error.quote', { serverText: true }).serverText).toBeNull();
    const drift = new ContractError({ status: 200, request: 'GET x', message: 'm', issues: [] });
    expect(failureMessage(drift, 'orders.loadFailed')).toMatchObject({ kind: 'other', retry: true });
    expect(failureMessage(new Error('bug'), 'orders.loadFailed').code).toBe('orders.loadFailed');
  });
});

describe('isTransientStatus', () => {
  it('counts what may pass when sent again, the same idempotency key still running (409) among them', () => {
    for (const status of [0, 408, 409, 429, 502, 503, 504])
      expect(isTransientStatus(status), `${status}`).toBe(true);
    for (const status of [400, 401, 403, 404, 422, 500])
      expect(isTransientStatus(status), `${status}`).toBe(false);
  });
});
