import { describe, expect, it } from 'vitest';
import type { ApiComponentJson, ApiMemberJson, ApiType } from '../../src/docs/api/apiJson';
import { apiMember } from '../../src/docs/api/playground/apiMemberFixture';
import { decidePlayground, mergeNamedImports } from './playgroundSpecs';
import { readPlaygroundPreset } from './readPlaygroundPreset';

const boolean: ApiType = { kind: 'keyword', name: 'boolean' };
const func: ApiType = { kind: 'keyword', name: 'function' };

function prop(name: string, type: ApiType, required = false): ApiMemberJson {
  return apiMember(name, type, { required });
}

/** A component as the API data describes it: only the fields the decision reads. */
function component(name: string, props: ApiMemberJson[]): ApiComponentJson {
  return {
    name,
    exportName: name,
    product: 'material-ui',
    defaultImports: [`@mui/material/${name}`],
    imports: [`@mui/material/${name}`],
    props,
    inheritance: [],
  } as unknown as ApiComponentJson;
}

const dialog = component('Dialog', [
  prop('open', boolean, true),
  prop('onClose', func),
  prop('children', { kind: 'keyword', name: 'ReactNode' }),
  prop('fullWidth', boolean),
]);

const OPENER = `import Button from '@mui/material/Button';
export default {
  props: { children: 'Saved' },
  opener: { trigger: <Button>Open</Button>, close: 'onClose' },
};
`;

describe('decidePlayground', () => {
  it('gives a component that opens a playground when its preset has an opener', () => {
    expect(decidePlayground(dialog, null, null)).toEqual({ kind: 'none', reason: 'required open' });
    const decision = decidePlayground(dialog, readPlaygroundPreset(OPENER, 'd.tsx'), 'd.tsx');
    expect(decision.kind).toBe('playground');
    if (decision.kind !== 'playground') return;
    // The state holds `open`: no control for it, and neither it nor `onClose` is left to code.
    expect(decision.spec.controls.map((control) => control.name)).toEqual(['fullWidth']);
    expect(decision.spec.codeOnly).toEqual([]);
    expect(decision.preludeTs.split('\n')).toEqual([
      "import * as React from 'react';",
      "import Dialog from '@mui/material/Dialog';",
      "import Button from '@mui/material/Button';",
    ]);
    expect(decision.scope).toEqual(['@mui/material/Dialog', 'react', '@mui/material/Button']);
  });

  it('refuses an opener callback the component does not take', () => {
    const preset = readPlaygroundPreset(OPENER.replace("'onClose'", "'onDismiss'"), 'e.tsx');
    expect(() => decidePlayground(dialog, preset, 'e.tsx')).toThrow(
      'e.tsx: the opener sets "onDismiss", which Dialog does not take.',
    );
  });

  it('imports the component once when its parents hold another of it', () => {
    const cell = component('TableCell', [prop('children', { kind: 'keyword', name: 'ReactNode' })]);
    const preset = readPlaygroundPreset(
      `import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
export default {
  props: { children: '4' },
  wrapper: <TableRow><TableCell>Name</TableCell>{/* here */}</TableRow>,
};
`,
      'c.tsx',
    );
    const decision = decidePlayground(cell, preset, 'c.tsx');
    expect(decision.kind === 'playground' && decision.preludeTs.split('\n')).toEqual([
      "import TableCell from '@mui/material/TableCell';",
      "import TableRow from '@mui/material/TableRow';",
    ]);
  });
});

/** A toolbar a picker renders in its `toolbar` slot, with the value and view it passes. */
const toolbar = {
  name: 'DatePickerToolbar',
  exportName: 'DatePickerToolbar',
  product: 'date-pickers',
  defaultImports: [],
  imports: ['@mui/x-date-pickers/DatePicker'],
  props: [
    prop('hidden', boolean),
    prop('isLandscape', boolean, true),
    prop('onViewChange', func, true),
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

describe("decidePlayground for a part in its parent's slot", () => {
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
