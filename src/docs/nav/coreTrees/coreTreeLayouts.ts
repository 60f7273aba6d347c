import type { FamilyId } from '../../../products';
import { baseUiNav, joyUiNav, materialUiNav, systemNav, type CoreNavEntry } from '../coreNav';

/**
 * One top-level group of a core family's drawer. Its `sections` are nav sections of the
 * family's page list, in order: the section named like the group puts its pages directly in
 * the group; every other section becomes a subheader inside it.
 */
export interface CoreGroupLayout {
  title: string;
  sections: readonly string[];
}

/** A page this site adds to a core family beyond the reference list, and where it goes. */
export interface CoreNavAddition extends CoreNavEntry {
  /** The entry it follows; without one it ends its section. */
  after?: string;
}

export type CoreFamilyId = Exclude<FamilyId, 'x'>;

export interface CoreTreeLayout {
  id: CoreFamilyId;
  name: string;
  entries: readonly CoreNavEntry[];
  groups: readonly CoreGroupLayout[];
  additions: readonly CoreNavAddition[];
}

/**
 * Material UI's MUI X styling guides and theme builder: pages of this site that the
 * reference list does not have, kept in the Customization group.
 */
const materialUiAdditions: readonly CoreNavAddition[] = [
  {
    pathname: '/material-ui/customization/theme-builder',
    title: 'Theme builder',
    section: 'Theme',
    newFeature: true,
    after: '/material-ui/customization/default-theme',
  },
  {
    pathname: '/material-ui/customization/x-data-grid',
    title: 'Data Grid styling',
    section: 'MUI X',
  },
  {
    pathname: '/material-ui/customization/x-date-pickers',
    title: 'Date pickers theming',
    section: 'MUI X',
  },
  { pathname: '/material-ui/customization/x-charts', title: 'Charts styling', section: 'MUI X' },
];

const COMPONENT_SECTIONS = [
  'Inputs',
  'Data display',
  'Feedback',
  'Surfaces',
  'Navigation',
  'Layout',
  'Utils',
];

/** The four core families' drawers: which nav sections form which groups, in order. */
export const CORE_TREE_LAYOUTS: readonly CoreTreeLayout[] = [
  {
    id: 'material-ui',
    name: 'Material UI',
    entries: materialUiNav,
    groups: [
      { title: 'Getting started', sections: ['Getting started'] },
      { title: 'Components', sections: ['Components', ...COMPONENT_SECTIONS, 'Lab'] },
      { title: 'Component API', sections: ['Component API'] },
      { title: 'Customization', sections: ['Customization', 'Theme', 'Tokens', 'MUI X'] },
      { title: 'How-to guides', sections: ['How-to guides'] },
      { title: 'Integrations', sections: ['Integrations'] },
      { title: 'Experimental APIs', sections: ['Experimental APIs', 'CSS theme variables'] },
      { title: 'Migration', sections: ['Migration', 'Upgrade to v5', 'Earlier versions'] },
      { title: 'Discover more', sections: ['Discover more', 'Design resources'] },
    ],
    additions: materialUiAdditions,
  },
  {
    id: 'joy-ui',
    name: 'Joy UI',
    entries: joyUiNav,
    groups: [
      { title: 'Getting started', sections: ['Getting started'] },
      { title: 'Main features', sections: ['Main features'] },
      { title: 'Components', sections: COMPONENT_SECTIONS },
      { title: 'APIs', sections: ['APIs'] },
      { title: 'Customization', sections: ['Customization', 'Theme', 'Guides', 'Tools'] },
      { title: 'Integrations', sections: ['Integrations'] },
      { title: 'Migration', sections: ['Migration'] },
    ],
    additions: [],
  },
  {
    id: 'base-ui',
    name: 'Base UI',
    entries: baseUiNav,
    groups: [
      { title: 'Getting started', sections: ['Getting started'] },
      { title: 'Components', sections: ['Components', ...COMPONENT_SECTIONS] },
      { title: 'APIs', sections: ['APIs'] },
      { title: 'How-to guides', sections: ['How-to guides'] },
    ],
    additions: [],
  },
  {
    id: 'system',
    name: 'MUI System',
    entries: systemNav,
    groups: [
      { title: 'Getting started', sections: ['Getting started'] },
      { title: 'Style utilities', sections: ['Style utilities'] },
      { title: 'Components', sections: ['Components'] },
      { title: 'APIs', sections: ['APIs'] },
      { title: 'Experimental APIs', sections: ['Experimental APIs'] },
      { title: 'Styles', sections: ['Styles'] },
    ],
    additions: [],
  },
];
