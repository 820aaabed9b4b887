import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage, getCatalogue } from '../../messages/index';
import { seniorities } from '../enums';
import { daysAgo, makeCompany, makeProduct, TEST_NOW } from '../test-fixtures';
import {
  availableAmountOf,
  buyBlockOf,
  comingSoonPackages,
  displayOrderOf,
  hasSmartInterestPermission,
  ineligibilityReason,
  ineligibleProductIds,
  isAssessmentUpdateRequired,
  isMoreAdded,
  isNewProduct,
  isProductAvailable,
  isSellableAmount,
  productLock,
  seniorityRank,
} from './availability';
import type { MarketUser } from './types';

const DAY = 86_400_000;
const retail: MarketUser = { is_retail: true, is_read_only: false, permissions: [] };

describe('availability (002 §4.1)', () => {
  it.each(['exchanged', 'repaid', 'defaulted'] as const)('a %s product is unavailable', (state) => {
    expect(isProductAvailable(makeProduct({ product_id: 1, state }))).toBe(false);
  });

  it.each(['open', 'closed', 'suspended', 'pending', 'pending_settlement'] as const)(
    'a %s product of a performing borrower is available',
    (state) => {
      expect(isProductAvailable(makeProduct({ product_id: 1, state }))).toBe(true);
    },
  );

  it('a non-performing borrower makes an open product unavailable', () => {
    const product = makeProduct({
      product_id: 1,
      company: makeCompany(1, { borrower_status: 'non_performing' }),
    });
    expect(isProductAvailable(product)).toBe(false);
  });
});

describe('new and more added (7 days)', () => {
  it('first added 6 days ago is new; 8 days ago is not', () => {
    expect(isNewProduct(makeProduct({ product_id: 1, first_added_to_market: daysAgo(6) }), TEST_NOW)).toBe(
      true,
    );
    expect(isNewProduct(makeProduct({ product_id: 1, first_added_to_market: daysAgo(8) }), TEST_NOW)).toBe(
      false,
    );
  });

  it('exactly 7 days counts as within 7 days', () => {
    expect(isNewProduct(makeProduct({ product_id: 1, first_added_to_market: daysAgo(7) }), TEST_NOW)).toBe(
      true,
    );
  });

  it('more added: last added within 7 days of an old product', () => {
    const p = makeProduct({
      product_id: 1,
      first_added_to_market: daysAgo(60),
      last_added_to_market: daysAgo(2),
    });
    expect(isMoreAdded(p, TEST_NOW)).toBe(true);
    expect(isNewProduct(p, TEST_NOW)).toBe(false);
  });

  it('property: a product is never both new and more added; more added needs a recent last add', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 * DAY }),
        fc.integer({ min: 0, max: 40 * DAY }),
        (first, last) => {
          const p = makeProduct({
            product_id: 1,
            first_added_to_market: new Date(TEST_NOW.getTime() - first).toISOString(),
            last_added_to_market: new Date(TEST_NOW.getTime() - last).toISOString(),
          });
          const isNew = isNewProduct(p, TEST_NOW);
          const more = isMoreAdded(p, TEST_NOW);
          expect(isNew && more).toBe(false);
          expect(isNew).toBe(first <= 7 * DAY);
          expect(more).toBe(first > 7 * DAY && last <= 7 * DAY);
        },
      ),
    );
  });
});

describe('display order offsets (002 §9)', () => {
  const base = { display_order: 10, comingSoon: false, isNew: false, moreAdded: false, sellLiquidity: '0' };
  it('coming-soon products +0, new +5000, more added +7500, sellable +10000, others +50000', () => {
    expect(displayOrderOf({ ...base, comingSoon: true, isNew: true })).toBe(10);
    expect(displayOrderOf({ ...base, isNew: true, sellLiquidity: '5000' })).toBe(5010);
    expect(displayOrderOf({ ...base, moreAdded: true, sellLiquidity: '5000' })).toBe(7510);
    expect(displayOrderOf({ ...base, sellLiquidity: '100.01' })).toBe(10010);
    expect(displayOrderOf({ ...base, sellLiquidity: '100' })).toBe(50010);
  });

  it('a missing display_order counts as 0', () => {
    expect(displayOrderOf({ ...base, display_order: undefined })).toBe(50000);
  });

  it('sellable means above 100', () => {
    expect(isSellableAmount('100')).toBe(false);
    expect(isSellableAmount('100.00')).toBe(false);
    expect(isSellableAmount('100.01')).toBe(true);
  });
});

