import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import {
  buildThemeTree,
  expandablePaths,
  filterThemeTree,
  formatFunction,
  type ThemeTreeNode,
} from './themeTree';

function find(nodes: readonly ThemeTreeNode[], path: string): ThemeTreeNode | undefined {
  for (const node of nodes) {
    if (node.path === path) {
      return node;
    }
    if (path.startsWith(`${node.path}.`)) {
      return find(node.children, path);
    }
  }
  return undefined;
}

const sample = {
  palette: { mode: 'light', primary: { main: '#1976d2', light: '#42a5f5' }, tonalOffset: 0.2 },
  shadows: ['none', '0px 1px 3px'],
  components: {},
  direction: 'ltr',
  flag: true,
  nothing: null,
};

describe('buildThemeTree', () => {
  const tree = buildThemeTree(sample);

  it('keeps the object order and writes paths with dots', () => {
    expect(tree.map((node) => node.key)).toEqual([
      'palette',
      'shadows',
      'components',
      'direction',
      'flag',
      'nothing',
    ]);
    expect(find(tree, 'palette.primary.main')).toMatchObject({
      key: 'main',
      kind: 'string',
      value: '"#1976d2"',
      children: [],
    });
    expect(find(tree, 'shadows.1')?.value).toBe('"0px 1px 3px"');
  });

  it('summarizes containers and shows empty ones as leaves', () => {
    expect(find(tree, 'palette')?.value).toBe('{3 keys}');
    expect(find(tree, 'palette.primary')?.value).toBe('{2 keys}');
    expect(find(tree, 'shadows')?.value).toBe('[2 items]');
    expect(find(tree, 'components')).toMatchObject({ value: '{}', children: [] });
    expect(find(tree, 'flag')?.value).toBe('true');
    expect(find(tree, 'nothing')?.value).toBe('null');
    expect(find(tree, 'palette.tonalOffset')?.value).toBe('0.2');
  });

  it('marks a circular reference instead of recursing', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(find(buildThemeTree({ loop }), 'loop.self')?.value).toBe('[Circular]');
  });

  it('turns the real default theme into a tree', () => {
    const theme = buildThemeTree(createTheme());
    expect(find(theme, 'palette.primary.main')?.value).toBe('"#1976d2"');
    expect(find(theme, 'shape.borderRadius')?.value).toBe('4');
    expect(find(theme, 'breakpoints.up')?.value).toMatch(/^function up\(\w+\)$/);
    expect(
      find(buildThemeTree(createTheme({ palette: { mode: 'dark' } })), 'palette.primary.main')
        ?.value,
    ).toBe('"#90caf9"');
  });
});

describe('formatFunction', () => {
  it('shows a name and the parameters of each function form', () => {
    function up(key: string) {
      return key;
    }
    const arrow = (a: number, b = Math.max(1, 2)) => a + b;
    const single = (value: number) => value;
    expect(formatFunction(up as never, 'up')).toBe('function up(key)');
    expect(formatFunction(arrow as never, 'arrow')).toBe('function arrow(a, b = Math.max(1, 2))');
    expect(formatFunction(single as never, 'single')).toBe('function single(value)');
    expect(formatFunction((() => 0) as never, 'noArgs')).toBe('function noArgs()');
  });

  it('falls back to the key for nameless or minified functions', () => {
    const e = (t: number) => t;
    expect(formatFunction(e as never, 'pxToRem')).toBe('function pxToRem(t)');
    expect(formatFunction(Math.max as never, 'max')).toBe('function max(…)');
  });
});

describe('filterThemeTree', () => {
  const tree = buildThemeTree(sample);

  it('keeps everything for an empty query', () => {
    expect(filterThemeTree(tree, '  ')).toEqual({ nodes: tree, expanded: [], matches: [] });
  });

  it('finds a path and expands its ancestors', () => {
    const result = filterThemeTree(tree, 'palette.primary.main');
    expect(result.matches).toEqual(['palette.primary.main']);
    expect(result.expanded.sort()).toEqual(['palette', 'palette.primary']);
    expect(result.nodes.map((node) => node.path)).toEqual(['palette']);
    expect(result.nodes[0].children.map((node) => node.path)).toEqual(['palette.primary']);
    expect(result.nodes[0].children[0].children.map((node) => node.key)).toEqual(['main']);
  });

  it('finds leaf values, case-insensitively', () => {
    const result = filterThemeTree(tree, '#42A5F5');
    expect(result.matches).toEqual(['palette.primary.light']);
  });

  it('keeps all entries of a matching container, collapsed', () => {
    const result = filterThemeTree(tree, 'shadows');
    expect(result.nodes.map((node) => node.path)).toEqual(['shadows']);
    expect(result.nodes[0].children).toHaveLength(2);
    expect(result.matches).toEqual(['shadows', 'shadows.0', 'shadows.1']);
  });

  it('gives no nodes when nothing matches', () => {
    expect(filterThemeTree(tree, 'zzz')).toEqual({ nodes: [], expanded: [], matches: [] });
  });
});

describe('expandablePaths', () => {
  it('lists every container with entries', () => {
    expect(expandablePaths(buildThemeTree(sample))).toEqual([
      'palette',
      'palette.primary',
      'shadows',
    ]);
  });
});
