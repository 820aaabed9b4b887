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
import { uiAnatomy } from './anatomy';
import { onDemand, useOnDemand } from './on-demand';

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

// the toasts' look and behaviour: loaded with the first toast (most visits show none)
const toastList = onDemand(() => import('./toast-list'));

/**
 * The toasts' live region: on the page from the start (so that a screen reader announces what is added to it),
 * empty until the first toast, whose code comes with it. Should that code fail to load, the messages still show
 * and are read out, as plain text.
 */
function ToastRegion({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: string) => void }) {
  const { theme, t, label } = useBondkit();
  const list = useOnDemand(toastList, toasts.length > 0);
  const List = list.module?.ToastList;
  return (
    <section
      className={`${uiAnatomy.root} ${uiAnatomy.toasts}`}
      part="toasts"
      data-bk-theme={theme}
      aria-label={label ? t('toast.regionNamed', { label }) : t('toast.region')}
    >
      <div role="status" aria-live="polite" aria-atomic="false">
        {List ? (
          <List toasts={toasts} onDismiss={onDismiss} />
        ) : list.failed ? (
          toasts.map((toast) => <p key={toast.id}>{toast.message}</p>)
        ) : null}
      </div>
    </section>
  );
}
