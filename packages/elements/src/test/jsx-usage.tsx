/**
 * Compile-time checks of the typings (`tsc -b` fails when they break): React 19 JSX with typed attributes,
 * properties and `onbk-*` listeners, and typed DOM lookups and listeners. Never run.
 */
import type { BondkitClient } from '@bondkit/sdk-core';
import { useRef } from 'react';
import type {} from '../jsx';

export function Page({ client }: { client: BondkitClient }) {
  return (
    <>
      <bk-market-table
        api-base="/api"
        variant="sukuk"
        theme="dark"
        view="card"
        own-font
        bond-url="/bonds/{productId}"
        getAccessToken={({ forceRefresh }) => (forceRefresh ? 'fresh' : 'cached')}
        onbk-navigate={(event) => {
          event.preventDefault();
          const href: string = event.detail.href;
          return href;
        }}
        onbk-filters-changed={(event) => event.detail.search.toUpperCase()}
      />
      <bk-bond-detail product-id={12} client={client} tab="keyFinancials" />
      <bk-bond-detail product-id="12" onbk-tab-changed={(event) => event.detail.tab} />
      <bk-savings-calculator
        currency="EUR"
        start="5000"
        onbk-calculation-changed={(event) => event.detail.finalValue.length}
      />
      {/* @ts-expect-error: not a variant */}
      <bk-market-table variant="gold" />
      {/* @ts-expect-error: not a currency */}
      <bk-savings-calculator currency="JPY" />
      {/* @ts-expect-error: the calculator makes no requests (no client property) */}
      <bk-savings-calculator client={undefined as unknown as BondkitClient} />
    </>
  );
}

export function dom(): void {
  const table = document.createElement('bk-market-table');
  table.apiBase = '/api';
  table.addEventListener('bk-navigate', (event) => event.detail.target.to);
  document.addEventListener('bk-ready', (event) => event.detail.signedIn);
  const calculator = document.querySelector('bk-savings-calculator');
  calculator?.addEventListener('bk-calculation-changed', (event) => event.detail.totalInterest);
  // @ts-expect-error: not a theme
  table.theme = 'blue';
  // every API element loads its data again on reload(); the calculator has nothing to load
  table.reload();
  document.querySelector('bk-trade-ticket')?.reload();
  document.querySelector('bk-guide-form')?.reload();
  // @ts-expect-error: no reload() on the calculator
  calculator?.reload();
}

export function ReloadingPage() {
  const ref = useRef<HTMLElementTagNameMap['bk-smart-interest-holdings']>(null);
  return (
    <>
      <bk-smart-interest-holdings ref={ref} api-base="/api" />
      <button type="button" onClick={() => ref.current?.reload()}>
        Refresh
      </button>
    </>
  );
}
