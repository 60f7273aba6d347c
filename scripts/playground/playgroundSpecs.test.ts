import { describe, expect, it } from 'vitest';
import type { ApiComponentJson } from '../../src/docs/api/apiJson';
import { apiMember } from '../../src/docs/api/playground/apiMember.fixture';
import { decidePlayground, mergeNamedImports } from './playgroundSpecs';
import { readPlaygroundPreset } from './readPlaygroundPreset';

const prop = (name: string, typeName: string, required = false) =>
  apiMember(name, { kind: 'keyword', name: typeName }, { required });

/** A toolbar a picker renders in its `toolbar` slot, with the value and view it passes. */
const toolbar = {
  name: 'DatePickerToolbar',
  exportName: 'DatePickerToolbar',
  product: 'date-pickers',
  defaultImports: [],
  imports: ['@mui/x-date-pickers/DatePicker'],
  props: [
    prop('hidden', 'boolean'),
    prop('isLandscape', 'boolean', true),
    prop('onViewChange', 'function', true),
  ],
  inheritance: [],
} as unknown as ApiComponentJson;

const SLOT_PRESET = `import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default {
  props: { toolbarFormat: 'MMMM' },
  slot: { parent: <StaticDatePicker defaultValue={start} />, name: 'toolbar' },
};

const start = null;
`;

describe('decidePlayground', () => {
  it("gives a part in its parent's slot a playground without its required props, which the parent sets", () => {
    const preset = readPlaygroundPreset(SLOT_PRESET.replace("toolbarFormat: 'MMMM'", ''), 'x.tsx');
    const decision = decidePlayground(toolbar, preset, 'x.tsx');
    expect(decision.kind).toBe('playground');
    if (decision.kind === 'playground') {
      // The parent sets the required props: no control, nor listed as set in code.
      expect(decision.spec.controls.map((control) => control.name)).toEqual(['hidden']);
      expect(decision.spec.codeOnly).toEqual([]);
      expect(decision.spec.slot).toEqual({
        parent: 'StaticDatePicker',
        attributes: ['defaultValue={start}'],
        name: 'toolbar',
      });
      // The parent's import and the constant its attributes use come with it.
      expect(decision.preludeTs).toContain(
        "import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';",
      );
      expect(decision.preludeTs).toContain('const start = null;');
      expect(decision.scope).toContain('@mui/x-date-pickers/StaticDatePicker');
    }
  });

  it('still asks a preset without a slot for the required props', () => {
    const preset = readPlaygroundPreset('export default { props: { hidden: false } };', 'y.tsx');
    expect(decidePlayground(toolbar, preset, 'y.tsx')).toEqual({
      kind: 'none',
      reason: 'required isLandscape, onViewChange',
    });
  });

  it('says who renders a library-internal component', () => {
    const cell = { ...toolbar, name: 'GridCell', product: 'data-grid', props: [] };
    const decision = decidePlayground(cell as ApiComponentJson, null, null);
    expect(decision).toMatchObject({ kind: 'none', reason: expect.stringContaining('each cell') });
  });
});

describe('mergeNamedImports', () => {
  it("joins one module's named imports into the first statement and keeps the rest as written", () => {
    expect(
      mergeNamedImports([
        "import { GridToolbar } from '@mui/x-data-grid';",
        "import Box from '@mui/material/Box';",
        "import { DataGrid, GridToolbarExport } from '@mui/x-data-grid';",
      ]),
    ).toEqual([
      "import { GridToolbar, DataGrid, GridToolbarExport } from '@mui/x-data-grid';",
      "import Box from '@mui/material/Box';",
    ]);
  });
});
