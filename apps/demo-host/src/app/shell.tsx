import { BondkitProvider, type NavigateTarget } from '@bondkit/widgets';
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { hostText, type Variant } from '../messages';
import { DevPanel, DevPanelProvider } from './dev-panel';
import { addressFor, navItems } from './navigation';
import { useTheme, useVariant } from './preferences';
import { client, displayName, signOut, useSession } from './session';

/** The product shell: skip link, header (brand, nav, account), main landmark, footer, the sandbox's panel. */
export function Shell() {
  const session = useSession();
  const variant = useVariant();
  const theme = useTheme();
  const user = session.status === 'signed-in' ? session.user : null;

  useEffect(() => {
    const root = document.documentElement;
    // The bondkit tokens (--bk-color-*) are declared per [data-bk-theme]: the shell's CSS uses them too.
    root.dataset.bkTheme = theme;
    root.dataset.variant = variant;
    root.style.colorScheme = theme;
  }, [theme, variant]);

  useFocusMainOnNavigation();

  const location = useLocation();
  const navigate = useNavigate();
  // The current address, read when a link is rendered or followed; kept in a ref so the provider's value
  // does not change on every filter change (which rewrites the address).
  const here = useRef('');
  here.current = `${location.pathname}${location.search}${location.hash}`;
  const hrefFor = useCallback((target: NavigateTarget) => addressFor(target, here.current, user), [user]);
  const onNavigate = useCallback((target: NavigateTarget) => navigate(hrefFor(target)), [navigate, hrefFor]);

  return (
    <BondkitProvider
      client={client}
      variant={variant}
      theme={theme}
      locale="en-GB"
      user={user}
      hrefFor={hrefFor}
      onNavigate={onNavigate}
    >
      <DevPanelProvider>
        <div className="app">
          <SkipLink />
          <SiteHeader variant={variant} signedIn={user !== null} />
          <main id="main" tabIndex={-1} className="site-main">
            {session.status === 'loading' ? <PageLoading /> : <Outlet />}
          </main>
          <footer className="site-footer">
            <p>{hostText('host.footer')}</p>
          </footer>
          <DevPanel variant={variant} theme={theme} />
        </div>
      </DevPanelProvider>
    </BondkitProvider>
  );
}

export function PageLoading() {
  return (
    <p role="status" className="page-loading">
      {hostText('host.loading')}
    </p>
  );
}

/**
 * Brand, main navigation and account. Below 48rem the navigation and account fold into a menu behind a
 * disclosure button (Escape closes it and returns focus to the button; following a link closes it).
 */
function SiteHeader({ variant, signedIn }: { variant: Variant; signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // a followed link (a new page) closes the menu
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <header className="site-header">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the header closes its menu */}
      <div className="site-header__inner" onKeyDown={onKeyDown}>
        <Link to="/market/" className="brand" aria-label={hostText('host.home')}>
          <span aria-hidden="true" className="brand__mark" />
          <span className="brand__name">{hostText('host.brand')}</span>
          <span className="brand__tag">{hostText('host.brandTag')}</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="button site-header__menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {hostText('host.menu')}
        </button>
        <div id={menuId} className={open ? 'site-header__menu site-header__menu--open' : 'site-header__menu'}>
          <nav aria-label={hostText('host.nav.label')} className="site-nav">
            <ul>
              {navItems(variant, signedIn).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AccountControls />
        </div>
      </div>
    </header>
  );
}

/** Moves focus to the main landmark after a client-side navigation (not on the first load). */
function useFocusMainOnNavigation(): void {
  const { pathname, state } = useLocation();
  const previous = useRef(pathname);
  const keepFocus = (state as { keepFocus?: boolean } | null)?.keepFocus === true;
  useEffect(() => {
    // Only path changes move focus: filters rewrite the search/hash and must leave focus where it is, and so
    // does a tab chosen on a page that keeps its tab in the path (navigate(…, { state: { keepFocus: true } })).
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (keepFocus) return;
    document.getElementById('main')?.focus({ preventScroll: false });
  }, [pathname, keepFocus]);
}

/** Skips to the main content. Handled in script so it never writes `#main` into the market's hash address. */
function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById('main');
    main?.focus();
    main?.scrollIntoView();
  };
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main; the script only keeps `#main` out of the address
    <a className="skip-link" href="#main" onClick={onClick}>
      {hostText('host.skipLink')}
    </a>
  );
}

function AccountControls() {
  const session = useSession();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  if (session.status === 'loading') return null;
  if (session.status === 'visitor') {
    // the sign-in page is the form itself: no second 'Sign in' in the header
    if (location.pathname.startsWith('/login')) return null;
    const here = `${location.pathname}${location.search}${location.hash}`;
    const to = `/login?${new URLSearchParams({ next: here })}`;
    return (
      <div className="account">
        <Link to={to} className="button button--primary">
          {hostText('host.signIn')}
        </Link>
      </div>
    );
  }
  const onSignOut = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="account">
      <span className="account__name">
        {hostText('host.signedInAs', { name: displayName(session.user) })}
      </span>
      <button type="button" className="button" onClick={onSignOut} disabled={busy}>
        {hostText('host.signOut')}
      </button>
    </div>
  );
}