describe('coming-soon packages (002 §2.2, §4.1)', () => {
  const p = makeProduct({
    product_id: 7,
    sell_liquidity: '5000.00',
    pending_liquidity: [
      { package_id: 1, pending_amount: '2500.00', settlement_date: '2026-12-01' },
      { package_id: 2, pending_amount: '0.00', settlement_date: '2026-12-02' },
      { package_id: 3, pending_amount: '10.10', settlement_date: '2026-12-03' },
    ],
  });

  it('are the packages with a pending amount above 0', () => {
    expect(comingSoonPackages(p).map((pkg) => pkg.package_id)).toEqual([1, 3]);
  });

  it('add their pending amounts to what can be bought, in exact decimals', () => {
    expect(availableAmountOf(p, comingSoonPackages(p))).toBe('7510.10');
    expect(availableAmountOf(p, [])).toBe('5000.00');
  });
});

describe('why a row offers no Buy', () => {
  const row = {
    product: makeProduct({ product_id: 1 }),
    available: true,
    locked: false,
    ineligible: false,
    availableAmount: '5000.00',
  };
  it('locked, ineligible, unavailable or closed for buys, then too little to buy', () => {
    expect(buyBlockOf(row)).toBeNull();
    expect(buyBlockOf({ ...row, locked: true, ineligible: true })).toBe('market.row.locked');
    expect(buyBlockOf({ ...row, ineligible: true })).toBe('market.row.ineligible');
    expect(buyBlockOf({ ...row, available: false })).toBe('market.row.unavailable');
    expect(
      buyBlockOf({ ...row, product: makeProduct({ product_id: 1, tradeability: 'closed-for-buys' }) }),
    ).toBe('market.row.unavailable');
    expect(buyBlockOf({ ...row, product: makeProduct({ product_id: 1, market_blocked: true }) })).toBe(
      'market.row.unavailable',
    );
    expect(buyBlockOf({ ...row, availableAmount: '100.00' })).toBe('market.row.insufficientAvailability');
    expect(
      buyBlockOf({ ...row, product: makeProduct({ product_id: 1, tradeability: 'closed-for-sells' }) }),
    ).toBeNull();
  });
});

describe('retail locks (002 §5.1)', () => {
  const special = makeProduct({
    product_id: 1,
    categories: [{ category_id: 'special_situations', label: 'Special situations' }],
    access_restrictions: [
      {
        type: 'special-situation',
        questionnaire: '/questionnaire/special-situation/',
        title: 'SS',
        access_approved: false,
      },
    ],
  });

  it('locks special situations for retail users, with the questionnaire link', () => {
    expect(productLock(special, retail)).toEqual({
      locked: true,
      questionnaireLink: '/questionnaire/special-situation/',
    });
  });

  it('does not lock for non-retail users or visitors', () => {
    expect(productLock(special, { ...retail, is_retail: false }).locked).toBe(false);
    expect(productLock(special, null).locked).toBe(false);
  });

  it('perpetuals (category or investment type) are locked', () => {
    expect(
      productLock(makeProduct({ product_id: 2, investment_type: 'perpetual', maturity: null }), retail),
    ).toEqual({
      locked: true,
      questionnaireLink: null,
    });
    expect(
      productLock(
        makeProduct({ product_id: 3, categories: [{ category_id: 'perpetuals', label: 'P' }] }),
        retail,
      ).locked,
    ).toBe(true);
  });

  it('an approved access restriction unlocks', () => {
    const approved = {
      ...special,
      access_restrictions: [{ ...special.access_restrictions![0]!, access_approved: true }],
    };
    expect(productLock(approved, retail).locked).toBe(false);
  });

  it('ordinary products are never locked', () => {
    expect(productLock(makeProduct({ product_id: 4 }), retail).locked).toBe(false);
  });
});

