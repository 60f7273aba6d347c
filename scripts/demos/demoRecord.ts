import type { DemoKind, DemoPlan, DemoRecord } from '../../src/docs/demo/demoRecord';
import type { TailwindDemoStyles } from '../../src/docs/demo/tailwindScope';
import { findImports, packageName } from '../../src/docs/demo/sandbox/findImports';
import type { DemoSources } from './demoSources';

/** `BasicDataGrid` → `Basic data grid`; acronyms such as `CSV` stay whole. */
export function demoTitle(componentName: string): string {
  const words = componentName.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [componentName];
  return words
    .map((word, index) => {
      if (/^[A-Z]{2,}$/.test(word)) {
        return word;
      }
      return index === 0 ? word[0].toUpperCase() + word.slice(1) : word.toLowerCase();
    })
    .join(' ');
}

/**
 * The reserved height of a demo: the numeric `height` in the first `sx` or `style` of
 * the JSX it returns (the box a data grid sits in). `undefined` when there is none.
 */
export function demoHeight(source: string): number | undefined {
  const returned = source.slice(source.search(/\breturn\s*\(?\s*</) + 1);
  const match = /\b(?:sx|style)=\{\{([^}]*)\}\}/.exec(returned);
  const height = match && /(?:^|[\s,{])height:\s*(\d+)\s*(?:,|$)/.exec(match[1].trim());
  return height ? Number(height[1]) : undefined;
}

const DATA_GRID_PACKAGES = new Set([
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
]);

const DATE_PICKERS_PACKAGES = new Set(['@mui/x-date-pickers', '@mui/x-date-pickers-pro']);

/**
 * A demo's kind, from the packages it imports:
 * - `dataGrid` (a data grid package): before such a demo's code runs, the engine starts the Intl
 *   services the grid creates as it loads (collators, number and date formats) and evaluates the
 *   grid's modules a few at a time (src/docs/demo/prepareDataGrid.ts); otherwise both happen
 *   inside the demo's first, already long, task.
 * - `datePicker` (a date pickers package, and no grid): once such a demo is live, the engine
 *   renders a date picker's popup once out of sight, so the reader's first press does not also
 *   pay for compiling the calendar's code and inserting its styles
 *   (src/docs/demo/PickerPopupWarmUp.tsx).
 */
export function demoKind(source: string): DemoKind {
  const packages = new Set(findImports(source).map(({ specifier }) => packageName(specifier)));
  if ([...packages].some((name) => DATA_GRID_PACKAGES.has(name))) {
    return 'dataGrid';
  }
  if ([...packages].some((name) => DATE_PICKERS_PACKAGES.has(name))) {
    return 'datePicker';
  }
  return 'component';
}

/**
 * The MUI X packages that check a license key and paint a watermark without one, by plan. A
 * demo importing one of them is that plan's demo (Premium wins over Pro).
 */
const PLAN_PACKAGES: Record<string, DemoPlan> = {
  '@mui/x-data-grid-pro': 'pro',
  '@mui/x-date-pickers-pro': 'pro',
  '@mui/x-data-grid-premium': 'premium',
};

/** The plan a demo needs a license for (`pro`, `premium`), or undefined for a free demo. */
export function demoPlan(source: string): DemoPlan | undefined {
  const plans = new Set(
    findImports(source).map(({ specifier }) => PLAN_PACKAGES[packageName(specifier)]),
  );
  return plans.has('premium') ? 'premium' : plans.has('pro') ? 'pro' : undefined;
}

/** Highlights code as HTML (the site's highlighter; a stand-in in tests). */
export type Highlight = (code: string, language: 'tsx' | 'jsx') => Promise<string>;

export interface DemoRecordInput {
  /** `x/react-data-grid/BasicDataGrid`: the demo file's path below content/, without `.tsx`. */
  name: string;
  /** Both variants of the demo's code and their previews (buildDemoSources). */
  sources: DemoSources;
  /** Where the page fetches the full code from (public/demo-code/<name>.json?v=<hash>). */
  codeUrl: string;
  /** A Tailwind CSS demo's compiled, scoped classes (compileTailwindDemoCss). */
  tailwind?: TailwindDemoStyles;
}

/** Whether a demo is a Tailwind CSS styling variant, whose classes the build compiles: by its file name. */
export function isTailwindDemo(name: string): boolean {
  return /Tailwind$/.test(name);
}

/**
 * A demo's record, all of it derived from its sources: title from the file name, reserved
 * height, kind and plan from the TypeScript, the preview highlighted in both variants.
 */
export async function buildDemoRecord(
  { name, sources, codeUrl, tailwind }: DemoRecordInput,
  highlight: Highlight,
): Promise<DemoRecord> {
  const file = name.slice(name.lastIndexOf('/') + 1);
  const height = demoHeight(sources.ts);
  const kind = demoKind(sources.ts);
  // The JavaScript variant: an import of types alone renders nothing, and is gone there.
  const plan = demoPlan(sources.js);
  const preview = sources.preview
    ? {
        ts: await highlight(sources.preview.ts, 'tsx'),
        js: await highlight(sources.preview.js, 'jsx'),
      }
    : null;
  return {
    name,
    file,
    title: demoTitle(file),
    preview,
    ...(height === undefined ? {} : { height }),
    kind,
    ...(plan ? { plan } : {}),
    ...(tailwind ? { tailwind } : {}),
    codeUrl,
  };
}
