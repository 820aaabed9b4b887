/**
 * The changelog page, from changesets: the pending changesets in `.changeset/*.md` (what the next
 * `pnpm changeset version` releases) and each package's CHANGELOG.md (what was released).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { prose, table } from './markdown';

export type Bump = 'major' | 'minor' | 'patch';
const RANK: Record<Bump, number> = { patch: 0, minor: 1, major: 2 };

export interface Changeset {
  id: string;
  releases: { name: string; type: Bump }[];
  summary: string;
}

/** Parses a changeset file: a front matter of `'package': bump` lines, then the summary. */
export function parseChangeset(id: string, text: string): Changeset {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`.changeset/${id}.md has no front matter`);
  const releases = match[1]!
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const release = /^["']?([^"':]+)["']?\s*:\s*(major|minor|patch)$/.exec(line);
      if (!release) throw new Error(`.changeset/${id}.md: cannot read '${line}'`);
      return { name: release[1]!.trim(), type: release[2] as Bump };
    });
  return { id, releases, summary: match[2]!.trim() };
}

/** `version` raised by `bump` (0.x versions raise as semver says; changesets does the same). */
export function nextVersion(version: string, bump: Bump): string {
  const [major = 0, minor = 0, patch = 0] = version.split('-')[0]!.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

interface WorkspacePackage {
  name: string;
  version: string;
  dir: string;
  private: boolean;
}

async function workspacePackages(repoRoot: string): Promise<WorkspacePackage[]> {
  const out: WorkspacePackage[] = [];
  for (const group of ['packages', 'apps']) {
    const base = path.join(repoRoot, group);
    if (!existsSync(base)) continue;
    for (const entry of await readdir(base, { withFileTypes: true })) {
      const file = path.join(base, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(file)) continue;
      const json = JSON.parse(await readFile(file, 'utf8')) as {
        name: string;
        version?: string;
        private?: boolean;
      };
      out.push({
        name: json.name,
        version: json.version ?? '0.0.0',
        dir: path.join(base, entry.name),
        private: json.private === true,
      });
    }
  }
  return out;
}

/** Lowers every heading of a CHANGELOG by `levels` so it nests under the page's own. */
function nestHeadings(markdown: string, levels: number): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) fenced = !fenced;
      if (fenced) return line;
      const heading = /^(#{1,6})\s/.exec(line);
      return heading
        ? `${'#'.repeat(Math.min(6, heading[1]!.length + levels))}${line.slice(heading[1]!.length)}`
        : line;
    })
    .join('\n');
}

export async function renderChangelog(repoRoot: string): Promise<string> {
  const dir = path.join(repoRoot, '.changeset');
  const files = existsSync(dir)
    ? (await readdir(dir)).filter((file) => file.endsWith('.md') && file.toLowerCase() !== 'readme.md').sort()
    : [];
  const changesets = await Promise.all(
    files.map(async (file) =>
      parseChangeset(file.replace(/\.md$/, ''), await readFile(path.join(dir, file), 'utf8')),
    ),
  );
  const packages = await workspacePackages(repoRoot);
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));

  const lines = [
    '# Changelog',
    '',
    'Generated from the repository when the site is built: the pending changesets (`.changeset/*.md`, written with `pnpm changeset`) and the released versions in each package’s `CHANGELOG.md`.',
    '',
    '## Unreleased',
    '',
  ];
  if (changesets.length === 0) {
    lines.push('Nothing pending: every changeset has been released.', '');
  } else {
    const bumps = new Map<string, Bump>();
    for (const changeset of changesets) {
      for (const release of changeset.releases) {
        const current = bumps.get(release.name);
        if (!current || RANK[release.type] > RANK[current]) bumps.set(release.name, release.type);
      }
    }
    lines.push(
      `${changesets.length} pending changeset${changesets.length === 1 ? '' : 's'}. \`pnpm changeset version\` will release:`,
      '',
      table(
        ['Package', 'Version', 'Bump'],
        [...bumps].map(([name, bump]) => {
          const current = byName.get(name)?.version;
          return [`\`${name}\``, current ? `${current} → ${nextVersion(current, bump)}` : '(new)', bump];
        }),
      ),
      '',
    );
    for (const changeset of changesets) {
      lines.push(
        `### ${changeset.id}`,
        '',
        changeset.releases.map((release) => `\`${release.name}\` ${release.type}`).join(' · '),
        '',
        prose(changeset.summary),
        '',
      );
    }
  }
  const released = packages.filter((pkg) => existsSync(path.join(pkg.dir, 'CHANGELOG.md')));
  lines.push('## Released', '');
  if (released.length === 0) {
    lines.push('No release yet: the packages are at their first version.', '');
  }
  for (const pkg of released) {
    const text = await readFile(path.join(pkg.dir, 'CHANGELOG.md'), 'utf8');
    // the file's own title (# @bondkit/x) becomes the package's section
    const body = text.replace(/^#\s+.*\n/, '');
    lines.push(`### \`${pkg.name}\``, '', nestHeadings(prose(body.trim()), 2), '');
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
