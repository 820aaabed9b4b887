import { registerMessages, toastsMessages } from '@bondkit/sdk-core';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useBondkit } from '../provider/context';
import { useLatest } from '../shared/use-latest';
import { uiAnatomy } from './anatomy';
import { Button } from './button';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';

/** This primitive's part of the `bk-ui` sheet: the region and its toasts. */
export const toastsStyles: UiStylesPart = [
  UI_RANK.toasts,
  `
.bk-toasts{position:fixed;z-index:1000;right:var(--bk-space-4);bottom:var(--bk-space-4);display:flex;flex-direction:column;gap:var(--bk-space-2);max-width:min(420px,calc(100vw - 32px));background:transparent;pointer-events:none;container-type:normal;}
.bk-toast{display:flex;align-items:flex-start;gap:var(--bk-space-3);padding:var(--bk-space-3) var(--bk-space-4);border-radius:var(--bk-radius-md);box-shadow:0 8px 24px rgba(0,0,0,0.2);pointer-events:auto;animation:bk-toast-fade 3000ms linear forwards;}
.bk-toast:hover,.bk-toast:focus-within{animation-play-state:paused;}
.bk-toast__message{flex:1;margin:0;}
.bk-toast--info{background:var(--bk-color-info-bg);color:var(--bk-color-info-text);}
.bk-toast--success{background:var(--bk-color-success-bg);color:var(--bk-color-success-text);}
.bk-toast--warning{background:var(--bk-color-warning-bg);color:var(--bk-color-warning-text);}
.bk-toast--danger{background:var(--bk-color-danger-bg);color:var(--bk-color-danger-text);}
.bk-toast .bk-button{color:inherit;min-height:24px;width:24px;}
@keyframes bk-toast-fade{0%,85%{opacity:1;}100%{opacity:0;}}
`,
];

registerMessages(toastsMessages);

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

// Spec: 000 §2
/** How long a toast stays before it fades (toast 3000 ms). */
export const TOAST_DURATION_MS = 3000;

/** The sessionStorage key of the toast carried over the next page load. */
export const CARRIED_TOAST_KEY = 'bk-carried-toast';

export interface ToastOptions {
  tone?: ToastTone;
  /** default {@link TOAST_DURATION_MS} */
  durationMs?: number;
}

export interface Toast {
  id: string;
  message: string;
  tone: ToastTone;
  durationMs: number;
}

export interface ToastApi {
  toasts: readonly Toast[];
  /** shows a toast now; it fades after 3 s unless hovered or focused */
  show: (message: string, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
  /** keeps one toast in sessionStorage to show after the next page load (replacing any carried before) */
  carry: (message: string, options?: ToastOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function takeCarriedToast(): { message: string; tone?: ToastTone } | null {
  const storage = safeSessionStorage();
  if (!storage) return null;
  try {
    const raw = storage.getItem(CARRIED_TOAST_KEY);
    if (raw === null) return null;
    storage.removeItem(CARRIED_TOAST_KEY);
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { message?: unknown }).message === 'string'
    ) {
      return parsed as { message: string; tone?: ToastTone };
    }
  } catch {
    // a damaged entry is dropped
  }
  return null;
}

let nextToastId = 0;

/** Holds the toasts of a provider and renders their live region. Part of {@link BondkitProvider}. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback(
    (id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback((message: string, options?: ToastOptions) => {
    nextToastId += 1;
    const id = `bk-toast-${nextToastId}`;
    const toast: Toast = {
      id,
      message,
      tone: options?.tone ?? 'info',
      durationMs: options?.durationMs ?? TOAST_DURATION_MS,
    };
    setToasts((list) => [...list, toast]);
    return id;
  }, []);
  const carry = useCallback((message: string, options?: ToastOptions) => {
    safeSessionStorage()?.setItem(CARRIED_TOAST_KEY, JSON.stringify({ message, tone: options?.tone }));
  }, []);

  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) show(carried.message, { tone: carried.tone });
  }, [show]);

  const api = useMemo<ToastApi>(() => ({ toasts, show, dismiss, carry }), [toasts, show, dismiss, carry]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/**
 * The widget with a {@link ToastProvider} of its own: for a widget that shows toasts under a
 * `BondkitContextProvider` (the custom elements), which hosts none.
 */
export function withToasts<P extends object>(Widget: ComponentType<P>): ComponentType<P> {
  function WithToasts(props: P) {
    return (
      <ToastProvider>
        <Widget {...props} />
      </ToastProvider>
    );
  }
  WithToasts.displayName = `withToasts(${Widget.displayName ?? Widget.name})`;
  return WithToasts;
}

/** Show, dismiss and carry toasts. Outside a provider the calls do nothing. */
export function useToasts(): ToastApi {
  return useContext(ToastContext) ?? noToasts;
}

const noToasts: ToastApi = { toasts: [], show: () => '', dismiss: () => {}, carry: () => {} };

function ToastRegion({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: string) => void }) {
  const { theme, t, label } = useBondkit();
  useUiStyles(toastsStyles);
  return (
    <section
      className={`${uiAnatomy.root} ${uiAnatomy.toasts}`}
      part="toasts"
      data-bk-theme={theme}
      aria-label={label ? t('toast.regionNamed', { label }) : t('toast.region')}
    >
      <div role="status" aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { clock, t } = useBondkit();
  const [paused, setPaused] = useState(false);
  const dismissRef = useLatest(onDismiss);

  useEffect(() => {
    if (paused) return;
    const handle = clock.setTimeout(() => dismissRef.current(toast.id), toast.durationMs);
    return () => clock.clearTimeout(handle);
  }, [clock, toast.id, toast.durationMs, paused]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover/focus only delays the fade (WCAG 2.2.1)
    <div
      className={`bk-toast bk-toast--${toast.tone}`}
      data-testid="bk-toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="bk-toast__message">{toast.message}</p>
      <Button
        variant="ghost"
        icon
        size="sm"
        aria-label={t('toast.dismiss')}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">✕</span>
      </Button>
    </div>
  );
}
