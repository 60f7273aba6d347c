import type { PageTree, TreeId } from '../types';

/** A core family's tree; each family starts with its getting-started overview. */
function coreTree(id: Exclude<TreeId, 'x'>, name: string): PageTree {
  return {
    id,
    name,
    pages: [
      {
        pathname: `/${id}/getting-started-group`,
        subheader: 'Getting started',
        children: [{ pathname: `/${id}/getting-started`, title: 'Overview' }],
      },
    ],
  };
}

export const materialUiTree = coreTree('material-ui', 'Material UI');
export const joyUiTree = coreTree('joy-ui', 'Joy UI');
export const baseUiTree = coreTree('base-ui', 'Base UI');
export const systemTree = coreTree('system', 'MUI System');
