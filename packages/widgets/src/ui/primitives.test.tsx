import { createFakeClock } from '@bondkit/sdk-core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BondkitContext, fallbackContext } from '../provider/context';
import { Button } from './button';
import { Checkbox, RadioGroup, Switch } from './choice';
import { Dialog, Drawer } from './dialog';
import { Menu } from './menu';
import { RangeSlider } from './range-slider';
import { Tabs } from './tabs';
import { CARRIED_TOAST_KEY, ToastProvider, useToasts } from './toasts';

function DialogHarness({ drawer = false }: { drawer?: boolean }) {
  const [open, setOpen] = useState(false);
  const Component = drawer ? Drawer : Dialog;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open filters</Button>
      <Component open={open} onClose={() => setOpen(false)} title="Filters" footer={<Button>Apply</Button>}>
        <p>Dialog body</p>
      </Component>
    </>
  );
}

describe('Dialog and Drawer', () => {
  it.each([false, true])(
    'moves focus in on open and back to the opener on Escape (drawer: %s)',
    async (drawer) => {
      const user = userEvent.setup();
      render(<DialogHarness drawer={drawer} />);
      const opener = screen.getByRole('button', { name: 'Open filters' });
      await user.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Filters' });
      expect(dialog).toHaveProperty('open', true);
      expect(within(dialog).getByText('Dialog body')).toBeTruthy();
      expect(dialog.contains(document.activeElement)).toBe(true);
      await user.keyboard('{Escape}');
      expect(screen.queryByText('Dialog body')).toBeNull();
      expect(document.activeElement).toBe(opener);
    },
  );

  it('closes from its Close button', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Dialog body')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open filters' }));
  });
});

function MenuHarness({ onDownload }: { onDownload: () => void }) {
  const [unavailable, setUnavailable] = useState(false);
  return (
    <>
      <Menu
        label="Options"
        items={[
          {
            kind: 'checkbox',
            id: 'u',
            label: 'Show unavailable bonds',
            checked: unavailable,
            onChange: setUnavailable,
          },
          { kind: 'checkbox', id: 't', label: 'Show market terminology', checked: true, onChange: () => {} },
          { kind: 'action', id: 'csv', label: 'Download market as CSV', onSelect: onDownload },
        ]}
      />
      <p>{unavailable ? 'showing unavailable' : 'hiding unavailable'}</p>
    </>
  );
}

