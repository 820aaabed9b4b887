/**
 * The element pages, generated from packages/elements/custom-elements.json (never written by hand): one page
 * per custom element in the manifest, its hand-written prose (content/elements/<tag>.md, when there is one)
 * followed by tables of attributes, properties, events, slots, parts and CSS custom properties, and the props of
 * the React widget it wraps (from the widgets' types, see scripts/generate.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cell, codeCell, prose, table } from './markdown';
import {
  docsRoot,
  elementProseDir,
  elementsDist,
  elementsPackage,
  manifestFile,
  type WidgetPropsFile,
  widgetPropsFile,
} from './paths';

interface Described {
  name: string;
  description?: string;
}
interface Typed extends Described {
  type?: { text: string };
  default?: string;
}

/** A custom element's declaration in the manifest (Custom Elements Manifest 2.x, the parts bondkit writes). */
export interface ElementDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  summary?: string;
  description?: string;
  attributes?: (Typed & { fieldName?: string })[];
  members?: (Typed & { kind: string; attribute?: string; static?: boolean; privacy?: string })[];
  events?: Typed[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: (Described & { default?: string; syntax?: string })[];
}

export interface ElementModule {
  path: string;
  declaration: ElementDeclaration;
}

interface Manifest {
  modules?: { path: string; declarations?: unknown[] }[];
}

/** Every custom element of the manifest, in its order. Throws when the manifest is missing. */
export function readElements(file = manifestFile): ElementModule[] {
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: build @bondkit/elements first (pnpm --filter @bondkit/elements build)`,
    );
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const out: ElementModule[] = [];
  for (const module of manifest.modules ?? []) {
    for (const declaration of (module.declarations ?? []) as Partial<ElementDeclaration>[]) {
      if (declaration.customElement && declaration.tagName) {
        out.push({ path: module.path, declaration: declaration as ElementDeclaration });
      }
    }
  }
  return out;
}

/** `bk-market-table` → `market-table`: the bundle's file name in dist/standalone and dist/lite. */
export function bundleName(element: ElementModule): string {
  return path.posix.basename(element.path, '.js');
}

/** `bk-smart-interest-quote` → `SmartInterestQuote`: the React widget the element wraps. */
export function widgetName(tagName: string): string {
  return tagName
    .replace(/^bk-/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

export function readWidgetProps(): WidgetPropsFile {
  const file = path.join(docsRoot, widgetPropsFile);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm --filter @bondkit/docs generate\``);
  return JSON.parse(readFileSync(file, 'utf8')) as WidgetPropsFile;
}

/** The builds that have this element's bundle. */
function builds(element: ElementModule): ('standalone' | 'lite')[] {
  const name = `${bundleName(element)}.js`;
  return (['standalone', 'lite'] as const).filter((build) =>
    existsSync(path.join(elementsDist, build, name)),
  );
}

