/**
 * Walks a {@link MachineGraph} on the machine template: every edge must be a move the template allows, every
 * other move must be refused, and every step must be reached from the first one. Tests of every machine use it.
 *
 * @module
 */
import type { Clock } from '../time/index';
import { edgesOf, type GraphEdge, type MachineGraph, reachableSteps } from './graph';
import { createMachine, type MachineContext } from './template';

/** What {@link walkGraph} found: the edges it walked and what was wrong (empty when the graph is sound). */
export interface GraphWalk<Step extends string> {
  walked: (GraphEdge<Step> & { readonly from: Step })[];
  problems: string[];
}

/** Walks every edge (and every refused move) of `graph` on a template machine running on `clock`. */
export function walkGraph<Step extends string>(graph: MachineGraph<Step>, clock: Clock): GraphWalk<Step> {
  const steps = Object.keys(graph.steps) as Step[];
  const problems: string[] = [];
  const walked = edgesOf(graph);
  /** A template machine on `graph` standing at `step`, and its context. */
  const at = (step: Step) => {
    let context!: MachineContext<{ step: Step }, Step>;
    createMachine<{ step: Step }, Step>(
      {
        name: graph.name,
        clock,
        graph,
        strict: false,
        stepOf: (s) => s.step,
        stepPatch: (to) => ({ step: to }),
      },
      (m) => {
        context = m;
        return { step };
      },
    );
    return context;
  };
  const move = (from: Step, to: Step) => {
    const m = at(from);
    return m.transition(to) && m.get().step === to;
  };
  for (const edge of walked) {
    if (!steps.includes(edge.to)) problems.push(`${edge.from} → ${edge.to}: no such step`);
    else if (!move(edge.from, edge.to)) problems.push(`${edge.from} → ${edge.to} (${edge.on}) was refused`);
    if (edge.after !== undefined && !(edge.after > 0)) problems.push(`${edge.from} → ${edge.to}: bad delay`);
  }
  for (const from of steps) {
    for (const to of steps) {
      const listed = walked.some((e) => e.from === from && e.to === to);
      if (!listed && move(from, to)) problems.push(`${from} → ${to} is not in the graph but was allowed`);
    }
  }
  const reached = reachableSteps(graph);
  for (const step of steps)
    if (!reached.includes(step)) problems.push(`${step}: not reached from ${graph.initial}`);
  return { walked, problems };
}
