import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { marketStatusSchema } from './schema';

describe('market status schema', () => {
  it('accepts a closed market with its next opening time', () => {
    const parsed = z.parse(marketStatusSchema, {
      state: 'closed',
      state_now: 'closed',
      opens_at: '2026-11-23T08:00:00+00:00',
      are_limit_orders_allowed: true,
    });
    expect(parsed.opens_at).toBe('2026-11-23T08:00:00+00:00');
  });

  it('rejects an unknown market state', () => {
    expect(() =>
      z.parse(marketStatusSchema, {
        state: 'halted',
        state_now: 'closed',
        opens_at: null,
        are_limit_orders_allowed: false,
      }),
    ).toThrow();
  });
});
