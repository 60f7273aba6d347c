import { describe, expect, it } from 'vitest';
import { printAttribute, printPlaygroundCode } from './playgroundCode';
import type { PlaygroundSpec } from './playgroundSpec';
import { decodePlaygroundValues, encodePlaygroundValues, withValue } from './playgroundState';

const spec: PlaygroundSpec = {
  component: 'Button',
  product: 'material-ui',
  family: 'material-ui',
  controls: [
    { kind: 'switch', name: 'disabled', defaultValue: false },
    {
      kind: 'select',
      name: 'variant',
      options: ['text', 'outlined', 'contained'],
      defaultValue: 'text',
    },
    { kind: 'number', name: 'tabIndex' },
    { kind: 'text', name: 'href' },
    { kind: 'json', name: 'sx' },
  ],
  presetCode: { children: "'Save'", endIcon: '<SendIcon />' },
  wrapper: null,
  slot: null,
  opener: null,
  prelude: {
    TS: "import Button from '@mui/material/Button';\nimport SendIcon from '@mui/icons-material/Send';",
    JS: "import Button from '@mui/material/Button';\nimport SendIcon from '@mui/icons-material/Send';",
  },
  codeOnly: ['onClick'],
  presetFile: 'content/api-playground/material-ui/button.tsx',
};

describe('printAttribute', () => {
  it('prints each kind of value as JSX', () => {
    expect(printAttribute('disabled', true)).toBe('disabled');
    expect(printAttribute('disabled', false)).toBe('disabled={false}');
    expect(printAttribute('variant', 'outlined')).toBe('variant="outlined"');
    expect(printAttribute('label', 'say "hi"')).toBe(`label={'say "hi"'}`);
    expect(printAttribute('max', 10)).toBe('max={10}');
    expect(printAttribute('sx', { p: 2, '&:hover': { color: 'red' } })).toBe(
      "sx={{\n  p: 2,\n  '&:hover': {\n    color: 'red',\n  },\n}}",
    );
  });
});

