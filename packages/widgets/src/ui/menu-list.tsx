import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import type { MenuItem } from './menu';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';

/** The open list's part of the `bk-ui` sheet. */
export const menuListStyles: UiStylesPart = [
  UI_RANK.menuList,
  `
.bk-menu__list{position:absolute;z-index:20;left:0;top:calc(100% + 4px);min-width:240px;margin:0;padding:var(--bk-space-1) 0;list-style:none;background:var(--bk-color-bg);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-md);box-shadow:0 8px 24px rgba(0,0,0,0.18);}
.bk-menu__item{display:flex;align-items:center;gap:var(--bk-space-2);width:100%;padding:var(--bk-space-2) var(--bk-space-4);border:0;background:transparent;color:var(--bk-color-text);font:inherit;text-align:left;cursor:pointer;}
.bk-menu__item:hover,.bk-menu__item:focus{background:var(--bk-color-surface-muted);}
.bk-menu__check{display:inline-flex;width:1em;justify-content:center;font-weight:var(--bk-font-weight-bold);}
`,
];

export interface MenuListProps {
  id: string;
  /** the menu button's id */
  labelledBy: string;
  items: readonly MenuItem[];
  /** the item that has (or gets) the focus */
  focusIndex: number;
  onFocusIndex: (index: number) => void;
  /** closes the menu, the focus back on its button when `refocus` */
  onClose: (refocus: boolean) => void;
  /** the menu's box: a press outside it closes the menu */
  root: RefObject<HTMLDivElement | null>;
}

/** A {@link Menu}'s open list: its items, their keys, and closing on a press outside the menu. */
export function MenuList({ id, labelledBy, items, focusIndex, onFocusIndex, onClose, root }: MenuListProps) {
  useUiStyles(menuListStyles);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    listRef.current?.querySelectorAll<HTMLElement>('[data-bk-menu-item]')[focusIndex]?.focus();
  });

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const box = root.current;
      if (box && !event.composedPath().includes(box)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [root, onClose]);

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = items.length;
    const move = (index: number) => {
      event.preventDefault();
      onFocusIndex((index + count) % count);
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
        return onClose(true);
      case 'Tab':
        return onClose(false);
    }
  };

  const activate = (item: MenuItem) => {
    if (item.kind === 'checkbox') {
      item.onChange(!item.checked);
      return;
    }
    if (item.disabled) return;
    onClose(true);
    item.onSelect();
  };

  return (
    <div
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
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
          onFocus: () => onFocusIndex(index),
        };
        return item.kind === 'checkbox' ? (
          <button key={item.id} {...common} role="menuitemcheckbox" aria-checked={item.checked}>
            <span className="bk-menu__check" aria-hidden="true">
              {item.checked ? '✓' : ''}
            </span>
            {item.label}
          </button>
        ) : (
          <button key={item.id} {...common} role="menuitem" aria-disabled={item.disabled ? true : undefined}>
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
