/** CSS of the reports widgets: the reporting panel, the reports page, the download popup, the portal statement. */
export const reportsCss = `
.bk-reports{display:flex;flex-direction:column;gap:var(--bk-space-4);}
.bk-reports__title{margin:0;font-size:var(--bk-font-size-lg);}
.bk-reports__item{padding:var(--bk-space-3) 0;border-top:1px solid var(--bk-color-border);}
.bk-reports__item h3{margin:0 0 var(--bk-space-2);font-size:var(--bk-font-size-md);}
.bk-reports__actions{display:flex;flex-wrap:wrap;gap:var(--bk-space-2);align-items:flex-end;}
.bk-reports__dates{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);margin:0 0 var(--bk-space-2);padding:0;border:0;}
.bk-reports__dates legend{padding:0;margin-bottom:var(--bk-space-1);font-weight:600;}
.bk-reports__dates input,.bk-reports select{min-height:2.5rem;padding:0 var(--bk-space-2);border:1px solid var(--bk-color-border-strong,var(--bk-color-border));border-radius:var(--bk-radius-md);background:var(--bk-color-surface);color:var(--bk-color-text);font:inherit;}
.bk-reports__note{margin:var(--bk-space-2) 0 0;color:var(--bk-color-text-muted);font-size:var(--bk-font-size-sm);}
.bk-reports__balances{display:flex;flex-wrap:wrap;gap:var(--bk-space-5);margin:0;}
.bk-reports__balances div{display:flex;flex-direction:column;}
.bk-reports__balances dt{color:var(--bk-color-text-muted);font-size:var(--bk-font-size-sm);}
.bk-reports__balances dd{margin:0;font-weight:600;}
.bk-report-popup{position:fixed;inset-inline-end:var(--bk-space-4);inset-block-end:var(--bk-space-4);z-index:50;width:min(22rem,calc(100vw - 2rem));padding:var(--bk-space-3);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-lg);background:var(--bk-color-surface);color:var(--bk-color-text);box-shadow:var(--bk-shadow-lg,0 8px 24px rgb(0 0 0 / .18));}
.bk-report-popup__head{display:flex;justify-content:space-between;align-items:center;gap:var(--bk-space-2);}
.bk-report-popup__head h2{margin:0;font-size:var(--bk-font-size-md);}
.bk-report-popup ul{list-style:none;margin:var(--bk-space-2) 0 0;padding:0;display:flex;flex-direction:column;gap:var(--bk-space-2);}
.bk-report-popup li{display:flex;justify-content:space-between;align-items:center;gap:var(--bk-space-2);}
.bk-report-popup__status{display:block;color:var(--bk-color-text-muted);font-size:var(--bk-font-size-sm);}
`;
