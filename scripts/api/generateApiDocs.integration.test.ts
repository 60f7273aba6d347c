import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiComponentJson, ApiProductJson } from '../../src/docs/api/apiJson';
import type { ApiProductSpec } from './apiSources';
import { generateApiDocs, type GeneratedApi } from './generateApiDocs';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

const spec: ApiProductSpec = {
  product: 'data-grid',
  packages: [
    {
      name: '@fixture/widgets',
      version: '1.2.3',
      dir: path.join(FIXTURES, 'widgets'),
      plan: 'community',
    },
    {
      name: '@fixture/widgets-pro',
      version: '1.2.3',
      dir: path.join(FIXTURES, 'widgets-pro'),
      plan: 'pro',
    },
  ],
  components: 'all',
  hooks: ['useWidget'],
  interfaces: ['WidgetApi'],
  groupedInterfaces: ['WidgetApi'],
  interfaceAliases: { WidgetApiCommunity: 'WidgetApi', WidgetApiPro: 'WidgetApi' },
};

let generated: GeneratedApi;
let product: ApiProductJson;

function component(name: string): ApiComponentJson {
  const found = product.components.find((entry) => entry.name === name);
  if (!found) {
    throw new Error(`No component ${name} in the fixture output`);
  }
  return found;
}

beforeAll(() => {
  generated = generateApiDocs({
    products: [spec],
    classNames: {
      '@fixture/widgets': {
        widgetClasses: { root: 'FixtureWidget-root', disabled: 'Mui-disabled' },
      },
    },
  });
  [product] = generated.products;
}, 60_000);

