import { isTwoFactorChallenge } from '@bondkit/sdk-core';
import { type ChangeEvent, createContext, type ReactNode, useContext, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { hostText, type Variant } from '../messages';
import { loginAddress, safeNext, switchToPersona } from './auth-flow';
import { fetchPersonas, usePersonas } from './personas';
import { setTheme, setVariant, type Theme } from './preferences';
import { displayName, useSession } from './session';

/** Where a page's own developer controls go: the panel's page section (null until it is mounted). */
const DevPanelSlot = createContext<{ slot: HTMLElement | null; setSlot: (slot: HTMLElement | null) => void }>(
  {
    slot: null,
    setSlot: () => {},
  },
);

/** Lets the pages inside place controls in the {@link DevPanel} (rendered anywhere inside it). */
export function DevPanelProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const value = useMemo(() => ({ slot, setSlot }), [slot]);
  return <DevPanelSlot.Provider value={value}>{children}</DevPanelSlot.Provider>;
}

/**
 * The sandbox's developer panel at the page foot, collapsed by default: the persona, variant and theme
 * switches, and the current page's developer controls ({@link DevControls}). Clearly the sandbox's, out of
 * the customer's way.
 */
export function DevPanel({ variant, theme }: { variant: Variant; theme: Theme }) {
  const { setSlot } = useContext(DevPanelSlot);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  return (
    <aside className="dev-panel" aria-labelledby={titleId}>
      <h2 className="dev-panel__title" id={titleId}>
        <button
          type="button"
          className="dev-panel__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {hostText('host.devPanel.label')}
        </button>
      </h2>
      <div id={bodyId} className="dev-panel__body" hidden={!open}>
        <p className="dev-panel__note">{hostText('host.devPanel.note')}</p>
        <div className="dev-panel__controls">
          <PersonaSwitcher />
          <VariantAndTheme variant={variant} theme={theme} />
        </div>
        <div ref={setSlot} className="dev-panel__controls" />
      </div>
    </aside>
  );
}

/** A page's developer controls (e.g. which version of a page to show): rendered inside the sandbox panel. */
export function DevControls({ children }: { children: ReactNode }) {
  const { slot } = useContext(DevPanelSlot);
  return slot ? createPortal(children, slot) : null;
}

function VariantAndTheme({ variant, theme }: { variant: Variant; theme: Theme }) {
  const variantId = useId();
  const themeId = useId();
  return (
    <>
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
    </>
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
      const answer = await switchToPersona(persona?.email ?? null, signedIn);
      if (answer && isTwoFactorChallenge(answer)) {
        // the persona signs in with an authenticator app: the sign-in page takes its code
        const next = location.pathname.startsWith('/login')
          ? safeNext(new URLSearchParams(location.search).get('next'))
          : `${location.pathname}${location.search}${location.hash}`;
        navigate(loginAddress(next), { state: { twoFactor: answer.two_factor } });
      } else if (persona && location.pathname.startsWith('/login')) {
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
