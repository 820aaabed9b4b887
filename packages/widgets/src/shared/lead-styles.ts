/** CSS of the guide form, its registration modal and the popups (plain CSS on the theme tokens). */
export const guideFormCss = `
.bk-guide__title{margin:0 0 var(--bk-space-2);font-size:var(--bk-font-size-xl);}
.bk-guide__intro{margin:0 0 var(--bk-space-4);color:var(--bk-color-text-muted);}
.bk-guide__form{display:flex;flex-direction:column;gap:var(--bk-space-4);max-width:560px;}
.bk-guide__row{display:grid;grid-template-columns:1fr;gap:var(--bk-space-4);}
@container (min-width: 480px){.bk-guide__row{grid-template-columns:1fr 1fr;}.bk-guide__row--phone{grid-template-columns:minmax(0,2fr) minmax(0,3fr);}}
.bk-guide__input,.bk-guide__select{width:100%;box-sizing:border-box;}
.bk-guide__choices{display:flex;flex-wrap:wrap;gap:var(--bk-space-5);}
.bk-guide__actions{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);}
.bk-popup__body{margin:0 0 var(--bk-space-3);}
.bk-popup__actions{display:flex;flex-wrap:wrap;gap:var(--bk-space-3);justify-content:flex-end;}
`;
