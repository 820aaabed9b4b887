/**
 * Draws a machine graph (sdk-core's `MachineGraph`: steps, and moves with their events, guards and delays) as
 * an SVG state diagram at build time, so the docs need no diagram library and nothing downloads at run time.
 * Its styles are the `.machine-diagram` rules of the theme's custom.css (Vue leaves a `<style>` in a page out
 * of the client render, so an inline one makes the page's hydration mismatch).
 * Steps stand in columns by their distance from the first step; forward moves are straight arrows, moves back
 * arc below, a move to the same step loops above it. Each arrow is labelled with its event, `[guard]` and delay.
 */
import type { MachineGraph } from '@bondkit/sdk-core';

const BOX_W = 130;
const BOX_H = 36;
const COL = 320;
const ROW = 120;
const PAD = 60;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The label of one move: `event [guard] (after n ms)`. */
export function edgeLabel(edge: { on: string; guard?: string; after?: number }): string {
  return [edge.on, edge.guard ? `[${edge.guard}]` : '', edge.after ? `after ${edge.after} ms` : '']
    .filter(Boolean)
    .join(' ');
}

/** Where each step stands: column = distance from the first step, row = order found in that column. */
export function layout<Step extends string>(graph: MachineGraph<Step>): Map<Step, { x: number; y: number }> {
  const depth = new Map<Step, number>([[graph.initial, 0]]);
  const queue: Step[] = [graph.initial];
  while (queue.length > 0) {
    const from = queue.shift() as Step;
    for (const edge of graph.steps[from]) {
      if (!depth.has(edge.to)) {
        depth.set(edge.to, (depth.get(from) ?? 0) + 1);
        queue.push(edge.to);
      }
    }
  }
  for (const step of Object.keys(graph.steps) as Step[]) if (!depth.has(step)) depth.set(step, depth.size);
  const rows = new Map<number, number>();
  const at = new Map<Step, { x: number; y: number }>();
  for (const [step, d] of depth) {
    const row = rows.get(d) ?? 0;
    rows.set(d, row + 1);
    at.set(step, { x: PAD + d * COL, y: PAD + 40 + row * ROW });
  }
  return at;
}

/** The SVG of `graph`'s state diagram. */
export function stateDiagramSvg<Step extends string>(graph: MachineGraph<Step>): string {
  const at = layout(graph);
  const arrow = `arrow-${graph.name.replace(/[^a-z0-9-]/gi, '')}`;
  const points = [...at.values()];
  const width = Math.max(...points.map((p) => p.x)) + BOX_W + PAD * 2;
  const height = Math.max(...points.map((p) => p.y)) + BOX_H + PAD * 2 + 40;
  const parts: string[] = [];
  const seen = new Map<string, number>();
  for (const from of Object.keys(graph.steps) as Step[]) {
    for (const edge of graph.steps[from]) {
      const a = at.get(from) as { x: number; y: number };
      const b = at.get(edge.to) as { x: number; y: number };
      const pair = `${from}>${edge.to}`;
      const nth = seen.get(pair) ?? 0;
      seen.set(pair, nth + 1);
      const label = escapeXml(edgeLabel(edge));
      if (from === edge.to) {
        const cx = a.x + BOX_W / 2;
        const lift = 34 + nth * 16;
        parts.push(
          `<path d="M${cx - 20},${a.y} C${cx - 30},${a.y - lift - 20} ${cx + 30},${a.y - lift - 20} ${cx + 20},${a.y}" class="edge" marker-end="url(#${arrow})"/>`,
          `<text x="${cx}" y="${a.y - lift - 12}" class="label">${label}</text>`,
        );
        continue;
      }
      const forward = b.x > a.x || (b.x === a.x && b.y > a.y);
      const x1 = a.x + (forward ? BOX_W : BOX_W / 2);
      const y1 = a.y + (forward ? BOX_H / 2 : BOX_H);
      const x2 = b.x + (forward ? 0 : BOX_W / 2);
      const y2 = b.y + (forward ? BOX_H / 2 : BOX_H);
      if (forward && nth === 0) {
        parts.push(
          `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" class="edge" marker-end="url(#${arrow})"/>`,
          `<text x="${(x1 + x2) / 2}" y="${(y1 + y2) / 2 - 6}" class="label">${label}</text>`,
        );
      } else {
        const sag = (forward ? -30 : 40) * (nth + 1);
        const mx = (x1 + x2) / 2;
        const my = Math.max(y1, y2) + sag;
        parts.push(
          `<path d="M${x1},${y1} Q${mx},${my + sag} ${x2},${y2}" class="edge" marker-end="url(#${arrow})"/>`,
          `<text x="${mx}" y="${my + (forward ? -4 : 12)}" class="label">${label}</text>`,
        );
      }
    }
  }
  for (const [step, p] of at) {
    const initial = step === graph.initial;
    const final = graph.steps[step].length === 0;
    parts.push(
      `<rect x="${p.x}" y="${p.y}" width="${BOX_W}" height="${BOX_H}" rx="10" class="step${final ? ' final' : ''}"/>`,
      `<text x="${p.x + BOX_W / 2}" y="${p.y + BOX_H / 2 + 5}" class="name">${escapeXml(step)}</text>`,
    );
    if (initial)
      parts.push(
        `<circle cx="${p.x - 34}" cy="${p.y + BOX_H / 2}" r="6" class="start"/>`,
        `<line x1="${p.x - 28}" y1="${p.y + BOX_H / 2}" x2="${p.x}" y2="${p.y + BOX_H / 2}" class="edge" marker-end="url(#${arrow})"/>`,
      );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" role="img" aria-label="State diagram of the ${escapeXml(graph.name)} machine" style="max-width:100%;height:auto">`,
    `<defs><marker id="${arrow}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="currentColor"/></marker></defs>`,
    ...parts,
    '</svg>',
  ].join('');
}

/** The machines page: one generated diagram and one table of moves per machine graph. */
export function machinesPage(graphs: readonly MachineGraph<string>[]): string {
  const out = [
    '# State machines',
    '',
    'Every flow in sdk-core is a machine: a store whose steps, and the events, named guards and delays that move',
    'it from one step to the next, are written as data (its `MachineGraph`). The diagrams below are generated',
    'from those graphs when the docs are built, so they always match the code. A thick box is a final step; the',
    'dot marks the first one. Labels read `event [guard] after n ms`.',
    '',
  ];
  for (const graph of [...graphs].sort((a, b) => a.name.localeCompare(b.name))) {
    out.push(`## ${graph.name}`, '', `<div class="machine-diagram">${stateDiagramSvg(graph)}</div>`, '');
    out.push('| From | Event | Guard | Delay | To |', '| --- | --- | --- | --- | --- |');
    for (const from of Object.keys(graph.steps)) {
      for (const edge of graph.steps[from] ?? []) {
        out.push(
          `| ${from} | ${edge.on} | ${edge.guard ?? ''} | ${edge.after ? `${edge.after} ms` : ''} | ${edge.to} |`,
        );
      }
    }
    out.push('');
  }
  return `${out.join('\n')}\n`;
}
