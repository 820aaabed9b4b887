import { guideTypes, type PhoneCountry } from '@bondkit/sdk-core';
import { GuideForm, type GuideFormProps, guideFormAnatomy } from '@bondkit/widgets';
import { apiAttributes, apiMethods, apiProperties, visitorTokenProperty } from './core/api-common';
import {
  commonParts,
  presentationAttributes,
  presentationEvents,
  presentationProperties,
  tokenCssProperties,
} from './core/common';
import { useVisitorConnection } from './core/connection';
import { createBondkitElement } from './core/create-element';
import {
  booleanAttribute,
  type ElementDefinition,
  enumAttribute,
  event,
  stringAttribute,
} from './core/definition';

import type { BkLeadSubmittedDetail } from './core/events';

/** The detail of this element's own event (also exported from the package's index). */
export type { BkLeadSubmittedDetail } from './core/events';

const { client } = apiProperties;

// Spec: 000 §2, §3, §5, §7, §8
/** `<bk-guide-form>`: the lead form of a guide. */
export const guideFormDefinition = {
  tagName: 'bk-guide-form',
  className: 'BkGuideFormElement',
  module: 'guide-form',
  widget: 'GuideForm',
  summary: 'The lead form of a guide: name, email, phone and newsletter choice; downloads the guide.',
  description:
    // Spec: 000 §2, §3, §5, §7 and §8
    'The guide form — email, first and last name, contact number with its country, the newsletter choice, each with its inline error — sends the lead to the API at `api-base` and hands the guide’s PDF to the browser. It serves visitors: it never asks for the session.',
  attributes: {
    ...apiAttributes,
    ...presentationAttributes,
    guide: enumAttribute('guide', guideTypes, {
      description: 'Which guide the form downloads.',
      default: 'investor-guide',
    }),
    defaultCountry: stringAttribute('default-country', {
      description: 'The phone number’s country to start with (ISO 3166 code, e.g. `AE`).',
      default: 'GB',
    }),
    hideHeading: booleanAttribute('hide-heading', {
      description: 'Leave out the title and introduction (the page shows its own).',
    }),
  },
  properties: {
    client,
    getAccessToken: visitorTokenProperty,
    ...presentationProperties,
  },
  events: {
    ...presentationEvents,
    'bk-lead-submitted': event<BkLeadSubmittedDetail>('BkLeadSubmittedDetail', {
      description: 'The lead was sent and the guide’s PDF handed to the browser.',
    }),
  },
  parts: {
    ...commonParts,
    title: { className: guideFormAnatomy.title, description: 'The title.' },
    form: { className: guideFormAnatomy.form, description: 'The form.' },
    field: { className: guideFormAnatomy.field, description: 'A field with its label and error.' },
    error: { className: guideFormAnatomy.error, description: 'An inline error.' },
    actions: { className: guideFormAnatomy.actions, description: 'The submit button and the outcome.' },
  },
  slots: {},
  methods: apiMethods,
  cssProperties: tokenCssProperties,
} as const satisfies ElementDefinition;

export const guideFormElement = createBondkitElement(GuideForm, {
  definition: guideFormDefinition,
  connection: useVisitorConnection,
  props: (values, { emit }): GuideFormProps => {
    const guide = values.guide ?? 'investor-guide';
    const country = values.defaultCountry?.toUpperCase();
    return {
      guide,
      // an unknown code falls back to GB once the form has loaded its phone rules
      ...(country && /^[A-Z]{2}$/.test(country) ? { defaultCountry: country as PhoneCountry } : {}),
      ...(values.hideHeading ? { hideHeading: true } : {}),
      onGuideDownloaded: (file) => emit('bk-lead-submitted', { guide, fileName: file.fileName }),
    };
  },
  remountKey: (values) => JSON.stringify([values.guide ?? null, values.defaultCountry ?? null]),
});

/** Defines `<bk-guide-form>` (or `tagName`) unless already defined; answers the registered constructor. */
export function defineGuideForm(tagName?: string): CustomElementConstructor | undefined {
  return guideFormElement.define(tagName);
}
