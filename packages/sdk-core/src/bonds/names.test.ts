import { describe, expect, it } from 'vitest';
import {
  issuerName,
  logoForName,
  nameInitials,
  productDisplayName,
  productIssuerDetail,
  productMark,
} from './names';

// one sukuk as the market and the ticket receive it, as a portfolio lists it, and as an order row carries it
const sukukOnMarket = {
  company: { company_name: 'Sahara Light Sukuk Ltd', logo: '/api/companies/c-sahara/logo.svg' },
  adib_details: { underlying_company_name: 'Noor Al Sahra Solar Energy' },
};
const sukukInPortfolio = {
  company: { name: 'Sahara Light Sukuk Ltd', logo: '/api/companies/c-sahara/logo.svg' },
  adib_details: { underlying_company_name: 'Noor Al Sahra Solar Energy' },
};
const sukukOrder = {
  company: { company_name: 'Sahara Light Sukuk Ltd' },
  adib_details: { underlying_company_name: 'Noor Al Sahra Solar Energy' },
};
const bond = { company: { company_name: 'Albion Water plc', logo: '/api/companies/c-albion/logo.svg' } };

describe('a product’s one name (productDisplayName)', () => {
  it('names a sukuk after its underlying company wherever it comes from, the market, a portfolio or an order', () => {
    for (const product of [sukukOnMarket, sukukInPortfolio, sukukOrder]) {
      expect(productDisplayName(product)).toBe('Noor Al Sahra Solar Energy');
      expect(issuerName(product)).toBe('Sahara Light Sukuk Ltd');
    }
  });

  it('names any other product after its company, whichever field carries the company’s name', () => {
    expect(productDisplayName(bond)).toBe('Albion Water plc');
    expect(productDisplayName({ company: { name: 'Albion Water plc', logo: null } })).toBe(
      'Albion Water plc',
    );
    expect(productDisplayName({ ...bond, adib_details: null })).toBe('Albion Water plc');
  });

  it('gives the special-purpose company as the detail of a sukuk only', () => {
    expect(productIssuerDetail(sukukOnMarket)).toBe('Sahara Light Sukuk Ltd');
    expect(productIssuerDetail(sukukInPortfolio)).toBe('Sahara Light Sukuk Ltd');
    expect(productIssuerDetail(bond)).toBeNull();
  });
});

describe('the picture beside the name (productMark)', () => {
  it('a sukuk: the initials of its underlying company, never the special-purpose company’s logo or initials', () => {
    expect(productMark(sukukOnMarket)).toEqual({
      kind: 'initials',
      text: 'NA',
      name: 'Noor Al Sahra Solar Energy',
    });
    const lulu = {
      company: { company_name: 'Pearl Coast Sukuk Ltd', logo: '/api/companies/c-pearl/logo.svg' },
      adib_details: { underlying_company_name: 'Lulu Coast Hospitality' },
    };
    expect(productMark(lulu)).toMatchObject({ kind: 'initials', text: 'LC' });
    expect(logoForName(lulu, productDisplayName(lulu))).toBeNull();
  });

  it('a bond: its company’s logo, and its initials when it has none', () => {
    expect(productMark(bond)).toEqual({
      kind: 'logo',
      src: '/api/companies/c-albion/logo.svg',
      name: 'Albion Water plc',
    });
    expect(productMark({ company: { company_name: 'Albion Water plc', logo: null } })).toEqual({
      kind: 'initials',
      text: 'AW',
      name: 'Albion Water plc',
    });
  });

  it('initials are the first letters of the first two words that start with a letter', () => {
    expect(nameInitials('Lulu Coast Hospitality')).toBe('LC');
    expect(nameInitials('3i Group & Partners')).toBe('GP');
    expect(nameInitials('')).toBe('');
  });
});
