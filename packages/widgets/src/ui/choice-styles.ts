import { UI_RANK, type UiStylesPart } from './use-ui-styles';

/** The fieldsets and the radio and checkbox choices (`bk-fieldset`, `bk-choice`) of the `bk-ui` sheet. */
export const choiceStyles: UiStylesPart = [
  UI_RANK.choice,
  `
.bk-fieldset{border:0;margin:0 0 var(--bk-space-4);padding:0;min-width:0;}
.bk-fieldset>legend{padding:0;margin-bottom:var(--bk-space-2);font-weight:var(--bk-font-weight-bold);}
.bk-choice{display:flex;align-items:center;gap:var(--bk-space-2);padding:var(--bk-space-1) 0;cursor:pointer;}
.bk-choice input{width:18px;height:18px;margin:0;accent-color:var(--bk-color-primary);}
.bk-choice__description{display:block;color:var(--bk-color-text-muted);font-size:var(--bk-font-size-sm);}
`,
];

/**
 * The switch's part of the `bk-ui` sheet (after the dialog's: the switch picker's dialog carries `bk-switch`
 * too, and takes this part).
 */
export const switchStyles: UiStylesPart = [
  UI_RANK.switch,
  `
.bk-switch{display:inline-flex;align-items:center;gap:var(--bk-space-2);border:0;background:transparent;color:inherit;font:inherit;cursor:pointer;padding:0;}
.bk-switch__track{position:relative;width:36px;height:20px;border-radius:var(--bk-radius-pill);background:var(--bk-color-surface-muted);border:1px solid var(--bk-color-border-strong);}
.bk-switch__thumb{position:absolute;top:2px;left:2px;width:14px;height:14px;border-radius:50%;background:var(--bk-color-text-muted);transition:transform 150ms;}
.bk-switch[aria-checked='true'] .bk-switch__track{background:var(--bk-color-primary);border-color:var(--bk-color-primary);}
.bk-switch[aria-checked='true'] .bk-switch__thumb{transform:translateX(16px);background:var(--bk-color-on-primary);}
`,
];
