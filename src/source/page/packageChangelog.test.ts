import { describe, expect, it } from 'vitest';
import { changelogMarkdown } from './packageChangelog';

const CHANGELOG = `# [Versions](https://mui.com/versions/)

## 5.18.0

<!-- generated comparing v5.17.1..v5.x -->

_Jun 26, 2025_

- Backport CSS layers (#46320) @siriwatknp
- See [the guide](/guides/composition/#caveat-with-refs)

## v5.17.1

_Mar 18, 2025_

Fixes the dependencies.

## 5.15.9<!-- generated comparing v5.15.8..master -->

Old notes.

## 5.15.8

Older notes.

## 5.0.0-alpha.1

First alpha.

## Older versions

Changes before 5.x are listed in our [changelog history](https://github.com/mui/material-ui/blob/HEAD/CHANGELOG.old.md).
`;

describe('changelogMarkdown', () => {
  const markdown = changelogMarkdown(CHANGELOG, '5.16');

  it('keeps the recent releases in full, without comments, with a clean version heading', () => {
    expect(markdown).toContain('## 5.18.0\n\n_Jun 26, 2025_');
    expect(markdown).toContain('## 5.17.1\n\n_Mar 18, 2025_\n\nFixes the dependencies.');
    expect(markdown).not.toContain('<!--');
  });

  it('makes site-relative links absolute', () => {
    expect(markdown).toContain('](https://v5.mui.com/guides/composition/#caveat-with-refs)');
  });

  it('lists the older releases as GitHub release links per minor version', () => {
    expect(markdown).not.toContain('Old notes.');
    expect(markdown).toContain(
      '- **5.15**: [5.15.9](https://github.com/mui/material-ui/releases/tag/v5.15.9), [5.15.8](https://github.com/mui/material-ui/releases/tag/v5.15.8)',
    );
    expect(markdown).toContain(
      '- **5.0**: [5.0.0-alpha.1](https://github.com/mui/material-ui/releases/tag/v5.0.0-alpha.1)',
    );
  });
});
