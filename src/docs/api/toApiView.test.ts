import { describe, expect, it } from 'vitest';
import type { ApiComponentJson, ApiHookJson, ApiInterfaceJson, ApiProductJson } from './apiJson';
import {
  importCode,
  inheritanceView,
  summarize,
  toApiEntryView,
  toApiIndexView,
} from './toApiView';
import type { ApiViewContext } from './toApiView';

const context: ApiViewContext = {
  renderMarkdown: (markdown) => (markdown ? `<p>${markdown}</p>` : ''),
  resolveLink: (target) => `/x/api/${target.product}/${target.name.toLowerCase()}/`,
  demosOf: (entry) => entry.demos.map((pathname) => ({ title: 'Demo', href: `${pathname}/` })),
  hrefOf: (entry) => `/x/api/${entry.product}/${entry.slug}/`,
};

const member = {
  required: false,
  default: null,
  deprecated: null,
  params: [],
  returns: null,
  plan: 'community' as const,
};

const grid: ApiComponentJson = {
  kind: 'component',
  name: 'DataGridPro',
  slug: 'data-grid-pro',
  product: 'data-grid',
  plan: 'pro',
  description: 'The Pro grid.\n\nMore text.',
  deprecated: null,
  imports: ['@mui/x-data-grid-pro/DataGridPro', '@mui/x-data-grid-pro'],
  defaultImports: [],
  exportName: 'DataGridPro',
  package: '@mui/x-data-grid',
  demos: ['/x/react-data-grid'],
  props: [
    {
      ...member,
      name: 'rows',
      required: true,
      type: { kind: 'keyword', name: 'string' },
      description: 'The rows.',
    },
    {
      ...member,
      name: 'components',
      type: { kind: 'keyword', name: 'object' },
      description: '',
      deprecated: 'Use `slots`.',
      plan: 'pro',
      params: [{ name: 'params', description: 'The params.' }],
      returns: 'Nothing.',
      default: '{}',
    },
  ],
  slots: [
    {
      name: 'toolbar',
      defaultComponent: 'GridToolbar',
      description: 'The toolbar.',
      deprecated: null,
    },
  ],
  classes: [
    { key: 'root', className: 'MuiDataGrid-root', description: 'The root.', deprecated: '' },
  ],
  forwardRefTo: 'HTMLDivElement',
  inheritance: [
    { kind: 'component', component: 'TextField', package: '@mui/material', props: ['label'] },
  ],
  ignoredProps: [],
  themeKey: null,
  cssVariables: [],
};

