/** CSS of the open orders (plain CSS on the theme tokens). */
export const openOrdersCss = `
.bk-orders__title{margin:0 0 var(--bk-space-3);font-size:var(--bk-font-size-lg);}
.bk-orders__scroll{margin-bottom:var(--bk-space-5);}
.bk-orders__note{display:block;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-orders__actions{display:flex;flex-wrap:wrap;gap:var(--bk-space-2);}
.bk-orders__empty{color:var(--bk-color-text-muted);}
.bk-orders__row--current>*{background:var(--bk-color-surface);box-shadow:inset 0 2px 0 var(--bk-color-primary),inset 0 -2px 0 var(--bk-color-primary);}
.bk-orders__review{display:grid;grid-template-columns:auto auto;gap:var(--bk-space-2) var(--bk-space-4);margin:var(--bk-space-3) 0 0;}
.bk-orders__review dd{margin:0;text-align:right;font-variant-numeric:tabular-nums;}
`;
