import { describe, expect, it } from 'vitest';
import type {
  ApiComponentJson,
  ApiHookJson,
  ApiMemberJson,
  ApiProductJson,
} from '../../src/docs/api/apiJson';
import { apiRowUrl } from '../../src/search/searchDocument';
import { apiSearchDocuments } from './apiSearchDocuments';

function member(name: string, description: string): ApiMemberJson {
  return {
    name,
    type: { kind: 'keyword', name: 'boolean' },
    required: false,
    default: null,
    deprecated: null,
    description,
    params: [],
    returns: null,
    plan: 'community',
  };
}

function component(name: string, fields: Partial<ApiComponentJson>): ApiComponentJson {
  return {
    kind: 'component',
    name,
    slug: name.toLowerCase(),
    product: 'base-ui',
    plan: 'community',
    description: `The ${name} component. More prose.`,
    deprecated: null,
    imports: [],
    defaultImports: [],
    exportName: name,
    package: '@mui/base',
    demos: [],
    props: [],
    slots: [],
    classes: [],
    forwardRefTo: null,
    inheritance: [],
    ignoredProps: [],
    themeKey: null,
    cssVariables: [],
    ...fields,
  };
}

const useButton: ApiHookJson = {
  kind: 'hook',
  name: 'useButton',
  slug: 'use-button',
  product: 'base-ui',
  plan: 'community',
  description: 'Button behavior for your own markup.',
  deprecated: null,
  imports: [],
  defaultImports: [],
  exportName: 'useButton',
  package: '@mui/base',
  demos: [],
  parameters: [member('disabled', 'If true, the button is disabled.')],
  returnValue: [member('active', 'If true, the button is pressed.')],
};

const PRODUCT: ApiProductJson = {
  product: 'base-ui',
  packages: [],
  components: [
    component('Button', {
      props: [
        member('disabled', 'If true, the button is disabled.'),
        member('slotProps', 'The props used for each slot.'),
      ],
      slots: [
        { name: 'root', defaultComponent: "'button'", description: 'The root.', deprecated: null },
      ],
      classes: [
        { key: 'root', className: 'MuiButton-root', description: 'The root.', deprecated: null },
        {
          key: 'containedPrimary',
          className: 'MuiButton-containedPrimary',
          description: 'Contained and primary.',
          deprecated: 'Combine the `contained` and `colorPrimary` classes instead.',
        },
      ],
    }),
    component('Badge', { props: [member('slotProps', 'The props used for each slot.')] }),
    component('Unlisted', { props: [member('hidden', 'Not served.')] }),
  ],
  interfaces: [],
  hooks: [useButton],
};

const URLS: Record<string, string> = {
  Button: '/base-ui/react-button/components-api/#button',
  Badge: '/base-ui/react-badge/components-api/#badge',
  useButton: '/base-ui/react-button/hooks-api/#use-button',
};

describe('apiSearchDocuments', () => {
  const entries = apiSearchDocuments(PRODUCT, (entry) => URLS[entry.name] ?? null);
  const urls = entries.map(({ kind, title, url }) => `${kind} ${title} ${url}`);

  it('anchors every row of a served entry as its page does, hooks included', () => {
    expect(urls).toEqual([
      'api Badge /base-ui/react-badge/components-api/#badge',
      'prop slotProps /base-ui/react-badge/components-api/#badge-props-slotProps',
      'api Button /base-ui/react-button/components-api/#button',
      'prop disabled /base-ui/react-button/components-api/#button-props-disabled',
      'slot root /base-ui/react-button/components-api/#button-slots-root',
      'class MuiButton-root /base-ui/react-button/components-api/#button-classes-root',
      'api useButton /base-ui/react-button/hooks-api/#use-button',
      'prop disabled /base-ui/react-button/hooks-api/#use-button-parameters-disabled',
      'prop active /base-ui/react-button/hooks-api/#use-button-return-value-active',
    ]);
  });

  it('names the family and keeps the first sentence of descriptions', () => {
    expect(entries[2]).toMatchObject({
      product: 'base-ui',
      page: 'Button API',
      plan: null,
      text: 'The Button component.',
    });
  });

  it('lists a row shared word for word once, and keeps its anchor on the other entries', () => {
    expect(entries[0].sharedRows).toBeUndefined();
    expect(entries[2].sharedRows).toEqual(['props-slotProps']);
  });
});

describe('apiRowUrl', () => {
  it('adds the anchor to a page of its own, and prefixes it on a shared tab', () => {
    expect(apiRowUrl('/x/api/data-grid/data-grid/', 'props-rows')).toBe(
      '/x/api/data-grid/data-grid/#props-rows',
    );
    expect(apiRowUrl('/base-ui/react-button/components-api/#button', 'props-disabled')).toBe(
      '/base-ui/react-button/components-api/#button-props-disabled',
    );
  });
});
