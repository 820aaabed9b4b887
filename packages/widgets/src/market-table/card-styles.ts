import { CARD_GAP, CARD_WIDTH } from './card-geometry';

/** The card view's part (rank 1) of the market's sheet, added when the card view is first shown. */
export const marketCardsCss = `
.bk-market__cards{display:flex;flex-direction:column;gap:var(--bk-space-5);}
.bk-card-row__head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--bk-space-3);margin-bottom:var(--bk-space-2);}
.bk-card-row__title{margin:0;font-size:var(--bk-font-size-lg);}
.bk-card-row__nav{display:flex;flex-wrap:wrap;gap:var(--bk-space-2);align-items:center;}
.bk-card-row__track{display:flex;gap:${CARD_GAP}px;margin:0;padding:var(--bk-space-1) 0 var(--bk-space-3);list-style:none;overflow-x:auto;scroll-snap-type:x mandatory;scroll-behavior:smooth;}
.bk-card{flex:none;width:min(${CARD_WIDTH}px,100%);scroll-snap-align:start;display:flex;flex-direction:column;gap:var(--bk-space-3);padding:var(--bk-space-4);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-lg);background:var(--bk-color-surface);}
.bk-card__figures{display:grid;grid-template-columns:1fr 1fr;gap:var(--bk-space-2);margin:0;}
.bk-card__figures dt{font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-card__figures dd{margin:0;overflow-wrap:anywhere;font-weight:var(--bk-font-weight-bold);font-variant-numeric:tabular-nums;}
.bk-card__actions{display:flex;gap:var(--bk-space-2);margin-top:auto;flex-wrap:wrap;}
.bk-card__actions>.bk-table__actions{flex:1 1 100%;min-width:0;}
`;
