// Pure steps of the grid snapshots (snapshotGrids.ts): where a snapshot goes in a prerendered
// page, and which of the live page's CSS rules it needs. No file or browser access here.
import {
  GRID_SNAPSHOT_END_ATTRIBUTE,
  GRID_SNAPSHOT_SLOT_ATTRIBUTE,
} from '../../src/docs/demo/gridSnapshotSlot';
import { withRtlVariants } from '../../src/settings/direction/rtlVariants';

const SLOT_PATTERN = new RegExp(`${GRID_SNAPSHOT_SLOT_ATTRIBUTE}="([^"]+)"`, 'g');
const END_MARKER = `<template ${GRID_SNAPSHOT_END_ATTRIBUTE}=""></template>`;
/** Where Emotion inserts the styles the browser adds (the head of every page, from `_document`). */
const INSERTION_POINT = '<meta name="emotion-insertion-point" content=""/>';

/** The demos whose snapshot slot a page's HTML holds, in page order. */
export function gridSnapshotSlots(html: string): string[] {
  return [...html.matchAll(SLOT_PATTERN)].map((match) => match[1]);
}

/**
 * The page's HTML with the server's markup of the demo `name` (the grid without rows) replaced by
 * `markup`, the live demo's. React escapes `>` in attribute values, so the slot's opening tag ends
 * at the first `>` after its attribute.
 */
export function replaceGridSnapshot(html: string, name: string, markup: string): string {
  const attribute = `${GRID_SNAPSHOT_SLOT_ATTRIBUTE}="${name}"`;
  const at = html.indexOf(attribute);
  const open = at === -1 ? -1 : html.indexOf('>', at);
  const end = open === -1 ? -1 : html.indexOf(END_MARKER, open);
  if (end === -1) {
    throw new Error(
      `The page has no snapshot slot for the grid demo "${name}" (an island with ${attribute} ` +
        `ending in ${END_MARKER}); see src/docs/demo/gridSnapshotSlot.ts.`,
    );
  }
  return html.slice(0, open + 1) + markup + html.slice(end + END_MARKER.length);
}

/**
 * The page's HTML with the snapshots' CSS in its head, where the browser's Emotion would insert
 * the same rules (so they cascade as they do live), made right to left for a reader with RTL
 * stored as the server's own CSS is (`withRtlVariants`).
 */
export function insertGridSnapshotCss(html: string, css: string): string {
  const at = html.indexOf(INSERTION_POINT);
  if (at === -1) {
    throw new Error(`The page has no ${INSERTION_POINT} to put the grid snapshots' CSS after.`);
  }
  // `</style` inside a string would close the element early; `\/` is the same character in CSS.
  const safe = withRtlVariants(css).replaceAll('</style', '<\\/style');
  const end = at + INSERTION_POINT.length;
  return `${html.slice(0, end)}<style data-grid-snapshots="">${safe}</style>${html.slice(end)}`;
}

/** One rule of the live page's Emotion sheets, as the browser lists it. */
export type SheetRule =
  | { kind: 'style'; selector: string; text: string }
  /** `@media`, `@supports`: the selectors of the rules inside. */
  | { kind: 'group'; selectors: string[]; text: string }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'other'; text: string };

const CLASS_NAME = /\.([\w-]+)/g;

function namesUsedClass(selector: string, used: ReadonlySet<string>): boolean {
  return [...selector.matchAll(CLASS_NAME)].some((match) => used.has(match[1]));
}

/**
 * The rules a snapshot needs: those the browser added for the Emotion classes its markup uses
 * (`used`: `mui-1x2y3z`), in the sheets' order, and the keyframes those rules name. Rules for
 * other elements of the page are left out.
 */
export function pickSnapshotRules(
  rules: readonly SheetRule[],
  used: ReadonlySet<string>,
): string[] {
  const picked = rules.filter(
    (rule) =>
      (rule.kind === 'style' && namesUsedClass(rule.selector, used)) ||
      (rule.kind === 'group' && rule.selectors.some((selector) => namesUsedClass(selector, used))),
  );
  const text = picked.map((rule) => rule.text).join('\n');
  const keyframes = rules.filter(
    (rule): rule is Extract<SheetRule, { kind: 'keyframes' }> =>
      rule.kind === 'keyframes' && new RegExp(`\\b${rule.name}\\b`).test(text),
  );
  return [...keyframes, ...picked].map((rule) => rule.text);
}
