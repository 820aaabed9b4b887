import { describe, expect, it } from 'vitest';
import * as domains from './domains';
import { en, formatMessage, getCatalogue, sukuk } from './index';
import { getRegisteredCatalogue, isRegisteredMessageId, registerMessages } from './registry';

const allDomains: readonly domains.MessageDomain[] = Object.values(domains).filter(
  (value) => typeof value === 'object' && value !== null && 'en' in value,
);

describe('message domains', () => {
  it('split the catalogue: every id in exactly one domain, together exactly `en` with the same texts', () => {
    const ids = allDomains.flatMap((domain) => Object.keys(domain.en));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.fromEntries(allDomains.flatMap((domain) => Object.entries(domain.en)))).toEqual(en);
  });

  it('carry the sukuk overrides of their own ids, together exactly `sukuk`', () => {
    for (const domain of allDomains) {
      for (const id of Object.keys(domain.sukuk ?? {})) expect(Object.hasOwn(domain.en, id), id).toBe(true);
    }
    expect(Object.fromEntries(allDomains.flatMap((domain) => Object.entries(domain.sukuk ?? {})))).toEqual(
      sukuk,
    );
  });
});

describe('registered catalogue', () => {
  // one module state for the whole file: the steps build on each other
  const standard = getRegisteredCatalogue('standard');
  const partner = getRegisteredCatalogue('sukuk');

  it('holds nothing before a domain is registered: ids read as themselves', () => {
    expect(formatMessage(standard, 'market.title')).toBe('market.title');
    expect(isRegisteredMessageId('market.title')).toBe(false);
  });

  it('holds the texts of the registered domains only, in both variants, live', () => {
    registerMessages(domains.commonMessages, domains.marketMessages);
    // catalogues taken before registering see the new domains
    expect(formatMessage(standard, 'market.title')).toBe('Bond market');
    expect(formatMessage(partner, 'market.title')).toBe('Sukuk market');
    expect(formatMessage(partner, 'market.results.count', { count: 2 })).toBe('2 sukuk');
    expect(formatMessage(standard, 'common.loading')).toBe('Loading...');
    expect(formatMessage(standard, 'detail.tabs.label')).toBe('detail.tabs.label');
    expect(isRegisteredMessageId('category.watchlist')).toBe(true);
    expect(isRegisteredMessageId('detail.tabs.label')).toBe(false);
    expect(isRegisteredMessageId('toString')).toBe(false);

    registerMessages(domains.bondDetailMessages, domains.bondDetailMessages);
    expect(formatMessage(partner, 'detail.tabs.label')).toBe('Sukuk details');
    expect(formatMessage(standard, 'detail.tabs.label')).toBe('Bond details');
  });

  it('lays host overrides over the variant, and answers what getCatalogue answers for registered ids', () => {
    const overridden = getRegisteredCatalogue('sukuk', { 'market.table.label': 'Certificates' });
    expect(overridden['market.table.label']).toBe('Certificates');
    expect(overridden['market.search.label']).toBe('Search sukuk');
    expect(Object.isFrozen(overridden)).toBe(true);
    registerMessages(...allDomains);
    for (const variant of ['standard', 'sukuk'] as const) {
      const full = getCatalogue(variant);
      const registered = getRegisteredCatalogue(variant);
      for (const id of Object.keys(en) as (keyof typeof en)[]) expect(registered[id], id).toBe(full[id]);
    }
  });
});
