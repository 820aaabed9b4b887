/**
 * Reads back the text of a PDF this sandbox wrote (tests and the e2e specs open reports with it): each
 * page's shown strings, decoded through the embedded font's ToUnicode map, in the order they are drawn. An
 * Arabic run comes back in its visual order (right to left on the page, so its letters reversed), each
 * string with the glyph ids it was drawn with (shaped letters use their contextual forms' glyphs).
 */
import type { PDFRef } from 'pdf-lib';

// pdf-lib is loaded on first use: the sandbox's start-up does not need it
type PdfLib = typeof import('pdf-lib');

/** One shown string of a page. */
export interface PdfString {
  text: string;
  glyphs: number[];
}

/** A PDF read back: its page count, title and each page's strings. */
export interface PdfReadBack {
  pages: PdfString[][];
  title: string | undefined;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function streamText(lib: PdfLib, stream: unknown): string {
  if (stream instanceof lib.PDFRawStream) return latin1(lib.decodePDFRawStream(stream).decode());
  return '';
}

/** Parses a ToUnicode CMap's bfchar and bfrange entries: glyph id → text. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexText = (hex: string) => {
    const units: number[] = [];
    for (let i = 0; i < hex.length; i += 4) units.push(Number.parseInt(hex.slice(i, i + 4), 16));
    return String.fromCharCode(...units);
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(Number.parseInt(m[1] ?? '', 16), hexText(m[2] ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const [from, to, first] = [m[1], m[2], m[3]].map((h) => Number.parseInt(h ?? '', 16)) as [
        number,
        number,
        number,
      ];
      for (let g = from; g <= to; g++) map.set(g, String.fromCodePoint(first + g - from));
    }
  }
  return map;
}

/** Reads a PDF's pages and the strings shown on them. */
export async function readPdf(bytes: Uint8Array): Promise<PdfReadBack> {
  const lib = await import('pdf-lib');
  const { PDFArray, PDFDict, PDFName } = lib;
  const doc = await lib.PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages().map((page) => {
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const toUnicode = font.lookup(PDFName.of('ToUnicode'));
      fonts.set(name.asString(), toUnicodeMap(streamText(lib, toUnicode)));
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const content = streams.map((stream) => streamText(lib, stream)).join('\n');
    const strings: PdfString[] = [];
    let current = new Map<number, string>();
    for (const m of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (m[1]) {
        current = fonts.get(m[1]) ?? new Map();
        continue;
      }
      const hex = m[2] ?? '';
      const glyphs: number[] = [];
      for (let i = 0; i < hex.length; i += 4) glyphs.push(Number.parseInt(hex.slice(i, i + 4), 16));
      strings.push({ text: glyphs.map((g) => current.get(g) ?? '\ufffd').join(''), glyphs });
    }
    return strings;
  });
  return { pages, title: doc.getTitle() };
}

/** A read-back page's text, its strings joined by spaces (for `toContain` checks). */
export function pageText(page: readonly PdfString[]): string {
  return page.map((s) => s.text).join(' ');
}
