import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { builtPageUrls, languageOfUrl, readPrerenderedHtml } from './builtSite';
import { chooseMoreAction, chooseStyling } from './demoToolbar';
import { expect, showLiveDemo, test } from './fixtures';

/**
 * Base UI demos ship in several code stylings (MUI System, Tailwind CSS, plain CSS): every page
 * offers all three, and each styling's download exports a project of its own. The pages and
 * groups come from the build's server HTML, so a new demo is covered by itself. That each variant
 * goes live, passes axe and is as tall as the others (switching moves nothing below it) is
 * checked for every variant by demos-live.spec.ts; what each variant's project holds, for every
 * demo by createSandboxProject's integration test.
 */

interface StylingGroup {
  /** The demo name of each variant, by styling, in the toolbar's order. */
  variants: { styling: string; demo: string }[];
}

/** The styling groups of a page's server HTML: `<div data-stylings="system tailwind css">`. */
function stylingGroupsOf(html: string): StylingGroup[] {
  const groups: StylingGroup[] = [];
  for (const part of html.split('data-stylings="').slice(1)) {
    const stylings = part.slice(0, part.indexOf('"')).split(' ');
    const demos = [...part.matchAll(/<section\b[^>]*\sdata-demo="([^"]*)"/g)]
      .slice(0, stylings.length)
      .map((match) => match[1]);
    groups.push({ variants: stylings.map((styling, index) => ({ styling, demo: demos[index] })) });
  }
  return groups;
}

/**
 * Read when a test runs, not when the file loads: the test list is known before the build
 * exists (Playwright builds it first when the sources changed).
 */
function stylingPages(): { url: string; groups: StylingGroup[] }[] {
  return builtPageUrls()
    .filter((url) => languageOfUrl(url) === 'en' && url.startsWith('/base-ui/'))
    .map((url) => ({ url, groups: stylingGroupsOf(readPrerenderedHtml(url) ?? '') }))
    .filter((page) => page.groups.length > 0);
}

function section(page: Page, demo: string) {
  return page.locator(`section[data-demo="${demo}"]`);
}

test('Base UI pages offer their demos in the three code stylings', () => {
  const pages = stylingPages();
  expect(pages.length, 'Base UI pages with styling variants').toBeGreaterThan(20);
  for (const { url, groups } of pages) {
    for (const group of groups) {
      expect(
        group.variants.map((variant) => variant.styling),
        `${url}: ${group.variants[0].demo}`,
      ).toEqual(['system', 'tailwind', 'css']);
    }
  }
});

test('each styling downloads a project of its own, through the demo toolbar', async ({ page }) => {
  const [{ url, groups }] = stylingPages();
  await page.goto(url);
  for (const { styling, demo } of groups[0].variants) {
    // The switch in the first group's toolbar changes every group on the page.
    await chooseStyling(page, styling);
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', styling);
    await showLiveDemo(section(page, demo));
    const download = page.waitForEvent('download');
    await chooseMoreAction(section(page, demo), 'Download as zip');
    const entries = unzipSync(new Uint8Array(await readFile(await (await download).path())));
    const file = (suffix: string) =>
      Object.entries(entries).find(([path]) => path.endsWith(suffix))?.[1];
    const name = demo.slice(demo.lastIndexOf('/') + 1);
    const source = file(`src/${name}.tsx`);
    expect(source, `${demo} exports its own source`).toBeDefined();
    expect(strFromU8(source!)).toContain(`export default function ${name}(`);
    const packageJson = JSON.parse(strFromU8(file('package.json')!));
    expect(packageJson.dependencies['@mui/base'], `${demo} pins Base UI`).toBe('5.0.0-beta.40-1');
    expect(
      file('tailwind.config.js') !== undefined,
      `${demo} exports a Tailwind setup only in the Tailwind styling`,
    ).toBe(styling === 'tailwind');
  }
});
