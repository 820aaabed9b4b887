/**
 * Markdown text from repository data (manifest descriptions, TSDoc summaries, changesets) that VitePress
 * renders safely: the page is compiled by Vue, so HTML-looking text outside code spans is escaped, `{{` is
 * broken up (no interpolation), and table cells escape their pipes.
 */

/** Splits `text` into plain and code-span parts (`` `a` `` or ``` ``a`b`` ```). */
function parts(text: string): { code: boolean; text: string }[] {
  const out: { code: boolean; text: string }[] = [];
  const pattern = /(`+)([\s\S]*?)\1/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push({ code: false, text: text.slice(last, match.index) });
    out.push({ code: true, text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ code: false, text: text.slice(last) });
  return out;
}

/** Prose: `<` outside code spans becomes an entity (no HTML for Vue to compile); `{{` never reaches Vue. */
export function prose(text: string): string {
  return parts(text)
    .map((part) =>
      part.code
        ? part.text.replaceAll('{{', '{ {')
        : part.text.replaceAll('<', '&lt;').replaceAll('{{', '{ {'),
    )
    .join('');
}

/** A table cell: prose on one line, pipes escaped (also inside code spans, as GFM tables require). */
export function cell(text: string | undefined): string {
  if (!text) return '';
  return prose(text.replace(/\s*\n\s*/g, ' ')).replaceAll('|', '\\|');
}

/** `text` as a code span in a table cell. */
export function codeCell(text: string | undefined): string {
  if (!text) return '';
  const oneLine = text.replace(/\s*\n\s*/g, ' ').replaceAll('{{', '{ {');
  const fence = oneLine.includes('`') ? '``' : '`';
  const pad = oneLine.startsWith('`') || oneLine.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${oneLine}${pad}${fence}`.replaceAll('|', '\\|');
}

/** A GFM table; empty when there are no rows. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
