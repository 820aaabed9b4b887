/**
 * CSS of the savings calculator (plain CSS on the theme tokens, light and dark); its chart's is in
 * `chart-styles.ts`. The chart's colours are the theme's: paid in `--bk-color-primary`, interest `--bk-color-success`; axes and grid on the text and border
 * tokens, so a host re-themes the chart with the same custom properties as everything else.
 */
export const savingsCalculatorCss = `
.bk-calc__title{margin:0 0 var(--bk-space-1);font-size:var(--bk-font-size-xl);}
.bk-calc__intro{margin:0 0 var(--bk-space-4);color:var(--bk-color-text-muted);}
.bk-calc__layout{display:grid;grid-template-columns:1fr;gap:var(--bk-space-5);}
@container (min-width: 760px){.bk-calc__layout{grid-template-columns:minmax(260px,1fr) minmax(0,2fr);}}
.bk-calc__inputs{display:flex;flex-direction:column;gap:var(--bk-space-4);}
.bk-calc__field{display:flex;flex-direction:column;gap:var(--bk-space-1);}
.bk-calc__field-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--bk-space-2);}
.bk-calc__label{font-weight:var(--bk-font-weight-bold);}
.bk-calc__typed{display:inline-flex;align-items:center;gap:var(--bk-space-1);}
.bk-calc__affix{color:var(--bk-color-text-muted);}
.bk-calc__input{width:8.5em;text-align:right;font-variant-numeric:tabular-nums;}
.bk-calc__field--invalid .bk-calc__input{border-color:var(--bk-color-danger);box-shadow:0 0 0 1px var(--bk-color-danger);}
.bk-calc__slider{width:100%;min-height:24px;margin:0;accent-color:var(--bk-color-primary);cursor:pointer;}
.bk-calc__hint{margin:0;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-calc__error{margin:0;font-size:var(--bk-font-size-sm);color:var(--bk-color-danger);}
.bk-calc__output{display:flex;flex-direction:column;gap:var(--bk-space-3);min-width:0;}
.bk-calc__results-title{margin:0;font-size:var(--bk-font-size-lg);}
.bk-calc__figures{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);margin:0;}
.bk-calc__figure{flex:1 1 auto;padding:var(--bk-space-3);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-md);background:var(--bk-color-surface);}
.bk-calc__figure dt{font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-calc__figure dd{margin:0;overflow-wrap:anywhere;font-size:var(--bk-font-size-lg);font-weight:var(--bk-font-weight-bold);font-variant-numeric:tabular-nums;}
.bk-calc__figure--final dd{font-size:var(--bk-font-size-xl);color:var(--bk-color-primary);}
.bk-calc__chart-pending{min-height:360px;}
.bk-calc__chart-failed{margin:0;color:var(--bk-color-danger);}
.bk-calc__cta{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);}
.bk-calc__disclaimer{margin:0;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
`;
