/** CSS of bond detail (plain CSS on the theme tokens). */
export const bondDetailCss = `
.bk-detail__header{display:flex;flex-wrap:wrap;align-items:center;gap:var(--bk-space-4);margin-bottom:var(--bk-space-4);}
.bk-detail__logo{width:56px;height:56px;border-radius:var(--bk-radius-md);background:var(--bk-color-surface-muted);object-fit:contain;}
.bk-detail__initials{flex:none;display:inline-flex;align-items:center;justify-content:center;font-weight:var(--bk-font-weight-bold);}
.bk-detail__title{flex:1;min-width:200px;}
.bk-detail__title h1{margin:0;font-size:var(--bk-font-size-xl);line-height:1.2;}
.bk-detail__title p{margin:var(--bk-space-1) 0 0;color:var(--bk-color-text-muted);}
.bk-detail__figures{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);margin:0 0 var(--bk-space-4);padding:var(--bk-space-4);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-lg);background:var(--bk-color-surface);}
.bk-detail__figures dt{font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-detail__figures>div{flex:1 1 auto;}
.bk-detail__figures dd{margin:0;overflow-wrap:anywhere;font-size:var(--bk-font-size-lg);font-weight:var(--bk-font-weight-bold);font-variant-numeric:tabular-nums;}
.bk-blurred{display:inline-block;filter:blur(5px);user-select:none;}
.bk-detail__trade{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);align-items:flex-end;margin-bottom:var(--bk-space-5);}
.bk-detail__packages{flex-basis:100%;}
.bk-detail__section{margin:var(--bk-space-5) 0;}
.bk-detail__section h2{font-size:var(--bk-font-size-lg);margin:0 0 var(--bk-space-3);}
.bk-detail__docs{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:var(--bk-space-2);}
.bk-detail__docs li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:var(--bk-space-3);padding:var(--bk-space-2) var(--bk-space-3);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-md);}
.bk-detail__dl{display:grid;grid-template-columns:minmax(140px,1fr) 2fr;gap:var(--bk-space-2) var(--bk-space-4);margin:0;}
.bk-detail__dl dt{color:var(--bk-color-text-muted);}
.bk-detail__dl dd{margin:0;overflow-wrap:anywhere;}
.bk-prose{max-width:72ch;}
.bk-prose p{margin:0 0 var(--bk-space-3);}
.bk-detail__news{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:var(--bk-space-3);}
.bk-detail__news p{margin:0;color:var(--bk-color-text-muted);font-size:var(--bk-font-size-sm);}
`;
