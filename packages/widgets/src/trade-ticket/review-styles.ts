/**
 * CSS of the ticket's later steps (the review, the partner's documents and one-time code, the placed order),
 * apart from `tradeTicketCss`: those steps load after the first one and add it when they first show. The
 * review's rules outweigh the figures' (`.bk-ticket__dl`) by specificity, wherever this sheet lands.
 */
export const tradeTicketReviewCss = `
.bk-ticket__dl.bk-ticket__review{grid-template-columns:minmax(120px,1fr) 2fr;}
.bk-ticket__dl.bk-ticket__review dd{text-align:left;}
.bk-ticket__documents{list-style:none;margin:0 0 var(--bk-space-2);padding:0;display:flex;flex-direction:column;gap:var(--bk-space-2);}
.bk-ticket__placed{text-align:center;padding:var(--bk-space-5) 0;}
.bk-ticket__placed-mark{margin:0 auto var(--bk-space-3);width:56px;height:56px;line-height:56px;border-radius:50%;background:var(--bk-color-success-bg);color:var(--bk-color-success-text);font-size:28px;}
.bk-ticket__actions--placed{justify-content:center;}
.bk-ticket__otp .bk-input{font-size:var(--bk-font-size-lg);letter-spacing:0.2em;max-width:220px;}
`;
