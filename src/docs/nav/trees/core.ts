import type { NavPage, PageTree, TreeId } from '../types';

/** A core family's tree; each family starts with its getting-started overview. */
function coreTree(id: Exclude<TreeId, 'x'>, name: string, more: readonly NavPage[] = []): PageTree {
  return {
    id,
    name,
    pages: [
      {
        pathname: `/${id}/getting-started-group`,
        subheader: 'Getting started',
        children: [{ pathname: `/${id}/getting-started`, title: 'Overview' }],
      },
      ...more,
    ],
  };
}

export const materialUiTree = coreTree('material-ui', 'Material UI');
export const joyUiTree = coreTree('joy-ui', 'Joy UI');
/** Base UI's Button guide carries the Components API and Hooks API tabs (its sub-pages). */
export const baseUiTree = coreTree('base-ui', 'Base UI', [
  {
    pathname: '/base-ui/components-group',
    subheader: 'Components',
    children: [{ pathname: '/base-ui/react-button', title: 'Button' }],
  },
]);
export const systemTree = coreTree('system', 'MUI System');
