import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationReport, citationsIn, publishedCitations } from './published-text';

describe('published text check', () => {
  it('finds the lines that cite the internal specification', () => {
    expect(citationsIn('a.md', 'The ticket.\nThe trade ticket of 002 §2.4 — order type\n')).toEqual([
      { file: 'a.md', line: 2, text: 'The trade ticket of 002 §2.4 — order type' },
    ]);
    expect(citationsIn('b.md', 'The trade ticket — order type')).toEqual([]);
  });

  it('walks pages, generated files and the manifest, skipping installed packages', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'bk-docs-'));
    await mkdir(path.join(root, 'src/guide'), { recursive: true });
    await mkdir(path.join(root, 'src/node_modules/x'), { recursive: true });
    await writeFile(path.join(root, 'src/guide/ok.md'), '# Guide\nNo citations.\n');
    await writeFile(path.join(root, 'src/guide/bad.md'), '# Guide\nSee 000 §7.\n');
    await writeFile(path.join(root, 'src/node_modules/x/readme.md'), '§ 1\n');
    await writeFile(path.join(root, 'manifest.json'), '{"description": "The market of 002 §2.1"}\n');
    const found = await publishedCitations([path.join(root, 'src')], [path.join(root, 'manifest.json')]);
    expect(citationReport(found, root).split('\n').sort()).toEqual([
      '  manifest.json:1: {"description": "The market of 002 §2.1"}',
      '  src/guide/bad.md:2: See 000 §7.',
    ]);
  });
});
