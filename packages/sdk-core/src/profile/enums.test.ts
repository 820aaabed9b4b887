import { describe, expect, it } from 'vitest';
import { amlCheckStatuses, amlCheckStatusLabels, amlRequirement, onboardingStages } from './enums';

describe('profile enums', () => {
  it('labels the AML statuses as the specs name them', () => {
    expect(amlCheckStatuses.map((s) => amlCheckStatusLabels[s])).toEqual([
      'No Check Performed',
      'AML Check Pending',
      'Auto Check Passed',
      'Auto Check Failed',
      'ID Documents Required',
      'ID Documents Provided',
      'ID Documents Verified',
    ]);
    expect(amlRequirement).toEqual({ inactive: 0, mandatory: 1 });
    expect(onboardingStages).toEqual(['invest', 'onboarding', 'onboarded']);
  });
});
