/**
 * Phone numbers (000 §5 'Phone'): a valid international number, default country GB. Built on
 * libphonenumber-js with its small ('min') metadata.
 *
 * @module
 */
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { normaliseDigits } from '../money/parse';

/** An ISO 3166-1 alpha-2 country code libphonenumber-js knows (`'GB'`, `'AE'`, …). */
export type PhoneCountry = CountryCode;

/** The phone input's default country (000 §9). */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'GB';

/** True when `country` is a country code the phone rules know. */
export function isPhoneCountry(country: string): country is PhoneCountry {
  return isSupportedCountry(country);
}

/** Every country the phone input can offer, with its calling code (`{ country: 'GB', callingCode: '44' }`). */
export function phoneCountries(): { country: PhoneCountry; callingCode: string }[] {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}

/**
 * Reads a phone number: an international number (`+44 …`, `0044 …`) or a national one of `defaultCountry`.
 * Arabic-Indic digits count as Western digits.
 *
 * @returns the number in E.164 (`'+447700900123'`), or null when it is not a valid number
 */
export function parsePhoneNumber(
  text: string,
  defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string | null {
  const cleaned = normaliseDigits(text)
    .trim()
    .replace(/^00(?=\d)/, '+');
  if (cleaned === '') return null;
  const phone = parsePhoneNumberFromString(cleaned, defaultCountry);
  return phone?.isValid() ? phone.number : null;
}

/** True when `text` is a valid phone number (international, or national for `defaultCountry`). */
export function isValidPhoneNumber(
  text: string,
  defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): boolean {
  return parsePhoneNumber(text, defaultCountry) !== null;
}
