import { API_PAGE_INDEX } from '../../../../generated/apiPages';
import { apiReferenceGroup } from '../apiReferenceGroup';
import type { NavPage, PageTree } from '../types';
import { chartsPages } from './x/charts';
import { dataGridAdvanced } from './x/dataGridAdvanced';
import { dataGridBasics } from './x/dataGridBasics';
import { dataGridFeatures } from './x/dataGridFeatures';
import { dataGridGroupPivot } from './x/dataGridGroupPivot';
import { dataGridPerformance } from './x/dataGridPerformance';
import { datePickersComponents } from './x/datePickersComponents';
import { datePickersCustomization } from './x/datePickersCustomization';
import { datePickersFeatures } from './x/datePickersFeatures';
import { datePickersLocalization } from './x/datePickersLocalization';
import { migrationPages } from './x/migration';
import { treeViewPages } from './x/treeView';

export { PLANNED_CHARTS } from './x/charts';

export const xTree: PageTree = {
  id: 'x',
  name: 'MUI X',
  pages: [
    { pathname: '/x/whats-new', title: "What's new" },
    {
      pathname: '/x/introduction-group',
      subheader: 'Introduction',
      children: [
        { pathname: '/x/introduction', title: 'Overview' },
        { pathname: '/x/introduction/installation', title: 'Installation' },
        { pathname: '/x/introduction/licensing', title: 'Licensing' },
        { pathname: '/x/introduction/support', title: 'Support' },
        { pathname: '/x/introduction/roadmap', title: 'Roadmap' },
      ],
    },
    {
      pathname: '/x/react-data-grid-group',
      subheader: 'Data Grid',
      children: [
        ...dataGridBasics,
        ...dataGridFeatures,
        ...dataGridPerformance,
        ...dataGridGroupPivot,
        ...dataGridAdvanced,
        apiReferenceGroup('data-grid', API_PAGE_INDEX['data-grid']),
      ],
    },
    {
      pathname: '/x/react-date-pickers-group',
      subheader: 'Date and Time Pickers',
      children: [
        ...datePickersComponents,
        ...datePickersFeatures,
        ...datePickersLocalization,
        ...datePickersCustomization,
        apiReferenceGroup('date-pickers', API_PAGE_INDEX['date-pickers']),
      ],
    },
    {
      pathname: '/x/react-charts-group',
      subheader: 'Charts',
      children: [...chartsPages, apiReferenceGroup('charts', API_PAGE_INDEX.charts)],
    },
    {
      pathname: '/x/react-tree-view-group',
      subheader: 'Tree View',
      children: [...treeViewPages, apiReferenceGroup('tree-view', API_PAGE_INDEX['tree-view'])],
    },
    ...migrationGroup(migrationPages),
  ],
};

function migrationGroup(pages: readonly NavPage[]): NavPage[] {
  return pages.length === 0
    ? []
    : [{ pathname: '/x/migration-group', subheader: 'Migration', children: pages }];
}
