/**
 * The sandbox's one PDF writer (pdf-lib): A4 pages in an embedded, subset Unicode font (DejaVu Sans, which
 * has Latin and Arabic glyphs), so names, currency signs and the partner's Arabic texts print as they are.
 * Arabic is shaped by the font's tables (fontkit's layout) and set right to left; a line whose first strong
 * letter is Arabic is a right-to-left line, its Latin and digit runs kept left to right inside it.
 *
 * A document is a title, optional lines under it, and blocks: headings, paragraphs and tables (a table's
 * header is repeated on each page it continues on). Every page carries 'Page n of m'.
 */
import { channel } from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { letOthersRun } from '../shared/turns';

type PdfLib = typeof import('pdf-lib');
/** pdf-lib and fontkit, loaded on the first document: the sandbox's start-up does not need them. */
let writer: Promise<{ lib: PdfLib; fontkit: Parameters<PDFDocument['registerFontkit']>[0] }> | null = null;
const loadWriter = () => {
  writer ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]).then(([lib, fontkit]) => ({
    lib,
    fontkit: fontkit.default,
  }));
  return writer;
};

/**
 * The writer's progress, on Node's diagnostics channel `bondkit:sandbox:pdf-page`: one message, `{ title,
 * page }`, as each page is begun (nothing is sent while no one subscribes). A test or a profiler sees a long
 * document being laid out, and what the sandbox answers meanwhile.
 */
export const PDF_PAGE_CHANNEL = 'bondkit:sandbox:pdf-page';
const pageChannel = channel(PDF_PAGE_CHANNEL);

/** A block of a generated document. */
export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | {
      kind: 'table';
      columns: readonly string[];
      rows: readonly (readonly string[])[];
      /** columns set to the right (amounts) */
      numeric?: readonly boolean[];
      /** relative column widths (equal by default) */
      widths?: readonly number[];
    };

/** What a generated document holds. */
export interface PdfContent {
  title: string;
  /** lines under the title (the account, the period) */
  lines?: readonly string[];
  blocks?: readonly PdfBlock[];
  /** the document's author in its metadata */
  author?: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const SIZE = { title: 18, heading: 13, text: 10, table: 8.5, footer: 8 } as const;
const LINE = 1.45;

let fontBytes: Uint8Array | null = null;
/** The DejaVu Sans TrueType font's bytes (read once). */
function unicodeFont(): Uint8Array {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    // copied into this realm's Uint8Array: pdf-lib checks the type, and a test DOM may bring its own
    fontBytes = new Uint8Array(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
  }
  return fontBytes;
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const STRONG_LTR = /[A-Za-z\u00c0-\u024f0-9]/;

/** The part of fontkit's font that pdf-lib lays text out with (its `layout` answers the glyphs to draw). */
interface LayoutFont {
  layout(text: string, features?: unknown): { glyphs: { id: number; advanceWidth: number }[] };
  glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number };
}

/**
 * Lays text out the way this writer needs it, fast: text without Arabic is set glyph by glyph from the
 * font's character map (no kerning: a report's figures and names need none), and only Arabic goes through
 * fontkit's shaping engine (contextual forms, right to left), its answers remembered. pdf-lib measures and
 * encodes every string through `layout`, so this is where the time of a long report goes.
 */
function quickLayout(font: PDFFont): void {
  // pdf-lib keeps the embedder private; its fontkit font is what it lays text out with
  const fontkitFont = (font as unknown as { embedder: { font: LayoutFont } }).embedder.font;
  const shape = fontkitFont.layout.bind(fontkitFont);
  const shaped = new Map<string, ReturnType<LayoutFont['layout']>>();
  const glyphs = new Map<number, ReturnType<LayoutFont['glyphForCodePoint']>>();
  const glyphOf = (c: string) => {
    const codePoint = c.codePointAt(0) ?? 0;
    let glyph = glyphs.get(codePoint);
    if (!glyph) {
      glyph = fontkitFont.glyphForCodePoint(codePoint);
      glyphs.set(codePoint, glyph);
    }
    return glyph;
  };
  fontkitFont.layout = (text, features) => {
    if (!ARABIC.test(text)) return { glyphs: Array.from(text, glyphOf) };
    let run = shaped.get(text);
    if (!run) {
      run = shape(text, features);
      shaped.set(text, run);
    }
    return run;
  };
}

/** A run of one direction within a line. */
interface Run {
  text: string;
  rtl: boolean;
}

/**
 * Splits a line into runs of Arabic (right to left) and everything else (left to right); spaces and
 * punctuation between two Arabic letters stay in the Arabic run.
 */
export function directionRuns(text: string): Run[] {
  const chars = [...text];
  const strong = chars.map((c) => (ARABIC.test(c) ? 'R' : STRONG_LTR.test(c) ? 'L' : null));
  const rtl = chars.map((_, i) => {
    if (strong[i]) return strong[i] === 'R';
    // a neutral (space, punctuation) is Arabic only between two Arabic letters
    const before = strong.slice(0, i).findLast((s) => s !== null);
    const after = strong.slice(i + 1).find((s) => s !== null);
    return before === 'R' && after === 'R';
  });
  const runs: Run[] = [];
  chars.forEach((c, i) => {
    const last = runs.at(-1);
    if (last && last.rtl === rtl[i]) last.text += c;
    else runs.push({ text: c, rtl: rtl[i] ?? false });
  });
  return runs;
}

/** A line is right to left when its first strong letter is Arabic. */
export function isRtlLine(text: string): boolean {
  for (const c of text) {
    if (ARABIC.test(c)) return true;
    if (STRONG_LTR.test(c)) return false;
  }
  return false;
}

class Writer {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly rgb: PdfLib['rgb'],
    private readonly font: PDFFont,
    private readonly title: string,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
    if (pageChannel.hasSubscribers) pageChannel.publish({ title: this.title, page: this.pages.length });
  }

