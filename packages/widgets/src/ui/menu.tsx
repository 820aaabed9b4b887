import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button, type ButtonVariant } from './button';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';

/** This primitive's part of the `bk-ui` sheet. */
export const menuStyles: UiStylesPart = [
  UI_RANK.menu,
  `
.bk-menu{position:relative;display:inline-block;}
.bk-menu__list{position:absolute;z-index:20;left:0;top:calc(100% + 4px);min-width:240px;margin:0;padding:var(--bk-space-1) 0;list-style:none;background:var(--bk-color-bg);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-md);box-shadow:0 8px 24px rgba(0,0,0,0.18);}
.bk-menu__item{display:flex;align-items:center;gap:var(--bk-space-2);width:100%;padding:var(--bk-space-2) var(--bk-space-4);border:0;background:transparent;color:var(--bk-color-text);font:inherit;text-align:left;cursor:pointer;}
.bk-menu__item:hover,.bk-menu__item:focus{background:var(--bk-color-surface-muted);}
.bk-menu__check{display:inline-flex;width:1em;justify-content:center;font-weight:var(--bk-font-weight-bold);}
`,
];

/** An entry of a {@link Menu}: an action, or a checkable toggle (stays open when toggled). */
export type MenuItem =
  | { kind: 'action'; id: string; label: ReactNode; onSelect: () => void; disabled?: boolean }
  | {
      kind: 'checkbox';
      id: string;
      label: ReactNode;
      checked: boolean;
      onChange: (checked: boolean) => void;
    };

export interface MenuProps {
  /** the menu button's content */
  label: ReactNode;
  /** accessible name when `label` is not text */
  'aria-label'?: string;
  items: readonly MenuItem[];
  buttonVariant?: ButtonVariant;
  /** the menu button's class and part names, over the primitive's (e.g. a widget's `buttonPartOf(…)`) */
  button?: { className: string; part: string };
  className?: string;
}

/**
 * The menu button pattern: a button that opens a `role="menu"` list. Arrow keys, Home and End move
 * between items; Enter and Space activate; Escape closes and returns focus to the button; Tab closes.
 */
export function Menu({ label, items, buttonVariant = 'secondary', button, className, ...rest }: MenuProps) {
  useUiStyles(menuStyles);
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const itemElements = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-bk-menu-item]') ?? []);

  useEffect(() => {
    if (!open) return;
    itemElements()[focusIndex]?.focus();
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick natively (which opens on the first item).
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = items.length;
    const move = (index: number) => {
      event.preventDefault();
      setFocusIndex((index + count) % count);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(focusIndex + 1);
      case 'ArrowUp':
        return move(focusIndex - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(count - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  const activate = (item: MenuItem) => {
    if (item.kind === 'checkbox') {
      item.onChange(!item.checked);
      return;
    }
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  return (
    <div className={className ? `bk-menu ${className}` : 'bk-menu'} ref={rootRef}>
      <Button
        ref={buttonRef}
        id={buttonId}
        variant={buttonVariant}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={rest['aria-label']}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        {...button}
      >
        {label}
      </Button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="bk-menu__list"
          ref={listRef}
          onKeyDown={onListKeyDown}
        >
          {items.map((item, index) => {
            const common = {
              type: 'button' as const,
              'data-bk-menu-item': '',
              tabIndex: index === focusIndex ? 0 : -1,
              className: 'bk-menu__item',
              onClick: () => activate(item),
              onFocus: () => setFocusIndex(index),
            };
            return item.kind === 'checkbox' ? (
              <button key={item.id} {...common} role="menuitemcheckbox" aria-checked={item.checked}>
                <span className="bk-menu__check" aria-hidden="true">
                  {item.checked ? '✓' : ''}
                </span>
                {item.label}
              </button>
            ) : (
              <button
                key={item.id}
                {...common}
                role="menuitem"
                aria-disabled={item.disabled ? true : undefined}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
