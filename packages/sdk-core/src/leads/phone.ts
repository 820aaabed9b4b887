// Spec: 000 §5 'Phone'
/**
 * Phone numbers: a valid international number, default country GB. Built on
 * libphonenumber-js's core with its small ('min') metadata, both loaded on demand (about 29 KB gzip, off the
 * page's critical path: the guide form asks for them when it comes into view or the visitor reaches it).
 * Call {@link loadPhoneMetadata} (and wait for it) before the functions that read numbers or list countries.
 *
 * @module
 */
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import { normaliseDigits } from '../money/index';

/** An ISO 3166-1 alpha-2 country code libphonenumber-js knows (`'GB'`, `'AE'`, …). */
export type PhoneCountry = CountryCode;

// Spec: 000 §9
/** The phone input's default country. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'GB';

type PhoneLibrary = typeof import('libphonenumber-js/core');

let metadata: MetadataJson | null = null;
let library: PhoneLibrary | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads libphonenumber-js and its metadata once (chunks of their own in bundles); resolves when the phone
 * functions are ready. A failed load (offline) rejects, and the next call tries again.
 */
export function loadPhoneMetadata(): Promise<void> {
  if (metadata) return Promise.resolve();
  loading ??= Promise.all([
    import('libphonenumber-js/core'),
    import('libphonenumber-js/metadata.min.json'),
  ]).then(
    ([core, json]) => {
      library = core;
      metadata = json.default as MetadataJson;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** True once {@link loadPhoneMetadata} has finished: the phone functions can be called. */
export function isPhoneMetadataLoaded(): boolean {
  return metadata !== null;
}

function loaded(): { data: MetadataJson; phone: PhoneLibrary } {
  if (!metadata || !library)
    throw new Error('the phone metadata is not loaded: await loadPhoneMetadata() first');
  return { data: metadata, phone: library };
}

/** True when `country` is a country code the phone rules know. Needs {@link loadPhoneMetadata}. */
export function isPhoneCountry(country: string): country is PhoneCountry {
  const { data, phone } = loaded();
  return phone.isSupportedCountry(country as CountryCode, data);
}

/**
 * Every country the phone input can offer, with its calling code (`{ country: 'GB', callingCode: '44' }`).
 * Needs {@link loadPhoneMetadata}.
 */
export function phoneCountries(): { country: PhoneCountry; callingCode: string }[] {
  const { data, phone } = loaded();
  return phone.getCountries(data).map((country) => ({
    country,
    callingCode: phone.getCountryCallingCode(country, data),
  }));
}

/**
 * Reads a phone number: an international number (`+44 …`, `0044 …`) or a national one of `defaultCountry`.
 * Arabic-Indic digits count as Western digits. Needs {@link loadPhoneMetadata}.
 *
 * @returns the number in E.164 (`'+447700900123'`), or null when it is not a valid number
 */
export function parsePhoneNumber(
  text: string,
  defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string | null {
  const { data, phone: library } = loaded();
  const cleaned = normaliseDigits(text)
    .trim()
    .replace(/^00(?=\d)/, '+');
  if (cleaned === '') return null;
  const country = library.isSupportedCountry(defaultCountry, data) ? defaultCountry : DEFAULT_PHONE_COUNTRY;
  const phone = library.parsePhoneNumberFromString(cleaned, country, data);
  return phone?.isValid() ? phone.number : null;
}

/** True when `text` is a valid phone number (international, or national for `defaultCountry`). */
export function isValidPhoneNumber(
  text: string,
  defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): boolean {
  return parsePhoneNumber(text, defaultCountry) !== null;
}
