import { UI_RANK, type UiStylesPart } from './use-ui-styles';

/**
 * The part of the `bk-ui` sheet the provider injects: the primitives most widgets render (dialogs, buttons,
 * banners, toasts, skeletons) and the classes widgets also put on their own elements (text fields, fieldsets,
 * choices, spinner). `.bk-switch` comes after the dialog's rules: the switch picker's dialog is one too.
 */
export const coreStyles: UiStylesPart = [
  UI_RANK.core,
  `
.bk-dialog{border:none;padding:0;max-width:min(560px,calc(100vw - 32px));width:100%;border-radius:var(--bk-radius-lg);background:var(--bk-color-bg);color:var(--bk-color-text);box-shadow:0 16px 48px rgba(0,0,0,0.3);}
.bk-dialog::backdrop{background:var(--bk-color-overlay);}
.bk-dialog__inner{display:flex;flex-direction:column;max-height:calc(100vh - 64px);}
.bk-dialog__header{display:flex;align-items:center;justify-content:space-between;gap:var(--bk-space-3);padding:var(--bk-space-4) var(--bk-space-5);border-bottom:1px solid var(--bk-color-border);}
.bk-dialog__title{margin:0;font-size:var(--bk-font-size-lg);}
.bk-dialog__body{padding:var(--bk-space-4) var(--bk-space-5);overflow:auto;flex:1;}
.bk-dialog__footer{display:flex;gap:var(--bk-space-3);justify-content:flex-end;padding:var(--bk-space-4) var(--bk-space-5);border-top:1px solid var(--bk-color-border);}
.bk-drawer{margin:0;height:100vh;max-height:100vh;max-width:min(420px,100vw);border-radius:0;}
.bk-drawer--right{margin-left:auto;}
.bk-drawer .bk-dialog__inner{height:100%;max-height:100vh;}
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
.bk-fieldset{border:0;margin:0 0 var(--bk-space-4);padding:0;min-width:0;}
.bk-fieldset>legend{padding:0;margin-bottom:var(--bk-space-2);font-weight:var(--bk-font-weight-bold);}
.bk-choice{display:flex;align-items:center;gap:var(--bk-space-2);padding:var(--bk-space-1) 0;cursor:pointer;}
.bk-choice input{width:18px;height:18px;margin:0;accent-color:var(--bk-color-primary);}
.bk-choice__description{display:block;color:var(--bk-color-text-muted);font-size:var(--bk-font-size-sm);}
.bk-switch{display:inline-flex;align-items:center;gap:var(--bk-space-2);border:0;background:transparent;color:inherit;font:inherit;cursor:pointer;padding:0;}
.bk-input{min-height:40px;padding:0 var(--bk-space-3);border:1px solid var(--bk-color-border-strong);border-radius:var(--bk-radius-md);background:var(--bk-color-bg);color:var(--bk-color-text);font:inherit;}
.bk-banner{display:flex;gap:var(--bk-space-3);align-items:flex-start;padding:var(--bk-space-3) var(--bk-space-4);border-radius:var(--bk-radius-md);margin-bottom:var(--bk-space-3);}
.bk-banner__content{flex:1;}
.bk-banner__title{margin:0;font-weight:var(--bk-font-weight-bold);}
.bk-banner__body{margin:var(--bk-space-1) 0 0;}
.bk-banner--info{background:var(--bk-color-info-bg);color:var(--bk-color-info-text);}
.bk-banner--warning{background:var(--bk-color-warning-bg);color:var(--bk-color-warning-text);}
.bk-banner--danger{background:var(--bk-color-danger-bg);color:var(--bk-color-danger-text);}
.bk-banner--success{background:var(--bk-color-success-bg);color:var(--bk-color-success-text);}
.bk-banner a{color:inherit;font-weight:var(--bk-font-weight-bold);}
.bk-toasts{position:fixed;z-index:1000;right:var(--bk-space-4);bottom:var(--bk-space-4);display:flex;flex-direction:column;gap:var(--bk-space-2);max-width:min(420px,calc(100vw - 32px));background:transparent;pointer-events:none;}
.bk-toast{display:flex;align-items:flex-start;gap:var(--bk-space-3);padding:var(--bk-space-3) var(--bk-space-4);border-radius:var(--bk-radius-md);box-shadow:0 8px 24px rgba(0,0,0,0.2);pointer-events:auto;animation:bk-toast-fade 3000ms linear forwards;}
.bk-toast:hover,.bk-toast:focus-within{animation-play-state:paused;}
.bk-toast__message{flex:1;margin:0;}
.bk-toast--info{background:var(--bk-color-info-bg);color:var(--bk-color-info-text);}
.bk-toast--success{background:var(--bk-color-success-bg);color:var(--bk-color-success-text);}
.bk-toast--warning{background:var(--bk-color-warning-bg);color:var(--bk-color-warning-text);}
.bk-toast--danger{background:var(--bk-color-danger-bg);color:var(--bk-color-danger-text);}
.bk-toast .bk-button{color:inherit;min-height:24px;width:24px;}
@keyframes bk-toast-fade{0%,85%{opacity:1;}100%{opacity:0;}}
.bk-spinner{display:inline-block;width:24px;height:24px;border:3px solid var(--bk-color-surface-muted);border-top-color:var(--bk-color-primary);border-radius:50%;animation:bk-spin 800ms linear infinite;vertical-align:middle;}
@keyframes bk-spin{to{transform:rotate(360deg);}}
.bk-skeleton{display:block;height:1em;border-radius:var(--bk-radius-sm);background:var(--bk-color-surface-muted);animation:bk-pulse 1.2s ease-in-out infinite;}
@keyframes bk-pulse{50%{opacity:0.5;}}
`,
];
