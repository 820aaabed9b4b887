import { apiElements, connectElements, type NavigateDetail, pageApiBase } from './shared/elements';
import { logEvents } from './shared/event-log';
import { createTokenSource, setBankSession, tokenFromPage } from './shared/token';

/**
 * The three-origin page: the bank's page, the element bundles from the bank's CDN, the platform's API. Its
 * policy allows calls to the platform and to the bank's token endpoint only (no `'self'`), so the first token
 * comes written into the page; later ones from the endpoint. The bank's own sign-out and sign-in show the
 * sign-in contract: a lapse (one `bk-unauthorized` for the page), a start without a token, and a restore.
 */
logEvents(document.querySelector<HTMLOListElement>('#event-log'));
const elements = apiElements();
let getAccessToken = createTokenSource(tokenFromPage());
connectElements(elements, pageApiBase(), getAccessToken);

const ticket = document.querySelector('bk-trade-ticket');
const notice = document.getElementById('session-notice');
const noticeText = document.getElementById('session-notice-text');

// the bank routes Buy and Sell into its own ticket; other destinations are its online banking
document.addEventListener('bk-navigate', (event) => {
  const { target } = (event as CustomEvent<NavigateDetail>).detail;
  event.preventDefault();
  if (target.to === 'trade' && target.productId !== undefined && ticket) {
    ticket.setAttribute('product-id', String(target.productId));
    if (target.tradeType) ticket.setAttribute('trade-type', target.tradeType);
    document.getElementById('ticket-hint')?.setAttribute('hidden', '');
    ticket.scrollIntoView({ block: 'start' });
  }
});

function showSessionEnded(): void {
  if (!notice || !noticeText) return;
  noticeText.textContent = 'Your online banking session has ended. Sign in to the bank again to go on.';
  notice.hidden = false;
}

document.addEventListener('bk-unauthorized', showSessionEnded);

// the bank ends its session and the platform sessions it opened; the elements find out on their next call
document.getElementById('bank-sign-out')?.addEventListener('click', () => void setBankSession(false));

document.getElementById('bank-sign-in')?.addEventListener('click', async () => {
  if (!(await setBankSession(true))) return;
  notice?.setAttribute('hidden', '');
  // the page has a token again: a new source (the lapsed token forgotten), set on the elements — the sign-in
  // contract's restore
  getAccessToken = createTokenSource();
  for (const element of elements) element.getAccessToken = getAccessToken;
});