describe('Menu', () => {
  it('opens from the keyboard and moves with arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<MenuHarness onDownload={() => {}} />);
    const button = screen.getByRole('button', { name: 'Options' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // the open list's code loads with the first opening; the first item then has the focus
    const menu = await screen.findByRole('menu');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitemcheckbox', { name: /unavailable/ }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemcheckbox', { name: /terminology/ }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Download market as CSV' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemcheckbox', { name: /unavailable/ }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Download market as CSV' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemcheckbox', { name: /unavailable/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('toggles a checkbox item in place and closes after an action', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    render(<MenuHarness onDownload={onDownload} />);
    await user.click(screen.getByRole('button', { name: 'Options' }));
    const toggle = await screen.findByRole('menuitemcheckbox', { name: /unavailable/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemcheckbox', { name: /unavailable/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByText('showing unavailable')).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Download market as CSV' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('Tabs', () => {
  const tabs = [
    { id: 'description', label: 'Description', panel: <p>About the bond</p> },
    { id: 'bondInformation', label: 'Bond information', panel: <p>Terms</p> },
    { id: 'keyFinancials', label: 'Key financials', panel: <p>Revenue</p> },
  ];

  it('moves selection with arrow keys, wrapping, and with Home/End', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Bond details" tabs={tabs} />);
    const [first, second, third] = screen.getAllByRole('tab');
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('About the bond');
    expect(second?.tabIndex).toBe(-1);
    await user.click(first!);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(second);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Bond information' }).textContent).toBe('Terms');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{Home}');
    expect(first?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Revenue');
  });
});

function SliderHarness({ onChange }: { onChange?: (v: [number, number]) => void }) {
  const [value, setValue] = useState<[number, number]>([4.5, 5.5]);
  return (
    <RangeSlider
      label="Yield to maturity"
      min={0}
      max={50}
      step={0.1}
      value={value}
      showInputs
      formatValue={(v) => (v >= 50 ? 'Max' : `${v}%`)}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('RangeSlider', () => {
  it('labels both thumbs and steps them with the keyboard without crossing', async () => {
    const user = userEvent.setup();
    render(<SliderHarness />);
    const low = screen.getByRole('slider', { name: 'Minimum Yield to maturity' }) as HTMLInputElement;
    const high = screen.getByRole('slider', { name: 'Maximum Yield to maturity' }) as HTMLInputElement;
    expect(low.value).toBe('4.5');
    low.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(low.value).toBe('4.8');
    await user.keyboard('{PageUp}{PageUp}');
    expect(low.value).toBe('5.5'); // stops at the maximum thumb
    high.focus();
    await user.keyboard('{End}');
    expect(high.value).toBe('50');
    expect(high.getAttribute('aria-valuetext')).toBe('Max');
    await user.keyboard('{Home}');
    expect(high.value).toBe('5.5');
  });

  it('accepts typed minimum and maximum values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SliderHarness onChange={onChange} />);
    const typedMin = screen.getByRole('textbox', { name: 'Minimum Yield to maturity' });
    await user.clear(typedMin);
    await user.type(typedMin, '3.25{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([3.3, 5.5]);
    expect(
      (screen.getByRole('slider', { name: 'Minimum Yield to maturity' }) as HTMLInputElement).value,
    ).toBe('3.3');
    const typedMax = screen.getByRole('textbox', { name: 'Maximum Yield to maturity' });
    await user.clear(typedMax);
    await user.type(typedMax, '1{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([3.3, 3.3]);
  });
});

function RadioHarness() {
  const [value, setValue] = useState<'ytm' | 'cy' | 'coupon'>('ytm');
  return (
    <RadioGroup
      legend="Returns"
      value={value}
      onChange={setValue}
      options={[
        { value: 'ytm', label: 'Yield to maturity' },
        { value: 'cy', label: 'Current yield' },
        { value: 'coupon', label: 'Coupon' },
      ]}
    />
  );
}

function ToggleHarness() {
  const [checked, setChecked] = useState(false);
  const [on, setOn] = useState(false);
  return (
    <>
      <Checkbox label="GBP" checked={checked} onChange={setChecked} />
      <Switch label="Dark theme" checked={on} onChange={setOn} />
    </>
  );
}

function Trigger() {
  const toasts = useToasts();
  return (
    <>
      <Button
        onClick={() => toasts.show('Changes for Acme plc failed and have been reverted.', { tone: 'danger' })}
      >
        Fail
      </Button>
      <Button onClick={() => toasts.carry('Questionnaire Passed', { tone: 'success' })}>Carry</Button>
    </>
  );
}

describe('RadioGroup, Checkbox, Switch', () => {
  it('selects radios by click and arrow keys', async () => {
    const user = userEvent.setup();
    render(<RadioHarness />);
    const group = screen.getByRole('group', { name: 'Returns' });
    await user.click(within(group).getByLabelText('Coupon'));
    expect((screen.getByLabelText('Coupon') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Yield to maturity') as HTMLInputElement).checked).toBe(false);
  });

  it('toggles a checkbox and a switch with the keyboard', async () => {
    const user = userEvent.setup();
    render(<ToggleHarness />);
    const box = screen.getByRole('checkbox', { name: 'GBP' }) as HTMLInputElement;
    box.focus();
    await user.keyboard(' ');
    expect(box.checked).toBe(true);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('Toasts', () => {
  /** a wait for the toasts' on-demand code (a state, not a time: generous for a busy machine) */
  const LOADED = { timeout: 10_000 };
  const renderToasts = (clock = createFakeClock()) => {
    const utils = render(
      <BondkitContext.Provider value={{ ...fallbackContext, clock }}>
        <ToastProvider>
          <Trigger />
        </ToastProvider>
      </BondkitContext.Provider>,
    );
    return { clock, ...utils };
  };

  it('announces a toast and fades it after 3000 ms of the injected clock', async () => {
    const user = userEvent.setup();
    const { clock } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const region = screen.getByRole('status');
    // the toasts' code loads with the first toast: wait for it to show, however busy the machine
    expect(
      await within(region).findByText('Changes for Acme plc failed and have been reverted.', {}, LOADED),
    ).toBeTruthy();
    act(() => clock.advance(2999));
    expect(screen.queryByText(/Acme plc/)).not.toBeNull();
    act(() => clock.advance(1));
    expect(screen.queryByText(/Acme plc/)).toBeNull();
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(await screen.findByRole('button', { name: 'Dismiss notification' }, LOADED));
    expect(screen.queryByText(/Acme plc/)).toBeNull();
  });

  it('carries one toast across a page load through sessionStorage', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const first = renderToasts();
    await user.click(screen.getByRole('button', { name: 'Carry' }));
    expect(screen.queryByText('Questionnaire Passed')).toBeNull();
    expect(sessionStorage.getItem(CARRIED_TOAST_KEY)).not.toBeNull();
    first.unmount(); // the page unloads
    const clock = createFakeClock();
    renderToasts(clock); // the next page
    expect(await screen.findByText('Questionnaire Passed', {}, LOADED)).toBeTruthy();
    expect(sessionStorage.getItem(CARRIED_TOAST_KEY)).toBeNull();
    act(() => clock.advance(3000));
    expect(screen.queryByText('Questionnaire Passed')).toBeNull();
  });
});
