import { describe, expect, it } from 'vitest';
import {
  buildDemoRecord,
  demoHeight,
  demoPlan,
  demoTitle,
  demoKind,
  type Highlight,
} from './demoRecord';

/** A stand-in highlighter that shows what it was given. */
const highlight: Highlight = async (code, language) => `<pre data-lang="${language}">${code}</pre>`;

describe('demoTitle', () => {
  it('turns a component name into a sentence-case title', () => {
    expect(demoTitle('BasicDataGrid')).toBe('Basic data grid');
    expect(demoTitle('ExportCSVButton')).toBe('Export CSV button');
    expect(demoTitle('Grid2Columns')).toBe('Grid 2 columns');
  });
});

describe('demoHeight', () => {
  it('reads the numeric height of the box the demo returns', () => {
    const source = [
      "const columns = [{ field: 'a', sx: { height: 12 } }];",
      'export default function Grid() {',
      '  return (',
      "    <Box sx={{ width: '100%', height: 420 }}>",
      '      <DataGrid rows={rows} columns={columns} />',
      '    </Box>',
      '  );',
      '}',
    ].join('\n');
    expect(demoHeight(source)).toBe(420);
  });

  it('gives nothing when the outermost box has no fixed height', () => {
    expect(
      demoHeight('export default function A() {\n  return <TreeView sx={{ maxWidth: 360 }} />;\n}'),
    ).toBeUndefined();
    expect(
      demoHeight("function A() {\n  return <Box sx={{ height: '50vh' }} />;\n}"),
    ).toBeUndefined();
    expect(
      demoHeight('function A() {\n  return <DataGrid autoHeight rows={rows} />;\n}'),
    ).toBeUndefined();
  });
});

describe('demoKind', () => {
  it('is dataGrid for demos importing a data grid package', () => {
    expect(demoKind("import { DataGrid } from '@mui/x-data-grid';")).toBe('dataGrid');
    expect(demoKind("import { DataGridPro } from '@mui/x-data-grid-pro';")).toBe('dataGrid');
    expect(demoKind('import { useGridApiRef } from "@mui/x-data-grid-premium";')).toBe('dataGrid');
    expect(demoKind("import { GridColDef } from '@mui/x-data-grid/models';")).toBe('dataGrid');
  });

  it('is datePicker for demos importing a date pickers package and no grid', () => {
    expect(demoKind("import { DatePicker } from '@mui/x-date-pickers/DatePicker';")).toBe(
      'datePicker',
    );
    expect(
      demoKind("import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';"),
    ).toBe('datePicker');
    // A grid that edits dates is a grid demo first: the grid is what its load prepares.
    expect(
      demoKind(
        "import { DataGrid } from '@mui/x-data-grid';\nimport { DatePicker } from '@mui/x-date-pickers';",
      ),
    ).toBe('dataGrid');
  });

  it('is component for other demos', () => {
    expect(demoKind("import { BarChart } from '@mui/x-charts/BarChart';")).toBe('component');
    expect(demoKind("import { DataGridProps } from './types';")).toBe('component');
    expect(demoKind("const text = 'from @mui/x-data-grid';")).toBe('component');
    expect(demoKind("import { DateCalendarProps } from './pickers';")).toBe('component');
  });
});

describe('demoPlan', () => {
  it('names the plan of the licensed packages a demo imports, Premium over Pro', () => {
    expect(demoPlan("import { DataGridPro } from '@mui/x-data-grid-pro';")).toBe('pro');
    expect(
      demoPlan("import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';"),
    ).toBe('pro');
    expect(
      demoPlan(
        [
          "import { DataGridPro } from '@mui/x-data-grid-pro';",
          "import { DataGridPremium } from '@mui/x-data-grid-premium';",
        ].join('\n'),
      ),
    ).toBe('premium');
  });

  it('is undefined for free packages and the license package itself', () => {
    expect(demoPlan("import { DataGrid } from '@mui/x-data-grid';")).toBeUndefined();
    expect(demoPlan("import { LicenseInfo } from '@mui/x-license-pro';")).toBeUndefined();
    expect(demoPlan("const name = '@mui/x-data-grid-pro';")).toBeUndefined();
  });
});

describe('buildDemoRecord', () => {
  const grid = [
    "import { DataGrid } from '@mui/x-data-grid';",
    'export default function BasicDataGrid() {',
    '  return <Box sx={{ height: 400 }} />;',
    '}',
  ].join('\n');

  it('derives every field from the name and the sources, the preview highlighted', async () => {
    const record = await buildDemoRecord(
      {
        name: 'x/react-data-grid/BasicDataGrid',
        sources: {
          ts: grid,
          js: grid,
          preview: { ts: '<Box sx={{ height: 400 }} />', js: '<Box />' },
        },
        codeUrl: '/demo-code/x/react-data-grid/BasicDataGrid.json?v=abc',
      },
      highlight,
    );
    expect(record).toEqual({
      name: 'x/react-data-grid/BasicDataGrid',
      file: 'BasicDataGrid',
      title: 'Basic data grid',
      preview: {
        ts: '<pre data-lang="tsx"><Box sx={{ height: 400 }} /></pre>',
        js: '<pre data-lang="jsx"><Box /></pre>',
      },
      height: 400,
      kind: 'dataGrid',
      codeUrl: '/demo-code/x/react-data-grid/BasicDataGrid.json?v=abc',
    });
  });

  it('leaves out the height when the demo declares none, and highlights nothing without a preview', async () => {
    const chart = "import { BarChart } from '@mui/x-charts';\nexport const A = 1;\n";
    const calls: string[] = [];
    const record = await buildDemoRecord(
      {
        name: 'x/react-charts/BasicBarChart',
        sources: { ts: chart, js: chart, preview: null },
        codeUrl: '/c',
      },
      async (code, language) => {
        calls.push(language);
        return highlight(code, language);
      },
    );
    expect(record).toEqual({
      name: 'x/react-charts/BasicBarChart',
      file: 'BasicBarChart',
      title: 'Basic bar chart',
      preview: null,
      kind: 'component',
      codeUrl: '/c',
    });
    expect('height' in record).toBe(false);
    expect(calls).toEqual([]);
  });

  it('records the plan from the JavaScript variant, where type-only imports are gone', async () => {
    const typesOnly =
      "import type { GridColDef } from '@mui/x-data-grid-pro';\nexport const A = 1;\n";
    const pro = "import { DataGridPro } from '@mui/x-data-grid-pro';\nexport const A = 1;\n";
    const build = (ts: string, js: string) =>
      buildDemoRecord(
        { name: 'x/react-data-grid/A', sources: { ts, js, preview: null }, codeUrl: '/c' },
        highlight,
      );
    expect((await build(pro, pro)).plan).toBe('pro');
    expect('plan' in (await build(typesOnly, 'export const A = 1;\n'))).toBe(false);
  });
});
