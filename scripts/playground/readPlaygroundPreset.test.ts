import { describe, expect, it } from 'vitest';
import { readPlaygroundPreset, usedPresetSource } from './readPlaygroundPreset';

const SOURCE = `import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { StackProps } from '@mui/material/Stack';
import type { PlaygroundPreset } from '../playgroundPreset';

const labels = ['One', 'Two'];

const unused = 3;

export default {
  props: {
    spacing: 2,
    children: [
      <Button key="one" startIcon={<AddIcon />}>
        {labels[0]}
      </Button>,
      <Button key="two">Two</Button>,
    ],
    onClick: () => {
      console.log('clicked');
    },
  },
  wrapper: <Box sx={{ p: 2 }} />,
} satisfies PlaygroundPreset<StackProps>;
`;

describe('readPlaygroundPreset', () => {
  const preset = readPlaygroundPreset(SOURCE, 'stack.tsx');

  it('keeps each prop as written, children of an array as sibling elements without keys', () => {
    expect(preset.props.spacing).toBe('2');
    expect(preset.props.children).toBe(
      '<Button startIcon={<AddIcon />}>\n  {labels[0]}\n</Button>\n<Button>Two</Button>',
    );
    expect(preset.props.onClick).toBe("() => {\n  console.log('clicked');\n}");
    expect(preset.wrapper).toEqual({
      open: '<Box sx={{ p: 2 }}>',
      close: '</Box>',
      indent: 1,
      slot: [0],
    });
  });

  it('gives the imports and constants the code uses, and nothing else', () => {
    const used = usedPresetSource(preset, [preset.props.children!]);
    expect(used.imports.map((item) => item.source)).toEqual([
      '@mui/icons-material/Add',
      '@mui/material/Button',
    ]);
    expect(used.declarations.map((item) => item.names)).toEqual([['labels']]);
  });

  it("reads a slot's parent as its name and attributes, and children there as one expression", () => {
    const slotted = readPlaygroundPreset(
      `export default {
  props: {
    children: (
      <>
        <A />
        <B />
      </>
    ),
  },
  slot: {
    parent: <DataGrid rows={rows} sx={{ height: 320 }} />,
    name: 'toolbar',
  },
};`,
      'slot.tsx',
    );
    expect(slotted.slot).toEqual({
      parent: 'DataGrid',
      attributes: ['rows={rows}', 'sx={{ height: 320 }}'],
      name: 'toolbar',
    });
    expect(slotted.props.children).toBe('<>\n  <A />\n  <B />\n</>');
    expect(() =>
      readPlaygroundPreset(
        "export default { props: {}, slot: { parent: <G slots={{}} />, name: 'toolbar' } };",
        'd.tsx',
      ),
    ).toThrow('sets no `slots` or `slotProps`');
    expect(() =>
      readPlaygroundPreset('export default { props: {}, slot: { parent: <G /> } };', 'e.tsx'),
    ).toThrow("`slot` must be `{ parent: <Parent … />, name: 'slot' }`");
  });

  it('refuses what the playground could not print', () => {
    expect(() =>
      readPlaygroundPreset("import x from './local';\nexport default { props: {} };", 'a.tsx'),
    ).toThrow('a.tsx: imports "./local"');
    expect(() => readPlaygroundPreset('export default { props: {}, extra: 1 };', 'b.tsx')).toThrow(
      'has an entry "extra"',
    );
    expect(() =>
      readPlaygroundPreset('export default { props: {}, wrapper: <A><B /></A> };', 'c.tsx'),
    ).toThrow('must hold exactly one `{/* … */}`');
    expect(() =>
      readPlaygroundPreset(
        'export default { props: {}, opener: { trigger: <B>Open</B>, close: onClose } };',
        'd.tsx',
      ),
    ).toThrow('`opener.close` must be');
  });
});

describe('nested parents and an opener', () => {
  const nested = readPlaygroundPreset(
    `import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';

export default {
  props: { children: 'Open' },
  wrapper: (
    <Table size="small">
      <TableBody>
        <TableRow hover>
          <TableCell>Name</TableCell>
          text
          {/* here */}
          <TableCell>Price</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
  opener: {
    trigger: <Button variant="outlined">Show</Button>,
    close: 'onClose',
    anchor: 'anchorEl',
  },
};
`,
    'nested.tsx',
  );

  it('splits the parents at the slot, with its depth and its path as React counts children', () => {
    expect(nested.wrapper).toEqual({
      open: [
        '<Table size="small">',
        '  <TableBody>',
        '    <TableRow hover>',
        '      <TableCell>Name</TableCell>',
        '      text',
      ].join('\n'),
      close: [
        '      <TableCell>Price</TableCell>',
        '    </TableRow>',
        '  </TableBody>',
        '</Table>',
      ].join('\n'),
      indent: 3,
      slot: [0, 0, 2],
    });
  });

  it('splits the trigger where the playground adds onClick, and keeps the callbacks', () => {
    expect(nested.opener).toEqual({
      trigger: { name: 'Button', attributes: ['variant="outlined"'], children: 'Show' },
      close: 'onClose',
      opens: null,
      anchor: 'anchorEl',
    });
    expect(usedPresetSource(nested, ['<Button']).imports).toHaveLength(1);
  });

  it('takes a slot written inline, after a sibling on the same line', () => {
    const inline = readPlaygroundPreset(
      'export default { props: {}, wrapper: <List><Item />{/* here */}</List> };',
      'inline.tsx',
    );
    expect(inline.wrapper).toEqual({
      open: '<List><Item />',
      close: '</List>',
      indent: 1,
      slot: [1],
    });
  });
});
