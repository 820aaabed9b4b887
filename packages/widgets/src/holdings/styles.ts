/** CSS of the holdings list (plain CSS on the theme tokens). */
export const holdingsCss = `
.bk-holdings__title{margin:0 0 var(--bk-space-3);font-size:var(--bk-font-size-lg);}
.bk-holdings__account{margin-bottom:var(--bk-space-5);padding:var(--bk-space-4);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-lg);}
.bk-holdings__account-title{margin:0 0 var(--bk-space-1);font-size:var(--bk-font-size-md);}
.bk-holdings__cash{margin:0 0 var(--bk-space-3);color:var(--bk-color-text-muted);}
.bk-holdings__note{display:block;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-holdings__empty{margin:0;color:var(--bk-color-text-muted);}
`;
