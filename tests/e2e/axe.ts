import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

const WATERMARK =
  /^MUI X (Missing license key|Invalid license key|License key plan mismatch|Expired license key|Expired package version)$/;

/**
 * Marks the MUI X license watermark (the package's own faint overlay on Pro and
 * Premium demos without a key): not our content, and gone with a license key.
 */
async function markLicenseWatermarks(page: Page): Promise<void> {
  await page.evaluate((source) => {
    const watermark = new RegExp(source);
    for (const element of document.querySelectorAll('div')) {
      if (element.childElementCount === 0 && watermark.test(element.textContent ?? '')) {
        element.setAttribute('data-mui-license-watermark', '');
      }
    }
  }, WATERMARK.source);
}

const GRID_SCROLLER_MARK = 'data-grid-keyboard-scroller';

/**
 * Marks the data grids' scrolling areas that the keyboard does scroll: the grid has a tab stop
 * (a header or body cell with `tabindex="0"`) from which the arrow keys move focus cell by
 * cell, scrolling the area to the focused cell. axe's scrollable-region rule looks only for
 * focusable elements inside the area (the cells it holds have `tabindex="-1"`, as a grid's
 * roving focus wants), so it reports these areas; a grid without a tab stop is still reported.
 */
async function markKeyboardScrolledGrids(page: Page): Promise<void> {
  await page.evaluate((mark) => {
    for (const scroller of document.querySelectorAll('.MuiDataGrid-virtualScroller')) {
      const grid = scroller.closest('[role="grid"], [role="treegrid"]');
      if (
        grid?.querySelector('[role="columnheader"][tabindex="0"], [role="gridcell"][tabindex="0"]')
      ) {
        scroller.setAttribute(mark, '');
      }
    }
  }, GRID_SCROLLER_MARK);
}

/**
 * Violations inside the MUI X packages' own markup, which a demo cannot change, each with the
 * fault: an element the selector matches is excused from that rule only. Everything else fails.
 */
const PACKAGE_MARKUP_FAULTS: readonly { rule: string; selector: string; fault: string }[] = [
  {
    rule: 'aria-required-children',
    // The grid role sits on the root, or on the main area with experimentalFeatures.ariaV7.
    selector: ':is(.MuiDataGrid-root, .MuiDataGrid-main):is([role="grid"], [role="treegrid"])',
    fault:
      '@mui/x-data-grid 6.19 renders its toolbar and footer controls (toolbar buttons, the rows-per-page combobox, pagination buttons) inside the element with role="grid", where only rows may be; the rows themselves are well formed.',
  },
  {
    rule: 'color-contrast',
    selector: '.MuiDigitalClock-item.Mui-disabled',
    fault:
      '@mui/x-date-pickers 6.19 sets aria-disabled on digital clock options from readOnly, not from disabled, so axe cannot tell these unavailable times are disabled controls (exempt from the contrast rule).',
  },
  {
    rule: 'select-name',
    selector: '.MuiDataGrid-headerFilterRow select',
    fault:
      "@mui/x-data-grid-pro 6.19's header filter of a boolean column is a native select with no label (the column header above it names it for sighted readers only).",
  },
  {
    rule: 'aria-progressbar-name',
    selector: '.MuiDataGrid-overlay .MuiCircularProgress-root',
    fault:
      '@mui/x-data-grid 6.19\'s loading overlay shows a spinner with role="progressbar" and no name.',
  },
  {
    rule: 'link-name',
    selector: '.MuiDataGrid-cell a[href="mailto:"]',
    fault:
      "@mui/x-data-grid-generator's email cell renders an empty mailto link for a row whose generated email is empty.",
  },
];

/**
 * Of `targets` (axe's CSS selectors), the ones whose element matches a fault of that rule in
 * PACKAGE_MARKUP_FAULTS, and how many no longer match any element (the page changed since).
 */
