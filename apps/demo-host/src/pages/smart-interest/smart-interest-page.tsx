import type { CurrencyCode } from '@bondkit/sdk-core';
import { Button, SmartInterestHoldings, SmartInterestQuote, useMessages } from '@bondkit/widgets';
import { useCallback, useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DevControls } from '../../app/dev-panel';
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
 * /smart-interest/ (000 §2 'Smart Interest'): the order form in either version (`?version=1|2`, default 2; the
 * sandbox panel switches it) and currency (`?currency=`), under the page's one heading, and the holdings under `#my-investments`. Arriving with that hash scrolls to the
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
  const titleId = useId();
  const versionId = useId();
  const t = useMessages();
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
      <h1 id={titleId}>{title}</h1>
      <p className="page-intro">{t('smartInterest.quote.intro')}</p>
      {/* the sandbox's switch between the page's two versions: a developer's setting, not the customer's */}
      <DevControls>
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
      </DevControls>
      <div className="page-controls">
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
      <section aria-labelledby={titleId}>
        <SmartInterestQuote
          hideHeading
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
      </section>
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
