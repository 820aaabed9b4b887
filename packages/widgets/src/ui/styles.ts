/** CSS of the shared UI primitives (plain CSS on the theme tokens). */
export const uiCss = `
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

.bk-menu{position:relative;display:inline-block;}
.bk-menu__list{position:absolute;z-index:20;right:0;top:calc(100% + 4px);min-width:240px;margin:0;padding:var(--bk-space-1) 0;list-style:none;background:var(--bk-color-bg);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-md);box-shadow:0 8px 24px rgba(0,0,0,0.18);}
.bk-menu__item{display:flex;align-items:center;gap:var(--bk-space-2);width:100%;padding:var(--bk-space-2) var(--bk-space-4);border:0;background:transparent;color:var(--bk-color-text);font:inherit;text-align:left;cursor:pointer;}
.bk-menu__item:hover,.bk-menu__item:focus{background:var(--bk-color-surface-muted);}
.bk-menu__check{display:inline-flex;width:1em;justify-content:center;font-weight:var(--bk-font-weight-bold);}

.bk-tabs__list{display:flex;gap:var(--bk-space-1);overflow-x:auto;border-bottom:1px solid var(--bk-color-border);}
.bk-tabs__tab{padding:var(--bk-space-3) var(--bk-space-4);border:0;border-bottom:3px solid transparent;background:transparent;color:var(--bk-color-text-muted);font:inherit;cursor:pointer;white-space:nowrap;}
.bk-tabs__tab[aria-selected='true']{color:var(--bk-color-text);border-bottom-color:var(--bk-color-primary);font-weight:var(--bk-font-weight-bold);}
.bk-tabs__panel{padding:var(--bk-space-4) 0;}

.bk-fieldset{border:0;margin:0 0 var(--bk-space-4);padding:0;min-width:0;}
.bk-fieldset>legend{padding:0;margin-bottom:var(--bk-space-2);font-weight:var(--bk-font-weight-bold);}
.bk-choice{display:flex;align-items:center;gap:var(--bk-space-2);padding:var(--bk-space-1) 0;cursor:pointer;}
.bk-choice input{width:18px;height:18px;margin:0;accent-color:var(--bk-color-primary);}
.bk-choice__description{display:block;color:var(--bk-color-text-muted);font-size:var(--bk-font-size-sm);}

.bk-switch{display:inline-flex;align-items:center;gap:var(--bk-space-2);border:0;background:transparent;color:inherit;font:inherit;cursor:pointer;padding:0;}
.bk-switch__track{position:relative;width:36px;height:20px;border-radius:var(--bk-radius-pill);background:var(--bk-color-surface-muted);border:1px solid var(--bk-color-border-strong);}
.bk-switch__thumb{position:absolute;top:2px;left:2px;width:14px;height:14px;border-radius:50%;background:var(--bk-color-text-muted);transition:transform 150ms;}
.bk-switch[aria-checked='true'] .bk-switch__track{background:var(--bk-color-primary);border-color:var(--bk-color-primary);}
.bk-switch[aria-checked='true'] .bk-switch__thumb{transform:translateX(16px);background:var(--bk-color-on-primary);}

.bk-range{border:0;margin:0 0 var(--bk-space-4);padding:0;min-width:0;}
.bk-range__legend{display:flex;justify-content:space-between;width:100%;padding:0;margin-bottom:var(--bk-space-2);font-weight:var(--bk-font-weight-bold);}
.bk-range__value{font-weight:var(--bk-font-weight-regular);color:var(--bk-color-text-muted);}
.bk-range__track{position:relative;height:28px;}
.bk-range__track input[type='range']{position:absolute;left:0;right:0;top:2px;width:100%;height:24px;margin:0;pointer-events:none;background:transparent;accent-color:var(--bk-color-primary);-webkit-appearance:none;appearance:none;}
.bk-range__track input[type='range']::-webkit-slider-thumb{pointer-events:auto;-webkit-appearance:none;width:24px;height:24px;border-radius:50%;background:var(--bk-color-primary);border:2px solid var(--bk-color-bg);cursor:pointer;}
.bk-range__track input[type='range']::-moz-range-thumb{pointer-events:auto;width:20px;height:20px;border-radius:50%;background:var(--bk-color-primary);border:2px solid var(--bk-color-bg);cursor:pointer;}
.bk-range__rail{position:absolute;left:0;right:0;top:12px;height:4px;border-radius:2px;background:var(--bk-color-surface-muted);}
.bk-range__fill{position:absolute;top:12px;height:4px;border-radius:2px;background:var(--bk-color-primary);}
.bk-range__inputs{display:flex;gap:var(--bk-space-3);margin-top:var(--bk-space-2);}
.bk-range__inputs label{display:flex;flex-direction:column;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-input{min-height:40px;padding:0 var(--bk-space-3);border:1px solid var(--bk-color-border-strong);border-radius:var(--bk-radius-md);background:var(--bk-color-bg);color:var(--bk-color-text);font:inherit;}
.bk-range__inputs .bk-input{width:100px;}

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
`;
