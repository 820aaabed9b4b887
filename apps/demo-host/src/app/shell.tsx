import { BondkitProvider, type NavigateTarget } from '@bondkit/widgets';
import { type ChangeEvent, type MouseEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { hostText, type Variant } from '../messages';
import { safeNext, switchToPersona } from './auth-flow';
import { addressFor } from './navigation';
import { fetchPersonas, usePersonas } from './personas';
import { setTheme, setVariant, type Theme, useTheme, useVariant } from './preferences';
import { client, displayName, signOut, useSession } from './session';

/** The product shell: skip link, header (brand, nav, demo settings, account), main landmark, footer. */
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
      <div className="app">
        <SkipLink />
        <header className="site-header">
          <div className="site-header__inner">
            <Link to="/market/" className="brand" aria-label={hostText('host.home')}>
              <span aria-hidden="true" className="brand__mark" />
              <span className="brand__name">{hostText('host.brand')}</span>
              <span className="brand__tag">{hostText('host.brandTag')}</span>
            </Link>
            <nav aria-label={hostText('host.nav.label')} className="site-nav">
              <ul>
                <li>
                  <NavLink to="/market/">{hostText('host.nav.market', {}, variant)}</NavLink>
                </li>
                <li>
                  <NavLink to="/smart-interest/">{hostText('host.nav.smartInterest')}</NavLink>
                </li>
                <li>
                  <NavLink to="/savings-calculator/">{hostText('host.nav.calculator')}</NavLink>
                </li>
                <li>
                  <NavLink to="/guides/investor-guide/">{hostText('host.nav.guides')}</NavLink>
                </li>
                {user ? (
                  <>
                    <li>
                      <NavLink to="/holdings/">{hostText('host.nav.holdings')}</NavLink>
                    </li>
                    <li>
                      <NavLink to="/orders/">{hostText('host.nav.orders')}</NavLink>
                    </li>
                  </>
                ) : null}
              </ul>
            </nav>
            <div className="site-header__tools">
              <DemoSettings variant={variant} theme={theme} />
              <AccountControls />
            </div>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="site-main">
          {session.status === 'loading' ? <PageLoading /> : <Outlet />}
        </main>
        <footer className="site-footer">
          <p>{hostText('host.footer')}</p>
        </footer>
      </div>
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

/** Moves focus to the main landmark after a client-side navigation (not on the first load). */
function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    // Only path changes move focus: filters rewrite the search/hash and must leave focus where it is.
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: false });
  }, [pathname]);
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

function DemoSettings({ variant, theme }: { variant: Variant; theme: Theme }) {
  const variantId = useId();
  const themeId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of form controls that is not a form
    <div role="group" aria-label={hostText('host.settings.label')} className="demo-settings">
      <PersonaSwitcher />
      <div className="field field--inline">
        <label htmlFor={variantId}>{hostText('host.variant.label')}</label>
        <select
          id={variantId}
          value={variant}
          onChange={(event) => setVariant(event.target.value === 'sukuk' ? 'sukuk' : 'standard')}
        >
          <option value="standard">{hostText('host.variant.standard')}</option>
          <option value="sukuk">{hostText('host.variant.sukuk')}</option>
        </select>
      </div>
      <div className="field field--inline">
        <label htmlFor={themeId}>{hostText('host.theme.label')}</label>
        <select
          id={themeId}
          value={theme}
          onChange={(event) => setTheme(event.target.value === 'dark' ? 'dark' : 'light')}
        >
          <option value="light">{hostText('host.theme.light')}</option>
          <option value="dark">{hostText('host.theme.dark')}</option>
        </select>
      </div>
    </div>
  );
}

function PersonaSwitcher() {
  const id = useId();
  const errorId = useId();
  const session = useSession();
  const { personas, failed } = usePersonas();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();

  const signedIn = session.status === 'signed-in';
  const currentEmail = signedIn ? session.user.email.toLowerCase() : '';
  const current = personas.find((p) => p.email.toLowerCase() === currentEmail);
  const value = current?.key ?? '';

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const key = event.target.value;
    const persona = personas.find((p) => p.key === key) ?? null;
    setBusy(true);
    setError(null);
    try {
      await switchToPersona(persona?.email ?? null, signedIn);
      if (persona && location.pathname.startsWith('/login')) {
        navigate(safeNext(new URLSearchParams(location.search).get('next')), { replace: true });
      }
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      setError(hostText('host.persona.failed', { persona: persona?.label ?? key, message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field field--inline">
      <label htmlFor={id}>{hostText('host.persona.label')}</label>
      <select
        id={id}
        value={signedIn && !current ? '__other' : value}
        onChange={onChange}
        onFocus={() => void fetchPersonas().catch(() => {})}
        disabled={busy || session.status === 'loading'}
        aria-describedby={error || failed ? errorId : undefined}
      >
        <option value="">{hostText('host.persona.visitor')}</option>
        {signedIn && !current ? (
          <option value="__other" disabled>
            {displayName(session.user)}
          </option>
        ) : null}
        {personas.map((persona) => (
          <option key={persona.key} value={persona.key}>
            {persona.label}
          </option>
        ))}
      </select>
      {error || failed ? (
        <p id={errorId} role="alert" className="field__error">
          {error ?? hostText('host.personas.failed')}
        </p>
      ) : null}
    </div>
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
