import { describe, expect, it } from 'vitest';
import * as sdk from './index';
import { createFakeClock } from './time/index';

/** Every machine graph sdk-core exports, found by shape so a new machine's graph is walked without listing it. */
const graphs = Object.entries(sdk).flatMap(([name, value]) =>
  value && typeof value === 'object' && sdk.isMachineGraph(value as sdk.MachineGraph<string>)
    ? [{ name, graph: value as sdk.MachineGraph<string> }]
    : [],
);

describe('machine graphs', () => {
  it('every flow machine exports its graph', () => {
    expect(graphs.map((g) => g.graph.name).sort()).toEqual(
      ['fx', 'funding', 'market', 'report-download', 'smart-interest-quote', 'trade'].sort(),
    );
  });

  describe.each(graphs)('$name', ({ graph }) => {
    it('walks every edge, refuses every other move and reaches every step', () => {
      const walk = sdk.walkGraph(graph, createFakeClock());
      expect(walk.problems).toEqual([]);
      expect(walk.walked.length).toBeGreaterThan(0);
    });

    it('names every event', () => {
      for (const edge of sdk.edgesOf(graph)) expect(edge.on).toMatch(/^[a-z][A-Za-z]*$/);
    });
  });
});
