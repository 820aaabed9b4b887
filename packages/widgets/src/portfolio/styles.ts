/** CSS of the portfolio summary and the portfolio page (plain CSS on the theme tokens). */
export const portfolioCss = `
.bk-portfolio-summary__title,.bk-portfolio__title{margin:0 0 var(--bk-space-3);font-size:var(--bk-font-size-lg);}
.bk-portfolio-notices{display:grid;grid-template-columns:minmax(0,1fr);gap:var(--bk-space-2);margin-bottom:var(--bk-space-4);}
.bk-portfolio-notices .bk-banner__body p{margin:0 0 var(--bk-space-1);}
.bk-portfolio-notices .bk-banner__body ul{margin:0 0 var(--bk-space-1);padding-left:var(--bk-space-5);}
.bk-portfolio-summary__accounts{display:grid;gap:var(--bk-space-4);grid-template-columns:repeat(auto-fill,minmax(18rem,1fr));margin:0;padding:0;list-style:none;}
.bk-portfolio-summary__account{padding:var(--bk-space-4);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-lg);}
.bk-portfolio-summary__account h3{margin:0 0 var(--bk-space-2);font-size:var(--bk-font-size-md);}
.bk-portfolio__muted{color:var(--bk-color-text-muted);}
.bk-portfolio-summary__total{margin:0 0 var(--bk-space-4);}
.bk-portfolio-summary__total p{margin:0;}
.bk-portfolio-summary__total-label{font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-portfolio-summary__total-value{font-size:var(--bk-font-size-lg);font-weight:var(--bk-font-weight-bold);font-variant-numeric:tabular-nums;}
.bk-portfolio-summary__credits{margin:var(--bk-space-4) 0;}
.bk-portfolio-summary__credits p{margin:0 0 var(--bk-space-1);}
.bk-portfolio-summary__links{display:flex;flex-wrap:wrap;gap:var(--bk-space-2);margin:0;padding:0;list-style:none;}
.bk-portfolio-summary__links [aria-disabled='true']{opacity:0.6;cursor:not-allowed;}
.bk-portfolio-summary__accounts+.bk-portfolio-notices,.bk-portfolio-summary__credits+.bk-portfolio-notices{margin-top:var(--bk-space-4);}
.bk-portfolio-figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:var(--bk-space-3);margin:0 0 var(--bk-space-3);}
.bk-portfolio-figures div{min-width:0;}
.bk-portfolio-figures dt{font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-portfolio-figures dd{margin:0;font-size:var(--bk-font-size-md);font-weight:var(--bk-font-weight-bold);font-variant-numeric:tabular-nums;}
.bk-portfolio-figures .bk-portfolio__detail{display:block;font-weight:normal;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-portfolio__layout{display:grid;gap:var(--bk-space-5);grid-template-columns:minmax(0,1fr);}
@container (min-width: 60rem){.bk-portfolio__layout--side{grid-template-columns:minmax(0,1fr) 18rem;}}
.bk-portfolio__bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--bk-space-2);margin-bottom:var(--bk-space-3);}
.bk-portfolio__links{display:flex;flex-wrap:wrap;gap:var(--bk-space-2);margin:0 0 var(--bk-space-3);padding:0;list-style:none;}
.bk-portfolio__links [aria-disabled='true']{opacity:0.6;cursor:not-allowed;}
.bk-portfolio__isa{margin:0 0 var(--bk-space-3);}
.bk-portfolio__isa progress{display:block;width:100%;max-width:28rem;height:0.75rem;accent-color:var(--bk-color-primary);}
.bk-portfolio__holdings-layout{display:grid;gap:var(--bk-space-5);grid-template-columns:minmax(0,1fr);}
@container (min-width: 60rem){.bk-portfolio__holdings-layout{grid-template-columns:minmax(0,3fr) minmax(0,2fr);}}
.bk-portfolio-holdings h3,.bk-portfolio-picture h3{margin:0 0 var(--bk-space-2);font-size:var(--bk-font-size-md);}
.bk-portfolio-picture svg{display:block;width:100%;max-width:40rem;height:auto;}
.bk-portfolio-picture text{fill:var(--bk-color-text);font-size:12px;}
.bk-portfolio-activity__filter{display:flex;align-items:center;gap:var(--bk-space-2);margin-bottom:var(--bk-space-3);}
`;
