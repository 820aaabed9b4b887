import { describe, expect, it } from 'vitest';
import {
  areCheckboxesComplete,
  dailyPlatformFee,
  effectiveOrderType,
  isCheckboxEnabled,
  isWithinPriceVariation,
  partnerCheckboxes,
  partnerTermsMessageId,
  placedTitleId,
  platformFeeExact,
  priceVariationBounds,
} from './partner';

describe('the partner’s checkboxes', () => {
  it('depend on complex versus non-complex and the risk rating', () => {
    expect(
      partnerCheckboxes({ tradeType: 'buy', productType: 'non_complex', outsideRiskRating: false }),
    ).toEqual([
      'has_waived_cooling_off_period',
      'has_accepted_key_facts_statement',
      'has_confirmed_suitability_report',
      'has_confirmed_terms_and_conditions',
    ]);
    expect(partnerCheckboxes({ tradeType: 'buy', productType: 'complex', outsideRiskRating: false })).toEqual(
      [
        'has_waived_cooling_off_period',
        'has_accepted_key_facts_statement',
        'has_confirmed_suitability_report',
        'has_confirmed_appropriateness_report',
        'has_accepted_appropriateness_disclaimer',
        'has_confirmed_terms_and_conditions',
      ],
    );
    expect(
      partnerCheckboxes({
        tradeType: 'sell',
        productType: 'complex',
        outsideRiskRating: true,
        coolingOffWaivable: true,
      }),
    ).toEqual([
      'has_confirmed_suitability_report',
      'has_accepted_suitability_disclaimer',
      'has_confirmed_terms_and_conditions',
    ]);
    expect(
      partnerCheckboxes({
        tradeType: 'buy',
        productType: 'non_complex',
        outsideRiskRating: false,
        coolingOffWaivable: false,
      }),
    ).not.toContain('has_waived_cooling_off_period');
  });

  it('unlock a document checkbox only after its document was opened', () => {
    expect(isCheckboxEnabled('has_accepted_key_facts_statement', new Set())).toBe(false);
    expect(isCheckboxEnabled('has_accepted_key_facts_statement', new Set(['key_facts_statement']))).toBe(
      true,
    );
    expect(isCheckboxEnabled('has_waived_cooling_off_period', new Set())).toBe(true);
  });

  it('are complete only when every required one is ticked', () => {
    const required = ['has_confirmed_suitability_report', 'has_confirmed_terms_and_conditions'] as const;
    expect(areCheckboxesComplete(required, { has_confirmed_suitability_report: true })).toBe(false);
    expect(
      areCheckboxesComplete(required, {
        has_confirmed_suitability_report: true,
        has_confirmed_terms_and_conditions: true,
      }),
    ).toBe(true);
  });
});

describe('partner wording', () => {
  it('asks for the purchaser’s or seller’s terms and titles the placed step as a concluded contract', () => {
    expect(partnerTermsMessageId('buy')).toBe('trade.partner.purchaserTerms');
    expect(partnerTermsMessageId('sell')).toBe('trade.partner.sellerTerms');
    expect(placedTitleId(false, 'sell')).toBe('trade.placed.title');
    expect(placedTitleId(true, 'buy')).toBe('trade.placed.purchaseConcluded');
    expect(placedTitleId(true, 'sell')).toBe('trade.placed.saleConcluded');
  });

  it('always sends principal for sells and the partner', () => {
    expect(effectiveOrderType({ tradeType: 'buy', isPartner: false, chosen: 'gross' })).toBe('gross');
    expect(effectiveOrderType({ tradeType: 'sell', isPartner: false, chosen: 'gross' })).toBe('principal');
    expect(effectiveOrderType({ tradeType: 'buy', isPartner: true, chosen: 'gross' })).toBe('principal');
  });
});

describe('daily platform fee (0.3 % × 1/365 × face value)', () => {
  it('is exact decimal arithmetic rounded once to 2 decimals', () => {
    expect(dailyPlatformFee('100000')).toBe('0.82');
    expect(dailyPlatformFee('365000')).toBe('3.00');
    expect(dailyPlatformFee('4000')).toBe('0.03');
    expect(dailyPlatformFee('100000', 30)).toBe('24.66');
    expect(platformFeeExact('365').toFixed()).toBe('0.003');
  });
});

describe('price variation (± 0.5)', () => {
  it('bounds an execution price around the quoted price', () => {
    expect(priceVariationBounds('100.25')).toEqual({ min: '99.75', max: '100.75' });
    expect(priceVariationBounds('0.3')).toEqual({ min: '0', max: '0.8' });
    expect(isWithinPriceVariation('100.75', '100.25')).toBe(true);
    expect(isWithinPriceVariation('99.74', '100.25')).toBe(false);
    expect(isWithinPriceVariation('100.76', '100.25')).toBe(false);
  });
});
