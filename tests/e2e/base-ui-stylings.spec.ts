import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { builtPageUrls, languageOfUrl, readPrerenderedHtml } from './builtSite';
import { chooseMoreAction, chooseStyling } from './demoToolbar';
import { expect, test } from './fixtures';

/**
 * Every Base UI demo that ships in several code stylings (MUI System, Tailwind CSS, plain CSS):
 * the toolbar switch shows each variant live without moving the page (each variant's live demo
 * is as tall as the others, so the content below stays put), and each styling's download exports
 * a project of its own. The pages and groups come from the build's server HTML, so a new demo is covered
 * by itself.
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

/** Fixed, for the same reason; pages are dealt to them at run time. */
const SHARDS = 3;

/** A live demo's height may differ by subpixel rounding only. */
const TOLERANCE_PX = 2;

function section(page: Page, demo: string) {
  return page.locator(`section[data-demo="${demo}"]`);
}

/** Scrolls the variant into view and waits for it to be live; returns its live area's height. */
async function liveHeight(page: Page, demo: string): Promise<number> {
  const variant = section(page, demo);
  await variant.scrollIntoViewIfNeeded();
  await expect(variant.locator('[data-demo-root]'), `${demo} goes live`).toHaveAttribute(
    'data-demo-state',
    'live',
    { timeout: 20_000 },
  );
  // Two frames: fonts and styles applied after the first paint settle.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  const box = await variant.locator('.demo-live').boundingBox();
  expect(box, `${demo} has a live area`).not.toBeNull();
  return box!.height;
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

async function checkPage(page: Page, url: string, groups: StylingGroup[]): Promise<void> {
  await page.goto(url);
  const heights = new Map<string, number>();
  for (const styling of ['system', 'tailwind', 'css']) {
    // The switch in the first group's toolbar changes every group on the page. The choice is
    // stored, so a page opens in the styling the previous one ended with: each is chosen here.
    await chooseStyling(page, styling);
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', styling);
    for (const [index, group] of groups.entries()) {
      const { demo } = group.variants.find((variant) => variant.styling === styling)!;
      // Its styling's wrapper is shown (the demo itself may be an empty box until it is live).
      await expect
        .poll(
          () =>
            section(page, demo).evaluate(
              (element) => getComputedStyle(element.closest('[data-styling]')!).display,
            ),
          { message: `${demo} shows` },
        )
        .not.toBe('none');
      heights.set(demo, await liveHeight(page, demo));
      // The zip of the page's first demo in each styling, through the toolbar: what each
      // variant's project holds is checked for every demo by createSandboxProject's
      // integration test, without a browser.
      if (index > 0) {
        continue;
      }
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
      if (styling === 'tailwind') {
        expect(file('tailwind.config.js'), `${demo} exports its Tailwind setup`).toBeDefined();
      }
    }
  }
  const shifts = groups.flatMap(({ variants }) => {
    const [first, ...others] = variants.map((variant) => ({
      demo: variant.demo,
      height: heights.get(variant.demo)!,
    }));
    return others
      .filter((other) => Math.abs(other.height - first.height) > TOLERANCE_PX)
      .map((other) => `${other.demo}: ${other.height}px, ${first.demo}: ${first.height}px`);
  });
  expect.soft(shifts, `${url}: variants whose height differs from the MUI System one`).toEqual([]);
}

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`each styling shows live at the same height and exports its own project, part ${shard + 1} of ${SHARDS}`, async ({
    page,
  }) => {
    const pages = stylingPages().filter((_, index) => index % SHARDS === shard);
    const groupCount = pages.reduce((sum, entry) => sum + entry.groups.length, 0);
    test.setTimeout((pages.length * 15 + groupCount * 30) * 1000);
    for (const { url, groups } of pages) {
      await test.step(`${url} (${groups.length} demos)`, () => checkPage(page, url, groups));
    }
  });
}
