import { describe, expect, it } from 'vitest';
import {
  importLine,
  nameWords,
  searchIcons,
  toIconEntries,
  type MaterialIconIndex,
} from './materialIconData';

// filled = 1, outlined = 2, rounded = 4, twoTone = 8, sharp = 16
const index: MaterialIconIndex = {
  icons: [
    ['AccessAlarm', 31],
    ['Alarm', 31],
    ['AlarmOn', 1],
    ['Delete', 31, 'trash,bin,garbage'],
    ['GitHub', 1],
    ['DeleteForever', 3, 'trash'],
    ['Home', 31, 'house'],
  ],
};
const entries = toIconEntries(index);
const names = (query: string, theme: Parameters<typeof searchIcons>[2] = 'filled') =>
  searchIcons(entries, query, theme).map((entry) => entry.name);

describe('Material Icons search', () => {
  it('splits PascalCase names into words', () => {
    expect(nameWords('Wifi4BarLock')).toEqual(['wifi', '4', 'bar', 'lock']);
  });

  it('ranks the exact name, then names starting with the query, then other name words', () => {
    expect(names('alarm')).toEqual(['Alarm', 'AlarmOn', 'AccessAlarm']);
  });

  it('finds icons by a synonym, after name matches', () => {
    expect(names('trash')).toEqual(['Delete', 'DeleteForever']);
    expect(names('house')).toEqual(['Home']);
  });

  it('finds a name typed as one word', () => {
    expect(names('github')).toEqual(['GitHub']);
    expect(names('accessalarm')).toEqual(['AccessAlarm']);
  });

  it('needs every word of the query, as word prefixes', () => {
    expect(names('access al')).toEqual(['AccessAlarm']);
    expect(names('larm')).toEqual([]);
  });

  it('keeps only the icons of the chosen theme', () => {
    expect(names('alarm', 'outlined')).toEqual(['Alarm', 'AccessAlarm']);
    expect(names('trash', 'sharp')).toEqual(['Delete']);
  });

  it('writes the import line of the themed export', () => {
    expect(importLine('Delete', 'twoTone')).toBe(
      "import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';",
    );
    expect(importLine('Delete', 'filled')).toBe(
      "import DeleteIcon from '@mui/icons-material/Delete';",
    );
  });
});
