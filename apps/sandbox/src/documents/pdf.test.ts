import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf';

describe('generated PDF', () => {
  const bytes = renderPdf('Crédit Mistral SA — Prospectus (draft)', ['Issuer: Crédit Mistral SA']);
  const text = Buffer.from(bytes).toString('latin1');

  it('is a PDF 1.4 file that ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at its objects', () => {
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries.length).toBe(6);
    entries.forEach((offset, i) => {
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(text).toMatch(/\/Size 7 /);
  });

  it('declares the exact length of its content stream and escapes the title', () => {
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text);
    expect(match).not.toBeNull();
    expect(match?.[2]?.length).toBe(Number(match?.[1]));
    expect(text).toContain('(Credit Mistral SA - Prospectus \\(draft\\)) Tj');
  });
});
