import { UI_RANK, type UiStylesPart } from './use-ui-styles';

/**
 * The part of the `bk-ui` sheet the provider injects: buttons and text fields, which widgets also put on their
 * own elements. The other primitives add theirs when they render (`useUiStyles`); a widget that puts their
 * classes on its own elements adds the part itself (`choiceStyles` for `bk-fieldset`, `bk-choice`).
 */
export const coreStyles: UiStylesPart = [
  UI_RANK.core,
  `
.bk-button{display:inline-flex;align-items:center;justify-content:center;gap:var(--bk-space-2);min-height:40px;padding:0 var(--bk-space-4);border:1px solid transparent;border-radius:var(--bk-radius-md);font:inherit;font-weight:var(--bk-font-weight-bold);cursor:pointer;text-decoration:none;white-space:nowrap;}
.bk-button:disabled,.bk-button[aria-disabled='true']{cursor:not-allowed;opacity:0.6;}
.bk-button--primary{background:var(--bk-color-primary);color:var(--bk-color-on-primary);}
.bk-button--primary:hover:not(:disabled){background:var(--bk-color-primary-hover);color:var(--bk-color-on-primary);}
.bk-button--secondary{background:var(--bk-color-bg);color:var(--bk-color-primary);border-color:var(--bk-color-border-strong);}
.bk-button--secondary:hover:not(:disabled){background:var(--bk-color-surface);}
.bk-button--ghost{background:transparent;color:var(--bk-color-text);}
.bk-button--ghost:hover:not(:disabled){background:var(--bk-color-surface-muted);}
.bk-button--link{background:transparent;color:var(--bk-color-primary);padding:0;min-height:0;text-decoration:underline;font-weight:var(--bk-font-weight-regular);}
.bk-button--sm{min-height:32px;padding:0 var(--bk-space-3);font-size:var(--bk-font-size-sm);}
.bk-button--icon{padding:0;width:40px;}
.bk-button[aria-pressed='true']{background:var(--bk-color-surface-muted);border-color:var(--bk-color-border-strong);}
.bk-input{min-height:40px;padding:0 var(--bk-space-3);border:1px solid var(--bk-color-border-strong);border-radius:var(--bk-radius-md);background:var(--bk-color-bg);color:var(--bk-color-text);font:inherit;}
`,
];
