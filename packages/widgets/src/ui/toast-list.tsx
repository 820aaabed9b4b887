import { useEffect, useState } from 'react';
import { useBondkit } from '../provider/context';
import { useLatest } from '../shared/use-latest';
import { Button } from './button';
import type { Toast } from './toasts';
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

/** The toasts in their region, each fading after its time unless hovered or focused (loaded with the first). */
export function ToastList({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
}) {
  useUiStyles(toastsStyles);
  return toasts.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />);
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