describe('toApiEntryView', () => {
  it('turns a component into sections of anchored rows, leaving absent fields out', () => {
    const view = toApiEntryView(grid, context);
    expect(view.importCode).toBe(
      "import { DataGridPro } from '@mui/x-data-grid-pro/DataGridPro';\n// or\nimport { DataGridPro } from '@mui/x-data-grid-pro';",
    );
    expect(view.sections.map((section) => [section.id, section.kind, section.display])).toEqual([
      ['props', 'props', 'props'],
      ['slots', 'slots', 'slots'],
      ['classes', 'classes', 'classes'],
    ]);
    const [rows, components] = view.sections[0].groups[0].rows;
    expect(rows).toEqual({
      id: 'props-rows',
      name: 'rows',
      descriptionHtml: '<p>The rows.</p>',
      type: { lines: [['string']] },
      required: true,
    });
    expect(components).toEqual({
      id: 'props-components',
      name: 'components',
      descriptionHtml: '',
      type: { lines: [['object']] },
      defaultValue: '{}',
      plan: 'pro',
      deprecatedHtml: '<p>Use `slots`.</p>',
      params: [{ name: 'params', descriptionHtml: '<p>The params.</p>' }],
      returnsHtml: '<p>Nothing.</p>',
    });
    expect(view.sections[1].groups[0].rows[0]).toEqual({
      id: 'slots-toolbar',
      name: 'toolbar',
      descriptionHtml: '<p>The toolbar.</p>',
      defaultValue: 'GridToolbar',
    });
    expect(view.sections[2].groups[0].rows[0]).toEqual({
      id: 'classes-root',
      name: 'root',
      descriptionHtml: '<p>The root.</p>',
      className: 'MuiDataGrid-root',
      deprecatedHtml: '',
    });
    expect(view.demos).toEqual([{ title: 'Demo', href: '/x/react-data-grid/' }]);
    expect(view.inheritance).toEqual([
      {
        kind: 'component',
        component: 'TextField',
        package: '@mui/material',
        href: 'https://v5.mui.com/material-ui/api/text-field/',
        props: ['label'],
      },
    ]);
  });

  it('prefixes anchors with the entry on pages listing several entries', () => {
    const view = toApiEntryView(grid, { ...context, prefixAnchors: true });
    expect(view.sections[0].id).toBe('data-grid-pro-props');
    expect(view.sections[0].groups[0].rows[0].id).toBe('data-grid-pro-props-rows');
  });

  it('groups an interface by sub-API under one properties section, with plans', () => {
    const api: ApiInterfaceJson = {
      kind: 'interface',
      name: 'GridApi',
      slug: 'grid-api',
      product: 'data-grid',
      plan: 'community',
      description: 'The API.',
      deprecated: null,
      imports: ['@mui/x-data-grid'],
      defaultImports: [],
      exportName: 'GridApi',
      package: '@mui/x-data-grid',
      demos: [],
      typeParameters: '',
      unionOf: [],
      groups: [
        {
          name: 'GridRowApi',
          plan: 'community',
          members: [
            { ...member, name: 'getRow', type: { kind: 'keyword', name: 'any' }, description: '' },
          ],
        },
        {
          name: 'GridPinningApi',
          plan: 'pro',
          members: [
            { ...member, name: 'pin', type: { kind: 'keyword', name: 'any' }, description: '' },
          ],
        },
      ],
    };
    const [section] = toApiEntryView(api, context).sections;
    expect(section.id).toBe('properties');
    expect(
      section.groups.map((group) => [group.id, group.label, group.plan, group.rows[0].id]),
    ).toEqual([
      ['GridRowApi', 'GridRowApi', null, 'properties-getRow'],
      ['GridPinningApi', 'GridPinningApi', 'pro', 'properties-pin'],
    ]);
  });

  it('gives a hook its parameters and return value sections', () => {
    const hook: ApiHookJson = {
      kind: 'hook',
      name: 'useButton',
      slug: 'use-button',
      product: 'base-ui',
      plan: 'community',
      description: '',
      deprecated: null,
      imports: ['@mui/base/useButton'],
      defaultImports: [],
      exportName: 'useButton',
      package: '@mui/base',
      demos: [],
      parameters: [
        {
          ...member,
          name: 'disabled',
          type: { kind: 'keyword', name: 'boolean' },
          description: '',
        },
      ],
      returnValue: [
        { ...member, name: 'active', type: { kind: 'keyword', name: 'boolean' }, description: '' },
      ],
    };
    const view = toApiEntryView(hook, { ...context, prefixAnchors: true });
    expect(view.sections.map((section) => [section.id, section.kind])).toEqual([
      ['use-button-parameters', 'parameters'],
      ['use-button-return-value', 'returnValue'],
    ]);
  });
});

describe('importCode', () => {
  it('imports interfaces as types', () => {
    expect(importCode('GridColDef', 'interface', ['@mui/x-data-grid'])).toBe(
      "import type { GridColDef } from '@mui/x-data-grid';",
    );
  });
});

describe('inheritanceView', () => {
  it('links Base UI components to their components API tab, and nothing for native attributes', () => {
    expect(
      inheritanceView({ kind: 'component', component: 'Popper', package: '@mui/base', props: [] })
        .href,
    ).toBe('https://v5.mui.com/base-ui/react-popper/components-api/');
    expect(
      inheritanceView({ kind: 'native', component: 'div', package: 'react', props: [] }).href,
    ).toBeNull();
  });
});

describe('summarize', () => {
  it('keeps the first sentence as plain text', () => {
    expect(summarize('Object passed to the [[GridColDef]] `renderCell`. More.')).toBe(
      'Object passed to the GridColDef renderCell.',
    );
    expect(summarize('No full stop here\n\nSecond paragraph.')).toBe('No full stop here');
  });
});

describe('toApiIndexView', () => {
  it('lists components then interfaces, leaving out empty groups', () => {
    const product: ApiProductJson = {
      product: 'data-grid',
      packages: [{ name: '@mui/x-data-grid-pro', version: '6.19.1', plan: 'pro' }],
      components: [grid],
      interfaces: [],
      hooks: [],
    };
    expect(toApiIndexView(product, context)).toEqual({
      product: 'data-grid',
      packages: product.packages,
      groups: [
        {
          kind: 'component',
          items: [
            {
              name: 'DataGridPro',
              href: '/x/api/data-grid/data-grid-pro/',
              plan: 'pro',
              summary: 'The Pro grid.',
            },
          ],
        },
      ],
    });
  });
});
