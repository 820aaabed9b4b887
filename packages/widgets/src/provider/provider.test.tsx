import { installAdoptedStyleSheets } from '@bondkit/sandbox/testing';
import {
  createClient,
  createFakeClock,
  marketMessages,
  marketPartsMessages,
  marketSharedMessages,
  registerMessages,
} from '@bondkit/sdk-core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasStyles, removeStyles } from '../theme/inject';
import { RangeSlider } from '../ui/range-slider';
import { uiCss } from '../ui/styles';
import { Tabs } from '../ui/tabs';
import { TOAST_DURATION_MS, useToasts } from '../ui/toasts';
import { BondkitProvider } from './bondkit-provider';
import { useBondkit, useMessages } from './context';
import { NavLink } from './nav-link';
import { useStyles } from './use-styles';
import { WidgetRoot } from './widget-root';

// the probe shows market texts, as the market table does: its domain of the catalogue is registered
// 'market.filters.apply' (the Filters drawer's) is in the market's later parts
registerMessages(marketMessages, marketPartsMessages, marketSharedMessages);

// the provider's client is never called in these tests (no request leaves)
const client = createClient({ baseUrl: 'http://sandbox.test/api' });

function Probe() {
  const t = useMessages();
  const { variant, locale } = useBondkit();
  return (
    <WidgetRoot data-testid="root">
      <p>{t('market.filters.apply')}</p>
      <p>{t('market.watchReverted', { company: 'Acme plc' })}</p>
      <p>{`${variant} ${locale}`}</p>
    </WidgetRoot>
  );
}

/** A widget with its own sheet that shows tabs and a range slider (whose CSS the provider does not inject). */
function StyledProbe({ open }: { open: boolean }) {
  useStyles('bk-probe', '.bk-probe{color:red}');
  return (
    <WidgetRoot>
      {open ? (
        <>
          <RangeSlider label="Years" min={0} max={10} step={1} value={[0, 10]} onChange={() => {}} />
          <Tabs label="Sections" tabs={[{ id: 'a', label: 'A', panel: <p>A</p> }]} />
        </>
      ) : null}
    </WidgetRoot>
  );
}

function Trigger() {
  const toasts = useToasts();
  return (
    <button type="button" onClick={() => toasts.show('Saved')}>
      go
    </button>
  );
}

let uninstall: () => void;
beforeAll(() => {
  uninstall = installAdoptedStyleSheets();
});
afterAll(() => uninstall());

afterEach(() => {
  removeStyles(document);
});

