import { SavingsCalculator, useMessages } from '@bondkit/widgets';
import { useId } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { hostText } from '../../messages';

/** /savings-calculator/ — the public savings calculator (000 §1, §2), with a call to action to Smart Interest. */
export function SavingsCalculatorPage() {
  const title = hostText('calculator.pageTitle');
  usePageTitle(title);
  const titleId = useId();
  const t = useMessages();
  return (
    <div className="page page--calculator">
      <h1 id={titleId}>{title}</h1>
      <p className="page-intro">{t('calculator.intro')}</p>
      {/* one heading: the page's h1 names the calculator (its own title would repeat it) */}
      <section aria-labelledby={titleId}>
        <SavingsCalculator
          currency="GBP"
          hideHeading
          cta={
            <Link to="/smart-interest/" className="button button--primary">
              {hostText('calculator.cta')}
            </Link>
          }
        />
      </section>
    </div>
  );
}
