import { SavingsCalculator } from '@bondkit/widgets';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { hostText } from '../../messages';

/** /savings-calculator/ — the public savings calculator (000 §1, §2), with a call to action to Smart Interest. */
export function SavingsCalculatorPage() {
  const title = hostText('calculator.pageTitle');
  usePageTitle(title);
  return (
    <div className="page page--calculator">
      <h1>{title}</h1>
      <SavingsCalculator
        currency="GBP"
        cta={
          <Link to="/smart-interest/" className="button button--primary">
            {hostText('calculator.cta')}
          </Link>
        }
      />
    </div>
  );
}
