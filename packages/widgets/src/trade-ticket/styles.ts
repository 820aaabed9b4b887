/** CSS of the trade ticket (plain CSS on the theme tokens). */
export const tradeTicketCss = `
.bk-ticket__loading{display:flex;align-items:center;gap:var(--bk-space-3);margin:var(--bk-space-4) 0;}
.bk-ticket__top{min-height:40px;margin-bottom:var(--bk-space-2);}
.bk-ticket__header{display:flex;align-items:center;gap:var(--bk-space-3);margin-bottom:var(--bk-space-4);}
.bk-ticket__logo{width:48px;height:48px;border-radius:var(--bk-radius-md);background:var(--bk-color-surface-muted);object-fit:contain;}
.bk-ticket__initials{flex:none;display:inline-flex;align-items:center;justify-content:center;font-weight:var(--bk-font-weight-bold);}
.bk-ticket__title{margin:0;font-size:var(--bk-font-size-xl);line-height:1.2;}
.bk-ticket__meta{margin:var(--bk-space-1) 0 0;color:var(--bk-color-text-muted);}
.bk-ticket__step-title{margin:0 0 var(--bk-space-4);font-size:var(--bk-font-size-lg);}
.bk-ticket__step-title:focus{outline:none;}
.bk-ticket__layout{display:grid;grid-template-columns:minmax(0,3fr) minmax(260px,2fr);gap:var(--bk-space-5);align-items:start;}
.bk-ticket__form{display:flex;flex-direction:column;gap:var(--bk-space-2);min-width:0;}
.bk-field{display:flex;flex-direction:column;gap:var(--bk-space-1);margin-bottom:var(--bk-space-3);}
.bk-field>label{font-weight:var(--bk-font-weight-bold);}
.bk-ticket__amount{display:flex;align-items:center;gap:var(--bk-space-2);}
.bk-ticket__amount .bk-input{flex:1;font-variant-numeric:tabular-nums;}
.bk-ticket__currency{font-weight:var(--bk-font-weight-bold);color:var(--bk-color-text-muted);}
.bk-ticket__hint{margin:0;color:var(--bk-color-text-muted);font-size:var(--bk-font-size-sm);}
.bk-ticket__error{margin:0;color:var(--bk-color-danger);font-weight:var(--bk-font-weight-bold);}
.bk-ticket__error:empty{display:none;}
.bk-ticket__note{margin:0 0 var(--bk-space-3);color:var(--bk-color-text-muted);}
.bk-ticket__switch{display:flex;flex-direction:column;align-items:flex-start;gap:var(--bk-space-2);margin-bottom:var(--bk-space-3);}
.bk-ticket__switch p{margin:0;}
.bk-ticket__switch-label{font-weight:var(--bk-font-weight-bold);}
.bk-ticket__quote{position:sticky;top:var(--bk-space-4);padding:var(--bk-space-4);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-lg);background:var(--bk-color-surface);}
.bk-ticket__quote h3{margin:0 0 var(--bk-space-2);font-size:var(--bk-font-size-md);}
.bk-ticket__stale{opacity:0.6;}
.bk-ticket__leg-title{margin:var(--bk-space-3) 0 var(--bk-space-1);font-size:var(--bk-font-size-sm);}
.bk-ticket__dl{display:grid;grid-template-columns:1fr auto;gap:var(--bk-space-1) var(--bk-space-3);margin:0 0 var(--bk-space-3);}
.bk-ticket__dl dt{color:var(--bk-color-text-muted);}
.bk-ticket__dl dd{margin:0;text-align:right;overflow-wrap:anywhere;font-variant-numeric:tabular-nums;}
.bk-ticket__dl .bk-ticket__sub{font-size:var(--bk-font-size-sm);}
.bk-ticket__dl .bk-ticket__total{font-weight:var(--bk-font-weight-bold);color:var(--bk-color-text);border-top:1px solid var(--bk-color-border);padding-top:var(--bk-space-1);}
.bk-ticket__cash{padding-top:var(--bk-space-2);border-top:1px solid var(--bk-color-border);}
.bk-ticket__actions{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);margin-top:var(--bk-space-3);}
@container (width<720px){
.bk-ticket__layout{grid-template-columns:1fr;}
.bk-ticket__quote{position:static;}
.bk-ticket__form .bk-ticket__actions{position:sticky;bottom:0;z-index:5;margin:0;padding:var(--bk-space-3) 0;background:var(--bk-color-bg);border-top:1px solid var(--bk-color-border);}
.bk-ticket__form .bk-ticket__actions .bk-button{flex:1;}
.bk-ticket__actions .bk-action-reason{flex-basis:100%;}
}
`;
