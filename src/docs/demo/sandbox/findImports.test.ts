import { describe, expect, it } from 'vitest';
import { findImports, packageName } from './findImports';

describe('findImports', () => {
  it('finds default, namespace, named, type, side-effect, re-export and dynamic imports', () => {
    const code = [
      "import * as React from 'react';",
      "import Box from '@mui/material/Box';",
      'import dayjs, { Dayjs } from "dayjs";',
      'import {',
      '  DataGrid,',
      '  type GridColDef,',
      '  GridToolbar as Toolbar,',
      "} from '@mui/x-data-grid';",
      "import type { Theme } from '@mui/material/styles';",
      "import 'dayjs/locale/fr';",
      "export { LicenseInfo } from '@mui/x-license-pro';",
      "const lazy = () => import('@mui/x-charts/BarChart');",
    ].join('\n');
    expect(findImports(code)).toEqual([
      { specifier: 'react', names: ['*'] },
      { specifier: '@mui/material/Box', names: ['default'] },
      { specifier: 'dayjs', names: ['default', 'Dayjs'] },
      { specifier: '@mui/x-data-grid', names: ['DataGrid', 'GridColDef', 'GridToolbar'] },
      { specifier: '@mui/material/styles', names: ['Theme'] },
      { specifier: 'dayjs/locale/fr', names: [] },
      { specifier: '@mui/x-license-pro', names: ['LicenseInfo'] },
      { specifier: '@mui/x-charts/BarChart', names: ['*'] },
    ]);
  });

  it('ignores commented-out imports and words like "from" in JSX text', () => {
    const code = [
      "// import { DataGrid } from '@mui/x-data-grid';",
      "/* import dayjs from 'dayjs'; */",
      'export default function Trip() {',
      '  return <p>Flights from "Paris" to Oslo</p>;',
      '}',
    ].join('\n');
    expect(findImports(code)).toEqual([]);
  });
});

describe('packageName', () => {
  it('keeps the scope and drops subpaths', () => {
    expect(packageName('@mui/x-date-pickers/AdapterDayjs')).toBe('@mui/x-date-pickers');
    expect(packageName('@mui/material')).toBe('@mui/material');
    expect(packageName('dayjs/plugin/utc')).toBe('dayjs');
    expect(packageName('react')).toBe('react');
  });
});
