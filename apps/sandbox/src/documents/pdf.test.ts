import { describe, expect, it } from 'vitest';
import { directionRuns, isRtlLine, renderDocument, renderPdf } from './pdf';
import { pageText, readPdf } from './pdf-text';

describe('generated PDF', () => {
  it('is a PDF whose title and lines read back, accents and the pound sign kept', async () => {
    const bytes = await renderPdf('Crédit Mistral SA — Prospectus (draft)', [
      'Issuer: Crédit Mistral SA £1,000',
    ]);
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const read = await readPdf(bytes);
    expect(read.title).toBe('Crédit Mistral SA — Prospectus (draft)');
    expect(read.pages).toHaveLength(1);
    const text = pageText(read.pages[0] ?? []);
    expect(text).toContain('Crédit Mistral SA — Prospectus (draft)');
    expect(text).toContain('Issuer: Crédit Mistral SA £1,000');
    expect(text).toContain('Page 1 of 1');
  });

  it('embeds a subset of the font, not the whole of it', async () => {
    const bytes = await renderPdf('Short');
    expect(bytes.byteLength).toBeLessThan(60_000);
  });

  it('continues a long table on new pages, its header repeated, every page numbered', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [`Row ${i + 1}`, `${i}.00`]);
    const read = await readPdf(
      await renderDocument({ title: 'Long', blocks: [{ kind: 'table', columns: ['Name', 'Amount'], rows }] }),
    );
    expect(read.pages.length).toBeGreaterThan(2);
    const all = read.pages.map(pageText);
    for (const [i, page] of all.entries()) {
      expect(page).toContain('Name');
      expect(page).toContain(`Page ${i + 1} of ${all.length}`);
    }
    expect(all.join(' ')).toContain('Row 150');
  });

  it('shapes Arabic (one letter, two contextual glyphs) and sets it right to left', async () => {
    // 'كشف المحفظة' (portfolio statement): ف is final in the first word and medial in the second
    const arabic = 'كشف المحفظة';
    const read = await readPdf(await renderDocument({ title: arabic }));
    const shown = (read.pages[0] ?? []).find((s) => s.text.includes('ك'));
    expect(shown).toBeDefined();
    // drawn in visual order: the logical text reversed
    expect(shown?.text).toBe([...arabic].reverse().join(''));
    const glyphsOfFeh = (shown?.glyphs ?? []).filter((_, i) => [...(shown?.text ?? '')][i] === 'ف');
    expect(glyphsOfFeh).toHaveLength(2);
    expect(new Set(glyphsOfFeh).size).toBe(2);
  });

  it('keeps Latin and digits left to right inside an Arabic line', () => {
    expect(isRtlLine('كشف 2026')).toBe(true);
    expect(isRtlLine('Statement كشف')).toBe(false);
    expect(directionRuns('كشف المحفظة 2026')).toEqual([
      { text: 'كشف المحفظة', rtl: true },
      { text: ' 2026', rtl: false },
    ]);
  });
});
