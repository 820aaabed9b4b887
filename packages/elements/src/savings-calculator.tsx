import { type CurrencyCode, currencyCodes } from '@bondkit/sdk-core';
import {
  type SavingsCalculation,
  SavingsCalculator,
  type SavingsCalculatorProps,
  savingsCalculatorAnatomy,
} from '@bondkit/widgets';
import {
  commonParts,
  presentationAttributes,
  presentationEvents,
  presentationProperties,
  tokenCssProperties,
} from './core/common';
import { createBondkitElement } from './core/create-element';
import {
  booleanAttribute,
  decimalAttribute,
  type ElementDefinition,
  enumAttribute,
  event,
} from './core/definition';

// Spec: 000 §2, §5, §9
/** `<bk-savings-calculator>`: the public savings calculator. Makes no requests. */
export const savingsCalculatorDefinition = {
  tagName: 'bk-savings-calculator',
  className: 'BkSavingsCalculatorElement',
  module: 'savings-calculator',
  widget: 'SavingsCalculator',
  summary:
    'The savings calculator: start amount, monthly amount, years and rate; the projection and its chart.',
  description:
    // Spec: 000 §2, §5 and §9
    'The public savings calculator: sliders and typed values, the projection (final value, paid in, interest) and a chart with a table alternative. It makes no API requests. Put a call to action in the `cta` slot.',
  attributes: {
    ...presentationAttributes,
    currency: enumAttribute('currency', currencyCodes, {
      description: 'The currency of the amounts.',
      default: 'GBP',
    }),
    start: decimalAttribute('start', {
      description: 'The starting amount (a decimal), brought within the limits.',
      default: '10000',
    }),
    monthly: decimalAttribute('monthly', {
      description: 'The monthly amount (a decimal), brought within the limits.',
      default: '1000',
    }),
    years: decimalAttribute('years', {
      description: 'The number of years (whole), brought within the limits.',
      default: '30',
    }),
    rate: decimalAttribute('rate', {
      description: 'The annual rate in percent (a decimal), brought within the limits.',
      default: '7.0',
    }),
    hideHeading: booleanAttribute('hide-heading', {
      description: 'Leave out the title and introduction (the page shows its own).',
    }),
  },
  properties: {
    ...presentationProperties,
  },
  events: {
    ...presentationEvents,
    'bk-calculation-changed': event<SavingsCalculation>('SavingsCalculation', {
      description:
        'The projection (final value, total paid in, total interest, yearly values) and its inputs: on start and after every change of an input.',
    }),
  },
  parts: {
    ...commonParts,
    inputs: { className: savingsCalculatorAnatomy.inputs, description: 'The four inputs.' },
    output: {
      className: savingsCalculatorAnatomy.output,
      description: 'The results column: figures, chart, call to action.',
    },
    figures: {
      className: savingsCalculatorAnatomy.figures,
      description: 'The final value, paid in and interest figures.',
    },
    chart: { className: savingsCalculatorAnatomy.chart, description: 'The chart and its table alternative.' },
    cta: { className: savingsCalculatorAnatomy.cta, description: 'The box around the `cta` slot.' },
    disclaimer: {
      className: savingsCalculatorAnatomy.disclaimer,
      description: 'The disclaimer under the results.',
    },
  },
  slots: {
    cta: {
      description:
        'A call to action shown under the results, e.g. `<a slot="cta" href="/register">Start saving</a>`.',
    },
  },
  cssProperties: tokenCssProperties,
} as const satisfies ElementDefinition;

export const savingsCalculatorElement = createBondkitElement(SavingsCalculator, {
  definition: savingsCalculatorDefinition,
  props: (values, { emit, slot }): SavingsCalculatorProps => {
    const defaults: NonNullable<SavingsCalculatorProps['defaults']> = {};
    if (values.start !== undefined) defaults.start = values.start;
    if (values.monthly !== undefined) defaults.monthly = values.monthly;
    if (values.years !== undefined) defaults.years = values.years;
    if (values.rate !== undefined) defaults.rate = values.rate;
    return {
      ...(values.currency ? { currency: values.currency as CurrencyCode } : {}),
      defaults,
      cta: slot('cta'),
      ...(values.hideHeading ? { hideHeading: true } : {}),
      onCalculationChanged: (result) => emit('bk-calculation-changed', result),
    };
  },
  remountKey: (values) => JSON.stringify([values.start, values.monthly, values.years, values.rate]),
});

/** Defines `<bk-savings-calculator>` (or `tagName`) unless already defined; answers the registered constructor. */
export function defineSavingsCalculator(tagName?: string): CustomElementConstructor | undefined {
  return savingsCalculatorElement.define(tagName);
}
