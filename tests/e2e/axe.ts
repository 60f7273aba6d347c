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

/** Runs axe on the page (or the part `include` selects) and fails on serious or critical violations. */
export async function expectNoSeriousAxeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<void> {
  await markLicenseWatermarks(page);
  let builder = new AxeBuilder({ page }).exclude('[data-mui-license-watermark]');
  if (include) {
    builder = builder.include(include);
  }
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
