import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Pages whose body ends with the release notes of an installed package (its CHANGELOG.md). */
const CHANGELOG_PAGES: Readonly<Record<string, { packageName: string; fullFrom: string }>> = {
  '/material-ui/discover-more/changelog': { packageName: '@mui/material', fullFrom: '5.16' },
};

interface Release {
  version: string;
  body: string;
}

/** `## v5.17.1<!-- … -->` → `5.17.1`. */
function releaseVersion(headingLine: string): string {
  return headingLine
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim()
    .replace(/^v/, '');
}

function minorOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/** `5.16` ≥ `5.15`: compares major and minor numbers. */
function minorAtLeast(version: string, from: string): boolean {
  const [major, minor] = version.split('.').map((part) => parseInt(part, 10));
  const [fromMajor, fromMinor] = from.split('.').map((part) => parseInt(part, 10));
  return major > fromMajor || (major === fromMajor && minor >= fromMinor);
}

/**
 * The release notes as markdown for a docs page: every release of the minor versions from
 * `fullFrom` on in full (HTML comments dropped, site-relative links made absolute to the
 * v5 docs), then the older releases as one line of GitHub release links per minor version.
 * Pure: the caller reads the file.
 */
export function changelogMarkdown(changelog: string, fullFrom: string): string {
  const releases: Release[] = changelog
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const newline = section.indexOf('\n');
      const heading = newline === -1 ? section : section.slice(0, newline);
      const body = newline === -1 ? '' : section.slice(newline + 1);
      return { version: releaseVersion(heading), body };
    })
    .filter((release) => /^\d+\.\d+\.\d+/.test(release.version));

  const recent = releases.filter((release) => minorAtLeast(release.version, fullFrom));
  const older = releases.filter((release) => !minorAtLeast(release.version, fullFrom));

  const recentMarkdown = recent.map((release) => {
    const body = release.body
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\]\(\/(?!\/)/g, '](https://v5.mui.com/')
      .trim();
    return `## ${release.version}\n\n${body}`;
  });

  const olderByMinor = new Map<string, string[]>();
  for (const release of older) {
    const minor = minorOf(release.version);
    olderByMinor.set(minor, [...(olderByMinor.get(minor) ?? []), release.version]);
  }
  const olderLines = [...olderByMinor].map(
    ([minor, versions]) =>
      `- **${minor}**: ${versions
        .map(
          (version) => `[${version}](https://github.com/mui/material-ui/releases/tag/v${version})`,
        )
        .join(', ')}`,
  );

  return [
    ...recentMarkdown,
    ...(olderLines.length > 0 ? ['## Earlier releases', olderLines.join('\n')] : []),
  ].join('\n\n');
}

/** The markdown a page appends from its package's CHANGELOG.md, or undefined for other pages. */
export function packageChangelogMarkdown(pageKey: string): string | undefined {
  const page = CHANGELOG_PAGES[pageKey];
  if (!page) {
    return undefined;
  }
  const file = path.join(process.cwd(), 'node_modules', page.packageName, 'CHANGELOG.md');
  return changelogMarkdown(readFileSync(file, 'utf8'), page.fullFrom);
}
