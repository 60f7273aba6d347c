import { describe, expect, it } from 'vitest';
import type { NavLeaf } from '../../src/docs/nav/types';
import type { Family, Product } from '../../src/products';
import { llmsFiles, type LlmsInput } from './llmsFiles';

const leaf = (pathname: string, title: string, groups: string[], planned = false): NavLeaf => ({
  pathname,
  title,
  groups,
  planned,
  newFeature: false,
});

const family = (id: 'x' | 'joy-ui', name: string): Family =>
  ({ id, name, category: id === 'x' ? 'x' : 'core', routePrefix: `/${id}` }) as Family;

const product = (fields: Partial<Product>): Product => fields as Product;

function input(): LlmsInput {
  const page = (pageKey: string, description: string) => ({
    pageKey,
    title: pageKey,
    description,
    markdown: `# ${pageKey}\n\nBody of ${pageKey}.`,
  });
  return {
    families: [family('x', 'MUI X'), family('joy-ui', 'Joy UI')],
    products: [
      product({
        name: 'Data Grid',
        family: 'x',
        packageName: '@mui/x-data-grid',
        planPackageNames: ['@mui/x-data-grid-pro'],
        version: '6.19.1',
      }),
      product({
        name: 'Joy UI',
        family: 'joy-ui',
        packageName: '@mui/joy',
        apiPackageNames: ['@mui/lab'],
        version: '5.0.0-beta.52',
      }),
    ],
    apiPackageVersions: { '@mui/lab': '5.0.0-alpha.177' },
    order: {
      x: [
        leaf('/x/grid', 'Overview', ['Data Grid']),
        leaf('/x/grid/columns', 'Columns', ['Data Grid', 'Columns']),
        leaf('/x/grid/editing', 'Editing', ['Data Grid'], true),
      ],
      'joy-ui': [leaf('/joy-ui/button', 'Button', [])],
      'material-ui': [],
      'base-ui': [],
      system: [],
    },
    pagesAfter: (pageKey) =>
      pageKey === '/joy-ui/button' ? ['/joy-ui/button/components-api'] : [],
    standalone: ['/'],
    pages: new Map(
      [
        page('/', 'Home.'),
        page('/x/grid', 'The grid.'),
        page('/x/grid/columns', 'Columns,\n  defined.'),
        page('/x/grid/editing', 'Editing.'),
        page('/joy-ui/button', 'A button.'),
        page('/joy-ui/button/components-api', 'Its API.'),
      ].map((entry) => [entry.pageKey, entry]),
    ),
  };
}

describe('llmsFiles', () => {
  it('indexes each navigation page once, grouped by family and group, with the versions', () => {
    const index = llmsFiles(input())['llms.txt'];
    expect(index.startsWith('# MUI X v6\n\n> ')).toBe(true);
    expect(index).toContain(
      '- Data Grid: `@mui/x-data-grid`, `@mui/x-data-grid-pro` 6.19.1\n- Joy UI: `@mui/joy` 5.0.0-beta.52, with `@mui/lab` 5.0.0-alpha.177',
    );
    // The group's pages stay together though a subgroup comes between them in the navigation.
    expect(index.slice(index.indexOf('\n## '))).toBe(
      [
        '',
        '## MUI X › Data Grid',
        '',
        '- [Overview](/x/grid.md): The grid.',
        '- [Editing](/x/grid/editing.md) (planned): Editing.',
        '',
        '## MUI X › Data Grid › Columns',
        '',
        '- [Columns](/x/grid/columns.md): Columns, defined.',
        '',
        '## Joy UI',
        '',
        '- [Button](/joy-ui/button.md): A button.',
        '',
      ].join('\n'),
    );
  });

  it("writes every page in full, site-wide and per family, each with its family's versions", () => {
    const files = llmsFiles(input());
    expect(Object.keys(files)).toEqual([
      'llms.txt',
      'llms-full.txt',
      'x/llms-full.txt',
      'joy-ui/llms-full.txt',
    ]);
    const joy = files['joy-ui/llms-full.txt'];
    expect(joy).toContain('The package versions documented:\n\n- Joy UI: `@mui/joy` 5.0.0-beta.52');
    expect(joy).not.toContain('Data Grid');
    expect(joy).toContain(
      '---\n\nSource: /joy-ui/button/\n\n# /joy-ui/button\n\nBody of /joy-ui/button.\n\n---\n\nSource: /joy-ui/button/components-api/',
    );
    const all = files['llms-full.txt'];
    const order = [
      'Source: /\n',
      'Source: /x/grid/\n',
      'Source: /x/grid/columns/',
      'Source: /x/grid/editing/',
      'Source: /joy-ui/button/\n',
    ];
    expect(order.map((text) => all.indexOf(text))).toEqual(
      [...order.map((text) => all.indexOf(text))].sort((a, b) => a - b),
    );
    expect(order.every((text) => all.includes(text))).toBe(true);
  });

  it('names a listed page without a twin', () => {
    const broken = input();
    (broken.pages as Map<string, unknown>).delete('/x/grid/columns');
    expect(() => llmsFiles(broken)).toThrow('/x/grid/columns');
  });
});
