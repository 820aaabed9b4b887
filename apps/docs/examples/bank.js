// The bank page's script (bank.js): a token source for the elements, then their API address; events.

/** One token for every element; asked again when an element says the last one expired (forceRefresh). */
let current = null;
async function fetchToken() {
  try {
    const response = await fetch('/session', { method: 'POST' });
    if (!response.ok) return null;
    return (await response.json()).access_token ?? null;
  } catch {
    return null; // the element then sends bk-unauthorized
  }
}
function getAccessToken({ forceRefresh }) {
  if (forceRefresh || current === null) current = fetchToken();
  return current;
}

for (const element of document.querySelectorAll('[data-platform]')) {
  element.getAccessToken = getAccessToken; // a property: never an attribute
  element.setAttribute('api-base', element.dataset.platform); // last: the element starts with its token
}

const ticket = document.querySelector('bk-trade-ticket');

// the elements' links: the bank routes "Buy" into its own ticket and leaves the rest to its online banking
document.addEventListener('bk-navigate', (event) => {
  const { target } = event.detail;
  if (target.to === 'trade') {
    event.preventDefault();
    ticket.setAttribute('trade-type', target.tradeType);
    ticket.setAttribute('product-id', String(target.productId));
  }
});

document.addEventListener('bk-trade-placed', (event) => {
  console.log('placed', event.detail.kind, event.detail.reference);
});

// the platform session could not be renewed: the bank's own sign-in takes over
document.addEventListener('bk-unauthorized', () => {
  const notice = document.getElementById('notice');
  notice.textContent = 'Your online banking session has ended. Please sign in again.';
  notice.hidden = false;
});
