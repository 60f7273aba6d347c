import { describe, expect, it } from 'vitest';
import {
  chunkModules,
  dataGridDuplicates,
  DUPLICATED_MODULE_MIN_BYTES,
  exportSignature,
  gridModuleListLength,
  scriptsWithoutCompileHint,
  type ClientScript,
} from './clientBuildOutput';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES } from './compileHintPlugin';

/** A chunk script as webpack writes it, minified, defining `modules` (id → function source). */
function chunk(name: string, modules: Record<string, string>): ClientScript {
  const body = Object.entries(modules)
    .map(([id, source]) => `${id}:${source}`)
    .join(',');
  return {
    name,
    text: `"use strict";(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[${name}],{${body}}]);`,
  };
}

const CLASS_LIST =
  '(e,t,r)=>{r.d(t,{gridClasses:()=>n});let n=(0,r(5).A)("MuiDataGrid",["actionsCell","cell"])}';
const SCROLL = '(e,t,r)=>{r.d(t,{useGridScroll:()=>m,gridScrollTo:()=>x});function m(){}let x=1}';
const LIST = '(e,t,r)=>{r.d(t,{GRID_MODULES:()=>l});let l=[()=>r(10),()=>r(11)]}';
const GRID = chunk('1', { 10: CLASS_LIST, 11: SCROLL, 20: LIST });

describe('scriptsWithoutCompileHint', () => {
  const large = 'a();'.repeat(COMPILE_HINT_MIN_BYTES / 4);

  it('names large scripts without the hint, and only those', () => {
    expect(
      scriptsWithoutCompileHint([
        { name: 'chunks/hinted.js', text: COMPILE_HINT + large },
        { name: 'chunks/small.js', text: 'a();' },
        { name: 'chunks/bare.js', text: large },
      ]),
    ).toEqual([`chunks/bare.js (${COMPILE_HINT_MIN_BYTES} bytes) lacks the compile hint`]);
  });
});

describe('chunkModules', () => {
  it('reads the modules a chunk defines, by id', () => {
    expect([...chunkModules(GRID).keys()]).toEqual(['10', '11', '20']);
    expect(chunkModules(GRID).get('11')).toBe(SCROLL);
  });

  it('finds none in a script that is not a chunk', () => {
    expect(chunkModules({ name: 'webpack.js', text: 'document.head.append(1)' }).size).toBe(0);
  });
});

describe('exportSignature', () => {
  it('lists the names an ES module exports, sorted', () => {
    expect(exportSignature(SCROLL)).toBe('gridScrollTo,useGridScroll');
    expect(exportSignature('(e,t,r)=>{"use strict";t.x=1}')).toBeNull();
  });
});