describe('BondkitProvider', () => {
  it('gives widgets the variant’s wording, the host’s overrides and the theme on the widget root', () => {
    const { rerender } = render(
      <BondkitProvider client={client} variant="standard" theme="dark">
        <Probe />
      </BondkitProvider>,
    );
    expect(screen.getByText('Show bonds')).toBeTruthy();
    expect(screen.getByText('Changes for Acme plc failed and have been reverted.')).toBeTruthy();
    expect(screen.getByTestId('root').getAttribute('data-bk-theme')).toBe('dark');
    expect(screen.getByText('standard en-GB')).toBeTruthy();
    rerender(
      <BondkitProvider
        client={client}
        variant="sukuk"
        theme="light"
        locale="en-AE"
        messages={{ 'market.watchReverted': 'Could not update {company}.' }}
      >
        <Probe />
      </BondkitProvider>,
    );
    expect(screen.getByText('Show Fractional Certificates')).toBeTruthy();
    expect(screen.getByText('Could not update Acme plc.')).toBeTruthy();
    expect(screen.getByTestId('root').getAttribute('data-bk-theme')).toBe('light');
    expect(screen.getByText('sukuk en-AE')).toBeTruthy();
  });

  it('injects the theme and primitives’ CSS once per document', () => {
    const before = document.adoptedStyleSheets.length;
    render(
      <>
        <BondkitProvider client={client}>
          <Probe />
        </BondkitProvider>
        <BondkitProvider client={client}>
          <Probe />
        </BondkitProvider>
      </>,
    );
    expect(hasStyles(document, 'bk-theme')).toBe(true);
    expect(hasStyles(document, 'bk-ui')).toBe(true);
    expect(document.adoptedStyleSheets.length - before).toBe(2);
    const css = [...document.adoptedStyleSheets]
      .map((sheet) => [...sheet.cssRules].map((r) => r.cssText).join(''))
      .join('');
    expect(css).toContain('--bk-color-text');
  });

  it('adds a primitive’s CSS when it first renders, in its place in the primitives’ sheet ahead of the widget’s', () => {
    const before = document.adoptedStyleSheets.length;
    const sheets = () =>
      document.adoptedStyleSheets
        .slice(before)
        .map((sheet) => [...sheet.cssRules].map((r) => r.cssText).join(''));
    const { rerender } = render(
      <BondkitProvider client={client}>
        <StyledProbe open={false} />
      </BondkitProvider>,
    );
    expect(sheets()).toHaveLength(3); // theme, primitives, widget
    expect(sheets()[1]).toContain('.bk-button');
    expect(sheets()[1]).not.toContain('.bk-tabs__list');
    rerender(
      <BondkitProvider client={client}>
        <StyledProbe open />
      </BondkitProvider>,
    );
    expect(sheets()).toHaveLength(3);
    const ui = sheets()[1] ?? '';
    // in the order of uiCss: the tabs' rules before the core's, the range slider's after them
    expect(ui.indexOf('.bk-tabs__list {')).toBeGreaterThan(-1);
    expect(ui.indexOf('.bk-tabs__list {')).toBeLessThan(ui.indexOf('.bk-button {'));
    expect(ui.indexOf('.bk-button {')).toBeLessThan(ui.indexOf('.bk-range {'));
    expect(sheets()[2]).toContain('.bk-probe');
  });

  it('injects no primitive CSS outside a provider', () => {
    render(<Tabs label="Sections" tabs={[{ id: 'a', label: 'A', panel: <p>A</p> }]} />);
    expect(hasStyles(document, 'bk-ui')).toBe(false);
  });

  it('keeps every primitive’s CSS in uiCss', () => {
    for (const selector of [
      '.bk-button{',
      '.bk-dialog{',
      '.bk-menu{',
      '.bk-tabs__list{',
      '.bk-switch__track{',
    ]) {
      expect(uiCss).toContain(selector);
    }
    for (const selector of ['.bk-range{', '.bk-input{', '.bk-banner{', '.bk-toasts{', '.bk-skeleton{']) {
      expect(uiCss).toContain(selector);
    }
  });

  it('injects into a shadow root given as styleRoot (custom elements)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    render(
      <BondkitProvider client={client} styleRoot={shadow}>
        <Probe />
      </BondkitProvider>,
      { container: mount },
    );
    expect(hasStyles(shadow, 'bk-theme')).toBe(true);
    expect(hasStyles(document, 'bk-theme')).toBe(false);
    expect(shadow.adoptedStyleSheets.length).toBe(2);
    host.remove();
  });

  it('hands plain link clicks to onNavigate and keeps real hrefs', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <BondkitProvider
        client={client}
        onNavigate={onNavigate}
        hrefFor={(target) => (target.to === 'bond-detail' ? `/bonds/${target.productId}` : '/')}
      >
        <NavLink to={{ to: 'bond-detail', productId: 12 }}>Acme 2030</NavLink>
      </BondkitProvider>,
    );
    const link = screen.getByRole('link', { name: 'Acme 2030' });
    expect(link.getAttribute('href')).toBe('/bonds/12');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith({ to: 'bond-detail', productId: 12 });
  });

  it('hosts the toasts, timed by the injected clock', async () => {
    const user = userEvent.setup();
    const clock = createFakeClock();
    render(
      <BondkitProvider client={client} clock={clock}>
        <Trigger />
      </BondkitProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    const region = () => screen.getByRole('region', { name: 'Notifications' });
    // the toasts' code loads with the first toast, and its fade is timed in an effect that runs after the toast
    // is on the page: the wait is for both
    await vi.waitFor(
      () => {
        expect(region().textContent).toContain('Saved');
        expect(clock.pendingTimers()).toBe(1);
      },
      { timeout: 10_000 },
    );
    act(() => clock.advance(TOAST_DURATION_MS - 1));
    expect(region().textContent).toContain('Saved');
    act(() => clock.advance(1));
    expect(region().textContent).not.toContain('Saved');
    expect(clock.pendingTimers()).toBe(0);
  });
});
