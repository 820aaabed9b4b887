import { describe, expect, it } from 'vitest';
import { questionnaireStatus } from '../auth/index';
import { attemptStates, questionnaireStatuses, questionnaireTypeLabels, questionnaireTypes } from './enums';

describe('questionnaire enums', () => {
  it('agrees with the session user schema’s statuses', () => {
    expect(questionnaireStatus.options).toEqual([...questionnaireStatuses]);
  });

  it('lists the six types, each named, and the attempt states', () => {
    expect(questionnaireTypes).toHaveLength(6);
    expect(questionnaireTypes.every((t) => questionnaireTypeLabels[t].length > 0)).toBe(true);
    expect(attemptStates).toEqual([
      'not-attempted',
      'attempted-1-times',
      'attempted-2-times',
      'failed',
      'passed',
    ]);
  });
});
