import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImports } from '../docs/demo/sandbox/findImports';
import { TEMPLATE_SLUGS, TEMPLATES, templateUrl } from './templateList';
import { TEMPLATE_COMPONENTS, TEMPLATES_WITH_PAGES } from './templatePages';

const root = process.cwd();

describe('templateList', () => {
  it('lists each of the nine templates once, in slug order', () => {
    const slugs = TEMPLATES.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual([...TEMPLATE_SLUGS]);
    expect(slugs).toHaveLength(9);
  });

  it('names each source file after its slug', () => {
    expect(TEMPLATES.find((entry) => entry.slug === 'sign-in-side')).toMatchObject({
      componentName: 'SignInSideTemplate',
      sourcePath: 'src/templates/sign-in-side/SignInSideTemplate.tsx',
    });
    for (const entry of TEMPLATES) {
      expect(entry.sourcePath).toBe(`src/templates/${entry.slug}/${entry.componentName}.tsx`);
      expect(entry.description).toMatch(/^[A-Z][^.]*\.$/);
      expect(templateUrl(entry.slug)).toBe(`/material-ui/getting-started/templates/${entry.slug}/`);
    }
  });

  it('has a page for every template whose file exists, and a file for every page', () => {
    const withFiles = TEMPLATES.filter((entry) => existsSync(path.join(root, entry.sourcePath)));
    expect(TEMPLATES_WITH_PAGES.map((entry) => entry.slug)).toEqual(
      withFiles.map((entry) => entry.slug),
    );
    expect(Object.keys(TEMPLATE_COMPONENTS).sort()).toEqual(
      TEMPLATES_WITH_PAGES.map((entry) => entry.slug).sort(),
    );
    // Nothing under src/templates/<folder>/ is left out of the list.
    const folders = readdirSync(path.join(root, 'src/templates'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !TEMPLATE_SLUGS.includes(folder as never))).toEqual([]);
  });

  it.each(TEMPLATES_WITH_PAGES.map((entry) => [entry.slug, entry] as const))(
    'the %s template is one self-contained file with a default-exported component',
    (_slug, entry) => {
      const source = readFileSync(path.join(root, entry.sourcePath), 'utf8');
      expect(source).toContain(`export default function ${entry.componentName}(`);
      const specifiers = findImports(source).map((found) => found.specifier);
      expect(specifiers.filter((specifier) => /^[./]/.test(specifier))).toEqual([]);
      expect(source).toMatch(/<ThemeProvider theme=/);
      expect(source).toMatch(/<CssBaseline/);
    },
  );
});
