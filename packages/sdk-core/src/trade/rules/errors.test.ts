import { describe, expect, it } from 'vitest';
import { ApiError, ContractError } from '../../http/index';
import { isAbortError, quoteWarningMessage, toTradeError } from './errors';

describe('trade errors (002 §8)', () => {
  it('keep the server’s message with the call’s catalogue fallback id', () => {
    const error = new ApiError({
      status: 400,
      message: 'Insufficient funds.',
      serverMessage: 'Insufficient funds.',
      fieldErrors: { amount: ['Too much'] },
    });
    expect(toTradeError(error, 'trade.error.confirmQuote')).toEqual({
      code: 'trade.error.confirmQuote',
      serverMessage: 'Insufficient funds.',
      status: 400,
      fieldErrors: { amount: ['Too much'] },
      serverCode: null,
    });
  });

  it('say what a 400 with field errors only refused (its first field error), and keep the server’s code', () => {
    const error = new ApiError({
      status: 400,
      message: 'fallback',
      fieldErrors: { amount: ['Ensure that there are no more than 2 decimal places.'] },
      body: { amount: ['Ensure that there are no more than 2 decimal places.'], code: 'invalid' },
    });
    expect(toTradeError(error, 'trade.error.quote')).toMatchObject({
      code: 'trade.error.quote',
      serverMessage: 'Ensure that there are no more than 2 decimal places.',
      serverCode: 'invalid',
    });
  });

  it('say a lost connection and an ended session in the catalogue’s words, never the auth texts', () => {
    expect(toTradeError(new ApiError({ status: 0, message: 'x' }), 'trade.error.quote')).toMatchObject({
      code: 'failure.offline',
      serverMessage: null,
      status: 0,
    });
    for (const detail of [
      'Token expired.',
      'Invalid token.',
      'Authentication credentials were not provided.',
    ])
      expect(
        toTradeError(
          new ApiError({ status: 401, message: detail, serverMessage: detail }),
          'trade.error.quote',
        ),
      ).toMatchObject({ code: 'failure.sessionEnded', serverMessage: null, status: 401 });
  });

  it('fall back to the catalogue for contract drift and anything else', () => {
    const drift = new ContractError({ status: 200, request: 'POST x', message: 'x', issues: [] });
    expect(toTradeError(drift, 'trade.error.quote')).toMatchObject({ serverMessage: null, status: 200 });
    expect(toTradeError(new Error('boom'), 'trade.error.requestQuote')).toEqual({
      code: 'trade.error.requestQuote',
      serverMessage: null,
      status: null,
      fieldErrors: {},
    });
  });

  it('tell aborts apart from failures', () => {
    expect(isAbortError(new DOMException('Aborted', 'AbortError'))).toBe(true);
    expect(isAbortError(new ApiError({ status: 0, message: 'x' }))).toBe(false);
    expect(isAbortError(new Error('x'))).toBe(false);
  });

  it('give quote warnings catalogue ids, with the server text for unknown codes', () => {
    expect(
      quoteWarningMessage({ code: 'insufficient_liquidity', message: 'x', max_amount: '250.00' }),
    ).toEqual({
      code: 'trade.warning.insufficient_liquidity',
      values: { amount: '250.00' },
    });
    expect(quoteWarningMessage({ code: 'insufficient_balance', message: 'x' })).toEqual({
      code: 'trade.warning.insufficient_balance',
    });
    expect(quoteWarningMessage({ code: 'new_one', message: 'Server says' })).toEqual({
      code: 'trade.warning.unknown',
      values: { message: 'Server says' },
    });
  });
});
