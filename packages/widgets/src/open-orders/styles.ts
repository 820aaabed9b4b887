/** CSS of the open orders (plain CSS on the theme tokens). */
export const openOrdersCss = `
.bk-orders{display:block;}
.bk-orders__title{margin:0 0 var(--bk-space-3);font-size:var(--bk-font-size-lg);}
.bk-orders__scroll{overflow-x:auto;margin-bottom:var(--bk-space-5);}
.bk-orders__table{width:100%;border-collapse:collapse;}
.bk-orders__table caption{text-align:left;font-weight:var(--bk-font-weight-bold);padding:var(--bk-space-2) 0;}
.bk-orders__table th,.bk-orders__table td{padding:var(--bk-space-2) var(--bk-space-3);border-bottom:1px solid var(--bk-color-border);text-align:left;vertical-align:top;}
.bk-orders__table thead th{font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-orders__table tbody th{font-weight:var(--bk-font-weight-bold);}
.bk-orders__table .bk-num{text-align:right;font-variant-numeric:tabular-nums;}
.bk-orders__note{display:block;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-orders__actions{display:flex;flex-wrap:wrap;gap:var(--bk-space-2);}
.bk-orders__empty{color:var(--bk-color-text-muted);}
`;
