/** Enumerations of questionnaires (000 §3, 002 §3.3, §4.6). */

/** Questionnaire types (002 §3.3). */
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

/** Status of one questionnaire type for a user (002 §3.3). */
export const questionnaireStatuses = ['not-attempted', 'passed', 'failed'] as const;
/** A value of {@link questionnaireStatuses}. */
export type QuestionnaireStatus = (typeof questionnaireStatuses)[number];

/** Overall questionnaire result after a submit (002 §3.3, §4.6). */
export const questionnaireOverallStatuses = ['common', 'in_review', 'passed', 'failed'] as const;
/** A value of {@link questionnaireOverallStatuses}. */
export type QuestionnaireOverallStatus = (typeof questionnaireOverallStatuses)[number];

/** Attempt states (000 §3). */
export const attemptStates = [
  'not-attempted',
  'attempted-1-times',
  'attempted-2-times',
  'failed',
  'passed',
] as const;
/** A value of {@link attemptStates}. */
export type AttemptState = (typeof attemptStates)[number];

/** Question kinds (002 §3.3). */
export const questionTypes = ['free_text', 'radio'] as const;
/** A value of {@link questionTypes}. */
export type QuestionType = (typeof questionTypes)[number];

/** Most attempts at a questionnaire (002 §9): the third failure blocks investing. */
export const MAX_QUESTIONNAIRE_ATTEMPTS = 3;
