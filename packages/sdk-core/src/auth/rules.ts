import type { AccountTypeName } from '../accounts/index';
import type { QuestionnaireStatus, QuestionnaireType } from '../questionnaires/index';
import type { SessionUser } from './schema';

// Spec: 000 §6, 002 §5.1
/** The permission that shows the Smart Interest category and product. */
export const SMART_INTEREST_PERMISSION = 'can_view_smart_interest';

/** The partner bank's id on `SessionUser.partner` (the sukuk variant). */
export const ADIB_PARTNER = 'adib';

/** A session user, or `null`/`undefined` for a visitor. Every rule here answers the visitor case too. */
export type MaybeUser = SessionUser | null | undefined;

// Spec: 002 §6, 000 §6
/** Read-only users cannot watch, trade, change amounts or edit their profile. */
export function isReadOnly(user: MaybeUser): boolean {
  return user?.is_read_only ?? false;
}

// Spec: 002 §5.1
/** Retail investors see special situations and perpetuals as locked. */
export function isRetail(user: MaybeUser): boolean {
  return user?.is_retail ?? false;
}

/** The session fields {@link isCoolingOff} reads. */
export type CoolingOffUser = Partial<Pick<SessionUser, 'is_in_cooling_off_period' | 'cooling_off_ends_at'>>;

// Spec: 002 §4.3
/**
 * True during the 24-hour cooling-off hold. With `now`, a hold whose `cooling_off_ends_at` has
 * passed no longer counts, even if the session user was fetched before it ended. The one rule for the hold:
 * the banner and the trade gate both ask it, with the server's time (`client.clock`).
 */
export function isCoolingOff(user: CoolingOffUser | null | undefined, now?: Date): boolean {
  if (!user?.is_in_cooling_off_period) return false;
  if (!now || !user.cooling_off_ends_at) return true;
  return Date.parse(user.cooling_off_ends_at) > now.getTime();
}

/** The Smart Interest category is visible only with the `can_view_smart_interest` permission. */
export function canViewSmartInterest(
  user: { readonly permissions: readonly string[] } | null | undefined,
): boolean {
  return user?.permissions.includes(SMART_INTEREST_PERMISSION) ?? false;
}

/** The session field {@link isPartnerCustomer} reads (a sandbox customer row has it too). */
export type PartnerUser = Partial<Pick<SessionUser, 'partner'>>;

/**
 * A customer of a partner bank (the sukuk variant's bank-linked users). The one partner rule: the widgets, the
 * machines and the sandbox all ask it.
 */
export function isPartnerCustomer(user: PartnerUser | null | undefined): boolean {
  return user?.partner != null;
}

/**
 * The partner customer's suitability score (compared with a sukuk's `risk_category_minimum_score`), or `null`
 * when there is none (not a partner customer, or no assessment yet).
 */
export function suitabilityScore(user: MaybeUser): number | null {
  return user?.adib_account_link?.suitability_questionnaire_results?.user_score ?? null;
}

/** Whether the user holds an account of the given type. */
export function hasAccountType(user: MaybeUser, type: AccountTypeName): boolean {
  return user?.investment_accounts.some((account) => account.account_type === type) ?? false;
}

/** Whether the user holds an Innovative Finance ISA. */
export function hasIfisa(user: MaybeUser): boolean {
  return hasAccountType(user, 'ifisa');
}

// Spec: 002 §5.2
/** ISA-restricted users cannot buy into their IFISA and see no IFISA promotion. */
export function isIsaRestricted(user: MaybeUser): boolean {
  return user?.isa_restricted ?? false;
}

/** `SessionUser.account_type` of an individual account (0 individual, 1 corporate, 5 SIPP, 8 IFISA). */
export const INDIVIDUAL_ACCOUNT_TYPE = 0;

// Spec: 002 §6
/**
 * The IFISA promo: shown to visitors, or to non-sukuk individual-account users with no IFISA account
 * who are not ISA-restricted. Never in the sukuk variant, and never to a partner bank's (sukuk) customers.
 *
 * @param user - the session user, or `null`/`undefined` for a visitor
 * @param variant - the product variant: 'standard' | 'sukuk'
 */
export function showsIfisaPromo(user: MaybeUser, variant: 'standard' | 'sukuk'): boolean {
  if (variant === 'sukuk') return false;
  if (!user) return true;
  return (
    !isPartnerCustomer(user) &&
    user.account_type === INDIVIDUAL_ACCOUNT_TYPE &&
    !isIsaRestricted(user) &&
    !hasIfisa(user)
  );
}

// Spec: 002 §6
/** Buy and sell blocks of the account. */
export interface TradeBlocks {
  buys: boolean;
  sells: boolean;
}

/** The account's trade blocks; a visitor has none. */
export function blocks(user: MaybeUser): TradeBlocks {
  return { buys: user?.blocks.block_buys ?? false, sells: user?.blocks.block_sells ?? false };
}

/** The questionnaire status of a type ('signup', 'high-yield', …); `not-attempted` when unknown. */
export function questionnaireStatusOf(user: MaybeUser, type: QuestionnaireType): QuestionnaireStatus {
  return user?.questionnaires[type] ?? 'not-attempted';
}

/** Every flag above at once, as the widgets' provider exposes them. */
export interface SessionFlags {
  isSignedIn: boolean;
  isReadOnly: boolean;
  isRetail: boolean;
  isCoolingOff: boolean;
  canViewSmartInterest: boolean;
  isPartnerCustomer: boolean;
  suitabilityScore: number | null;
  hasIfisa: boolean;
  isIsaRestricted: boolean;
  blocks: TradeBlocks;
  requiresIdentityCheck: boolean;
  canExecuteOrders: boolean;
}

/** Derives every session flag the UI needs from the session user (or a visitor). */
export function deriveSessionFlags(user: MaybeUser, now?: Date): SessionFlags {
  return {
    isSignedIn: user != null,
    isReadOnly: isReadOnly(user),
    isRetail: isRetail(user),
    isCoolingOff: isCoolingOff(user, now),
    canViewSmartInterest: canViewSmartInterest(user),
    isPartnerCustomer: isPartnerCustomer(user),
    suitabilityScore: suitabilityScore(user),
    hasIfisa: hasIfisa(user),
    isIsaRestricted: isIsaRestricted(user),
    blocks: blocks(user),
    requiresIdentityCheck: user?.requires_identity_check ?? false,
    canExecuteOrders: user?.can_execute_orders ?? false,
  };
}

// Spec: 002 §5.4
/**
 * What is wrong with an authenticator code as typed, or null: required ('This field is required'), then six
 * digits (spaces between groups allowed: '123 456'). The platform refuses the same with the same texts.
 */
export function authenticatorCodeProblem(code: string): 'form.required' | 'twoFactor.codeDigits' | null {
  const digits = code.replace(/\s+/g, '');
  if (digits === '') return 'form.required';
  return /^\d{6}$/.test(digits) ? null : 'twoFactor.codeDigits';
}
