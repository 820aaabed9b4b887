/**
 * Small valibot schemas shared by the domains' wire contracts (internal: not exported from the package).
 *
 * @module
 */
import * as v from 'valibot';

/** An integer within JavaScript's safe range (what the wire's ids, counts and years are). */
export const int = v.pipe(v.number(), v.safeInteger());

/** An integer of at least 1. */
export const positiveInt = v.pipe(int, v.minValue(1));
