import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ElementModule, readElements, renderElementPage, widgetName } from './elements';

const declaration = {
  kind: 'class',
  name: 'BkDemoWidgetElement',
  tagName: 'bk-demo-widget',
  customElement: true,
  summary: 'A demo.',
  description: 'It shows <things>.',
  attributes: [
    { name: 'api-base', fieldName: 'apiBase', type: { text: 'string' }, description: 'The API.' },
    {
      name: 'theme',
      fieldName: 'theme',
      type: { text: "'light' | 'dark'" },
      default: "'light'",
      description: 'Theme.',
    },
  ],
  members: [
    { kind: 'field', name: 'theme', attribute: 'theme', type: { text: "'light' | 'dark' | undefined" } },
    { kind: 'field', name: 'getAccessToken', type: { text: '() => string | null' }, description: 'Tokens.' },
    { kind: 'method', name: 'reload', type: { text: '() => void' }, description: 'Loads again.' },
  ],
  events: [{ name: 'bk-ready', type: { text: 'CustomEvent<BkReadyDetail>' }, description: 'Ready.' }],
  slots: [],
  cssParts: [{ name: 'root', description: 'The root.' }],
  cssProperties: [{ name: '--bk-color-primary', default: '#0a58a8', description: 'Colour: primary.' }],
} as const;

describe('element pages from custom-elements.json', () => {
  it('finds every custom element of the manifest', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'docs-manifest-'));
    const file = path.join(dir, 'custom-elements.json');
    await writeFile(
      file,
      JSON.stringify({
        schemaVersion: '2.1.0',
        modules: [
          { kind: 'javascript-module', path: 'dist/define/demo-widget.js', declarations: [declaration] },
          {
            kind: 'javascript-module',
            path: 'dist/index.js',
            declarations: [{ kind: 'function', name: 'x' }],
          },
        ],
      }),
    );
    expect(readElements(file).map((element) => element.declaration.tagName)).toEqual(['bk-demo-widget']);
    expect(() => readElements(path.join(dir, 'missing.json'))).toThrow(/build @bondkit\/elements first/);
  });

  it('names the React widget of an element', () => {
    expect(widgetName('bk-smart-interest-quote')).toBe('SmartInterestQuote');
  });

  it('renders the tables from the declaration, properties only when not attributes, and the widget props', () => {
    const element = { path: 'dist/define/demo-widget.js', declaration } as unknown as ElementModule;
    const page = renderElementPage(element, {
      DemoWidgetProps: {
        description: '',
        props: [{ name: 'onPick', type: '(id: number) => void', optional: true, description: 'Picked.' }],
      },
    });
    expect(page).toContain('# `<bk-demo-widget>`');
    expect(page).toContain('It shows &lt;things>.');
    expect(page).toContain("| `theme` | `theme` | `'light' \\| 'dark'` | `'light'` | Theme. |");
    expect(page).toContain('| `getAccessToken` | `() => string \\| null` | Tokens. |');
    expect(page).not.toContain("| `theme` | `'light' \\| 'dark' \\| undefined` |");
    expect(page).toContain('## Methods');
    expect(page).toContain('| `reload()` | `() => void` | Loads again. |');
    expect(page).not.toContain('| `reload` | `() => void` | Loads again. |'); // not among the properties
    expect(page).toContain('| `bk-ready` | `CustomEvent<BkReadyDetail>` | Ready. |');
    expect(page).toContain('`bk-ready` → `BkReadyEvent`');
    expect(page).toContain('| `--bk-color-primary` | `#0a58a8` | Colour: primary. |');
    expect(page).toContain('## React: `DemoWidget`');
    expect(page).toContain('| `onPick?` | `(id: number) => void` |  | Picked. |');
    // no prose written for it: a plain live example against the sandbox
    expect(page).toContain(
      '```html live\n<bk-demo-widget api-base="http://127.0.0.1:8787/api"></bk-demo-widget>\n```',
    );
  });
});
