import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useMessages } from '../provider/context';
import { useLatest } from '../shared/use-latest';
import { partOf, uiAnatomy } from './anatomy';
import { Button } from './button';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';

/** This primitive's part of the `bk-ui` sheet: dialogs and drawers. */
export const dialogStyles: UiStylesPart = [
  UI_RANK.dialog,
  `
.bk-dialog{border:none;padding:0;max-width:min(560px,calc(100vw - 32px));width:100%;border-radius:var(--bk-radius-lg);background:var(--bk-color-bg);color:var(--bk-color-text);box-shadow:0 16px 48px rgba(0,0,0,0.3);}
.bk-dialog::backdrop{background:var(--bk-color-overlay);}
.bk-dialog__inner{display:flex;flex-direction:column;max-height:calc(100vh - 64px);}
.bk-dialog__header{display:flex;align-items:center;justify-content:space-between;gap:var(--bk-space-3);padding:var(--bk-space-4) var(--bk-space-5);border-bottom:1px solid var(--bk-color-border);}
.bk-dialog__title{margin:0;font-size:var(--bk-font-size-lg);}
.bk-dialog__body{padding:var(--bk-space-4) var(--bk-space-5);overflow:auto;flex:1;}
.bk-dialog__footer{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);justify-content:flex-end;padding:var(--bk-space-4) var(--bk-space-5);border-top:1px solid var(--bk-color-border);}
.bk-dialog__footer .bk-button{white-space:normal;}
.bk-drawer{margin:0;height:100vh;max-height:100vh;max-width:min(420px,100vw);border-radius:0;}
.bk-drawer--right{margin-left:auto;}
.bk-drawer .bk-dialog__inner{height:100%;max-height:100vh;}
`,
];

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop ask to close */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** 'center' (modal) or a side (drawer) */
  placement?: 'center' | 'left' | 'right';
  className?: string;
  /** what to focus on open; defaults to the first focusable element */
  initialFocus?: RefObject<HTMLElement | null>;
  /** accessible name of the close button (defaults to the catalogue's 'Close') */
  closeLabel?: string;
}

const focusableSelector =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function activeElementOf(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement ?? node.ownerDocument?.activeElement ?? null;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A modal dialog on the native `<dialog>` element (`showModal()`: focus is trapped by the browser and the
 * page behind is inert). On close, focus returns to the element that had it when the dialog opened.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  placement = 'center',
  className,
  initialFocus,
  closeLabel,
}: DialogProps) {
  useUiStyles(dialogStyles);
  const t = useMessages();
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useLatest(onClose);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    returnFocus.current = activeElementOf(dialog);
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const target = initialFocus?.current ?? dialog.querySelector<HTMLElement>(focusableSelector);
    target?.focus();
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      const previous = returnFocus.current;
      returnFocus.current = null;
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The browser's own Escape handling fires 'cancel'; keep the open state in React's hands.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const classes: string[] = [];
  if (placement !== 'center') classes.push('bk-drawer', `bk-drawer--${placement}`);
  if (className) classes.push(className);

  return (
    <dialog
      ref={ref}
      {...partOf(uiAnatomy, 'dialog', classes.join(' '))}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {open ? (
        <div className="bk-dialog__inner">
          <div className="bk-dialog__header">
            <h2 id={titleId} className="bk-dialog__title">
              {title}
            </h2>
            <Button variant="ghost" icon aria-label={closeLabel ?? t('common.close')} onClick={onClose}>
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
          <div className="bk-dialog__body">{children}</div>
          {footer ? <div className="bk-dialog__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

export interface DrawerProps extends Omit<DialogProps, 'placement'> {
  /** the side it slides from (default right) */
  side?: 'left' | 'right';
}

/** A dialog that opens from the side of the screen (the market's Filters drawer). */
export function Drawer({ side = 'right', ...rest }: DrawerProps) {
  return <Dialog placement={side} {...rest} />;
}
