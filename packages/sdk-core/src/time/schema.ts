/**
 * Dates and date-times on the wire.
 *
 * @module
 */
import * as z from 'zod/mini';

/** `YYYY-MM-DD` */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));
/**
 * An ISO 8601 date-time with seconds and an offset (`Z` or `±HH:MM`): `2026-11-23T10:00:00Z`,
 * `2026-11-23T10:00:00.123+04:00`. The date must exist (29 February only in leap years).
 */
export const isoDateTime = z
  .string()
  .check(
    z.regex(
      /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/,
      'Invalid ISO datetime',
    ),
  );
