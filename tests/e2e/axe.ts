import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** Runs axe on the page (or the part `include` selects) and fails on serious or critical violations. */
export async function expectNoSeriousAxeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<void> {
  await markLicenseWatermarks(page);
  await markKeyboardScrolledGrids(page);
  let builder = new AxeBuilder({ page }).exclude('[data-mui-license-watermark]');
  if (include) {
    builder = builder.include(include);
  }
  const results = await builder.analyze();
  const serious = results.violations
    .map((violation) =>
      violation.id === 'scrollable-region-focusable'
        ? {
            ...violation,
            nodes: violation.nodes.filter((node) => !node.html.includes(GRID_SCROLLER_MARK)),
          }
        : violation,
    )
    .filter(
      (violation) =>
        (violation.impact === 'serious' || violation.impact === 'critical') &&
        violation.nodes.length > 0,
    );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
