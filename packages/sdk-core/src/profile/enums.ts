/** Enumerations of the customer profile (000 §3, 002 §3.5). */

/** Named AML check statuses (000 §3), in the specs' order. The numeric 0–8 codes' meanings are not shown. */
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

/** Labels of the AML check statuses (000 §3). */
export const amlCheckStatusLabels = {
  no_check_performed: 'No Check Performed',
  pending: 'AML Check Pending',
  auto_check_passed: 'Auto Check Passed',
  auto_check_failed: 'Auto Check Failed',
  id_documents_required: 'ID Documents Required',
  id_documents_provided: 'ID Documents Provided',
  id_documents_verified: 'ID Documents Verified',
} as const satisfies Record<AmlCheckStatus, string>;

/** Numeric AML check status codes, 0–8 (000 §3; their meanings are not shown in the specs). */
export const amlCheckStatusCodes = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** A value of {@link amlCheckStatusCodes}. */
export type AmlCheckStatusCode = (typeof amlCheckStatusCodes)[number];

/** Whether an AML check is required (002 §3.5: inactive 0, mandatory 1). */
export const amlRequirement = { inactive: 0, mandatory: 1 } as const;
/** A key of {@link amlRequirement}. */
export type AmlRequirement = keyof typeof amlRequirement;

/** Onboarding stages (000 §3). */
export const onboardingStages = ['invest', 'onboarding', 'onboarded'] as const;
/** A value of {@link onboardingStages}. */
export type OnboardingStage = (typeof onboardingStages)[number];

/** Regions (000 §3). */
export const regions = ['gb', 'us', 'eu', 'ae'] as const;
/** A value of {@link regions}. */
export type Region = (typeof regions)[number];

/** Two-factor methods of sign-in and set-up (002 §4.9); `none` goes back to the chooser. */
export const twoFactorMethods = ['sms', 'app', 'totp', 'security_question', 'none'] as const;
/** A value of {@link twoFactorMethods}. */
export type TwoFactorMethod = (typeof twoFactorMethods)[number];
