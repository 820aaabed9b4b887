import { describe, expect, it } from 'vitest';
import {
  authenticatorCodeProblem,
  blocks,
  canViewSmartInterest,
  deriveSessionFlags,
  hasIfisa,
  isCoolingOff,
  isIsaRestricted,
  isPartnerCustomer,
  isReadOnly,
  isRetail,
  questionnaireStatusOf,
  showsIfisaPromo,
  suitabilityScore,
} from './rules';
import { makeAccount, makeSessionUser } from './test-fixtures';

describe('session flags', () => {
  it('gives a visitor no rights and no restrictions', () => {
    expect(deriveSessionFlags(null)).toEqual({
      isSignedIn: false,
      isReadOnly: false,
      isRetail: false,
      isCoolingOff: false,
      canViewSmartInterest: false,
      isPartnerCustomer: false,
      suitabilityScore: null,
      hasIfisa: false,
      isIsaRestricted: false,
      blocks: { buys: false, sells: false },
      requiresIdentityCheck: false,
      canExecuteOrders: false,
    });
  });

  it('reads the standard investor', () => {
    const user = makeSessionUser();
    expect(isReadOnly(user)).toBe(false);
    expect(isRetail(user)).toBe(true);
    expect(canViewSmartInterest(user)).toBe(true);
    expect(hasIfisa(user)).toBe(true);
    expect(isPartnerCustomer(user)).toBe(false);
    expect(deriveSessionFlags(user).isSignedIn).toBe(true);
  });

  it('reads read-only, ISA-restricted and blocked users', () => {
    expect(isReadOnly(makeSessionUser({ is_read_only: true }))).toBe(true);
    expect(isIsaRestricted(makeSessionUser({ isa_restricted: true }))).toBe(true);
    expect(blocks(makeSessionUser({ blocks: { block_buys: true, block_sells: false } }))).toEqual({
      buys: true,
      sells: false,
    });
  });

  it('needs the permission for Smart Interest', () => {
    expect(canViewSmartInterest(makeSessionUser({ permissions: [] }))).toBe(false);
  });

  it('finds no IFISA among individual accounts only', () => {
    expect(hasIfisa(makeSessionUser({ investment_accounts: [makeAccount()] }))).toBe(false);
  });

  it('ends the cooling-off hold at cooling_off_ends_at when given the time', () => {
    const user = makeSessionUser({
      is_in_cooling_off_period: true,
      cooling_off_ends_at: '2026-11-24T10:00:00Z',
    });
    expect(isCoolingOff(user)).toBe(true);
    expect(isCoolingOff(user, new Date('2026-11-24T09:59:59Z'))).toBe(true);
    expect(isCoolingOff(user, new Date('2026-11-24T10:00:00Z'))).toBe(false);
    expect(isCoolingOff(makeSessionUser(), new Date())).toBe(false);
  });

  it('reads the partner customer and suitability score', () => {
    const user = makeSessionUser({
      partner: 'adib',
      adib_account_link: {
        account_type: 'current',
        currency_code: 'AED',
        masked_account_num: '123******789',
        suitability_questionnaire_results: { user_score: 3, user_risk_category_label: 'Balanced' },
      },
    });
    expect(isPartnerCustomer(user)).toBe(true);
    expect(suitabilityScore(user)).toBe(3);
    expect(suitabilityScore(makeSessionUser())).toBeNull();
  });

  it('reads questionnaire statuses', () => {
    const user = makeSessionUser();
    expect(questionnaireStatusOf(user, 'signup')).toBe('passed');
    expect(questionnaireStatusOf(user, 'perpetual')).toBe('not-attempted');
    expect(questionnaireStatusOf(null, 'signup')).toBe('not-attempted');
  });
});

describe('IFISA promo (002 §6)', () => {
  const withoutIfisa = { investment_accounts: [makeAccount()] };

  it('is shown to visitors in the standard variant', () => {
    expect(showsIfisaPromo(null, 'standard')).toBe(true);
    expect(showsIfisaPromo(undefined, 'standard')).toBe(true);
  });

  it('is shown to an individual-account user with no IFISA who is not ISA-restricted', () => {
    expect(showsIfisaPromo(makeSessionUser(withoutIfisa), 'standard')).toBe(true);
  });

  it('is not shown to a user who already holds an IFISA', () => {
    expect(showsIfisaPromo(makeSessionUser(), 'standard')).toBe(false);
  });

  it('is not shown to an ISA-restricted user', () => {
    expect(showsIfisaPromo(makeSessionUser({ ...withoutIfisa, isa_restricted: true }), 'standard')).toBe(
      false,
    );
  });

  it('is not shown to corporate, SIPP or IFISA account types', () => {
    for (const account_type of [1, 5, 8] as const) {
      expect(showsIfisaPromo(makeSessionUser({ ...withoutIfisa, account_type }), 'standard')).toBe(false);
    }
  });

  it('is never shown in the sukuk variant, nor to a partner bank’s customer', () => {
    expect(showsIfisaPromo(null, 'sukuk')).toBe(false);
    expect(showsIfisaPromo(makeSessionUser(withoutIfisa), 'sukuk')).toBe(false);
    expect(showsIfisaPromo(makeSessionUser({ ...withoutIfisa, partner: 'adib' }), 'standard')).toBe(false);
  });
});

describe('authenticatorCodeProblem (002 §5.4)', () => {
  it.each([
    ['', 'form.required'],
    ['   ', 'form.required'],
    ['12345', 'twoFactor.codeDigits'],
    ['1234567', 'twoFactor.codeDigits'],
    ['12a456', 'twoFactor.codeDigits'],
    ['123456', null],
    ['123 456', null],
  ] as const)('%j → %s', (code, problem) => {
    expect(authenticatorCodeProblem(code)).toBe(problem);
  });
});
