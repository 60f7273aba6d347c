import { describe, expect, it } from 'vitest';
import { breakPoints } from './breakPoints';

describe('breakPoints', () => {
  it('cuts a slot name after its dot and between the parts of the long identifier', () => {
    expect(breakPoints('slotProps.columnsManagementHeader')).toEqual([
      'slotProps.',
      'columns',
      'Management',
      'Header',
    ]);
  });

  it('keeps short names whole', () => {
    for (const name of ['GridColDef', 'boolean', 'sx', 'TDate', 'onClick']) {
      expect(breakPoints(name)).toEqual([name]);
    }
  });

  it('cuts after pipes, commas, ampersands, underscores and opening brackets', () => {
    expect(breakPoints("'a'|'b'")).toEqual(["'a'|", "'b'"]);
    expect(breakPoints('GridRowParams<R,V>')).toEqual(['GridRow', 'Params<', 'R,', 'V>']);
    expect(breakPoints('TDate&Props')).toEqual(['TDate&', 'Props']);
    expect(breakPoints('unstable_ignoreValueFormatterDuringExport')).toEqual([
      'unstable_',
      'ignore',
      'ValueFormatter',
      'During',
      'Export',
    ]);
    expect(breakPoints("adapter.format(date,'weekdayShort')")).toEqual([
      'adapter.',
      'format(',
      'date,',
      "'weekday",
      "Short')",
    ]);
  });

  it('never cuts inside a run of lower-case letters, and gives the text back when joined', () => {
    const samples = [
      'GridColumnHeaderFilterIconButton',
      'useOptionContextStabilizer',
      '(params: GridRowParams<R>, event?: React.MouseEvent) => void',
      "'compact' | 'standard' | 'comfortable'",
      'MuiDataGrid-columnHeader--sortable',
    ];
    for (const text of samples) {
      const pieces = breakPoints(text);
      expect(pieces.join('')).toBe(text);
      for (let index = 1; index < pieces.length; index += 1) {
        expect(/[a-z]$/.test(pieces[index - 1]) && /^[a-z]/.test(pieces[index]), text).toBe(false);
      }
    }
  });

  it('leaves nothing dangling: no piece starts with a closing mark or is a lone last character', () => {
    expect(breakPoints('GridColDef[]')).toEqual(['GridColDef[]']);
    expect(breakPoints('a.b')).toEqual(['a.b']);
    expect(breakPoints('render()')).toEqual(['render()']);
  });
});
