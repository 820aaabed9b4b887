import { apiElements, connectElements, type NavigateDetail, pageApiBase } from './shared/elements';
import { logEvents } from './shared/event-log';
import { showNotice } from './shared/notice';
import { createTokenSource } from './shared/token';

/**
 * The bank page: the sukuk market and one sukuk's detail (and the trade ticket, when the elements build has
 * it), signed in with the bank's customer through tokens from the bank's back end.
 */
logEvents(document.querySelector<HTMLOListElement>('#event-log'));
connectElements(apiElements(), pageApiBase(), createTokenSource());

const detail = document.querySelector('bk-bond-detail');
const ticket = document.querySelector('bk-trade-ticket');

// the bank routes inside its own page instead of following the elements' default addresses
document.addEventListener('bk-navigate', (event) => {
  const { target } = (event as CustomEvent<NavigateDetail>).detail;
  event.preventDefault();
  if (target.to === 'bond-detail' && target.productId !== undefined && detail) {
    detail.setAttribute('product-id', String(target.productId));
    detail.scrollIntoView({ block: 'start' });
  } else if (target.to === 'trade' && target.productId !== undefined && ticket) {
    ticket.setAttribute('product-id', String(target.productId));
    if (target.tradeType) ticket.setAttribute('trade-type', target.tradeType);
    ticket.scrollIntoView({ block: 'start' });
  } else {
    showNotice('bank-notice', `The bank opens “${target.to}” in its own online banking.`);
  }
});

document.addEventListener('bk-unauthorized', () => {
  showNotice('session-notice', 'Your online banking session has ended. Please sign in to the bank again.');
});
