import { describe, expect, it } from 'vitest';
import {
  gridSnapshotSlots,
  insertGridSnapshotCss,
  pickSnapshotRules,
  replaceGridSnapshot,
  type SheetRule,
} from './gridSnapshotHtml';

const island = (name: string, inner: string) =>
  `<div data-demo-root="" data-demo-state="static" data-grid-snapshot-slot="${name}">` +
  `${inner}<template data-grid-snapshot-end=""></template></div>`;

const page =
  '<html><head><meta name="emotion-insertion-point" content=""/><style>.x{}</style></head><body>' +
  island('x/grid/First', '<div class="MuiDataGrid-root"><div>headers &gt; only</div></div>') +
  '<p>between</p>' +
  island('x/grid/Second', '<div class="MuiDataGrid-root"></div>') +
  '</body></html>';

describe('grid snapshot slots', () => {
  it('lists the slots in page order', () => {
    expect(gridSnapshotSlots(page)).toEqual(['x/grid/First', 'x/grid/Second']);
  });

  it('replaces exactly one island’s server markup and its end marker', () => {
    const html = replaceGridSnapshot(page, 'x/grid/First', '<div role="grid">rows</div>');
    expect(html).toContain(
      'data-grid-snapshot-slot="x/grid/First"><div role="grid">rows</div></div><p>between</p>',
    );
    expect(html).not.toContain('headers &gt; only');
    // The other island is untouched, marker included.
    expect(html).toContain(island('x/grid/Second', '<div class="MuiDataGrid-root"></div>'));
  });

  it('fails, naming the demo, when the page has no such slot', () => {
    expect(() => replaceGridSnapshot(page, 'x/grid/Missing', '')).toThrow(/"x\/grid\/Missing"/);
    expect(() =>
      replaceGridSnapshot(
        page.replaceAll('<template data-grid-snapshot-end=""></template>', ''),
        'x/grid/First',
        '',
      ),
    ).toThrow(/no snapshot slot/);
  });
});

describe('insertGridSnapshotCss', () => {
  it('puts the CSS where the browser inserts its own, with right-to-left variants', () => {
    const html = insertGridSnapshotCss(page, '.mui-a{margin-left:4px;}');
    expect(html).toContain(
      '<meta name="emotion-insertion-point" content=""/><style data-grid-snapshots="">' +
        ':where(html:not([dir="rtl"])) .mui-a{margin-left:4px;}' +
        ':where(html[dir="rtl"]) .mui-a{margin-right:4px;}</style><style>.x{}</style>',
    );
  });

  it('never lets a string in the CSS close the style element', () => {
    const html = insertGridSnapshotCss(page, '.mui-a::after{content:"</style>";}');
    expect(html.match(/<\/style/g)).toHaveLength(2);
  });

  it('fails on a page without the insertion point', () => {
    expect(() => insertGridSnapshotCss('<html><head></head></html>', '')).toThrow(
      /insertion-point/,
    );
  });
});

describe('pickSnapshotRules', () => {
  const rules: SheetRule[] = [
    { kind: 'keyframes', name: 'animation-pulse', text: '@keyframes animation-pulse{}' },
    { kind: 'keyframes', name: 'animation-other', text: '@keyframes animation-other{}' },
    { kind: 'style', selector: '.mui-cell', text: '.mui-cell{animation:animation-pulse 1s;}' },
    { kind: 'style', selector: '.mui-chrome:hover', text: '.mui-chrome:hover{color:red;}' },
    {
      kind: 'group',
      selectors: ['.mui-chrome', '.mui-chip .MuiChip-label'],
      text: '@media (min-width:600px){.mui-chip .MuiChip-label{padding:0;}}',
    },
    { kind: 'other', text: '@font-face{font-family:x;}' },
  ];

  it('keeps the rules of the classes the snapshot uses, in order, and the keyframes they name', () => {
    expect(pickSnapshotRules(rules, new Set(['mui-cell', 'mui-chip']))).toEqual([
      '@keyframes animation-pulse{}',
      '.mui-cell{animation:animation-pulse 1s;}',
      '@media (min-width:600px){.mui-chip .MuiChip-label{padding:0;}}',
    ]);
  });

  it('keeps nothing for a snapshot whose classes all came with the server CSS', () => {
    expect(pickSnapshotRules(rules, new Set(['mui-server']))).toEqual([]);
  });
});