describe('generateApiDocs over fixture packages', () => {
  it('documents every exported component, and says why the others are left out', () => {
    expect(product.components.map((entry) => entry.name)).toEqual([
      'Widget',
      'WidgetCell',
      'WidgetPro',
      'WidgetToolbar',
    ]);
    expect(generated.excluded).toEqual([
      { product: 'data-grid', name: 'WidgetInternal', reason: 'ignored' },
      { product: 'data-grid', name: 'WidgetIcon', reason: 'icon' },
      { product: 'data-grid', name: 'WidgetRoot', reason: 'styled-element' },
    ]);
    expect(product.packages).toEqual([
      { name: '@fixture/widgets', version: '1.2.3', plan: 'community' },
      { name: '@fixture/widgets-pro', version: '1.2.3', plan: 'pro' },
    ]);
  });

  it('writes a component page: imports, demos, props, slots, classes, ref and inheritance', () => {
    const widget = component('Widget');
    const { props, ...page } = widget;
    expect(page).toEqual({
      kind: 'component',
      name: 'Widget',
      slug: 'widget',
      product: 'data-grid',
      plan: 'community',
      description: 'Shows rows.',
      deprecated: null,
      imports: ['@fixture/widgets/Widget', '@fixture/widgets', '@fixture/widgets-pro'],
      defaultImports: [],
      exportName: 'Widget',
      // The lowest-plan package exporting it, though the Pro package re-exports it.
      package: '@fixture/widgets',
      themeKey: null,
      cssVariables: [],
      demos: ['/x/react-widgets', '/x/react-widgets/sorting'],
      slots: [
        {
          name: 'footer',
          defaultComponent: null,
          description: 'The footer below the rows.',
          deprecated: null,
        },
        {
          name: 'toolbar',
          defaultComponent: 'WidgetToolbar',
          description: 'The toolbar shown above the rows.',
          deprecated: null,
        },
      ],
      classes: [
        {
          key: 'disabled',
          className: 'Mui-disabled',
          description: 'State class applied to the root element when disabled.',
          deprecated: null,
        },
        {
          key: 'root',
          className: 'FixtureWidget-root',
          description: 'Styles applied to the root element.',
          deprecated: null,
        },
      ],
      forwardRefTo: 'HTMLDivElement',
      inheritance: [{ kind: 'native', component: 'div', package: 'react', props: [] }],
      ignoredProps: ['internalFlag'],
    });
    expect(props.map((prop) => prop.name)).toEqual([
      'apiRef',
      'classes',
      'components',
      'density',
      'legacy',
      'onRowClick',
      'rows',
      'slots',
      'value',
    ]);
  });

  it('keeps generics, spells out small literal unions and lists null last', () => {
    const props = component('Widget').props;
    const byName = (name: string) => props.find((prop) => prop.name === name)!;
    expect(byName('rows')).toMatchObject({
      required: true,
      type: { kind: 'array', readonly: true, element: { kind: 'typeParameter', name: 'R' } },
    });
    expect(byName('density')).toMatchObject({
      required: false,
      default: "'standard'",
      type: {
        kind: 'union',
        types: [
          { kind: 'literal', text: "'compact'" },
          { kind: 'literal', text: "'standard'" },
        ],
      },
    });
    expect(byName('value').type).toEqual({
      kind: 'union',
      types: [
        { kind: 'keyword', name: 'string' },
        { kind: 'keyword', name: 'number' },
        { kind: 'keyword', name: 'null' },
      ],
    });
  });

  it('writes functions with their signature and their @param tags', () => {
    const onRowClick = component('Widget').props.find((prop) => prop.name === 'onRowClick')!;
    expect(onRowClick).toEqual({
      name: 'onRowClick',
      type: {
        kind: 'function',
        parameters: [
          { name: 'row', type: { kind: 'typeParameter', name: 'R' }, optional: false, rest: false },
          {
            name: 'event',
            type: {
              kind: 'reference',
              name: 'React.MouseEvent',
              typeArguments: [{ kind: 'reference', name: 'HTMLDivElement' }],
            },
            optional: false,
            rest: false,
          },
        ],
        returns: { kind: 'keyword', name: 'void' },
      },
      required: false,
      default: null,
      deprecated: null,
      description: 'Called when a row is clicked.',
      params: [
        { name: 'row', description: 'The clicked row.' },
        { name: 'event', description: 'The click.' },
      ],
      returns: null,
      plan: 'community',
    });
  });

  it('keeps deprecation messages, and marks a bare @deprecated with an empty one', () => {
    const props = component('Widget').props;
    expect(props.find((prop) => prop.name === 'components')?.deprecated).toBe(
      'Use `slots` instead.',
    );
    expect(props.find((prop) => prop.name === 'legacy')?.deprecated).toBe('');
    expect(props.find((prop) => prop.name === 'rows')?.deprecated).toBeNull();
  });

  it('links a referenced interface to its page, through its aliases', () => {
    const apiRef = component('Widget').props.find((prop) => prop.name === 'apiRef')!;
    expect(apiRef.type).toEqual({
      kind: 'reference',
      name: 'React.MutableRefObject',
      typeArguments: [
        {
          kind: 'reference',
          name: 'WidgetApiCommunity',
          target: { product: 'data-grid', kind: 'interface', name: 'WidgetApi' },
        },
      ],
    });
  });

  it('reads props through an Omit that erased them', () => {
    expect(component('WidgetCell').props.map((prop) => [prop.name, prop.required])).toEqual([
      ['field', true],
      ['width', true],
    ]);
  });

  it('takes a component from the package that really exports it, not a placeholder', () => {
    const widgetPro = component('WidgetPro');
    expect(widgetPro.plan).toBe('pro');
    expect(widgetPro.imports).toEqual(['@fixture/widgets-pro']);
    const pinnedRows = widgetPro.props.find((prop) => prop.name === 'pinnedRows');
    expect(pinnedRows).toMatchObject({ default: '[]', plan: 'pro' });
    expect(widgetPro.props.find((prop) => prop.name === 'rows')?.plan).toBe('community');
  });

  it('groups an interface by the interface declaring each member, widest plan first', () => {
    const [api] = product.interfaces;
    expect(api).toMatchObject({
      kind: 'interface',
      name: 'WidgetApi',
      slug: 'widget-api',
      plan: 'community',
      description: 'The API object of a widget.',
      imports: ['@fixture/widgets', '@fixture/widgets-pro'],
      unionOf: [],
      typeParameters: '',
    });
    expect(
      api.groups.map((group) => [group.name, group.plan, group.members.map((m) => m.name)]),
    ).toEqual([
      ['WidgetCoreApi', 'community', ['rootElement']],
      ['WidgetRowApi', 'community', ['getRow', 'getRowsCount']],
      ['WidgetPinningApi', 'pro', ['pinRow']],
    ]);
    const getRow = api.groups[1].members[0];
    expect(getRow).toMatchObject({
      required: true,
      params: [{ name: 'id', description: 'The row id.' }],
      returns: 'The row, or null.',
      type: {
        kind: 'function',
        parameters: [
          { name: 'id', type: { kind: 'keyword', name: 'string' }, optional: false, rest: false },
        ],
        returns: {
          kind: 'union',
          types: [
            { kind: 'keyword', name: 'object' },
            { kind: 'keyword', name: 'null' },
          ],
        },
      },
    });
  });

  it('documents a hook by its parameters and return value', () => {
    const [hook] = product.hooks;
    expect(hook.name).toBe('useWidget');
    expect(hook.slug).toBe('use-widget');
    expect(hook.description).toBe('The behavior of a widget without its markup.');
    expect(hook.parameters).toEqual([
      expect.objectContaining({ name: 'disabled', default: 'false', required: false }),
    ]);
    expect(hook.returnValue.map((member) => [member.name, member.type])).toEqual([
      ['focusVisible', { kind: 'keyword', name: 'boolean' }],
      [
        'getRootProps',
        {
          kind: 'function',
          parameters: [],
          returns: {
            kind: 'object',
            properties: [
              { name: 'tabIndex', optional: false, type: { kind: 'keyword', name: 'number' } },
            ],
          },
        },
      ],
    ]);
  });

  it('lists the members only some instantiations of a generic alias have, a group per key', () => {
    const variants = generateApiDocs({
      products: [
        {
          ...spec,
          interfaces: ['GaugeOptions'],
          groupedInterfaces: [],
          interfaceVariants: {
            GaugeOptions: { from: 'GaugeScaleConfig', omit: ['scale', 'kind'] },
          },
        },
      ],
      classNames: {},
    }).products[0].interfaces[0];
    expect(
      variants.groups.map((group) => [group.name, group.members.map((member) => member.name)]),
    ).toEqual([
      [null, ['kind', 'label']],
      ["GaugeOptions<'radial'>", ['startAngle']],
    ]);
    const [startAngle] = variants.groups[1].members;
    expect(startAngle).toMatchObject({ default: '-90', required: false });
    expect(startAngle.description).toContain('starts at');
  });

  it('names a listed interface the packages do not export, and where to fix it', () => {
    expect(() =>
      generateApiDocs({
        products: [{ ...spec, interfaces: ['WidgetMissing'] }],
        classNames: {},
      }),
    ).toThrow(
      /The interface "WidgetMissing" listed for the data-grid API is not exported by @fixture\/widgets, @fixture\/widgets-pro: fix the name/,
    );
  });
});
