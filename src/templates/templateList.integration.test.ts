import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImports } from '../docs/demo/sandbox/findImports';
import {
  findTemplate,
  TEMPLATE_FAMILIES,
  TEMPLATE_SLUGS,
  TEMPLATES,
  templatesOf,
  templateUrl,
} from './templateList';
import { TEMPLATE_COMPONENTS, TEMPLATES_WITH_PAGES } from './templatePages';

const root = process.cwd();

function source(sourcePath: string): string {
  return readFileSync(path.join(root, sourcePath), 'utf8');
}

describe('templateList', () => {
  it('lists each family’s templates once, in slug order: nine of Material UI, six of Joy UI', () => {
    for (const family of TEMPLATE_FAMILIES) {
      const slugs = templatesOf(family).map((entry) => entry.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(slugs).toEqual([...TEMPLATE_SLUGS[family]]);
    }
    expect(templatesOf('material-ui')).toHaveLength(9);
    expect(templatesOf('joy-ui')).toHaveLength(6);
    expect(new Set(TEMPLATES.map((entry) => entry.key)).size).toBe(TEMPLATES.length);
  });

  it('names each source file after its family and slug', () => {
    expect(findTemplate('material-ui', 'sign-in-side')).toMatchObject({
      key: 'material-ui/sign-in-side',
      componentName: 'SignInSideTemplate',
      sourcePath: 'src/templates/material-ui/sign-in-side/SignInSideTemplate.tsx',
    });
    expect(findTemplate('joy-ui', 'order-list')).toMatchObject({
      key: 'joy-ui/order-list',
      componentName: 'OrderListTemplate',
      sourcePath: 'src/templates/joy-ui/order-list/OrderListTemplate.tsx',
    });
    // The same slug in two families is two templates.
    expect(findTemplate('joy-ui', 'sign-in')).not.toBe(findTemplate('material-ui', 'sign-in'));
    for (const entry of TEMPLATES) {
      expect(entry.key).toBe(`${entry.family}/${entry.slug}`);
      expect(entry.sourcePath).toBe(
        `src/templates/${entry.family}/${entry.slug}/${entry.componentName}.tsx`,
      );
      expect(entry.description).toMatch(/^[A-Z][^.]*\.$/);
      expect(templateUrl(entry)).toBe(`/${entry.family}/getting-started/templates/${entry.slug}/`);
    }
  });

  it('has a page for every template whose file exists, and a file for every page', () => {
    const withFiles = TEMPLATES.filter((entry) => existsSync(path.join(root, entry.sourcePath)));
    expect(TEMPLATES_WITH_PAGES.map((entry) => entry.key)).toEqual(
      withFiles.map((entry) => entry.key),
    );
    expect(Object.keys(TEMPLATE_COMPONENTS).sort()).toEqual(
      TEMPLATES_WITH_PAGES.map((entry) => entry.key).sort(),
    );
    // Nothing under src/templates/<family>/<folder>/ is left out of the list.
    const templatesFolder = path.join(root, 'src/templates');
    const familyFolders = readdirSync(templatesFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(familyFolders.sort()).toEqual([...TEMPLATE_FAMILIES].sort());
    for (const family of TEMPLATE_FAMILIES) {
      const folders = readdirSync(path.join(templatesFolder, family), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      expect(folders.filter((folder) => !TEMPLATE_SLUGS[family].includes(folder as never))).toEqual(
        [],
      );
    }
  });

  it.each(TEMPLATES_WITH_PAGES.map((entry) => [entry.key, entry] as const))(
    'the %s template is one self-contained file with a default-exported component',
    (_key, entry) => {
      const code = source(entry.sourcePath);
      expect(code).toContain(`export default function ${entry.componentName}(`);
      const specifiers = findImports(code).map((found) => found.specifier);
      expect(specifiers.filter((specifier) => /^[./]/.test(specifier))).toEqual([]);
      if (entry.family === 'material-ui') {
        expect(code).toMatch(/<ThemeProvider theme=/);
        expect(code).toMatch(/<CssBaseline/);
        return;
      }
      // A Joy UI template runs inside the app's CssVarsProvider: it renders none of its own, and
      // is built from Joy UI components and icons imported one path each.
      expect(code).not.toMatch(/CssVarsProvider|CssBaseline/);
      const packages = specifiers.filter((specifier) => specifier !== 'react');
      expect(
        packages.filter((specifier) => !/^@mui\/(joy|icons-material)\/\w+$/.test(specifier)),
      ).toEqual([]);
      // Fixed data: the server and the browser render the same page.
      expect(code).not.toMatch(/Math\.random|new Date\(\)|Date\.now/);
    },
  );
});
