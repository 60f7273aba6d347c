import type { NavPage, PageTree, TreeId } from '../types';
import { customizationBuilder } from './materialUi/customizationBuilder';
import { customizationGuides } from './materialUi/customizationGuides';
import { customizationHowTo } from './materialUi/customizationHowTo';
import { customizationTools } from './materialUi/customizationTools';
import { discoverMore } from './materialUi/discoverMore';
import { materialUiGettingStarted } from './materialUi/gettingStarted';

/** A core family's tree; each family starts with its getting-started overview. */
function coreTree(
  id: Exclude<TreeId, 'x'>,
  name: string,
  more: readonly NavPage[] = [],
  gettingStarted: readonly NavPage[] = [],
): PageTree {
  return {
    id,
    name,
    pages: [
      {
        pathname: `/${id}/getting-started-group`,
        subheader: 'Getting started',
        children: [{ pathname: `/${id}/getting-started`, title: 'Overview' }, ...gettingStarted],
      },
      ...more,
    ],
  };
}

/** A subheader group, left out while it has no pages. */
function groupWhenFilled(
  pathname: string,
  subheader: string,
  pages: readonly NavPage[],
): NavPage[] {
  return pages.length === 0 ? [] : [{ pathname, subheader, children: pages }];
}

export const materialUiTree = coreTree(
  'material-ui',
  'Material UI',
  [
    ...groupWhenFilled('/material-ui/customization-group', 'Customization', [
      ...customizationGuides,
      ...customizationHowTo,
      ...customizationTools,
      ...customizationBuilder,
    ]),
    ...groupWhenFilled('/material-ui/discover-more-group', 'Discover more', discoverMore),
  ],
  materialUiGettingStarted,
);
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
