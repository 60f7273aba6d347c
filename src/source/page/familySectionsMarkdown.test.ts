import { describe, expect, it } from 'vitest';
import type { PageTree } from '../../docs/nav/types';
import { familySectionsMarkdown, isFamilyOverview } from './familySectionsMarkdown';

const tree: PageTree = {
  id: 'base-ui',
  name: 'Base UI',
  pages: [
    {
      pathname: '/base-ui/getting-started-group',
      subheader: 'Getting started',
      children: [
        { pathname: '/base-ui/getting-started', title: 'Overview' },
        { pathname: '/base-ui/getting-started/usage', title: 'Usage' },
      ],
    },
    {
      pathname: '/base-ui/components-group',
      subheader: 'Components',
      children: [
        {
          pathname: '/base-ui/components/inputs-group',
          subheader: 'Inputs',
          children: [{ pathname: '/base-ui/react-button', title: 'Button' }],
        },
      ],
    },
    {
      pathname: '/base-ui/apis-group',
      subheader: 'APIs',
      children: [
        { pathname: '/base-ui/react-button/components-api', hash: 'button', title: 'Button' },
        { pathname: '/base-ui/api-docs/use_thing', title: 'use_thing' },
      ],
    },
  ],
};

describe('familySectionsMarkdown', () => {
  it("lists each group's pages under its heading, subheaders as nested lists", () => {
    expect(familySectionsMarkdown(tree, 'Sections')).toBe(
      [
        '## Sections',
        '',
        '### Getting started',
        '',
        '- [Usage](/base-ui/getting-started/usage/)',
        '',
        '### Components',
        '',
        '- Inputs',
        '  - [Button](/base-ui/react-button/)',
        '',
        '### APIs',
        '',
        '- [use\\_thing](/base-ui/api/use_thing/)',
        '',
      ].join('\n'),
    );
  });

  it('is empty while the family has only its overview', () => {
    expect(familySectionsMarkdown({ ...tree, pages: [tree.pages[0].children![0]] }, 'S')).toBe('');
  });

  it('belongs on the core families overview pages only', () => {
    expect(isFamilyOverview('/base-ui/getting-started', tree)).toBe(true);
    expect(isFamilyOverview('/base-ui/react-button', tree)).toBe(false);
    expect(isFamilyOverview('/x/getting-started', { ...tree, id: 'x' })).toBe(false);
  });
});
