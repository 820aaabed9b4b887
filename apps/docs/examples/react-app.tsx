/**
 * A React app with the bondkit widgets: the market, and a bond's detail when a bond is chosen.
 * `/api` is proxied to the sandbox by the dev server (vite.config.ts below), so the app is same-origin:
 * session cookie plus CSRF, no CORS.
 */
import { createClient, getSessionUser, type SessionUser } from '@bondkit/sdk-core';
import { BondDetail, BondkitProvider, defaultHref, MarketTable, type NavigateTarget } from '@bondkit/widgets';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const client = createClient({
  baseUrl: '/api',
  // a 401 while in use: the session ended — send the user to your sign-in page
  onUnauthorized: () => window.location.assign('/login/'),
});

function App() {
  // undefined while asking; null for a visitor (prices blurred, Watch leads to registration)
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  const [productId, setProductId] = useState<number | null>(null);

  useEffect(() => {
    getSessionUser(client, { silent: true }).then(setUser, () => setUser(null));
  }, []);

  // every link a widget wants to follow comes here: route the ones this app has, follow the others
  const onNavigate = (target: NavigateTarget) => {
    if (target.to === 'bond-detail') setProductId(target.productId);
    else if (target.to === 'market') setProductId(null);
    else window.location.assign(defaultHref(target));
  };

  if (user === undefined) return <p>Loading…</p>;
  return (
    <BondkitProvider client={client} variant="standard" theme="light" user={user} onNavigate={onNavigate}>
      {productId === null ? (
        <MarketTable addressMode="hash" />
      ) : (
        <>
          <button type="button" onClick={() => setProductId(null)}>
            Back to the market
          </button>
          <BondDetail productId={productId} />
        </>
      )}
    </BondkitProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs <div id="root">');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
