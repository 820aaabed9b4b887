/** A report's contents as the file asked for: a PDF (the sandbox's one PDF writer) or a CSV. */
import type { ReportType } from '@bondkit/sdk-core';
import { renderDocument } from '../documents';
import { csvCell } from '../market';
import type { ReportContents } from './contents';

/** A generated file. */
export interface ReportFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** The CSV of a report: its main table, a header row then one row per line, CRLF line ends. */
export function reportCsv(contents: ReportContents): string {
  const { columns, numeric, rows } = contents.table;
  const lines = [columns.map((c) => csvCell(c)).join(',')];
  for (const row of rows) lines.push(row.map((cell, i) => csvCell(cell, !numeric[i])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Renders a report's contents as a PDF or a CSV file. */
export async function reportFile(contents: ReportContents, type: ReportType): Promise<ReportFile> {
  if (type === 'csv') {
    return {
      fileName: `${contents.baseName}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: new TextEncoder().encode(reportCsv(contents)),
    };
  }
  const content = await renderDocument({
    title: contents.title,
    lines: contents.arabicTitle ? [contents.arabicTitle, ...contents.lines] : contents.lines,
    blocks: [{ kind: 'table', ...contents.table }, ...contents.more],
    author: 'bondkit sandbox',
  });
  return { fileName: `${contents.baseName}.pdf`, contentType: 'application/pdf', content };
}