describe('dataGridDuplicates', () => {
  it('finds nothing when the list and the demos share one copy of the grid', () => {
    const demo = chunk('2', { 30: '(e,t,r)=>{r.d(t,{default:()=>d});let d=r(11).useGridScroll}' });
    expect(dataGridDuplicates([GRID, demo], 2)).toEqual([]);
  });

  it('finds a second class list (another build of the package, CommonJS included)', () => {
    const copy = chunk('2', {
      40: '(e,t,r)=>{"use strict";t.gridClasses=(0,r(6).default)("MuiDataGrid",["actionsCell"])}',
    });
    expect(dataGridDuplicates([GRID, copy], 2)).toEqual([
      "the grid's class list is defined by 2 module(s) (10 in 1; 40 in 2); " +
        'expected one, among the modules of generated/gridModules.ts',
    ]);
  });

  it('finds a listed module copied under another id', () => {
    const copy = chunk('2', { 41: SCROLL });
    expect(dataGridDuplicates([GRID, copy], 2)).toEqual([
      'module 41 (2) is a second copy of grid module 11: both export gridScrollTo,useGridScroll',
    ]);
  });

  it("tells another package's index with the same export names from a copy", () => {
    // Material UI's Button index (listed) and Joy UI's: same names, different files behind them.
    const materialButton = '(e,t,r)=>{r.d(t,{A:()=>b});let v=["contained","outlined"]}';
    const joyButton = '(e,t,r)=>{r.d(t,{A:()=>b});let v=["solid","soft","plain"]}';
    const buttonClasses = '(e,t,r)=>{r.d(t,{A:()=>c,B:()=>u});let c=1;function u(){}}';
    const index = (button: number, classes: number) =>
      `(e,t,r)=>{r.d(t,{buttonClasses:()=>i.A,default:()=>n.A,getButtonUtilityClass:()=>i.B});var n=r(${button}),i=r(${classes})}`;
    const grid = chunk('1', {
      10: CLASS_LIST,
      12: index(13, 14),
      13: materialButton,
      14: buttonClasses,
      20: '(e,t,r)=>{r.d(t,{GRID_MODULES:()=>l});let l=[()=>r(10),()=>r(12)]}',
    });
    const joy = chunk('2', { 52: index(53, 54), 53: joyButton, 54: buttonClasses });
    expect(dataGridDuplicates([grid, joy], 2)).toEqual([]);
    // A true copy re-exports copies of the same files, and is still found.
    const copy = chunk('3', { 62: index(63, 64), 63: materialButton, 64: buttonClasses });
    expect(dataGridDuplicates([grid, copy], 2)).toEqual([
      'module 62 (3) is a second copy of grid module 12: both export buttonClasses,default,getButtonUtilityClass',
    ]);
  });

  it('tells same-looking indexes apart by the files two levels below them', () => {
    // The Box of Material UI (listed) and of Joy UI: alike files, each built with its theme id.
    const box = (themeId: number) => `(e,t,r)=>{r.d(t,{A:()=>b});let b=(0,r(${themeId}).A)()}`;
    const boxClasses = '(e,t,r)=>{r.d(t,{A:()=>c});let c=["root"]}';
    const index = (boxId: number, classes: number) =>
      `(e,t,r)=>{r.d(t,{boxClasses:()=>i.A,default:()=>n.A});var n=r(${boxId}),i=r(${classes})}`;
    const theme = (id: string) => `(e,t,r)=>{r.d(t,{A:()=>s});let s="${id}"}`;
    const grid = chunk('1', {
      10: CLASS_LIST,
      12: index(13, 14),
      13: box(15),
      14: boxClasses,
      15: theme('$$material'),
      20: '(e,t,r)=>{r.d(t,{GRID_MODULES:()=>l});let l=[()=>r(10),()=>r(12)]}',
    });
    const joy = chunk('2', { 52: index(53, 54), 53: box(55), 54: boxClasses, 55: theme('$$joy') });
    expect(dataGridDuplicates([grid, joy], 2)).toEqual([]);
    const copy = chunk('3', {
      62: index(63, 64),
      63: box(65),
      64: boxClasses,
      65: theme('$$material'),
    });
    expect(dataGridDuplicates([grid, copy], 2)).toEqual([
      'module 62 (3) is a second copy of grid module 12: both export boxClasses,default',
    ]);
  });

  it('finds a large listed module in two chunks', () => {
    const large = SCROLL.replace('let x=1', `let x="${'x'.repeat(DUPLICATED_MODULE_MIN_BYTES)}"`);
    const grid = chunk('1', { 10: CLASS_LIST, 11: large, 20: LIST });
    const [problem] = dataGridDuplicates([grid, chunk('2', { 11: large })], 2);
    expect(problem).toMatch(/^grid module 11 \(\d+ bytes\) is in 2 chunks: 1, 2$/);
  });

  it('says so when the list is not in the build', () => {
    expect(dataGridDuplicates([GRID], 3)).toEqual([
      'expected one module requiring the 3 modules of generated/gridModules.ts, found 0: ' +
        'was the list renamed, or its modules bundled another way?',
    ]);
  });
});

describe('gridModuleListLength', () => {
  it('counts the requires of generated/gridModules.ts', () => {
    const list =
      '[\n  () => require("@mui/material/Popper"),\n  () => require("@mui/x-data-grid/a"),\n]';
    expect(gridModuleListLength(list)).toBe(2);
  });
});
