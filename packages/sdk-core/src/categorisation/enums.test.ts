import { describe, expect, it } from 'vitest';
import { investorTypeLabels, investorTypes } from './enums';

describe('categorisation enums', () => {
  it('labels the five investor types as the specs name them', () => {
    expect(investorTypes.map((t) => investorTypeLabels[t])).toEqual([
      'Standard',
      'Certified High Net Worth',
      'Self-Certified Sophisticated',
      'Advised',
      'Professional',
    ]);
  });
});
