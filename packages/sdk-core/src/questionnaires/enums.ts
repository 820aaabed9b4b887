// Spec: 000 §3, 002 §3.3, §4.6
/** Enumerations of questionnaires. */

// Spec: 002 §3.3
/** Questionnaire types. */
export const questionnaireTypes = [
  'signup',
  'high-yield',
  'smart-interest',
  'perpetual',
  'special-situation',
  'adib-suitability',
] as const;
/** A value of {@link questionnaireTypes}. */
export type QuestionnaireType = (typeof questionnaireTypes)[number];

/**
 * Names of the questionnaires, as they read in "You have failed to complete the {name} questionnaire …".
 * The specs show no names; these are plain readings of the types.
 */
export const questionnaireTypeLabels = {
  signup: 'signup',
  'high-yield': 'high yield',
  'smart-interest': 'Smart Interest',
  perpetual: 'perpetual',
  'special-situation': 'special situation',
  'adib-suitability': 'suitability',
} as const satisfies Record<QuestionnaireType, string>;

// Spec: 002 §3.3
/** Status of one questionnaire type for a user. */
export const questionnaireStatuses = ['not-attempted', 'passed', 'failed'] as const;
/** A value of {@link questionnaireStatuses}. */
export type QuestionnaireStatus = (typeof questionnaireStatuses)[number];

// Spec: 002 §3.3, §4.6
/** Overall questionnaire result after a submit. */
export const questionnaireOverallStatuses = ['common', 'in_review', 'passed', 'failed'] as const;
/** A value of {@link questionnaireOverallStatuses}. */
export type QuestionnaireOverallStatus = (typeof questionnaireOverallStatuses)[number];

// Spec: 000 §3
/** Attempt states. */
export const attemptStates = [
  'not-attempted',
  'attempted-1-times',
  'attempted-2-times',
  'failed',
  'passed',
] as const;
/** A value of {@link attemptStates}. */
export type AttemptState = (typeof attemptStates)[number];

// Spec: 002 §3.3
/** Question kinds. */
export const questionTypes = ['free_text', 'radio'] as const;
/** A value of {@link questionTypes}. */
export type QuestionType = (typeof questionTypes)[number];

// Spec: 002 §9
/** Most attempts at a questionnaire: the third failure blocks investing. */
export const MAX_QUESTIONNAIRE_ATTEMPTS = 3;