async function lookUpTargets(
  page: Page,
  rule: string,
  targets: readonly string[],
): Promise<{ excused: Set<string>; gone: number }> {
  const selectors = PACKAGE_MARKUP_FAULTS.filter((fault) => fault.rule === rule).map(
    ({ selector }) => selector,
  );
  const { excused, gone } = await page.evaluate(
    ({ list, faultSelectors }) => {
      const elements = list.map((target) => document.querySelector(target));
      return {
        excused: list.filter((_, index) => {
          const element = elements[index];
          return element !== null && faultSelectors.some((selector) => element.matches(selector));
        }),
        gone: elements.filter((element) => element === null).length,
      };
    },
    { list: [...targets], faultSelectors: selectors },
  );
  return { excused: new Set(excused), gone };
}

/** How long the page is left to settle before a violation is checked again, in ms. */
const SETTLE_MS = 300;

/**
 * The serious and critical axe violations of the page (or the part `include` selects), one line
 * each: rule, help and the elements. A violation counts when it is still there in a second audit
 * a moment later: an audit run while the page changes sees passing states (a loading spinner
 * that leaves as the data arrives, a demo restyled in the reader's mode the frame it goes live),
 * and what a reader meets is the page once it has settled. An element axe flagged that is gone
 * by the time its excuse is looked up means the same: the audit runs again.
 */
export async function seriousAxeViolations(
  page: Page,
  options: AuditOptions = {},
): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    const { lines, gone } = await auditOnce(page, options);
    const settled = gone === 0 && (lines.length === 0 || attempt > 1);
    if (settled || attempt === 3) {
      return lines;
    }
    await page.evaluate(
      (ms) =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms)));
        }),
      SETTLE_MS,
    );
  }
}

interface AuditOptions {
  /** The part of the page audited (a CSS selector); the whole page without it. */
  include?: string;
}

/**
 * Puts axe in every frame of the page that does not have it yet (a new document), set up as
 * `@axe-core/playwright`'s legacy mode does: axe runs in the page and reaches same-origin frames
 * only. That package evaluates axe's 1.3 MB source twice on every audit; here it is evaluated
 * once per document, which on a page audited in several steps (the demos, then each styling's
 * demos, a second look at a violation) saves a compile of it each time.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window);
    if (!present) {
      await frame.evaluate(axe.source);
      await frame.evaluate(() =>
        (window as unknown as { axe: typeof axe }).axe.configure({
          allowedOrigins: ['<same_origin>'],
          branding: { application: 'playwright' },
        }),
      );
    }
  }
}

async function auditOnce(
  page: Page,
  { include }: AuditOptions,
): Promise<{ lines: string[]; gone: number }> {
  await markLicenseWatermarks(page);
  await markKeyboardScrolledGrids(page);
  await injectAxe(page);
  // Plain data across the boundary: axe's own types are too deep for evaluate's inference.
  const audit = {
    include: include ? [include] : [],
    exclude: ['[data-mui-license-watermark]'],
  };
  const results = (await page.evaluate(
    ({ include: included, exclude }): Promise<unknown> =>
      (window as unknown as { axe: typeof axe }).axe.run(
        { include: included, exclude },
        { resultTypes: ['violations'] },
      ),
    audit,
  )) as AxeResults;
  const serious = [];
  let gone = 0;
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') {
      continue;
    }
    // Elements in a shadow root have one selector per level; none of ours do.
    const targetOf = (node: (typeof violation.nodes)[number]) => String(node.target.at(-1));
    const lookUp = await lookUpTargets(page, violation.id, violation.nodes.map(targetOf));
    gone += lookUp.gone;
    const { excused } = lookUp;
    const nodes = violation.nodes.filter(
      (node) =>
        !(
          violation.id === 'scrollable-region-focusable' && node.html.includes(GRID_SCROLLER_MARK)
        ) && !excused.has(targetOf(node)),
    );
    if (nodes.length > 0) {
      serious.push({ ...violation, nodes });
    }
  }
  const lines = serious.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  return { lines, gone };
}

/** Runs axe on the page (or the part `include` selects) and fails on serious or critical violations. */
export async function expectNoSeriousAxeViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<void> {
  expect(await seriousAxeViolations(page, options)).toEqual([]);
}
