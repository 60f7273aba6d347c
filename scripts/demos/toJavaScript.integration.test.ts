import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { isDemoFile } from './demoRegistry';
import { toJavaScript } from './toJavaScript';

/** Parses as plain JavaScript with JSX: most leftover type syntax is a syntax error here. */
function parseAsJavaScript(code: string) {
  return parse(code, { sourceType: 'module', plugins: ['jsx'] });
}

/**
 * The TypeScript syntax nodes of some code, parsed as TypeScript. This also
 * catches type syntax that happens to be valid JavaScript, such as
 * `useState<Dayjs>(x)`, which plain JavaScript reads as two comparisons.
 */
function typeSyntaxNodes(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) {
      return;
    }
    const { type } = node as { type?: unknown };
    if (typeof type === 'string' && type.startsWith('TS')) {
      found.push(type);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'start' && key !== 'end') {
        visit(value);
      }
    }
  };
  visit(parse(code, { sourceType: 'module', plugins: ['jsx', 'typescript'] }).program);
  return found;
}

describe('toJavaScript', () => {
  it('removes every kind of type syntax and keeps the rest as written', async () => {
    const source = [
      "import * as React from 'react';",
      "import { DataGrid, GridColDef, type GridRowsProp } from '@mui/x-data-grid';",
      "import type { Theme } from '@mui/material/styles';",
      '',
      'interface Row {',
      '  id: number;',
      '}',
      '',
      'type Mode = "a" | "b";',
      '',
      'const columns: GridColDef<Row>[] = [{ field: "id" }];',
      'const rows: GridRowsProp = [{ id: 1 }];',
      '',
      'function pick<T>(items: T[], index: number): T | undefined {',
      '  return items[index];',
      '}',
      '',
      'export default function Demo(props: { mode?: Mode }) {',
      '  const [value, setValue] = React.useState<number | null>(null);',
      '  const theme = {} as Theme;',
      '  return <DataGrid rows={rows} columns={columns} onRowClick={() => setValue(pick([1], 0)!)} />;',
      '}',
      '',
    ].join('\n');
    // The check finds type syntax, including the kind plain JavaScript also parses.
    expect(typeSyntaxNodes(source)).toContain('TSTypeParameterInstantiation');
    expect(typeSyntaxNodes('const a = f<Dayjs>(b);')).toEqual([
      'TSTypeParameterInstantiation',
      'TSTypeReference',
    ]);
    const js = await toJavaScript(source);
    expect(() => parseAsJavaScript(js)).not.toThrow();
    expect(typeSyntaxNodes(js)).toEqual([]);
    expect(js).not.toMatch(
      /interface |type Mode|GridColDef|GridRowsProp|Theme|<Row>|<number|: number|as Theme|!\)/,
    );
    expect(js).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(js).toContain('const [value, setValue] = React.useState(null);');
    expect(js).toContain('export default function Demo(props) {');
    expect(js).toContain('<DataGrid');
    // Formatted like the sources: single quotes, no runs of blank lines.
    expect(js).not.toMatch(/\n\n\n/);
    expect(js).toContain("field: 'id'");
  });

  const contentDir = path.join(process.cwd(), 'content');
  const demos = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter(isDemoFile);

  it('finds the demo files', () => {
    expect(demos.length).toBeGreaterThan(0);
  });

  it.each(demos)('%s becomes JavaScript with no type syntax', async (file) => {
    const source = readFileSync(path.join(contentDir, file), 'utf8');
    const js = await toJavaScript(source, path.join(contentDir, file));
    expect(() => parseAsJavaScript(js)).not.toThrow();
    expect(typeSyntaxNodes(js)).toEqual([]);
  });
});
