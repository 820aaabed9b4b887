import { describe, expect, it } from 'vitest';
import { cell, codeCell, prose, table } from './markdown';

describe('markdown from repository text', () => {
  it('escapes HTML outside code spans so Vue never compiles it, and keeps code spans as written', () => {
    expect(prose('Put it in a <slot> or `<a slot="cta">`')).toBe('Put it in a &lt;slot> or `<a slot="cta">`');
    expect(prose('no {{ interpolation }}')).toBe('no { { interpolation }}');
  });

  it('makes one-line table cells with escaped pipes, also inside code', () => {
    expect(cell("'standard' | 'sukuk'\nvariant")).toBe("'standard' \\| 'sukuk' variant");
    expect(codeCell("'light' | 'dark'")).toBe("`'light' \\| 'dark'`");
    expect(codeCell('a `b` c')).toBe('``a `b` c``');
    expect(codeCell(undefined)).toBe('');
  });

  it('writes a GFM table, or nothing without rows', () => {
    expect(table(['A', 'B'], [['1', '2']])).toBe('| A | B |\n| --- | --- |\n| 1 | 2 |');
    expect(table(['A'], [])).toBe('');
  });
});
