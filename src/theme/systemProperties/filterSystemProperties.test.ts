import { describe, expect, it } from 'vitest';
import { filterSystemProperties, type SystemPropertyTableRow } from './filterSystemProperties';

const rows: SystemPropertyTableRow[] = [
  {
    prop: 'px',
    group: 'spacing',
    css: ['paddingLeft', 'paddingRight'],
    theme: 'theme.spacing',
    example: null,
  },
  {
    prop: 'bgcolor',
    group: 'palette',
    css: ['backgroundColor'],
    theme: 'theme.palette',
    example: null,
  },
  { prop: 'display', group: 'display', css: ['display'], theme: null, example: null },
];

describe('filterSystemProperties', () => {
  it('matches the property or one of its CSS properties, ignoring case', () => {
    expect(filterSystemProperties(rows, 'PaddingLeft', 'all').map((row) => row.prop)).toEqual([
      'px',
    ]);
    expect(filterSystemProperties(rows, 'background', 'all').map((row) => row.prop)).toEqual([
      'bgcolor',
    ]);
  });

  it('narrows to a group, and an empty query keeps the whole group', () => {
    expect(filterSystemProperties(rows, '', 'display').map((row) => row.prop)).toEqual(['display']);
    expect(filterSystemProperties(rows, 'px', 'palette')).toEqual([]);
    expect(filterSystemProperties(rows, '  ', 'all')).toHaveLength(3);
  });
});