describe('smart interest permission', () => {
  it('needs can_view_smart_interest', () => {
    expect(hasSmartInterestPermission({ permissions: ['can_view_smart_interest'] })).toBe(true);
    expect(hasSmartInterestPermission({ permissions: [] })).toBe(false);
    expect(hasSmartInterestPermission(null)).toBe(false);
  });
});

describe('partner ineligibility (002 §5.1)', () => {
  const sukuk = (id: number, min: number) =>
    makeProduct({
      product_id: id,
      adib_details: {
        underlying_company_name: `U${id}`,
        risk_category: min,
        risk_category_minimum_score: min,
        product_type: 'complex',
      },
    });
  const userWith = (score: number | null): MarketUser => ({
    ...retail,
    adib_account_link: { suitability_questionnaire_results: score === null ? null : { user_score: score } },
  });

  it('marks products whose minimum score is above the user score', () => {
    const ids = ineligibleProductIds([sukuk(1, 2), sukuk(2, 3), sukuk(3, 4)], userWith(3), 'sukuk');
    expect([...ids]).toEqual([3]);
  });

  it('says why a product is ineligible: the score it needs and the customer’s, in the catalogue’s words', () => {
    const reason = ineligibilityReason(sukuk(1, 4), userWith(3));
    expect(reason).toEqual({ code: 'market.row.ineligibleReason', values: { minimum: 4, score: 3 } });
    expect(formatMessage(getCatalogue('sukuk'), reason!.code, reason!.values)).toBe(
      'Needs a customer assessment score of 4; yours is 3.',
    );
    // eligible, no score, not a sukuk: no reason
    expect(ineligibilityReason(sukuk(1, 3), userWith(3))).toBeNull();
    expect(ineligibilityReason(sukuk(1, 4), userWith(null))).toBeNull();
    expect(ineligibilityReason(makeProduct({ product_id: 9 }), userWith(1))).toBeNull();
  });

  it('marks nothing when no product is eligible; the assessment update applies instead', () => {
    const products = [sukuk(1, 4), sukuk(2, 5)];
    expect(ineligibleProductIds(products, userWith(3), 'sukuk').size).toBe(0);
    expect(isAssessmentUpdateRequired(products, userWith(3), 'sukuk')).toBe(true);
    expect(isAssessmentUpdateRequired([sukuk(1, 2)], userWith(3), 'sukuk')).toBe(false);
  });

  it('only in the sukuk variant', () => {
    expect(ineligibleProductIds([sukuk(1, 2), sukuk(2, 5)], userWith(3), 'standard').size).toBe(0);
    expect(isAssessmentUpdateRequired([sukuk(1, 5)], userWith(3), 'standard')).toBe(false);
  });

  it('property: marked iff score < minimum, when any is eligible', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }),
        fc.integer({ min: 0, max: 6 }),
        (mins, score) => {
          const products = mins.map((m, i) => sukuk(i + 1, m));
          const marked = ineligibleProductIds(products, userWith(score), 'sukuk');
          const anyEligible = mins.some((m) => score >= m);
          products.forEach((p, i) => {
            expect(marked.has(p.product_id)).toBe(anyEligible && score < mins[i]!);
          });
        },
      ),
    );
  });
});

describe('seniority rank (002 §3.1)', () => {
  it('ranks super senior 0 … subordinated 6', () => {
    expect(seniorityRank('super_senior_secured')).toBe(0);
    expect(seniorityRank('senior_secured')).toBe(1);
    expect(seniorityRank('second_lien_secured')).toBe(2);
    expect(seniorityRank('unsecured')).toBe(3);
    expect(seniorityRank('unsecured_pik')).toBe(4);
    expect(seniorityRank('unsecured_at1')).toBe(5);
    expect(seniorityRank('subordinated')).toBe(6);
    expect(new Set(seniorities.map(seniorityRank)).size).toBe(7);
  });
});
