import { describe, expect, it } from 'vitest';
import {
  buildSystemPropertyRows,
  cssText,
  PROBE_SPACING,
  type SxFunction,
} from './systemPropertyRows';

// A stand-in for styleFunctionSx: spacing keys multiply theme.spacing, `bgcolor` reads the palette.
const sx: SxFunction = ({ sx: styles, theme }) => {
  const { spacing, palette } = theme as { spacing: number; palette: Record<string, string> };
  const [[prop, value]] = Object.entries(styles);
  if (prop === 'px') {
    return typeof value === 'number'
      ? { paddingLeft: `${value * spacing}px`, paddingRight: `${value * spacing}px` }
      : { paddingLeft: value, paddingRight: value };
  }
  if (prop === 'bgcolor') {
    return { backgroundColor: palette[String(value)] ?? value };
  }
  return { [prop]: value };
};

const inputs = {
  config: { px: { style: () => null }, bgcolor: { themeKey: 'palette' }, order: {} },
  groups: [
    { name: 'spacing', props: ['px'] },
    { name: 'palette', props: ['bgcolor'] },
  ],
  sx,
  probeTheme: { spacing: PROBE_SPACING, palette: {} },
  exampleTheme: { spacing: 8, palette: { 'primary.main': '#1976d2' } },
  isUnitless: (cssProperty: string) => cssProperty === 'order',
};

describe('buildSystemPropertyRows', () => {
  it('finds a style function reading theme.spacing by running it on the probe theme', () => {
    const [px] = buildSystemPropertyRows(inputs);
    expect(px).toEqual({
      prop: 'px',
      group: 'spacing',
      css: ['paddingLeft', 'paddingRight'],
      theme: 'theme.spacing',
      example: { input: 'px: 2', output: 'paddingLeft: 16px; paddingRight: 16px' },
    });
  });

  it('takes a themeKey as written, and leaves unmapped properties without an example', () => {
    const [, bgcolor, order] = buildSystemPropertyRows(inputs);
    expect(bgcolor.theme).toBe('theme.palette');
    expect(bgcolor.example?.output).toBe('backgroundColor: #1976d2');
    expect(order).toEqual({
      prop: 'order',
      group: 'other',
      css: ['order'],
      theme: null,
      example: null,
    });
  });

  it('fails, naming the property, when a style function reads a theme part it cannot find', () => {
    const config = { mystery: { style: () => null } };
    expect(() => buildSystemPropertyRows({ ...inputs, config })).toThrow(/"mystery"/);
  });
});

describe('cssText', () => {
  it('adds px to numbers of length properties and nests at-rules', () => {
    expect(cssText({ borderRadius: 8, zIndex: 3 }, (key) => key === 'zIndex')).toBe(
      'borderRadius: 8px; zIndex: 3',
    );
    expect(cssText({ '@media print': { display: 'none' } })).toBe('@media print { display: none }');
  });
});
