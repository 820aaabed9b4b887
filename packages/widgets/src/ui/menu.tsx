import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Button, type ButtonVariant } from './button';
import { onDemand, useOnDemand } from './on-demand';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';

/** This primitive's part of the `bk-ui` sheet: the button's box (the open list's part is `menu-list.tsx`'s). */
export const menuStyles: UiStylesPart = [UI_RANK.menu, '.bk-menu{position:relative;display:inline-block;}'];

/** The open list (its items, keys and styles): loaded when a menu first opens, or when the button is neared. */
const menuList = onDemand(() => import('./menu-list'));

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
 * The list's code loads when the pointer or the focus reaches the button (or on opening); should it fail to
 * load, the menu closes again.
 */
export function Menu({ label, items, buttonVariant = 'secondary', button, className, ...rest }: MenuProps) {
  useUiStyles(menuStyles);
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const list = useOnDemand(menuList, open, () => setOpen(false)).module;

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

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

  return (
    <div className={className ? `bk-menu ${className}` : 'bk-menu'} ref={rootRef}>
      <Button
        ref={buttonRef}
        id={buttonId}
        variant={buttonVariant}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open && list ? menuId : undefined}
        aria-label={rest['aria-label']}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={menuList.prefetch}
        onFocus={menuList.prefetch}
        {...button}
      >
        {label}
      </Button>
      {open && list ? (
        <list.MenuList
          id={menuId}
          labelledBy={buttonId}
          items={items}
          focusIndex={focusIndex}
          onFocusIndex={setFocusIndex}
          onClose={close}
          root={rootRef}
        />
      ) : null}
    </div>
  );
}