describe('printPlaygroundCode', () => {
  it('prints the preset and only the values that differ from the defaults', () => {
    const code = printPlaygroundCode(spec, { variant: 'outlined', disabled: false }, {}, 'TS');
    expect(code).toBe(
      [
        "import Button from '@mui/material/Button';",
        "import SendIcon from '@mui/icons-material/Send';",
        '',
        'export default function ButtonPlayground() {',
        '  return (',
        '    <Button endIcon={<SendIcon />} variant="outlined">',
        '      Save',
        '    </Button>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('puts props on their own lines when the element gets long, and wraps it in the preset wrapper', () => {
    const code = printPlaygroundCode(
      {
        ...spec,
        presetCode: {},
        wrapper: { open: '<Provider theme={theme}>', close: '</Provider>', indent: 1, slot: [0] },
      },
      { disabled: true, href: 'https://example.com/a/longer/address/here', tabIndex: 3 },
      {},
      'JS',
    );
    expect(code).toContain(
      [
        '    <Provider theme={theme}>',
        '      <Button',
        '        disabled',
        '        tabIndex={3}',
        '        href="https://example.com/a/longer/address/here"',
        '      />',
        '    </Provider>',
      ].join('\n'),
    );
  });

  it("prints a part in its parent's slot: slots names it, slotProps holds the preset's and the controls' values", () => {
    const slotted: PlaygroundSpec = {
      ...spec,
      component: 'GridToolbarQuickFilter',
      presetCode: { placeholder: "'Search cities'" },
      slot: {
        parent: 'DataGrid',
        attributes: ['rows={rows}', 'columns={columns}'],
        name: 'toolbar',
      },
    };
    expect(printPlaygroundCode(slotted, { tabIndex: 2 }, {}, 'TS')).toContain(
      [
        '    <DataGrid',
        '      rows={rows}',
        '      columns={columns}',
        '      slots={{ toolbar: GridToolbarQuickFilter }}',
        '      slotProps={{',
        '        toolbar: {',
        "          placeholder: 'Search cities',",
        '          tabIndex: 2,',
        '        },',
        '      }}',
        '    />',
      ].join('\n'),
    );
    // Nothing to pass: no slotProps; a multi-line wrapper keeps its `>` on a line of its own.
    const bare = printPlaygroundCode(
      {
        ...slotted,
        presetCode: {},
        slot: { parent: 'StaticDatePicker', attributes: [], name: 'toolbar' },
        wrapper: {
          open: '<Provider\n  theme={theme}\n>',
          close: '</Provider>',
          indent: 1,
          slot: [0],
        },
      },
      {},
      {},
      'TS',
    );
    expect(bare).toContain(
      [
        '    <Provider',
        '      theme={theme}',
        '    >',
        '      <StaticDatePicker slots={{ toolbar: GridToolbarQuickFilter }} />',
        '    </Provider>',
      ].join('\n'),
    );
  });

  it('puts the element in the slot of nested parents, after the trigger and state that open it', () => {
    const opened: PlaygroundSpec = {
      ...spec,
      component: 'Menu',
      controls: [{ kind: 'switch', name: 'dense', defaultValue: false }],
      presetCode: { children: '<MenuItem>Copy</MenuItem>' },
      wrapper: {
        open: '<Box>\n  <Toolbar>\n    <Title />',
        close: '  </Toolbar>\n</Box>',
        indent: 2,
        slot: [0, 1],
      },
      opener: {
        trigger: { name: 'Button', attributes: ['variant="outlined"'], children: 'Edit' },
        close: 'onClose',
        opens: null,
        anchor: 'anchorEl',
      },
    };
    const ts = printPlaygroundCode(opened, { dense: true }, {}, 'TS');
    expect(ts).toContain(
      [
        'export default function MenuPlayground() {',
        '  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);',
        '  return (',
        '    <Box>',
        '      <Toolbar>',
        '        <Title />',
        '        <React.Fragment>',
        '          <Button',
        '            variant="outlined"',
        '            onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}',
        '          >',
        '            Edit',
        '          </Button>',
        '          <Menu',
        '            open={Boolean(anchorEl)}',
        '            anchorEl={anchorEl}',
        '            onClose={() => setAnchorEl(null)}',
        '            dense',
        '          >',
        '            <MenuItem>Copy</MenuItem>',
        '          </Menu>',
        '        </React.Fragment>',
        '      </Toolbar>',
        '    </Box>',
        '  );',
        '}',
      ].join('\n'),
    );
    const js = printPlaygroundCode(
      { ...opened, wrapper: null, opener: { ...opened.opener!, anchor: null, opens: 'onOpen' } },
      {},
      {},
      'JS',
    );
    expect(js).toContain('  const [open, setOpen] = React.useState(false);\n');
    expect(js).toContain(
      '      <Button variant="outlined" onClick={() => setOpen(!open)}>\n        Edit\n      </Button>',
    );
    expect(js).toContain(
      '      <Menu\n        open={open}\n        onClose={() => setOpen(false)}\n        onOpen={() => setOpen(true)}\n      >',
    );
  });

  it("starts a control at the preset's value, and prints it since it is not the default", () => {
    const code = printPlaygroundCode(spec, {}, { variant: 'contained' }, 'TS');
    expect(code).toContain('<Button endIcon={<SendIcon />} variant="contained">');
    expect(
      printPlaygroundCode(spec, { variant: undefined }, { variant: 'contained' }, 'TS'),
    ).toContain('<Button endIcon={<SendIcon />}>');
  });
});

describe('playground state in the address', () => {
  it('keeps only what each control accepts, and never throws', () => {
    const text = JSON.stringify({
      disabled: true,
      variant: 'huge',
      tabIndex: 2,
      href: 5,
      sx: { p: 1 },
      unknown: 1,
    });
    expect(decodePlaygroundValues(spec, text)).toEqual({
      disabled: true,
      tabIndex: 2,
      sx: { p: 1 },
    });
    expect(decodePlaygroundValues(spec, '{not json')).toEqual({});
    expect(decodePlaygroundValues(spec, '[1]')).toEqual({});
    expect(decodePlaygroundValues(spec, null)).toEqual({});
  });

  it('round-trips a value the reader unset as null', () => {
    const values = { variant: undefined, disabled: true };
    const text = encodePlaygroundValues(values);
    expect(text).toBe('{"variant":null,"disabled":true}');
    expect(decodePlaygroundValues(spec, text)).toEqual(values);
  });

  it('drops a value set back to where the control starts', () => {
    const variant = spec.controls[1]!;
    const changed = withValue({}, variant, 'outlined', {});
    expect(changed).toEqual({ variant: 'outlined' });
    expect(withValue(changed, variant, 'text', {})).toEqual({});
    expect(withValue({}, variant, 'contained', { variant: 'contained' })).toEqual({});
  });
});