  /** Room for `height` points on this page, else a new page. */
  ensure(height: number): boolean {
    if (this.y - height >= PAGE.margin + 16) return false;
    this.newPage();
    return true;
  }

  private readonly widths = new Map<string, number>();

  /** A text's width at a size (its width at size 1 remembered). */
  width(text: string, size: number): number {
    let unit = this.widths.get(text);
    if (unit === undefined) {
      unit = this.font.widthOfTextAtSize(text, 1);
      this.widths.set(text, unit);
    }
    return unit * size;
  }

  /** Cuts a text to fit a width, ending it with '…' when it was cut. */
  fit(text: string, size: number, max: number): string {
    if (this.width(text, size) <= max) return text;
    const chars = [...text];
    while (chars.length > 1 && this.width(`${chars.join('')}…`, size) > max) chars.pop();
    return `${chars.join('')}…`;
  }

  /** Draws one line between `left` and `left + width`: left or right aligned, runs in their direction. */
  drawLine(text: string, left: number, width: number, size: number, align: 'left' | 'right', y = this.y) {
    const runs = directionRuns(text);
    const rtl = isRtlLine(text);
    const ordered = rtl ? [...runs].reverse() : runs;
    const total = ordered.reduce((sum, run) => sum + this.width(run.text, size), 0);
    let x = align === 'right' || rtl ? left + width - total : left;
    for (const run of ordered) {
      this.page.drawText(run.text, { x, y, size, font: this.font, color: this.rgb(0.1, 0.1, 0.12) });
      x += this.width(run.text, size);
    }
  }

