import { describe, expect, it } from 'vitest';
import { finishedReportStatuses, reportStatuses } from './enums';

describe('report enums', () => {
  it('has the four statuses, three of them finished', () => {
    expect(reportStatuses).toEqual(['Started', 'Completed', 'Failed', 'Seen']);
    expect(finishedReportStatuses).not.toContain('Started');
  });
});
