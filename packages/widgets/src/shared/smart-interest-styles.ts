/**
 * CSS of the Smart Interest widgets (quote, fixed rates, holdings): plain CSS on the theme tokens, light and
 * dark. `.bk-si-table` is their tables' header colour (the tables are `DataTable`s).
 */
export const smartInterestCss = `
.bk-si__title,.bk-si-rates__title,.bk-si-holdings__title{margin:0 0 var(--bk-space-2);font-size:var(--bk-font-size-xl);}
.bk-si__intro{margin:0 0 var(--bk-space-4);color:var(--bk-color-text-muted);}
.bk-si__form{display:flex;flex-direction:column;gap:var(--bk-space-4);max-width:720px;}
.bk-si__form>.bk-fieldset{margin:0;}
.bk-si__series .bk-choice{padding:var(--bk-space-2) var(--bk-space-3);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-md);margin-bottom:var(--bk-space-2);}
.bk-si__field{display:flex;flex-direction:column;gap:var(--bk-space-1);}
.bk-si__field-head{display:flex;justify-content:space-between;align-items:center;gap:var(--bk-space-2);}
.bk-si__label{font-weight:var(--bk-font-weight-bold);}
.bk-si__typed{display:inline-flex;align-items:center;gap:var(--bk-space-1);}
.bk-si__affix{color:var(--bk-color-text-muted);}
.bk-si__amount{width:12em;font-variant-numeric:tabular-nums;}
.bk-si__field--invalid .bk-si__amount{border-color:var(--bk-color-danger);box-shadow:0 0 0 1px var(--bk-color-danger);}
.bk-si__error{margin:0;font-size:var(--bk-font-size-sm);color:var(--bk-color-danger);}
.bk-si__hint{margin:0;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-si__slider{width:100%;min-height:24px;margin:0;accent-color:var(--bk-color-primary);cursor:pointer;}
.bk-si__term-value{font-weight:var(--bk-font-weight-bold);}
.bk-si__quote{display:flex;flex-direction:column;gap:var(--bk-space-2);}
.bk-si__quote-status{display:flex;align-items:center;gap:var(--bk-space-2);margin:0;color:var(--bk-color-text-muted);}
.bk-si__figures{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);margin:0 0 var(--bk-space-3);}
.bk-si__figure{flex:1 1 auto;padding:var(--bk-space-3);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-md);background:var(--bk-color-surface);}
.bk-si__figure dt{font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-si__figure dd{margin:0;overflow-wrap:anywhere;font-weight:var(--bk-font-weight-bold);font-variant-numeric:tabular-nums;}
.bk-si__bonus{margin:0;color:var(--bk-color-success-text);background:var(--bk-color-success-bg);padding:var(--bk-space-2) var(--bk-space-3);border-radius:var(--bk-radius-md);}
.bk-si__actions{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);}
.bk-si__success{outline:none;margin-bottom:var(--bk-space-4);}
.bk-si__success-actions{display:flex;flex-wrap:wrap;gap:var(--bk-space-2);align-items:center;}
.bk-si__danger{margin-top:var(--bk-space-3);}
.bk-si-rates{margin-bottom:var(--bk-space-5);}
.bk-si-rates__range{margin:0 0 var(--bk-space-3);color:var(--bk-color-text-muted);}
.bk-si-table thead th{background:var(--bk-color-surface);}
.bk-si-holdings__notices{display:flex;flex-direction:column;gap:var(--bk-space-2);margin-bottom:var(--bk-space-3);}
.bk-si-holdings__ref{display:block;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-si-holdings__row-actions{display:flex;flex-wrap:wrap;gap:var(--bk-space-2);}
.bk-si-holdings__note{font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-si-holdings__status{display:flex;align-items:center;gap:var(--bk-space-2);color:var(--bk-color-text-muted);}
`;
