// Spec: 000 §3, 002 §3.5
/** Enumerations of the customer profile. */

// Spec: 000 §3
/** Named AML check statuses, in the specs' order. The numeric 0–8 codes' meanings are not shown. */
export const amlCheckStatuses = [
  'no_check_performed',
  'pending',
  'auto_check_passed',
  'auto_check_failed',
  'id_documents_required',
  'id_documents_provided',
  'id_documents_verified',
] as const;
/** A value of {@link amlCheckStatuses}. */
export type AmlCheckStatus = (typeof amlCheckStatuses)[number];

// Spec: 000 §3
/** Labels of the AML check statuses. */
export const amlCheckStatusLabels = {
  no_check_performed: 'No Check Performed',
  pending: 'AML Check Pending',
  auto_check_passed: 'Auto Check Passed',
  auto_check_failed: 'Auto Check Failed',
  id_documents_required: 'ID Documents Required',
  id_documents_provided: 'ID Documents Provided',
  id_documents_verified: 'ID Documents Verified',
} as const satisfies Record<AmlCheckStatus, string>;

// Spec: 000 §3
/** Numeric AML check status codes, 0–8 (their meanings are not shown in the specs). */
export const amlCheckStatusCodes = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** A value of {@link amlCheckStatusCodes}. */
export type AmlCheckStatusCode = (typeof amlCheckStatusCodes)[number];

// Spec: 002 §3.5
/** Whether an AML check is required (inactive 0, mandatory 1). */
export const amlRequirement = { inactive: 0, mandatory: 1 } as const;
/** A key of {@link amlRequirement}. */
export type AmlRequirement = keyof typeof amlRequirement;

// Spec: 000 §3
/** Onboarding stages. */
export const onboardingStages = ['invest', 'onboarding', 'onboarded'] as const;
/** A value of {@link onboardingStages}. */
export type OnboardingStage = (typeof onboardingStages)[number];

// Spec: 000 §3
/** Regions. */
export const regions = ['gb', 'us', 'eu', 'ae'] as const;
/** A value of {@link regions}. */
export type Region = (typeof regions)[number];

// Spec: 002 §4.9
/** Two-factor methods of sign-in and set-up; `none` goes back to the chooser. */
export const twoFactorMethods = ['sms', 'app', 'totp', 'security_question', 'none'] as const;
/** A value of {@link twoFactorMethods}. */
export type TwoFactorMethod = (typeof twoFactorMethods)[number];