/** The hand-written part of the page, or a plain live example when the element has none yet. */
function elementProse(element: ElementModule): string {
  const file = path.join(elementProseDir, `${element.declaration.tagName}.md`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const tag = element.declaration.tagName;
  const needsApi = element.declaration.attributes?.some((attribute) => attribute.name === 'api-base');
  return [
    '## Example',
    '',
    '```html live',
    `<${tag}${needsApi ? ' api-base="http://127.0.0.1:8787/api"' : ''}></${tag}>`,
    '```',
  ].join('\n');
}

/** What `@bondkit/elements` offers bundlers for this element: its auto-defining entry and its define function. */
function bundlerEntries(element: ElementModule): { entry: string | null; defineFn: string | null } {
  const name = bundleName(element);
  const packageJson = path.join(elementsPackage, 'package.json');
  const exports = existsSync(packageJson)
    ? ((JSON.parse(readFileSync(packageJson, 'utf8')) as { exports?: Record<string, unknown> }).exports ?? {})
    : {};
  const index = path.join(elementsPackage, 'src/index.ts');
  const defineFn = `define${widgetName(element.declaration.tagName)}`;
  return {
    entry: `./${name}/define` in exports ? `@bondkit/elements/${name}/define` : null,
    defineFn:
      existsSync(index) && new RegExp(`\\b${defineFn}\\b`).test(readFileSync(index, 'utf8'))
        ? defineFn
        : null,
  };
}

function loading(element: ElementModule): string {
  const name = bundleName(element);
  const available = builds(element);
  const { entry, defineFn } = bundlerEntries(element);
  const lines = [
    '## Loading',
    '',
    available.length > 0
      ? 'One script tag. Serve the bundles from your own origin — here `node_modules/@bondkit/elements/dist/standalone/` (and `dist/lite/`) published under `/elements/`:'
      : '_The elements build at hand has no bundle for this element yet._',
    '',
  ];
  if (available.length > 0) {
    lines.push(
      '```html',
      ...available.map(
        (build) =>
          `<!-- ${build === 'lite' ? 'the lite build (preact/compat), smaller' : 'the standalone build, React inside'} -->\n<script type="module" src="/elements/${build}/${name}.js"></script>`,
      ),
      '```',
      '',
    );
  }
  if (entry || defineFn) {
    lines.push('Or, in an app bundled with its own React 18.3+ or 19:', '', '```ts');
    if (entry) lines.push(`import '${entry}'; // defines <${element.declaration.tagName}>`);
    if (defineFn) {
      lines.push(
        `${entry ? '// or, without side effects on import:\n' : ''}import { ${defineFn} } from '@bondkit/elements';`,
        `${defineFn}(); // or ${defineFn}('my-tag-name')`,
      );
    }
    lines.push('```');
  }
  return lines.join('\n');
}

function attributesSection(declaration: ElementDeclaration): string {
  const rows = (declaration.attributes ?? []).map((attribute) => [
    codeCell(attribute.name),
    attribute.fieldName ? codeCell(attribute.fieldName) : '',
    codeCell(attribute.type?.text),
    codeCell(attribute.default),
    cell(attribute.description),
  ]);
  if (rows.length === 0) return '';
  return [
    '## Attributes',
    '',
    'Strings, numbers and booleans (an empty boolean attribute is true; removing an attribute goes back to the default). Each is also a property of the same name in camelCase.',
    '',
    table(['Attribute', 'Property', 'Type', 'Default', 'Description'], rows),
  ].join('\n');
}

function propertiesSection(declaration: ElementDeclaration): string {
  const rows = (declaration.members ?? [])
    .filter((member) => member.kind === 'field' && !member.attribute && !member.static && !member.privacy)
    .map((member) => [codeCell(member.name), codeCell(member.type?.text), cell(member.description)]);
  if (rows.length === 0) return '';
  return [
    '## Properties',
    '',
    'Set in script, never reflected into attributes (tokens and functions stay out of the markup).',
    '',
    table(['Property', 'Type', 'Description'], rows),
  ].join('\n');
}

function methodsSection(declaration: ElementDeclaration): string {
  const rows = (declaration.members ?? [])
    .filter((member) => member.kind === 'method' && !member.static && !member.privacy)
    .map((member) => [codeCell(`${member.name}()`), codeCell(member.type?.text), cell(member.description)]);
  if (rows.length === 0) return '';
  return [
    '## Methods',
    '',
    "Call them on the element, e.g. `document.querySelector('" +
      declaration.tagName +
      "').reload()`. Typed in `@bondkit/elements` (`HTMLElementTagNameMap`, the JSX typings).",
    '',
    table(['Method', 'Type', 'Description'], rows),
  ].join('\n');
}

/** The TypeScript type `@bondkit/elements` exports for an event: `bk-trade-placed` → `BkTradePlacedEvent`. */
export function eventTypeName(name: string): string {
  return `${name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Event`;
}

function eventsSection(declaration: ElementDeclaration): string {
  const events = declaration.events ?? [];
  const rows = events.map((event) => [
    codeCell(event.name),
    codeCell(event.type?.text),
    cell(event.description),
  ]);
  if (rows.length === 0) return '';
  const types = events.map((event) => `\`${event.name}\` → \`${eventTypeName(event.name)}\``).join(', ');
  return [
    '## Events',
    '',
    'Dispatched from the element itself, `bubbles: true` and `composed: true`, so a listener on the element or on `document` hears them.',
    '',
    table(['Event', 'Type', 'Description'], rows),
    '',
    `Their TypeScript types, from \`@bondkit/elements\` (\`BkEventMap\` maps every name to its type): ${types}.`,
  ].join('\n');
}

function slotsSection(declaration: ElementDeclaration): string {
  const rows = (declaration.slots ?? []).map((slot) => [
    codeCell(slot.name || '(default)'),
    cell(slot.description),
  ]);
  if (rows.length === 0) return '';
  return ['## Slots', '', table(['Slot', 'Description'], rows)].join('\n');
}

function partsSection(declaration: ElementDeclaration): string {
  const rows = (declaration.cssParts ?? []).map((part) => [codeCell(part.name), cell(part.description)]);
  if (rows.length === 0) return '';
  const example = declaration.cssParts?.[0]?.name ?? 'root';
  return [
    '## Parts',
    '',
    `Style them from the page with \`::part()\`, e.g. \`${declaration.tagName}::part(${example}) { … }\` (see [Theming](../theming.md)).`,
    '',
    table(['Part', 'Description'], rows),
  ].join('\n');
}

function cssPropertiesSection(declaration: ElementDeclaration): string {
  const rows = (declaration.cssProperties ?? []).map((property) => [
    codeCell(property.name),
    codeCell(property.default),
    cell(property.description),
  ]);
  if (rows.length === 0) return '';
  return [
    '## CSS custom properties',
    '',
    `Set them on the element or any ancestor: \`${declaration.tagName} { --bk-color-primary: #6a1b9a; }\`. Defaults are the light theme's; the [theming page](../theming.md) lists the dark ones and has a live editor.`,
    '',
    table(['Property', 'Default', 'Description'], rows),
  ].join('\n');
}

function reactSection(declaration: ElementDeclaration, widgetProps: WidgetPropsFile): string {
  const widget = widgetName(declaration.tagName);
  const props = widgetProps[`${widget}Props`];
  if (!props) return '';
  const rows = props.props.map((prop) => [
    codeCell(`${prop.name}${prop.optional ? '?' : ''}`),
    codeCell(prop.type),
    codeCell(prop.default),
    cell(prop.description),
  ]);
  return [
    `## React: \`${widget}\``,
    '',
    `The element wraps the \`${widget}\` widget of \`@bondkit/widgets\`. In a React app use the widget directly, inside a \`BondkitProvider\` (see [React app](../guide/react.md)). Its props, from the widget's types:`,
    '',
    props.description ? `${prose(props.description)}\n` : '',
    rows.length > 0 ? table(['Prop', 'Type', 'Default', 'Description'], rows) : '_No props._',
  ].join('\n');
}

/** The whole page of one element. */
export function renderElementPage(element: ElementModule, widgetProps: WidgetPropsFile): string {
  const { declaration } = element;
  return [
    `# \`<${declaration.tagName}>\``,
    '',
    declaration.summary ? `**${prose(declaration.summary)}**` : '',
    '',
    declaration.description ? prose(declaration.description) : '',
    '',
    elementProse(element),
    '',
    loading(element),
    '',
    attributesSection(declaration),
    '',
    propertiesSection(declaration),
    '',
    methodsSection(declaration),
    '',
    eventsSection(declaration),
    '',
    slotsSection(declaration),
    '',
    partsSection(declaration),
    '',
    cssPropertiesSection(declaration),
    '',
    reactSection(declaration, widgetProps),
    '',
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}
