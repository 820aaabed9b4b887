/**
 * Small zod schemas shared by the domains' wire contracts (internal: not exported from the package).
 *
 * @module
 */
import * as z from 'zod/mini';

/** An integer within JavaScript's safe range (what the wire's ids, counts and years are). */
export const int = z.int();

/** An integer of at least 1. */
export const positiveInt = z.int().check(z.gte(1));

/**
 * At least `minimum` items (an array) or characters (a string): zod's `too_small` issue, checked only once the
 * value itself parsed. (zod's own `minLength` also runs on a value of another type that has a length, a string
 * where an array is expected, and next to its items' failures: a second, misleading issue.)
 */
export function minLength<T extends string | readonly unknown[]>(minimum: number, message?: string) {
  return z.check<T>((payload) => {
    if (payload.value.length >= minimum) return;
    payload.issues.push({
      code: 'too_small',
      origin: typeof payload.value === 'string' ? 'string' : 'array',
      minimum,
      inclusive: true,
      input: payload.value,
      // like zod's own checks: the checks after it still run
      continue: true,
      ...(message === undefined ? {} : { message }),
    });
  });
}
