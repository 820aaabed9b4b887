import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition';
import { ApiError, ContractError, getErrorMessage, isApiError, parseErrorBody } from './errors';
import { toSearchParams } from './search-params';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="bondkit_market_20261123.csv"', 'bondkit_market_20261123.csv'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'K%C3%A9y%20facts.pdf', 'Kéy facts.pdf'],
    ['attachment; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['inline', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });
});

describe('toSearchParams', () => {
  it('skips empty arrays and keeps order', () => {
    expect(toSearchParams({ a: [], b: [1, 2], c: true }).toString()).toBe('b=1&b=2&c=true');
  });
});

describe('parseErrorBody', () => {
  it('reads Django form errors (errors.{field}[].message)', () => {
    const parsed = parseErrorBody({
      errors: { __all__: [{ message: 'Please try again.' }], email: [{ message: 'Must be a valid email' }] },
    });
    expect(parsed.serverMessage).toBe('Please try again.');
    expect(parsed.fieldErrors).toEqual({ email: ['Must be a valid email'] });
    expect(parsed.nonFieldErrors).toEqual(['Please try again.']);
  });

  it('flattens lists of nested objects with their index', () => {
    const parsed = parseErrorBody({ tax_residencies: [{}, { country: ['This field is required.'] }] });
    expect(parsed.fieldErrors).toEqual({ 'tax_residencies.1.country': ['This field is required.'] });
    expect(parsed.serverMessage).toBeUndefined();
  });

  it('ignores empty messages when picking', () => {
    expect(parseErrorBody({ detail: '', message: 'M' }).serverMessage).toBe('M');
  });

  it('treats a bare list as non-field errors', () => {
    expect(parseErrorBody(['Nope']).serverMessage).toBe('Nope');
    expect(parseErrorBody(['Nope']).nonFieldErrors).toEqual(['Nope']);
    expect(parseErrorBody(undefined).serverMessage).toBeUndefined();
  });
});

describe('getErrorMessage / isApiError', () => {
  it('shows the carried message or the fallback', () => {
    const api = new ApiError({ status: 400, message: 'From server' });
    const contract = new ContractError({ status: 200, request: 'GET x', message: 'Fallback', issues: [] });
    expect(getErrorMessage(api, 'f')).toBe('From server');
    expect(getErrorMessage(contract, 'f')).toBe('Fallback');
    expect(getErrorMessage(new Error('bug'), 'f')).toBe('f');
    expect(isApiError(api, 400)).toBe(true);
    expect(isApiError(api, 401)).toBe(false);
    expect(isApiError(contract)).toBe(false);
  });
});
