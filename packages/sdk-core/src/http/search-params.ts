/** One query-string value: arrays become repeated keys; `undefined` leaves the key out. */
export type SearchParamValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** Query parameters accepted by every client call. */
export type SearchParamsInput = Record<string, SearchParamValue> | URLSearchParams;

/**
 * Builds `URLSearchParams` from a plain record. Arrays become repeated keys (`category=a&category=b`),
 * booleans `true`/`false`, and `undefined`/`null` values (and empty arrays) are left out.
 * A `URLSearchParams` is copied as is.
 */
export function toSearchParams(input: SearchParamsInput | undefined): URLSearchParams {
  if (input === undefined) return new URLSearchParams();
  if (input instanceof URLSearchParams) return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}
