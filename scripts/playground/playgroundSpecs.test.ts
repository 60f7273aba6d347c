import { describe, expect, it } from 'vitest';
import type { ApiComponentJson, ApiMemberJson, ApiType } from '../../src/docs/api/apiJson';
import { apiMember } from '../../src/docs/api/playground/apiMemberFixture';
import { decidePlayground } from './playgroundSpecs';
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
