import { describe, expect, it } from 'vitest';
import { apiReferenceGroup } from './apiReferenceGroup';
import { flattenTree } from './buildPageTree';

describe('apiReferenceGroup', () => {
  it('lists the index, then the components, with their plan', () => {
    expect(
      apiReferenceGroup('charts', [
        { name: 'BarChart', kind: 'component', plan: 'community' },
        { name: 'ChartsLegend', kind: 'component', plan: 'community' },
      ]),
    ).toEqual({
      pathname: '/x/api-docs/charts-group',
      subheader: 'API reference',
      children: [
        { pathname: '/x/api-docs/charts', title: 'Index' },
        { pathname: '/x/api-docs/charts/bar-chart', title: 'BarChart' },
        { pathname: '/x/api-docs/charts/charts-legend', title: 'ChartsLegend' },
      ],
    });
  });

  it('splits components and interfaces into subgroups when there are interfaces', () => {
    const group = apiReferenceGroup('data-grid', [
      { name: 'DataGridPro', kind: 'component', plan: 'pro' },
      { name: 'GridColDef', kind: 'interface', plan: 'community' },
    ]);
    const leaves = flattenTree({ id: 'x', name: 'Fixture', pages: [group] });
    expect(leaves.map((leaf) => [leaf.pathname, leaf.plan, leaf.groups])).toEqual([
      ['/x/api-docs/data-grid', undefined, ['API reference']],
      ['/x/api-docs/data-grid/data-grid-pro', 'pro', ['API reference', 'Components']],
      ['/x/api-docs/data-grid/grid-col-def', undefined, ['API reference', 'Interfaces']],
    ]);
  });
});
