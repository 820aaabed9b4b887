import type { CurrencyCode } from '@bondkit/sdk-core';
import { Button, SmartInterestHoldings, SmartInterestQuote } from '@bondkit/widgets';
import { useCallback, useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { hostText } from '../../messages';
import './smart-interest.css';

/** The sandbox's support address, named by the restriction messages. */
export const SUPPORT_EMAIL = 'support@sandbox.bondkit.test';

const CURRENCIES: readonly CurrencyCode[] = ['GBP', 'EUR', 'USD'];
const MY_INVESTMENTS = 'my-investments';

const versionOf = (value: string | null): 1 | 2 => (value === '1' ? 1 : 2);
const currencyOf = (value: string | null): CurrencyCode =>
  CURRENCIES.find((currency) => currency === value) ?? 'GBP';

/**
 * /smart-interest/ (000 §2 'Smart Interest'): the order form in either version (`?version=1|2`, default 2) and
 * currency (`?currency=`), and the holdings under `#my-investments`. Arriving with that hash scrolls to the
 * holdings and, in version 2, opens the first reinvest modal by itself.
 */
export function SmartInterestPage() {
  const title = hostText('smartInterest.pageTitle');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const version = versionOf(params.get('version'));
  const currency = currencyOf(params.get('currency'));
  const [reloadToken, setReloadToken] = useState(0);
  // the address the page was opened with decides the automatic reinvest modal (not later in-page changes)
  const [arrivedAtInvestments] = useState(() => location.hash === `#${MY_INVESTMENTS}`);
  const versionId = useId();
  const currencyId = useId();

  useEffect(() => {
    if (arrivedAtInvestments) document.getElementById(MY_INVESTMENTS)?.scrollIntoView();
  }, [arrivedAtInvestments]);

  const choose = (name: 'version' | 'currency', value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const showInvestments = useCallback(() => {
    const section = document.getElementById(MY_INVESTMENTS);
    section?.scrollIntoView();
    section?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="page page--smart-interest">
      <h1>{title}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of page settings, not a form */}
      <div className="page-controls" role="group" aria-label={hostText('smartInterest.settings')}>
        <div className="field field--inline">
          <label htmlFor={versionId}>{hostText('smartInterest.version.label')}</label>
          <select
            id={versionId}
            value={String(version)}
            onChange={(event) => choose('version', event.target.value)}
          >
            <option value="2">{hostText('smartInterest.version.2')}</option>
            <option value="1">{hostText('smartInterest.version.1')}</option>
          </select>
        </div>
        <div className="field field--inline">
          <label htmlFor={currencyId}>{hostText('smartInterest.currency.label')}</label>
          <select
            id={currencyId}
            value={currency}
            onChange={(event) => choose('currency', event.target.value)}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SmartInterestQuote
        key={`${version}:${currency}`}
        version={version}
        currency={currency}
        supportEmail={SUPPORT_EMAIL}
        onOrderPlaced={() => setReloadToken((n) => n + 1)}
        successAction={
          <Button variant="link" onClick={showInvestments}>
            {hostText('smartInterest.viewInvestments')}
          </Button>
        }
      />
      <section
        id={MY_INVESTMENTS}
        className="page-section"
        tabIndex={-1}
        aria-label={hostText('smartInterest.viewInvestments')}
      >
        <SmartInterestHoldings
          autoOpenReinvest={arrivedAtInvestments && version === 2}
          reloadToken={reloadToken}
        />
      </section>
    </div>
  );
}
