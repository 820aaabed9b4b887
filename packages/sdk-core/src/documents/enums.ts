import type { CurrencyCode } from '../money/index';

// Spec: 000 §3–4, 002 §3.5, §4.10
/** Enumerations of documents. */

// Spec: 000 §3
/** Documents the platform issues to the customer. */
export const issuedDocumentTypes = [
  'investment_agreement',
  'suitability_agreement',
  'appropriateness_report',
  'suitability_disclaimer',
  'key_facts',
  'trade_terms_and_conditions',
  'customer_assessment_report',
  'general_terms_and_conditions',
  'offering_circular',
  'terms_of_use',
] as const;
/** A value of {@link issuedDocumentTypes}. */
export type IssuedDocumentType = (typeof issuedDocumentTypes)[number];

/**
 * Labels of the issued document types. The server also sends `document_type_display`, which wins when present;
 * these are the fallbacks for the document-type filter.
 */
export const issuedDocumentTypeLabels = {
  investment_agreement: 'Investment agreement',
  suitability_agreement: 'Suitability agreement',
  appropriateness_report: 'Appropriateness report',
  suitability_disclaimer: 'Suitability disclaimer',
  key_facts: 'Key Facts Statement',
  trade_terms_and_conditions: 'Trade terms and conditions',
  customer_assessment_report: 'Customer assessment report',
  general_terms_and_conditions: 'General terms and conditions',
  offering_circular: 'Offering circular',
  terms_of_use: 'Terms of use',
} as const satisfies Record<IssuedDocumentType, string>;

// Spec: 000 §3
/** Documents the customer uploads; bank statements are per currency (`bank_statement:GBP`). */
export const uploadedDocumentTypes = [
  'photo_id',
  'proof_of_address',
  'power_of_attorney',
  'bank_statement',
  'additional',
] as const;
/** A value of {@link uploadedDocumentTypes}. */
export type UploadedDocumentBaseType = (typeof uploadedDocumentTypes)[number];
/** An uploaded document type as the wire names it, including the per-currency bank statements. */
export type UploadedDocumentType =
  | UploadedDocumentBaseType
  | `bank_statement:${Extract<CurrencyCode, 'GBP' | 'EUR' | 'USD'>}`;

/** Labels of the uploaded document types. */
export const uploadedDocumentTypeLabels = {
  photo_id: 'Photo ID',
  proof_of_address: 'Proof of address',
  power_of_attorney: 'Power of attorney',
  bank_statement: 'Bank statement',
  additional: 'Additional document',
} as const satisfies Record<UploadedDocumentBaseType, string>;

// Spec: 000 §4
/**
 * The base type of an uploaded document's type: `bank_statement:EUR` → `bank_statement`; unknown types count as
 * `additional`.
 */
export function uploadedDocumentBaseType(type: string): UploadedDocumentBaseType {
  const base = type.split(':')[0] ?? type;
  return (uploadedDocumentTypes as readonly string[]).includes(base)
    ? (base as UploadedDocumentBaseType)
    : 'additional';
}

// Spec: 000 §4
/** Statuses of an uploaded document. */
export const uploadedDocumentStatuses = [
  'not-yet-needed',
  'required',
  'provided',
  'rejected',
  'accepted',
  'canceled',
  'uploaded',
  'uploading',
] as const;
/** A value of {@link uploadedDocumentStatuses}. */
export type UploadedDocumentStatus = (typeof uploadedDocumentStatuses)[number];

// Spec: 000 §4
/** Labels of the statuses: Accepted, Under review (provided), Uploaded, Rejected, 'Uploading...', otherwise Required. */
export const uploadedDocumentStatusLabels = {
  'not-yet-needed': 'Required',
  required: 'Required',
  provided: 'Under review',
  rejected: 'Rejected',
  accepted: 'Accepted',
  canceled: 'Required',
  uploaded: 'Uploaded',
  uploading: 'Uploading...',
} as const satisfies Record<UploadedDocumentStatus, string>;

// Spec: 000 §4
/** Statuses for which no upload is offered (accepted, provided, uploaded, uploading). */
export const uploadBlockingStatuses = [
  'accepted',
  'provided',
  'uploaded',
  'uploading',
] as const satisfies readonly UploadedDocumentStatus[];

// Spec: 002 §4.10
/** Statuses from which an upload may be removed (rejected, not yet needed, required). */
export const removableStatuses = [
  'rejected',
  'not-yet-needed',
  'required',
] as const satisfies readonly UploadedDocumentStatus[];

// Spec: 002 §4.10
/** Local states of one upload. */
export const uploadStates = ['none', 'uploading', 'success', 'error'] as const;
/** A value of {@link uploadStates}. */
export type UploadState = (typeof uploadStates)[number];

// Spec: 000 §5, §9
/** File extensions accepted for uploads. */
export const uploadFileExtensions = ['pdf', 'jpeg', 'jpg', 'png', 'gif'] as const;
/** A value of {@link uploadFileExtensions}. */
export type UploadFileExtension = (typeof uploadFileExtensions)[number];
