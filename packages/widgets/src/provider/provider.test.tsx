import { createClient, createFakeClock, marketMessages, registerMessages } from '@bondkit/sdk-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAdoptedStyleSheets } from '../test/adopted-style-sheets';
import { hasStyles, removeStyles } from '../theme/inject';
import { useToasts } from '../ui/toasts';
import { BondkitProvider } from './bondkit-provider';
import { useBondkit, useMessages } from './context';
import { NavLink } from './nav-link';
import { WidgetRoot } from './widget-root';

// the probe shows market texts, as the market table does: its domain of the catalogue is registered
registerMessages(marketMessages);

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
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain('Saved');
    expect(clock.pendingTimers()).toBe(1);
  });
});
