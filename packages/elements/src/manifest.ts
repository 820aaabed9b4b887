import { bondkitElements } from './all';
import { attributeTypeText, type ElementDefinition } from './core/definition';

/** A subset of the Custom Elements Manifest schema 2.1 (https://github.com/webcomponents/custom-elements-manifest). */
export interface CustomElementsManifest {
  schemaVersion: string;
  readme: string;
  modules: unknown[];
}

function declaration(definition: ElementDefinition) {
  const attributes = Object.entries(definition.attributes).map(([fieldName, spec]) => ({
    name: spec.attribute,
    fieldName,
    type: { text: attributeTypeText(spec) },
    ...(spec.default === undefined
      ? {}
      : { default: spec.kind === 'string' ? `'${spec.default}'` : spec.default }),
    description: spec.description,
  }));
  const members = [
    ...Object.entries(definition.attributes).map(([name, spec]) => ({
      kind: 'field',
      name,
      type: { text: `${attributeTypeText(spec)} | undefined` },
      attribute: spec.attribute,
      description: spec.description,
    })),
    ...Object.entries(definition.properties).map(([name, spec]) => ({
      kind: 'field',
      name,
      type: { text: `${spec.typeText} | undefined` },
      description: `${spec.description} A property only: never reflected into an attribute.`,
    })),
    ...Object.entries(definition.methods ?? {}).map(([name, spec]) => ({
      kind: 'method',
      name,
      type: { text: spec.typeText },
      return: { type: { text: 'void' } },
      description: spec.description,
    })),
  ];
  const events = Object.entries(definition.events).map(([name, spec]) => ({
    name,
    type: { text: `CustomEvent<${spec.detailType}>` },
    description: `${spec.description} Bubbles and is composed${spec.cancelable ? '; cancelable' : ''}.`,
  }));
  return {
    kind: 'class',
    name: definition.className,
    tagName: definition.tagName,
    customElement: true,
    summary: definition.summary,
    description: definition.description,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes,
    members,
    events,
    slots: Object.entries(definition.slots).map(([name, spec]) => ({ name, description: spec.description })),
    cssParts: Object.entries(definition.parts).map(([name, spec]) => ({
      name,
      description: spec.description,
    })),
    cssProperties: Object.entries(definition.cssProperties).map(([name, spec]) => ({
      name,
      description: spec.description,
      ...(spec.default === undefined ? {} : { default: spec.default }),
    })),
  };
}

/** `custom-elements.json` of the package, from the element definitions. */
export function buildManifest(
  definitions: readonly ElementDefinition[] = bondkitElements.map((element) => element.definition),
): CustomElementsManifest {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: definitions.map((definition) => {
      const path = `dist/define/${definition.module}.js`;
      return {
        kind: 'javascript-module',
        path,
        declarations: [declaration(definition)],
        exports: [
          {
            kind: 'custom-element-definition',
            name: definition.tagName,
            declaration: { name: definition.className, module: path },
          },
        ],
      };
    }),
  };
}

/** The manifest as written to `custom-elements.json`. */
export function manifestText(): string {
  return `${JSON.stringify(buildManifest(), null, 2)}\n`;
}
