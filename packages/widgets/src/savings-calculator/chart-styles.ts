/**
 * CSS of the savings calculator's chart and its table, injected by the chart, which loads after the
 * calculator (see `styles.ts` for the colours).
 */
export const savingsChartCss = `
.bk-calc__chart{margin:0;display:flex;flex-direction:column;gap:var(--bk-space-2);}
.bk-calc__chart-title{font-weight:var(--bk-font-weight-bold);}
.bk-calc__legend{display:flex;flex-wrap:wrap;gap:var(--bk-space-4);margin:0;padding:0;list-style:none;font-size:var(--bk-font-size-sm);}
.bk-calc__legend li{display:inline-flex;align-items:center;gap:var(--bk-space-2);}
.bk-calc__swatch{display:inline-block;width:14px;height:14px;border-radius:var(--bk-radius-sm);}
.bk-calc__swatch--paid{background:var(--bk-color-primary);}
.bk-calc__swatch--interest{background:var(--bk-color-success);}
.bk-calc__plot{width:100%;min-width:0;}
.bk-calc__plot svg{display:block;width:100%;height:auto;overflow:visible;}
.bk-calc__plot text{fill:var(--bk-color-text-muted);font-size:12px;font-family:var(--bk-font-family);}
.bk-calc__plot .bk-calc__axis-title{fill:var(--bk-color-text);font-weight:var(--bk-font-weight-bold);}
.bk-calc__grid line{stroke:var(--bk-color-border);stroke-width:1;}
.bk-calc__axis line{stroke:var(--bk-color-border-strong);stroke-width:1;}
.bk-calc__bar--paid{fill:var(--bk-color-primary);}
.bk-calc__bar--interest{fill:var(--bk-color-success);}
.bk-calc__table-toggle{align-self:flex-start;}
.bk-calc__table-wrap{max-height:320px;overflow:auto;border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-md);}
.bk-calc__table-wrap[hidden]{display:none;}
.bk-calc__table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums;font-size:var(--bk-font-size-sm);}
.bk-calc__table caption{padding:var(--bk-space-2) var(--bk-space-3);text-align:left;font-weight:var(--bk-font-weight-bold);}
.bk-calc__table th,.bk-calc__table td{padding:var(--bk-space-1) var(--bk-space-3);text-align:right;border-top:1px solid var(--bk-color-border);}
.bk-calc__table thead th{position:sticky;top:0;background:var(--bk-color-surface);}
.bk-calc__table th:first-child{text-align:left;}
`;
