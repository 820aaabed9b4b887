import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Published text explains things in its own words: partners do not have the platform's internal specification, so
 * a citation of it (`002 §2.4`) belongs in a maintainer's `//` comment, never in what the docs site, the element
 * manifest or the API reference show. `docs build` fails on one (scripts/generate.ts).
 */
export interface Citation {
  file: string;
  line: number;
  text: string;
}

/** The lines of `text` that carry a section sign, with their 1-based line numbers. */
export function citationsIn(file: string, text: string): Citation[] {
  const found: Citation[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.includes('§')) found.push({ file, line: index + 1, text: line.trim().slice(0, 160) });
  });
  return found;
}

async function filesUnder(dir: string, extensions: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

/**
 * Every citation in the published sources: the given folders' Markdown and JSON (pages, generated reference, element
 * prose, generated props) and the given single files (the element manifest).
 */
export async function publishedCitations(
  folders: readonly string[],
  files: readonly string[],
): Promise<Citation[]> {
  const all = [
    ...(await Promise.all(folders.map((dir) => filesUnder(dir, ['.md', '.json', '.vue'])))).flat(),
    ...files,
  ];
  const found = await Promise.all(all.map(async (file) => citationsIn(file, await readFile(file, 'utf8'))));
  return found.flat();
}

/** One line per citation, for the build's error message. */
export function citationReport(citations: readonly Citation[], root: string): string {
  return citations.map((c) => `  ${path.relative(root, c.file)}:${c.line}: ${c.text}`).join('\n');
}
