import { formatDateTime, marketPartsMessages, registerMessages } from '@bondkit/sdk-core';
import { useBondkit } from '../provider/context';
import { NavLink } from '../provider/nav-link';
import { Banner } from '../ui/banner';

// the catalogue domains this part shows (a bundle carries only the texts of registered domains)
registerMessages(marketPartsMessages);

/** Which of the market's banners show (the market decides; this part, loaded when one does, words them). */
export interface MarketBannerFlags {
  /** the market is closed: when it reopens, if known */
  closed: { opensAt: string | null } | null;
  suspended: boolean;
  /** a sukuk customer eligible for no product: retake the assessment */
  assessmentUpdate: boolean;
  /** an individual investor without an IFISA, or a visitor (002 §2.1) */
  ifisaPromo: boolean;
}

// Spec: 002 §2.1, §8
/**
 * The market's banners above its list: closed (with the time trading resumes), suspended, the partner's
 * assessment update, the IFISA promo. A part of its own, loaded when one of them shows.
 */
export function MarketBanners({ closed, suspended, assessmentUpdate, ifisaPromo }: MarketBannerFlags) {
  const { t } = useBondkit();
  return (
    <>
      {closed ? (
        <Banner tone="warning" title={t('market.closed.title')}>
          {closed.opensAt ? t('market.closed.resumes', { time: formatDateTime(closed.opensAt) }) : null}
        </Banner>
      ) : null}
      {suspended ? <Banner tone="danger" title={t('market.suspended.title')} /> : null}
      {assessmentUpdate ? (
        <Banner
          tone="warning"
          action={
            <NavLink to={{ to: 'questionnaire', questionnaire: 'adib-suitability' }}>
              {t('market.assessmentUpdate.link')}
            </NavLink>
          }
        >
          {t('market.assessmentUpdate.body')}
        </Banner>
      ) : null}
      {ifisaPromo ? (
        <Banner tone="info" action={<NavLink to={{ to: 'ifisa' }}>{t('market.ifisaPromo.link')}</NavLink>}>
          {t('market.ifisaPromo.body')}
        </Banner>
      ) : null}
    </>
  );
}
