import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_COUNTRY,
  isPhoneCountry,
  isPhoneMetadataLoaded,
  isValidPhoneNumber,
  loadPhoneMetadata,
  type PhoneCountry,
  parsePhoneNumber,
  phoneCountries,
} from './phone';

beforeAll(() => loadPhoneMetadata());

describe('phone numbers (000 §5, §9)', () => {
  it('defaults to GB for national numbers', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('GB');
    expect(parsePhoneNumber('07911 123456')).toBe('+447911123456');
    expect(parsePhoneNumber('020 7946 0018')).toBe('+442079460018');
  });

  it('reads international numbers whatever the default country', () => {
    expect(parsePhoneNumber('+971 50 123 4567')).toBe('+971501234567');
    expect(parsePhoneNumber('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(parsePhoneNumber('+1 212 555 0123', 'FR')).toBe('+12125550123');
  });

  it('reads national numbers of another chosen country', () => {
    expect(parsePhoneNumber('050 123 4567', 'AE')).toBe('+971501234567');
    expect(parsePhoneNumber('050 123 4567')).toBeNull();
  });

  it('reads Arabic-Indic digits', () => {
    expect(parsePhoneNumber('+٩٧١٥٠١٢٣٤٥٦٧')).toBe('+971501234567');
  });

  it('refuses what is not a valid number', () => {
    for (const text of ['', '   ', '123', 'phone', '+44 12', '07911 1234564567']) {
      expect(isValidPhoneNumber(text)).toBe(false);
    }
  });

  it('lists the countries with their calling codes', () => {
    expect(phoneCountries()).toContainEqual({ country: 'GB', callingCode: '44' });
    expect(isPhoneCountry('AE')).toBe(true);
    expect(isPhoneCountry('XX')).toBe(false);
  });
});

describe('the phone metadata', () => {
  it('is loaded once, on demand', async () => {
    expect(isPhoneMetadataLoaded()).toBe(true);
    await loadPhoneMetadata();
    expect(parsePhoneNumber('07911 123456')).toBe('+447911123456');
  });

  it('reads a national number of an unknown default country as GB', () => {
    expect(parsePhoneNumber('07911 123456', 'XX' as PhoneCountry)).toBe('+447911123456');
  });
});