  /** Wraps a paragraph to the page's width. */
  paragraph(text: string, size: number, gapAfter = 4) {
    const max = PAGE.width - 2 * PAGE.margin;
    const words = text.split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.width(next, size) > max) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const l of lines) {
      this.ensure(size * LINE);
      this.y -= size * LINE;
      this.drawLine(this.fit(l, size, max), PAGE.margin, max, size, 'left');
    }
    this.y -= gapAfter;
  }

  /** Lays out a table, its header again at the top of every page; the event loop gets its turns between rows. */
  async table(block: Extract<PdfBlock, { kind: 'table' }>) {
    const size = SIZE.table;
    const rowHeight = size * 1.9;
    const full = PAGE.width - 2 * PAGE.margin;
    const weights = block.widths ?? block.columns.map(() => 1);
    const sum = weights.reduce((a, b) => a + b, 0);
    const widths = weights.map((w) => (w / sum) * full);
    const lefts = widths.map((_, i) => PAGE.margin + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const drawRow = (cells: readonly string[], header: boolean) => {
      this.y -= rowHeight;
      if (header) {
        this.page.drawRectangle({
          x: PAGE.margin,
          y: this.y - size * 0.6,
          width: full,
          height: rowHeight,
          color: this.rgb(0.92, 0.93, 0.95),
        });
      } else {
        this.page.drawLine({
          start: { x: PAGE.margin, y: this.y - size * 0.6 },
          end: { x: PAGE.margin + full, y: this.y - size * 0.6 },
          thickness: 0.3,
          color: this.rgb(0.8, 0.8, 0.83),
        });
      }
      cells.forEach((cell, i) => {
        const width = (widths[i] ?? 0) - 6;
        const align = block.numeric?.[i] ? 'right' : 'left';
        this.drawLine(this.fit(cell, size, width), (lefts[i] ?? 0) + 3, width, size, align);
      });
    };
    this.ensure(rowHeight * 2);
    drawRow(block.columns, true);
    for (const row of block.rows) {
      await letOthersRun();
      if (this.ensure(rowHeight)) drawRow(block.columns, true);
      drawRow(row, false);
    }
    this.y -= 10;
  }

  async write(content: PdfContent) {
    const max = PAGE.width - 2 * PAGE.margin;
    this.y -= SIZE.title;
    this.drawLine(this.fit(content.title, SIZE.title, max), PAGE.margin, max, SIZE.title, 'left');
    this.y -= 8;
    for (const line of content.lines ?? []) this.paragraph(line, SIZE.text, 0);
    this.y -= 8;
    for (const block of content.blocks ?? []) {
      await letOthersRun();
      if (block.kind === 'heading') {
        this.ensure(SIZE.heading * 3);
        this.y -= SIZE.heading * 1.2;
        this.drawLine(block.text, PAGE.margin, max, SIZE.heading, 'left');
        this.y -= 6;
      } else if (block.kind === 'text') this.paragraph(block.text, SIZE.text);
      else await this.table(block);
    }
    this.pages.forEach((page, i) => {
      const label = `Page ${i + 1} of ${this.pages.length}`;
      page.drawText(label, {
        x: PAGE.width - PAGE.margin - this.width(label, SIZE.footer),
        y: PAGE.margin / 2,
        size: SIZE.footer,
        font: this.font,
        color: this.rgb(0.4, 0.4, 0.45),
      });
    });
  }
}

/** Generates a document as PDF bytes. */
export async function renderDocument(content: PdfContent): Promise<Uint8Array> {
  const { lib, fontkit } = await loadWriter();
  const doc = await lib.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(unicodeFont(), { subset: true });
  quickLayout(font);
  doc.setTitle(content.title);
  doc.setProducer('bondkit sandbox');
  doc.setCreator('bondkit sandbox');
  if (content.author) doc.setAuthor(content.author);
  await new Writer(doc, lib.rgb, font, content.title).write(content);
  // pdf-lib writes its objects in slices too, with a turn of the event loop between them
  return doc.save({ objectsPerTick: 4 });
}

/** A one-section document: a title and lines of text under it. */
export function renderPdf(title: string, lines: readonly string[] = []): Promise<Uint8Array> {
  return renderDocument({ title, blocks: lines.map((text) => ({ kind: 'text', text })) });
}
