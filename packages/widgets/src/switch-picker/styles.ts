/** CSS of the switch picker (plain CSS on the theme tokens). */
export const switchPickerCss = `
.bk-switch{max-width:min(760px,calc(100vw - 32px));}
.bk-switch__search{margin-bottom:var(--bk-space-3);}
.bk-switch__row{cursor:pointer;}
.bk-switch__row:hover{background:var(--bk-color-surface);}
.bk-switch__row--selected{background:var(--bk-color-info-bg);}
.bk-switch__row input{width:18px;height:18px;margin:0;accent-color:var(--bk-color-primary);}
.bk-switch__sub{display:block;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-switch__empty{padding:var(--bk-space-4) 0;text-align:center;}
`;
