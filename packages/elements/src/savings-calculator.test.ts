import { cssText, installAdoptedStyleSheets } from '@bondkit/sandbox/testing';
import { formatMoney, projectSavings } from '@bondkit/sdk-core';
import { type SavingsCalculation, SavingsCalculator } from '@bondkit/widgets';
import { fireEvent, waitFor } from '@testing-library/dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBondkitElement } from './core/create-element';
import type { BkErrorDetail, BkReadyDetail } from './core/events';
import {
  defineSavingsCalculator,
  savingsCalculatorDefinition,
  savingsCalculatorElement,
} from './savings-calculator';
import { collect, mount, received, shadow, WAIT } from './test/elements';

const TAG = 'bk-savings-calculator';

beforeAll(() => {
  defineSavingsCalculator();
});

/** The figure shown next to a label (`Final value` → '£1,234.56'). */
function figure(element: HTMLElement, label: string): string {
  const term = shadow(element).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** Waits for the figures and the chart, which loads after them. */
async function rendered(element: HTMLElement): Promise<void> {
  await shadow(element).findByText('Final value', { selector: 'dt' }, WAIT);
  await shadow(element).findByRole('img', {}, WAIT);
}

const defaults = projectSavings({ start: '10000', monthly: '1000', years: '30', rate: '7.0' });

describe('<bk-savings-calculator>', () => {
  it('is defined once: defining again, or from another copy of the factory, does not throw', () => {
    const first = customElements.get(TAG);
    expect(first).toBeDefined();
    expect(defineSavingsCalculator()).toBe(first);
    expect(savingsCalculatorElement.define()).toBe(first);
    const secondCopy = createBondkitElement(SavingsCalculator, {
      definition: savingsCalculatorDefinition,
      props: () => ({}),
    });
    // (development: it says which definition is kept)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => secondCopy.define()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`<${TAG}> is already defined`));
    warn.mockRestore();
    expect(customElements.get(TAG)).toBe(first);
    // another tag name gets a class of its own
    const renamed = savingsCalculatorElement.define('x-savings-calculator');
    expect(renamed).toBeDefined();
    expect(renamed).not.toBe(first);
  });

  it('renders the projection of its figures in an open shadow root', async () => {
    const element = mount(TAG);
    await rendered(element);
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.childNodes).toHaveLength(0); // nothing in the light DOM
    expect(figure(element, 'Final value')).toBe(formatMoney(defaults.finalValue, 'GBP'));
    expect(figure(element, 'Total paid in')).toBe(formatMoney(defaults.totalPaidIn, 'GBP'));
    expect(figure(element, 'Total interest')).toBe(formatMoney(defaults.totalInterest, 'GBP'));
    expect(shadow(element).getByRole('heading', { name: 'Savings calculator' })).toBeTruthy();
  });

  it('maps attributes to the widget, re-renders on change and resets when an attribute is removed', async () => {
    const element = mount(TAG, { currency: 'EUR', start: '5000', monthly: '100', years: '10', rate: '5' });
    await rendered(element);
    const custom = projectSavings({ start: '5000', monthly: '100', years: '10', rate: '5' });
    expect(figure(element, 'Final value')).toBe(formatMoney(custom.finalValue, 'EUR'));

    element.setAttribute('currency', 'USD');
    await waitFor(
      () => expect(figure(element, 'Final value')).toBe(formatMoney(custom.finalValue, 'USD')),
      WAIT,
    );

    element.removeAttribute('currency');
    await waitFor(
      () => expect(figure(element, 'Final value')).toBe(formatMoney(custom.finalValue, 'GBP')),
      WAIT,
    );

    // the starting values restart the widget when they change, and go back to the defaults when removed
    element.removeAttribute('start');
    element.removeAttribute('monthly');
    element.removeAttribute('years');
    element.removeAttribute('rate');
    await waitFor(
      () => expect(figure(element, 'Final value')).toBe(formatMoney(defaults.finalValue, 'GBP')),
      WAIT,
    );
  });

  it('ignores values outside an attribute’s set and takes properties like attributes, without reflecting them', async () => {
    const element = mount<HTMLElement & { currency?: string; theme?: string; messages?: unknown }>(TAG, {
      currency: 'XYZ',
    });
    await rendered(element);
    expect(figure(element, 'Final value')).toBe(formatMoney(defaults.finalValue, 'GBP'));
    element.currency = 'EUR';
    element.theme = 'dark';
    element.messages = { 'calculator.result.finalValue': 'In the end' };
    await waitFor(
      () => expect(figure(element, 'In the end')).toBe(formatMoney(defaults.finalValue, 'EUR')),
      WAIT,
    );
    expect(element.shadowRoot?.querySelector('.bk-root')?.getAttribute('data-bk-theme')).toBe('dark');
    expect(element.getAttributeNames()).toEqual(['currency']);
    expect(element.getAttribute('currency')).toBe('XYZ');
    // an attribute set later wins again
    element.setAttribute('currency', 'USD');
    await waitFor(
      () => expect(figure(element, 'In the end')).toBe(formatMoney(defaults.finalValue, 'USD')),
      WAIT,
    );
  });

  it('keeps properties set before the element was defined', async () => {
    const tag = 'x-late-calculator';
    const element = document.createElement(tag) as HTMLElement & { currency?: string; messages?: unknown };
    element.currency = 'EUR';
    element.messages = { 'calculator.title': 'Plan your savings' };
    document.body.append(element);
    savingsCalculatorElement.define(tag);
    await shadow(element).findByRole('heading', { name: 'Plan your savings' }, WAIT);
    expect(figure(element, 'Final value')).toBe(formatMoney(defaults.finalValue, 'EUR'));
  });

  it('sends bk-ready and bk-calculation-changed from the host, bubbling and composed', async () => {
    const ready = collect<BkReadyDetail>('bk-ready');
    const calculations = collect<SavingsCalculation>('bk-calculation-changed');
    const element = mount(TAG, { years: '20' });
    const first = await received(calculations);
    expect(first.target).toBe(element);
    expect(first.bubbles).toBe(true);
    expect(first.composed).toBe(true);
    expect(first.cancelable).toBe(false);
    expect(first.detail.input).toEqual({ start: '10000', monthly: '1000', years: '20', rate: '7.0' });
    expect(first.detail.finalValue).toBe(
      projectSavings({ start: '10000', monthly: '1000', years: '20', rate: '7.0' }).finalValue,
    );
    const readyEvent = await received(ready);
    expect(readyEvent.target).toBe(element);
    expect(readyEvent.composed).toBe(true);
    expect(readyEvent.detail).toEqual({ tagName: TAG, signedIn: false });

    // typing a value computes again and tells the page
    // (user-event cannot focus inside a shadow root in jsdom: the events are sent directly)
    const years = shadow(element).getByRole('textbox', { name: 'Number of years' });
    fireEvent.input(years, { target: { value: '5' } });
    fireEvent.focusOut(years);
    await waitFor(() => expect(calculations.at(-1)?.detail.input.years).toBe('5'), WAIT);
    expect(calculations.at(-1)?.detail.finalValue).toBe(
      projectSavings({ start: '10000', monthly: '1000', years: '5', rate: '7' }).finalValue,
    );
  });

  it('runs several instances independently', async () => {
    const pounds = mount(TAG, { currency: 'GBP', years: '10' });
    const euros = mount(TAG, { currency: 'EUR', years: '20' });
    await rendered(pounds);
    await rendered(euros);
    const ten = projectSavings({ start: '10000', monthly: '1000', years: '10', rate: '7' });
    const twenty = projectSavings({ start: '10000', monthly: '1000', years: '20', rate: '7' });
    expect(figure(pounds, 'Final value')).toBe(formatMoney(ten.finalValue, 'GBP'));
    expect(figure(euros, 'Final value')).toBe(formatMoney(twenty.finalValue, 'EUR'));
    euros.setAttribute('currency', 'USD');
    await waitFor(
      () => expect(figure(euros, 'Final value')).toBe(formatMoney(twenty.finalValue, 'USD')),
      WAIT,
    );
    expect(figure(pounds, 'Final value')).toBe(formatMoney(ten.finalValue, 'GBP'));
    // ids are unique within each shadow root, and labels point inside their own root
    for (const element of [pounds, euros]) {
      const ids = [...element.shadowRoot!.querySelectorAll('[id]')].map((node) => node.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(shadow(element).getByRole('textbox', { name: 'Start amount' })).toBeTruthy();
    }
  });

  it('leaves out its title and introduction with hide-heading, and shows them again without it', async () => {
    const element = mount(TAG, { 'hide-heading': '' });
    await rendered(element);
    const root = shadow(element);
    expect(root.queryByRole('heading', { name: 'Savings calculator' })).toBeNull();
    expect(root.queryByRole('region')).toBeNull();
    element.removeAttribute('hide-heading');
    await waitFor(() => expect(root.getByRole('heading', { name: 'Savings calculator' })).toBeTruthy(), WAIT);
    expect(root.getByRole('region', { name: 'Savings calculator' })).toBeTruthy();
  });

  it('exposes the main regions as parts and shows slotted call-to-action content', async () => {
    const element = mount(TAG);
    const link = document.createElement('a');
    link.slot = 'cta';
    link.href = '/register/';
    link.textContent = 'Start saving';
    await rendered(element);
    const root = element.shadowRoot!;
    expect(root.querySelector('.bk-calc__cta')).toBeNull();
    await waitFor(
      () => expect(root.querySelector('[part~="figures"]')?.className).toBe('bk-calc__figures'),
      WAIT,
    );
    expect(root.querySelector('[part~="root"]')?.classList.contains('bk-calc')).toBe(true);
    expect(root.querySelector('[part~="inputs"]')).not.toBeNull();
    expect(root.querySelector('[part~="chart"]')).not.toBeNull();

    element.append(link);
    await waitFor(() => expect(root.querySelector('.bk-calc__cta slot[name="cta"]')).not.toBeNull(), WAIT);
    await waitFor(() => expect(root.querySelector('.bk-calc__cta')?.getAttribute('part')).toBe('cta'), WAIT);
    link.remove();
    await waitFor(() => expect(root.querySelector('.bk-calc__cta')).toBeNull(), WAIT);
  });

  it('sends bk-error when its widget fails to render', async () => {
    const failing = createBondkitElement(
      () => {
        throw new Error('broken widget');
      },
      { definition: { ...savingsCalculatorDefinition, tagName: 'bk-failing' }, props: () => ({}) },
    );
    failing.define();
    // React reports the caught error on the console too
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = collect<BkErrorDetail>('bk-error');
    const ready = collect<BkReadyDetail>('bk-ready');
    const element = mount('bk-failing');
    const error = await received(errors);
    expect(error.target).toBe(element);
    expect(error.detail).toMatchObject({ source: 'render', message: 'broken widget' });
    expect(ready).toHaveLength(0);
    consoleError.mockRestore();
  });
});

describe('<bk-savings-calculator> styles', () => {
  it('falls back to <style> elements inside the shadow root when adoptedStyleSheets is missing', async () => {
    expect('adoptedStyleSheets' in ShadowRoot.prototype).toBe(false); // jsdom 29
    const headBefore = document.head.innerHTML;
    const element = mount(TAG, { theme: 'dark' });
    await rendered(element);
    const styles = [...element.shadowRoot!.querySelectorAll('style')];
    const ids = styles.map((style) => style.dataset.bkStyle).sort();
    expect(ids).toEqual(['bk-host', 'bk-savings-calculator', 'bk-savings-chart', 'bk-theme', 'bk-ui']);
    const css = (id: string) => styles.find((style) => style.dataset.bkStyle === id)?.textContent ?? '';
    expect(css('bk-host')).toContain(':host{display:block;--bk-color-bg:#0f1520;');
    expect(css('bk-theme')).toContain('.bk-root{');
    expect(css('bk-theme')).not.toContain('--bk-color-bg:'); // tokens live on :host only
    expect(document.head.innerHTML).toBe(headBefore); // nothing leaks into the page

    element.removeAttribute('theme');
    await waitFor(() => expect(css('bk-host')).toContain('--bk-color-bg:#ffffff;'), WAIT);
  });

  describe('with constructable stylesheets (browsers)', () => {
    let uninstall: () => void;
    beforeAll(() => {
      uninstall = installAdoptedStyleSheets();
    });
    afterAll(() => uninstall());

    it('adopts its sheets in the shadow root and adds no <style> element anywhere', async () => {
      const adoptedBefore = document.adoptedStyleSheets.length;
      const element = mount(TAG, { 'own-font': '' });
      await rendered(element);
      const root = element.shadowRoot!;
      expect(root.querySelectorAll('style')).toHaveLength(0);
      expect(document.adoptedStyleSheets.length).toBe(adoptedBefore);
      const sheets = root.adoptedStyleSheets.map(cssText);
      expect(sheets).toHaveLength(5);
      const host = sheets[0]!;
      expect(host).toMatch(/^:host \{/);
      expect(host).toContain('--bk-color-primary: #0a58a8');
      // an empty boolean attribute counts as true: bondkit's font instead of the page's
      expect(host).toContain('--bk-font-family:');
      expect(sheets.some((css) => css.includes('.bk-calc__figures'))).toBe(true);
      expect(sheets.join('\n')).not.toContain('[data-bk-theme');

      element.removeAttribute('own-font');
      await waitFor(
        () => expect(cssText(root.adoptedStyleSheets[0]!)).not.toContain('--bk-font-family:'),
        WAIT,
      );
      expect(root.adoptedStyleSheets).toHaveLength(5);
    });
  });
});
