/**
 * Small zod schemas shared by the domains' wire contracts (internal: not exported from the package).
 *
 * @module
 */
import * as z from 'zod/mini';

/**
 * An integer within JavaScript's safe range (what the wire's ids, counts and years are): what `z.int()`
 * checks, with its issue (`invalid_type`, expected `int`), on the number schema every bundle has already.
 * `z.int()` would bring a number-format schema of its own into every element's first load.
 */
export const int = z.number().check(
  z.check<number>(
    (payload) => {
      if (Number.isSafeInteger(payload.value)) return;
      payload.issues.push({ code: 'invalid_type', expected: 'int', input: payload.value });
      // like z.int(): no bound checked after it (`positiveInt`'s) adds a second issue
    },
    { abort: true },
  ),
);

/** An integer of at least 1. */
export const positiveInt = int.check(z.gte(1));

/**
 * `schema`, or `fallback()` when the value is left out: what `z._default` parses, on the pipe and transform
 * every bundle has already.
 */
export function orWhenLeftOut<S extends z.ZodMiniType>(schema: S, fallback: () => z.output<S>) {
  return z.pipe(
    z.optional(schema),
    z.transform((value: z.output<S> | undefined): z.output<S> => value ?? fallback()),
  );
}

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

/**
 * The investment account a request names by its reference (`investment_account_reference` of an FX quote, an
 * order, an RFQ, a switch): a text of at least one character — an empty one names no account, and is refused on
 * its field rather than read as the customer's first account.
 */
export const accountReference = z.string().check(minLength(1));

/**
 * Some of a closed set of keys (the currencies, the questionnaire types), each with the same value: what
 * `z.partialRecord(z.enum(keys), value)` parses, as an object schema. Every element's first load has zod's
 * object schema already, while its record schema would add 0.8 KB gzip to each. `strict` refuses a key outside
 * the set, as the record does; otherwise such a key is left out.
 */
export function someOf<const K extends string, V extends z.ZodMiniType>(
  keys: readonly K[],
  value: V,
  { strict }: { strict: boolean },
) {
  const shape = Object.fromEntries(keys.map((key) => [key, z.optional(value)])) as {
    [P in K]: z.ZodMiniOptional<V>;
  };
  return strict ? z.strictObject(shape) : z.object(shape);
}
