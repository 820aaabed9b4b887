import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { partOf } from './anatomy';
import { UI_RANK, type UiStylesPart, useUiStyles } from './use-ui-styles';

/** This primitive's part of the `bk-ui` sheet. */
export const tabsStyles: UiStylesPart = [
  UI_RANK.tabs,
  `
.bk-tabs__list{display:flex;gap:var(--bk-space-1);overflow-x:auto;border-bottom:1px solid var(--bk-color-border);}
.bk-tabs__tab{padding:var(--bk-space-3) var(--bk-space-4);border:0;border-bottom:3px solid transparent;background:transparent;color:var(--bk-color-text-muted);font:inherit;cursor:pointer;white-space:nowrap;}
.bk-tabs__tab[aria-selected='true']{color:var(--bk-color-text);border-bottom-color:var(--bk-color-primary);font-weight:var(--bk-font-weight-bold);}
.bk-tabs__panel{padding:var(--bk-space-4) 0;}
`,
];

/** The parts of the tabs (part name → class): the tab list and the open tab's panel. */
export const tabsAnatomy = { tabs: 'bk-tabs__list', panel: 'bk-tabs__panel' } as const;

export interface TabItem {
  id: string;
  label: ReactNode;
  /** rendered only while the tab is selected */
  panel: ReactNode;
  /** called when the pointer or the focus reaches the tab (to start loading a panel's code) */
  prefetch?: () => void;
}

export interface TabsProps {
  /** accessible name of the tab list */
  label: string;
  tabs: readonly TabItem[];
  /** controlled selection */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/**
 * ARIA tabs: a `tablist` of `tab`s with one `tabpanel`. Left/Right arrows (wrapping), Home and End move
 * focus and select (automatic activation); only the selected tab is in the tab order.
 */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelect, className }: TabsProps) {
  useUiStyles(tabsStyles);
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? tabs[0]?.id);
  const current = selectedId ?? ownSelected;
  const selected = tabs.find((tab) => tab.id === current) ?? tabs[0];
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string, focus: boolean) => {
    if (selectedId === undefined) setOwnSelected(id);
    onSelect?.(id);
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected?.id);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab) select(tab.id, true);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={className ? `bk-tabs ${className}` : 'bk-tabs'}>
      <div role="tablist" aria-label={label} {...partOf(tabsAnatomy, 'tabs')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              className="bk-tabs__tab"
              onClick={() => select(tab.id, false)}
              onPointerEnter={tab.prefetch}
              onFocus={tab.prefetch}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected ? (
        <div
          role="tabpanel"
          id={panelId(selected.id)}
          aria-labelledby={tabId(selected.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern puts the panel in the tab order
          tabIndex={0}
          {...partOf(tabsAnatomy, 'panel')}
        >
          {selected.panel}
        </div>
      ) : null}
    </div>
  );
}
