import { describe, expect, it } from 'vitest';
import {
  issuedDocumentTypeLabels,
  issuedDocumentTypes,
  uploadBlockingStatuses,
  uploadedDocumentBaseType,
  uploadedDocumentStatuses,
  uploadedDocumentStatusLabels,
} from './enums';

describe('document enums', () => {
  it('labels statuses as 000 §4 says: provided reads Under review, unknown ones Required', () => {
    expect(uploadedDocumentStatusLabels.provided).toBe('Under review');
    expect(uploadedDocumentStatusLabels.uploading).toBe('Uploading...');
    expect(uploadedDocumentStatusLabels['not-yet-needed']).toBe('Required');
    expect(
      uploadedDocumentStatuses.filter((s) => !(uploadBlockingStatuses as readonly string[]).includes(s)),
    ).toEqual(['not-yet-needed', 'required', 'rejected', 'canceled']);
  });

  it('reads per-currency bank statements and unknown types', () => {
    expect(uploadedDocumentBaseType('bank_statement:EUR')).toBe('bank_statement');
    expect(uploadedDocumentBaseType('photo_id')).toBe('photo_id');
    expect(uploadedDocumentBaseType('selfie')).toBe('additional');
  });

  it('labels every issued document type', () => {
    expect(issuedDocumentTypes).toHaveLength(10);
    expect(issuedDocumentTypes.every((t) => issuedDocumentTypeLabels[t].length > 0)).toBe(true);
  });
});
