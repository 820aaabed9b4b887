import { waitFor } from '@testing-library/dom';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mount, shadow, WAIT } from '../test/elements';
import { createBondkitElement } from './create-element';
import { type ElementDefinition, stringAttribute } from './definition';

const TAG = 'bk-lifecycle-probe';

const definition = {
  tagName: TAG,
  className: 'BkLifecycleProbeElement',
  module: 'lifecycle-probe',
  widget: 'LifecycleProbe',
  summary: '',
  description: '',
  attributes: { greeting: stringAttribute('greeting', { description: '' }) },
  properties: {},
  events: {},
  parts: {},
  slots: {},
  cssProperties: {},
} satisfies ElementDefinition;

/** What the probe widget did: 'mount' and 'unmount', in order. */
let log: string[] = [];

function LifecycleProbe({ text }: { text: string }) {
  useEffect(() => {
    log.push('mount');
    return () => {
      log.push('unmount');
    };
  }, []);
  return <p>{text}</p>;
}

beforeAll(() => {
  createBondkitElement(LifecycleProbe, {
    definition,
    props: (values) => ({ text: values.greeting ?? 'Hello' }),
  }).define();
});

afterEach(() => {
  document.body.replaceChildren();
  log = [];
});

describe('a bondkit element', () => {
  it('shows its widget while in the page: removing it unmounts the widget, moving it mounts it again', async () => {
    const element = mount(TAG, { greeting: 'Hi' });
    expect(element.shadowRoot?.mode).toBe('open');
    await shadow(element).findByText('Hi', {}, WAIT);
    await waitFor(() => expect(log).toEqual(['mount']), WAIT);

    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element);
    await waitFor(() => expect(log).toEqual(['mount', 'unmount', 'mount']), WAIT);
    expect(shadow(element).getByText('Hi')).toBeTruthy();

    element.remove();
    await waitFor(() => expect(log).toEqual(['mount', 'unmount', 'mount', 'unmount']), WAIT);
    expect(element.shadowRoot?.querySelector('p')).toBeNull();

    // values set while out of the page are shown when it comes back
    element.setAttribute('greeting', 'Welcome back');
    document.body.append(element);
    await shadow(element).findByText('Welcome back', {}, WAIT);
  });
});
