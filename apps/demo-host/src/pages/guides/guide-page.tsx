import type { GuideType } from '@bondkit/sdk-core';
import { Button, GuideForm, GuideModal } from '@bondkit/widgets';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { hostText } from '../../messages';
import '../smart-interest/smart-interest.css';

const GUIDES: readonly GuideType[] = ['investor-guide', 'second-guide'];

/**
 * /guides/investor-guide/ and /guides/second-guide/ (000 §1, §2, §7): the guide's lead-capture form, and the same
 * form as the registration modal on demand.
 */
export function GuidePage({ guide }: { guide: GuideType }) {
  const title = hostText(`guides.${guide}.pageTitle`);
  usePageTitle(title);
  const [popup, setPopup] = useState(false);
  return (
    <div className="page page--guide">
      <h1>{title}</h1>
      <nav aria-label={hostText('guides.nav.label')}>
        <ul className="page-links">
          {GUIDES.map((item) => (
            <li key={item}>
              <NavLink to={`/guides/${item}/`}>{hostText(`guides.${item}.pageTitle`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <GuideForm key={guide} guide={guide} />
      <p className="page-section">
        <Button onClick={() => setPopup(true)}>{hostText('guides.popup')}</Button>
      </p>
      <GuideModal guide={guide} open={popup} onClose={() => setPopup(false)} />
    </div>
  );
}

export function InvestorGuidePage() {
  return <GuidePage guide="investor-guide" />;
}

export function SecondGuidePage() {
  return <GuidePage guide="second-guide" />;
}
