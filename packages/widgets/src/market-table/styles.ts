/** Height of a list-view row (fixed, so the virtualiser needs no measuring). */
export const LIST_ROW_HEIGHT = 72;

/**
 * The list's widths (its own inline size: it is a size container) below which the columns of collapse level
 * 1, 2, … 6 are hidden (`MarketColumn.drop`): the least important first, so the name, yield, buy price and Buy
 * action stay longest. Each level's remaining columns fit the width at which it shows.
 */
export const LIST_LEVELS = [1400, 1280, 1140, 1020, 920, 820] as const;

/** Below this list width each row is a card: the name, then its figures labelled in two columns, then its actions. */
export const LIST_CARDS_BELOW = 720;

/** Height of a row shown as a card (fixed too). */
export const CARD_ROW_HEIGHT = 176;

/**
 * The id of the market's sheet. It is added in parts (`useStyles` with a rank), kept in cascade order whatever
 * order they come in: the base (rank 0, below) with the widget; the card view's (rank 1, card-styles.ts),
 * the Filters drawer's (rank 2, filters-styles.ts) and the chips' (rank 3, chips.tsx) with their code, when first
 * shown.
 */
export const MARKET_SHEET = 'bk-market-table';

/** The market's CSS every view needs: bar, banners, results and the list (plain CSS on the tokens). */
export const marketBaseCss = `
.bk-market__bar{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);align-items:center;margin-bottom:var(--bk-space-4);}
.bk-market__search{display:flex;flex:1 1 280px;gap:var(--bk-space-2);min-width:0;}
.bk-market__search .bk-input{flex:1;min-width:0;}
.bk-market__bar-actions{display:flex;gap:var(--bk-space-2);align-items:center;flex-wrap:wrap;}
.bk-market__view-toggle{display:inline-flex;margin:0;padding:0;min-width:0;border:1px solid var(--bk-color-border-strong);border-radius:var(--bk-radius-md);overflow:hidden;}
.bk-market__view-toggle .bk-button{border:0;border-radius:0;}
.bk-market__terminology{padding:var(--bk-space-3) var(--bk-space-4);margin-bottom:var(--bk-space-3);border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-md);background:var(--bk-color-surface);}
.bk-market__terminology h2{margin:0 0 var(--bk-space-1);font-size:var(--bk-font-size-md);}
.bk-market__terminology p{margin:0;color:var(--bk-color-text-muted);}
.bk-market__results-line{margin:0 0 var(--bk-space-3);color:var(--bk-color-text-muted);}
.bk-market__results{position:relative;}
.bk-market__results[aria-busy='true'] .bk-market__list,.bk-market__results[aria-busy='true'] .bk-market__cards{opacity:0.5;}
.bk-market__loading{position:absolute;z-index:5;top:var(--bk-space-6);left:50%;transform:translateX(-50%);}
.bk-market__state{padding:var(--bk-space-6) var(--bk-space-4);text-align:center;border:1px dashed var(--bk-color-border);border-radius:var(--bk-radius-lg);}
.bk-market__state h2{margin:0 0 var(--bk-space-2);font-size:var(--bk-font-size-lg);}
.bk-market__state p{margin:0 0 var(--bk-space-4);color:var(--bk-color-text-muted);}

.bk-market__list{max-height:min(80vh,960px);overflow:auto;overscroll-behavior:contain;border:1px solid var(--bk-color-border);border-radius:var(--bk-radius-md);container-type:inline-size;}
.bk-table{width:100%;}
.bk-table__row{display:flex;align-items:center;gap:var(--bk-space-3);padding:0 var(--bk-space-4);}
.bk-table__head{position:sticky;top:0;z-index:3;background:var(--bk-color-surface);border-bottom:1px solid var(--bk-color-border);}
.bk-table__head .bk-table__row{min-height:48px;}
.bk-table__header{font-weight:var(--bk-font-weight-bold);font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-table__sort{display:inline-flex;align-items:center;gap:var(--bk-space-1);padding:var(--bk-space-1) 0;border:0;background:transparent;color:inherit;font:inherit;cursor:pointer;}
.bk-table__sort-icon{font-size:0.75em;}
.bk-table__body{position:relative;}
.bk-table__body .bk-table__row{position:absolute;top:0;left:0;right:0;border-bottom:1px solid var(--bk-color-border);background:var(--bk-color-bg);}
.bk-table__body .bk-table__row:hover{background:var(--bk-color-surface);}
.bk-table__cell{min-width:0;overflow:hidden;text-overflow:ellipsis;}
.bk-table__cell--num{font-variant-numeric:tabular-nums;}
.bk-table__actions{display:flex;flex-wrap:wrap;gap:var(--bk-space-2);justify-content:flex-end;align-items:center;}
${LIST_LEVELS.map((width, i) => `@container (width<${width}px){.bk-table [data-drop='${i + 1}']{display:none;}}`).join('')}
@container (width<${LIST_CARDS_BELOW}px){
.bk-table__row{display:grid;grid-template-columns:1fr 1fr;gap:var(--bk-space-1) var(--bk-space-3);align-content:center;padding:var(--bk-space-2) var(--bk-space-4);}
.bk-table__row>:first-child,.bk-table__row>:last-child{grid-column:1/-1;}
.bk-table__cell[data-label]::before{content:attr(data-label) / '';display:block;font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-table__actions{justify-content:flex-start;}
}
.bk-bond{display:flex;align-items:center;gap:var(--bk-space-3);min-width:0;}
.bk-bond__logo{flex:none;width:36px;height:36px;border-radius:var(--bk-radius-sm);background:var(--bk-color-surface-muted);object-fit:contain;}
.bk-bond__initials{display:inline-flex;align-items:center;justify-content:center;font-size:var(--bk-font-size-sm);font-weight:var(--bk-font-weight-bold);}
.bk-table__reason{font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);}
.bk-table__package{flex:1 1 100%;width:100%;min-width:0;min-height:32px;padding:0 var(--bk-space-2);font-size:var(--bk-font-size-sm);}
.bk-bond__text{display:flex;flex-direction:column;min-width:0;}
.bk-bond__name{font-weight:var(--bk-font-weight-bold);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;}
.bk-bond__meta{font-size:var(--bk-font-size-sm);color:var(--bk-color-text-muted);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;}
.bk-badge{display:inline-block;margin-left:var(--bk-space-1);padding:0 var(--bk-space-2);border-radius:var(--bk-radius-pill);font-size:0.75rem;font-weight:var(--bk-font-weight-bold);background:var(--bk-color-info-bg);color:var(--bk-color-info-text);vertical-align:middle;}
.bk-badge--warning{background:var(--bk-color-warning-bg);color:var(--bk-color-warning-text);}
.bk-blurred{display:inline-block;filter:blur(5px);user-select:none;}
.bk-muted{color:var(--bk-color-text-muted);}
`;
