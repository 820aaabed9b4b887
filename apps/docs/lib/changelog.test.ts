import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextVersion, parseChangeset, renderChangelog } from './changelog';

describe('the changelog from changesets', () => {
  it('reads a changeset: the releases of its front matter and its summary', () => {
    expect(
      parseChangeset(
        'x',
        '---\n\'@bondkit/sdk-core\': minor\n"@bondkit/widgets": patch\n---\n\nFixed <things>.\n',
      ),
    ).toEqual({
      id: 'x',
      releases: [
        { name: '@bondkit/sdk-core', type: 'minor' },
        { name: '@bondkit/widgets', type: 'patch' },
      ],
      summary: 'Fixed <things>.',
    });
    expect(() => parseChangeset('bad', 'no front matter')).toThrow(/front matter/);
  });

  it('raises versions as semver says', () => {
    expect(nextVersion('0.1.0', 'minor')).toBe('0.2.0');
    expect(nextVersion('1.2.3', 'patch')).toBe('1.2.4');
    expect(nextVersion('1.2.3', 'major')).toBe('2.0.0');
  });

  it('renders pending changesets (highest bump per package) and released CHANGELOG files', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'docs-changelog-'));
    await mkdir(path.join(root, '.changeset'));
    await mkdir(path.join(root, 'packages/core'), { recursive: true });
    await writeFile(path.join(root, '.changeset/README.md'), '# Changesets\n');
    await writeFile(path.join(root, '.changeset/a.md'), "---\n'@x/core': patch\n---\n\nA fix.\n");
    await writeFile(
      path.join(root, '.changeset/b.md'),
      "---\n'@x/core': minor\n---\n\nA feature with <html>.\n",
    );
    await writeFile(path.join(root, 'packages/core/package.json'), '{"name": "@x/core", "version": "1.4.2"}');
    await writeFile(
      path.join(root, 'packages/core/CHANGELOG.md'),
      '# @x/core\n\n## 1.4.2\n\n### Patch Changes\n\n- Older fix.\n',
    );
    const page = await renderChangelog(root);
    expect(page).toContain('| `@x/core` | 1.4.2 → 1.5.0 | minor |');
    expect(page).toContain('### a\n');
    expect(page).toContain('A feature with &lt;html>.');
    expect(page).not.toContain('# Changesets');
    // the released file nests under the package's heading
    expect(page).toContain('### `@x/core`\n\n#### 1.4.2\n\n##### Patch Changes');
  });
});
