/** CSS of the money-moving widgets: funding, withdrawal, bank account, currency exchange (plain CSS on the theme tokens). */
export const moneyCss = `
.bk-money{display:block;max-width:36rem;}
.bk-money__title{margin:0 0 var(--bk-space-3);font-size:var(--bk-font-size-lg);}
.bk-money__lead{margin:0 0 var(--bk-space-3);color:var(--bk-color-text-muted);}
.bk-money__form{display:grid;gap:var(--bk-space-3);}
.bk-money__actions{display:flex;flex-wrap:wrap;gap:var(--bk-space-2);align-items:center;margin-top:var(--bk-space-2);}
.bk-money__details{display:grid;gap:var(--bk-space-2);margin:0 0 var(--bk-space-3);}
.bk-money__detail{display:flex;flex-wrap:wrap;gap:var(--bk-space-2);align-items:center;}
.bk-money__detail dt{min-width:9rem;color:var(--bk-color-text-muted);}
.bk-money__detail dd{margin:0;font-weight:600;}
.bk-money__pair{display:grid;grid-template-columns:1fr auto;gap:var(--bk-space-2);align-items:end;}
.bk-money-prompt a.bk-button--primary{color:var(--bk-color-on-primary);text-decoration:none;display:inline-block;}
.bk-money__figures{margin:0;padding:0;list-style:none;display:grid;gap:var(--bk-space-1);}
`;

/**
 * The parts of the money-moving widgets (part name → class), beside the primitives' (`uiAnatomy`): each class is
 * rendered with its `part` attribute.
 */
export const moneyAnatomy = {
  title: 'bk-money__title',
  form: 'bk-money__form',
  actions: 'bk-money__actions',
  details: 'bk-money__details',
} as const;
