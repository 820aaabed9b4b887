import { tradeGraph } from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { edgeLabel, machinesPage, stateDiagramSvg } from './state-diagram';

describe('state diagrams', () => {
  it('draws every step and labels every move with its event, guard and delay', () => {
    const svg = stateDiagramSvg(tradeGraph);
    for (const step of Object.keys(tradeGraph.steps)) expect(svg).toContain(`>${step}</text>`);
    expect(svg).toContain('>confirm [not busy]</text>');
    expect(edgeLabel({ on: 'poll', guard: 'done', after: 1000 })).toBe('poll [done] after 1000 ms');
  });

  it('writes one section per machine, with no citation of the specification', () => {
    const page = machinesPage([tradeGraph]);
    expect(page).toContain('## trade');
    expect(page).toContain('| setup | proceed | isEditingSetup |  | confirm |');
    expect(page).not.toContain('§');
  });

  it('carries no <style> of its own: Vue renders none on the client, so the page would not hydrate cleanly', () => {
    expect(machinesPage([tradeGraph])).not.toContain('<style');
  });
});
