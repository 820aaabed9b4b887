import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BkEventMap, BkEventName } from './core/events';
import { camelName, ELEMENTS } from './elements';
import { derivedFiles } from './elements-files';
import { buildManifest, manifestText } from './manifest';

type Declaration = {
  tagName: string;
  attributes: { name: string; fieldName: string; type: { text: string } }[];
  members: { kind: string; name: string; attribute?: string; description?: string }[];
  events: { name: string; type: { text: string }; description: string }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
  slots: { name: string }[];
};

function declarationOf(tagName: string): Declaration {
  const modules = buildManifest().modules as { declarations: Declaration[] }[];
  const found = modules.flatMap((module) => module.declarations).find((d) => d.tagName === tagName);
  if (!found) throw new Error(`no ${tagName} in the manifest`);
  return found;
}

describe('the element list (src/elements.ts)', () => {
  it('is what the define entries, all.ts and the package exports are written from (run pnpm --filter @bondkit/elements elements)', () => {
    const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
    for (const [file, text] of derivedFiles(packageDir)) {
      expect(readFileSync(path.join(packageDir, file), 'utf8'), file).toBe(text);
    }
  });

  it('names each element after its tag and module', async () => {
    const { bondkitElements } = await import('./all');
    expect(bondkitElements.map((element) => element.definition.tagName)).toEqual(
      ELEMENTS.map(({ name }) => `bk-${name}`),
    );
    expect(bondkitElements.map((element) => element.definition.module)).toEqual(
      ELEMENTS.map(({ name }) => name),
    );
  });
});

describe('custom-elements.json', () => {
  it('is up to date with the element definitions (run pnpm --filter @bondkit/elements build:manifest)', () => {
    const written = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../custom-elements.json'),
      'utf8',
    );
    expect(written).toBe(manifestText());
  });

  it('describes attributes, properties, events, parts, slots and CSS properties', () => {
    const table = declarationOf('bk-market-table');
    expect(table.attributes.find((a) => a.name === 'api-base')?.fieldName).toBe('apiBase');
    expect(table.attributes.find((a) => a.name === 'variant')?.type.text).toBe("'standard' | 'sukuk'");
    expect(table.attributes.find((a) => a.name === 'address-mode')?.type.text).toBe(
      "'none' | 'query' | 'hash'",
    );
    const accessToken = table.members.find((m) => m.name === 'getAccessToken');
    expect(accessToken).toBeDefined();
    expect(accessToken?.attribute).toBeUndefined();
    const navigate = table.events.find((e) => e.name === 'bk-navigate');
    expect(navigate?.type.text).toBe('CustomEvent<BkNavigateDetail>');
    expect(navigate?.description).toContain('cancelable');
    expect(table.cssParts.map((p) => p.name)).toEqual(expect.arrayContaining(['root', 'table', 'search']));
    expect(table.cssProperties.map((p) => p.name)).toEqual(
      expect.arrayContaining(['--bk-color-primary', '--bk-font-family', '--bk-radius-md']),
    );

    // every API element has reload(); the calculator, which loads nothing, has none
    for (const tag of [
      'bk-market-table',
      'bk-bond-detail',
      'bk-trade-ticket',
      'bk-guide-form',
      'bk-smart-interest-quote',
      'bk-smart-interest-holdings',
      'bk-portfolio-summary',
      'bk-portfolio',
    ]) {
      const reload = declarationOf(tag).members.find((m) => m.name === 'reload');
      expect(reload, tag).toMatchObject({ kind: 'method', description: expect.stringContaining('again') });
    }
    expect(declarationOf('bk-savings-calculator').members.some((m) => m.kind === 'method')).toBe(false);

    const calculator = declarationOf('bk-savings-calculator');
    expect(calculator.attributes.map((a) => a.name)).not.toContain('api-base');
    expect(calculator.events.map((e) => e.name)).toContain('bk-calculation-changed');
    expect(calculator.slots.map((s) => s.name)).toEqual(['cta']);
    expect(declarationOf('bk-bond-detail').attributes.find((a) => a.name === 'product-id')?.type.text).toBe(
      'number',
    );
  });
});

describe('parts', () => {
  it('are the primitives’ and the widget’s anatomy, each on its anatomy’s class', async () => {
    const widgets = await import('@bondkit/widgets');
    const { bondkitElements } = await import('./all');
    // each element's anatomy is its widget's, named after the element (src/elements.ts)
    const anatomies = Object.fromEntries(
      ELEMENTS.map(({ name }) => [
        `bk-${name}`,
        (widgets as Record<string, unknown>)[`${camelName(name)}Anatomy`],
      ]),
    ) as Record<string, Readonly<Record<string, string>>>;
    expect(bondkitElements.map((element) => element.definition.tagName)).toEqual(Object.keys(anatomies));
    for (const element of bondkitElements) {
      const { tagName, parts } = element.definition;
      expect(
        anatomies[tagName],
        `${tagName}: no ${tagName.slice(3)} anatomy in @bondkit/widgets`,
      ).toBeDefined();
      const expected = { ...widgets.uiAnatomy, ...anatomies[tagName] };
      expect(
        Object.fromEntries(Object.entries(parts).map(([name, spec]) => [name, spec.className])),
        tagName,
      ).toEqual(expected);
    }
  });
});

describe('events', () => {
  it('have one TypeScript event type each (BkEventMap), and every element sends only those', async () => {
    expectTypeOf<keyof BkEventMap>().toEqualTypeOf<BkEventName>();
    const { bondkitElements } = await import('./all');
    const { BK_EVENTS } = await import('./core/events');
    const names: readonly string[] = Object.values(BK_EVENTS);
    for (const element of bondkitElements) {
      for (const name of Object.keys(element.definition.events)) expect(names).toContain(name);
    }
  });
});
