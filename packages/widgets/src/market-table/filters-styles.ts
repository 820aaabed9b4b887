/** The Filters drawer's part (rank 2) of the market's sheet, added when the drawer first opens. */
export const marketFiltersCss = `
.bk-filters__section{margin-bottom:var(--bk-space-5);}
.bk-filters__section h3{margin:0 0 var(--bk-space-2);font-size:var(--bk-font-size-md);}
.bk-filters__sort{display:flex;flex-direction:column;gap:var(--bk-space-2);}
.bk-filters__sort label{display:flex;flex-direction:column;gap:var(--bk-space-1);font-size:var(--bk-font-size-sm);}
.bk-filters__sort select{min-height:40px;}
`;
