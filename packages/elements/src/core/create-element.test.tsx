import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@testing-library/dom';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

const probeElement = () =>
  createBondkitElement(LifecycleProbe, {
    definition,
    props: (values) => ({ text: values.greeting ?? 'Hello' }),
  });
const first = probeElement();

beforeAll(() => {
  first.define();
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

describe('defining an element twice', () => {
  const { version } = JSON.parse(
    readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../package.json'), 'utf8'),
  ) as {
    version: string;
  };

  it('keeps the first definition and, in development, says which one and its version', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // the same copy again, under its own name and another: nothing to say
      expect(first.define()).toBe(customElements.get(TAG));
      first.define('bk-lifecycle-probe-two');
      expect(first.define('bk-lifecycle-probe-two')).toBe(customElements.get('bk-lifecycle-probe-two'));
      expect(warn).not.toHaveBeenCalled();

      // a second copy of the bundle (another module instance): its class is not used
      const second = probeElement();
      expect(second.define()).toBe(first.elementClass());
      expect(warn).toHaveBeenCalledTimes(1);
      const message = String(warn.mock.calls[0]?.[0]);
      expect(message).toContain(`<${TAG}>`);
      expect(message).toContain(`the first definition is kept`);
      expect(message).toContain(`@bondkit/elements ${version}`);
    } finally {
      warn.mockRestore();
    }
  });

  it('says nothing in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mode = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(probeElement().define()).toBe(first.elementClass());
      expect(warn).not.toHaveBeenCalled();
    } finally {
      process.env.NODE_ENV = mode;
      warn.mockRestore();
    }
  });
});
