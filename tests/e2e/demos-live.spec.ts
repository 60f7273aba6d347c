import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  demoKind,
  demoPageFilter,
  demoPages,
  playgroundDemoNames,
  shardPages,
  type DemoKind,
  type DemoPage,
} from './demoPages';
import { chooseStyling } from './demoToolbar';
import { expect, test } from './fixtures';
import { seriousAxeViolations } from './axe';

/**
 * Every demo of the site, booted in the browser: each English page with demos (and every other
 * English guide page, for a clean hydration) is opened, its demos are brought live together by
 * scrolling each near the viewport (what makes a reader's demo load: see
 * src/docs/demo/DemoLive.tsx), and the page is checked as a whole: every demo live and showing
 * what its package draws, no console error, no crash, and no serious axe violation in the demos;
 * the code styling variants of a demo (Base UI's) each go live, and are as tall as each other.
 * A page with demos is checked twice, opened in light mode left to right and then in dark mode
 * right to left, so every demo is audited in both. The pages and their demos come from the
 * build's server HTML (tests/e2e/demoPages.ts), so new pages and demos are covered by themselves.
 * The server HTML of every page, in every language, is checked in site-pages.spec.ts.
 */

/** Fixed, so the test list is known before the build exists; pages are dealt to them at run time. */
const SHARDS = 10;

/**
 * The console errors of `@mui/x-license-pro` (its showError banners), which a Pro or Premium
 * demo logs when the build has no license key (docs/ARCHITECTURE.md, "MUI X license key"). Nothing else is
 * excused.
 */
const LICENSE_MESSAGE =
  /^\*+\n\nMUI: (Missing license key|Invalid license key|License key plan mismatch|Expired package version|Expired license key)\./;

/** What Next.js renders in place of the page when rendering throws in the browser. */
const CRASH_TEXT = 'Application error: a client-side exception has occurred';

// Generous for a loaded CI machine: they bound a failure, not a passing run. One page's wait
// for its demos gets PAGE_SECONDS / 2 and DEMO_SECONDS a demo. A part as a whole gets about ten
// times what it takes on this machine under a full suite's load (a page and its demos take 2-6 s
// a look), so a part that stalls fails in minutes, not in the hour the sum of its waits allows.
const PAGE_SECONDS = 30;
const DEMO_SECONDS = 4;
const PART_PAGE_SECONDS = 10;
const PART_DEMO_SECONDS = 3;

/**
 * How often the demos are looked at while they load, in ms: often, since a page's demos are
 * usually live within a second or two and Playwright's default backs off to a second between
 * looks (each look is one cheap evaluate).
 */
const POLL_INTERVALS = [100, 200];

/**
 * Brings the demos live: scrolls the visible ones to the middle of the viewport in turn, two
 * frames per stop so their observers see them (the code of all of them then loads at once). A
 * demo already within the observers' reach of the last stop (NEAR_VIEWPORT_MARGIN: a screen above
 * and below, here with a fifth of a screen to spare) was seen there and needs no stop of its
 * own. Hidden demos (the other styling variant) are left as they are.
 */
async function scrollDemosIntoView(page: Page, names: readonly string[]): Promise<void> {
  await page.evaluate(async (demoNames) => {
    // A frame, or a fifth of a second in a tab that gets none (one behind another, or a
    // renderer the machine starves): never a wait without end.
    const frame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve());
        setTimeout(resolve, 200);
      });
    let stopped = false;
    for (const name of demoNames) {
      const section = document.querySelector(`section[data-demo="${CSS.escape(name)}"]`);
      if (!section?.checkVisibility()) {
        continue;
      }
      const reach = window.innerHeight * 0.8;
      const { top, bottom } = section.getBoundingClientRect();
      if (stopped && bottom > -reach && top < window.innerHeight + reach) {
        continue;
      }
      section.scrollIntoView({ block: 'center' });
      await frame();
      await frame();
      stopped = true;
    }
  }, names);
}

/**
 * Each demo not (yet) showing what it should, with what is missing; empty once all are.
 * Hidden demos are reported as `hidden`.
 */
function demosNotShowing(
  page: Page,
  demos: readonly { name: string; kind: DemoKind }[],
): Promise<string[]> {
  return page.evaluate((list) => {
    return list.flatMap(({ name, kind }) => {
      const section = document.querySelector(`section[data-demo="${CSS.escape(name)}"]`);
      if (!section) {
        return [`${name}: not on the page (the server rendered it)`];
      }
      if (!section.checkVisibility()) {
        return [`${name}: hidden`];
      }
      const state = section.querySelector('[data-demo-root]')?.getAttribute('data-demo-state');
      if (state !== 'live') {
        return [`${name}: ${state ?? 'has no demo root'}`];
      }
      const live = section.querySelector<HTMLElement>('.demo-live')!;
      // Visible as Playwright means it: rendered, not `visibility: hidden`, with a box.
      const isVisible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return element.checkVisibility({ visibilityProperty: true }) && box.width * box.height > 0;
      };
      const shows = (selector: string) => [...live.querySelectorAll(selector)].some(isVisible);
      switch (kind) {
        case 'grid':
          // Data rows carry data-id (header rows do not). A grid that mounts on a button
          // press (a measurement) marks its placeholder instead.
          return shows('.MuiDataGrid-root [role="row"][data-id], [data-grid-on-demand]')
            ? []
            : [`${name}: its grid shows no rows`];
        case 'tree':
          return shows('[role="treeitem"]') ? [] : [`${name}: its tree shows no items`];
        case 'chart':
          // An SVG with drawn marks (bars, arcs, lines or points), not an empty frame.
          return shows('svg') && live.querySelector('svg :is(path, rect, circle)')
            ? []
            : [`${name}: its chart draws nothing`];
        case 'pickers':
          return shows('input, [role="grid"], [role="option"], [role="radiogroup"]')
            ? []
            : [`${name}: its picker shows no field, calendar or clock`];
        default: {
          // Text, a control or a picture; or, for text-less demos (skeletons, shapes), a visible
          // element that paints a background or a border.
          const paints = (element: Element) => {
            const style = getComputedStyle(element);
            return (
              style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
              style.backgroundImage !== 'none' ||
              Number.parseFloat(style.borderTopWidth) > 0
            );
          };
          return live.innerText.trim() !== '' ||
            live.querySelector('svg, input, textarea, canvas, img, [role]') !== null ||
            [...live.querySelectorAll('*')].some((element) => isVisible(element) && paints(element))
            ? []
            : [`${name}: renders nothing`];
        }
      }
    });
  }, demos);
}

/**
 * The styling variant (`tailwind`, `css`) each of these hidden demos belongs to, by styling, or
 * null when one of them is hidden for another reason: nothing on the page would show it.
 */
async function stylingsOf(
  page: Page,
  hidden: readonly string[],
): Promise<Map<string, string[]> | null> {
  const stylings = await page.evaluate(
    (names) =>
      names.map(
        (name) =>
          document
            .querySelector(`section[data-demo="${CSS.escape(name)}"]`)
            ?.closest<HTMLElement>('[data-styling]')?.dataset.styling ?? null,
      ),
    hidden,
  );
  const byStyling = new Map<string, string[]>();
  for (const [index, styling] of stylings.entries()) {
    if (styling === null) {
      return null;
    }
    byStyling.set(styling, [...(byStyling.get(styling) ?? []), hidden[index]]);
  }
  return byStyling;
}

/** A live demo's height may differ from its other stylings' by subpixel rounding only. */
const STYLING_HEIGHT_TOLERANCE_PX = 2;

/**
 * The height of each shown styling variant's live demo, by demo name, with its group (the first
 * variant's name): `<div data-stylings="system tailwind css">` holds one `[data-styling]` wrapper
 * per variant, of which the reader's choice shows.
 */
function shownVariantHeights(
  page: Page,
): Promise<{ group: string; demo: string; height: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-stylings]')].flatMap((stylings) => {
      const group = stylings.querySelector('section[data-demo]')?.getAttribute('data-demo') ?? '';
      return [...stylings.querySelectorAll(':scope > [data-styling] section[data-demo]')].flatMap(
        (section) => {
          const live = section.querySelector('[data-demo-root][data-demo-state="live"]')
            ? section.querySelector('.demo-live')
            : null;
          return section.checkVisibility() && live
            ? [
                {
                  group,
                  demo: section.getAttribute('data-demo')!,
                  height: live.getBoundingClientRect().height,
                },
              ]
            : [];
        },
      );
    }),
  );
}

/**
 * Each styling variant whose live demo is not as tall as its group's first variant: switching
 * the styling would move the content below it.
 */
function unevenVariants(heights: readonly { group: string; demo: string; height: number }[]) {
  const first = new Map<string, number>();
  for (const { group, demo, height } of heights) {
    if (demo === group) {
      first.set(group, height);
    }
  }
  return heights.flatMap(({ group, demo, height }) => {
    const reference = first.get(group);
    return reference !== undefined && Math.abs(height - reference) > STYLING_HEIGHT_TOLERANCE_PX
      ? [`${demo}: ${height}px, ${group}: ${reference}px`]
      : [];
  });
}

/** The live demos of the page, for axe: the demo regions, not the page chrome around them. */
const LIVE_DEMOS = 'section[data-demo] .demo-live';

/** A reader's mode and direction. */
interface Look {
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
}

/**
 * The looks every demo is audited in: light left to right, then dark right to left (between them
 * each mode and each direction once; color rules depend on the mode, layout on the direction).
 */
const LOOKS: readonly Look[] = [
  { mode: 'light', direction: 'ltr' },
  { mode: 'dark', direction: 'rtl' },
];

/** The reader's mode and direction as the page shows them. */
async function pageLook(page: Page): Promise<Look> {
  return page.evaluate(() => ({
    mode: document.body.classList.contains('mode-dark') ? ('dark' as const) : ('light' as const),
    direction: document.body.getAttribute('dir') === 'rtl' ? ('rtl' as const) : ('ltr' as const),
  }));
}

/**
 * Stores the look as the settings dialog does (src/settings: `mui-mode`, `mui-direction`), so
 * the next page opens in it from its first paint, as it does for a returning reader. Switching a
 * page through the dialog is settings.spec.ts's; doing it here on every page cost more time than
 * opening the page again.
 */
async function storeLook(page: Page, { mode, direction }: Look): Promise<void> {
  await page.evaluate(
    (look) => {
      localStorage.setItem('mui-mode', look.mode);
      localStorage.setItem('mui-direction', look.direction);
    },
    { mode, direction },
  );
}

/**
 * axe on the page's live demos, in the look it shows. A soft check: the pass goes on, so one
 * run lists every page and look with a violation.
 */
async function expectNoAxeViolationsInDemos(
  page: Page,
  url: string,
  look: Look,
  /** Only these demos (the styling variants just shown); every live demo without it. */
  only?: readonly string[],
): Promise<void> {
  const include = only
    ? only.map((name) => `section[data-demo="${name}"] .demo-live`).join(', ')
    : LIVE_DEMOS;
  expect
    .soft(
      await seriousAxeViolations(page, { include }),
      `serious axe violations in the demos of ${url} (${look.mode}, ${look.direction})`,
    )
    .toEqual([]);
}

/** Opens the page in the stored look and checks it: demos live, axe, no crash, no console error. */
async function checkLook(
  page: Page,
  { url, demos }: DemoPage,
  look: Look,
  errors: string[],
): Promise<void> {
  errors.length = 0;
  const response = await page.goto(url);
  expect(response?.status(), `${url} answers 200`).toBe(200);
  expect(await pageLook(page), `${url} opens in the stored look`).toEqual(look);
  const expected = demos.map((name) => ({ name, kind: demoKind(name) }));
  const pollTimeout = (PAGE_SECONDS / 2 + DEMO_SECONDS * demos.length) * 1000;

  await scrollDemosIntoView(page, demos);
  const notShowing = () => demosNotShowing(page, expected);
  await expect
    .poll(async () => (await notShowing()).filter((problem) => !problem.endsWith(': hidden')), {
      message: `every demo of ${url} is live and shows its content (${look.mode}, ${look.direction})`,
      timeout: pollTimeout,
      intervals: POLL_INTERVALS,
    })
    .toEqual([]);
  if (demos.length > 0) {
    await expectNoAxeViolationsInDemos(page, url, look);
  }
  const heights = await shownVariantHeights(page);

  // The other styling variants of demos that ship several (docs/ARCHITECTURE.md, "The demo
  // engine"), each shown with the demo toolbar's own switch (which changes every such demo).
  const hidden = (await notShowing()).map((problem) => problem.slice(0, -': hidden'.length));
  const byStyling = await stylingsOf(page, hidden);
  expect(
    byStyling,
    `${url}: the hidden demos ${hidden.join(', ')} are all styling variants`,
  ).not.toBeNull();
  for (const [styling, names] of byStyling!) {
    await chooseStyling(page, styling);
    await scrollDemosIntoView(page, names);
    const variants = expected.filter((demo) => names.includes(demo.name));
    await expect
      .poll(() => demosNotShowing(page, variants), {
        message: `the ${styling} demos of ${url} are live`,
        timeout: pollTimeout,
        intervals: POLL_INTERVALS,
      })
      .toEqual([]);
    // The page's other demos were audited above and do not change with the styling.
    await expectNoAxeViolationsInDemos(page, url, look, names);
    heights.push(...(await shownVariantHeights(page)));
  }
  // Each styling's live demo is as tall as the others, so switching moves nothing below it.
  expect
    .soft(
      unevenVariants(heights),
      `${url}: styling variants not as tall as their group's first (${look.mode}, ${look.direction})`,
    )
    .toEqual([]);

  await expect(page.locator('body'), `${url} did not crash`).not.toContainText(CRASH_TEXT);
  expect(errors, `${url} logs no console error (${look.mode}, ${look.direction})`).toEqual([]);
}

/**
 * A page with demos is opened in each of LOOKS, every demo audited in both; a page without demos
 * (a guide, for its clean hydration) once.
 */
async function checkPage(page: Page, entry: DemoPage, errors: string[]): Promise<void> {
  const looks = entry.demos.length > 0 ? LOOKS : LOOKS.slice(0, 1);
  for (const look of looks) {
    await storeLook(page, look);
    await checkLook(page, entry, look, errors);
  }
}

/** Resolves with `value` after `ms`. */
function after<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

/**
 * What the browser's renderer processes do now, for a page that stopped answering: each one's CPU
 * time over two seconds (busy in a loop, or idle), and on Linux its main thread's state and the
 * kernel function it waits in (`futex_wait_queue`: blocked on a lock or a synchronous call).
 */
async function renderersNow(page: Page): Promise<string> {
  try {
    const cdp = await page.context().browser()!.newBrowserCDPSession();
    type Info = { processInfo: { type: string; id: number; cpuTime: number }[] };
    const before = (await cdp.send('SystemInfo.getProcessInfo')) as Info;
    await after(2000, null);
    const now = (await cdp.send('SystemInfo.getProcessInfo')) as Info;
    await cdp.detach();
    const lines = now.processInfo
      .filter((process) => process.type === 'renderer')
      .map(({ id, cpuTime }) => {
        const earlier = before.processInfo.find((process) => process.id === id)?.cpuTime ?? 0;
        let thread = '';
        try {
          const state = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ')[0];
          thread = `, main thread ${state} in ${readFileSync(`/proc/${id}/wchan`, 'utf8') || '-'}`;
        } catch {
          // Not Linux, or the process is gone.
        }
        return `renderer ${id}: ${(cpuTime - earlier).toFixed(2)} s of CPU in 2 s${thread}`;
      });
    return lines.join('; ') || 'no renderer process';
  } catch (error) {
    return `the renderers could not be read (${(error as Error).message.split('\n')[0]})`;
  }
}

/**
 * Runs a page's check, failing it once it has taken `seconds`, with what the page still does: a
 * page whose renderer no longer answers fails here in minutes, naming itself and saying what the
 * renderers do (renderersNow), not at the end of the part's timeout. (Twice in a full suite under load, a page stopped answering for good in
 * the middle of a check, its renderer idle; it never did when run alone, and the cause is not
 * known: see docs/CONTRIBUTING.md, "Flaky tests".)
 */
async function withinDeadline(
  page: Page,
  url: string,
  seconds: number,
  check: () => Promise<void>,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const answer = page
        .evaluate(() => document.readyState)
        .then(
          (state) => `answers (document ${state})`,
          (error: Error) => `throws (${error.message.split('\n')[0]})`,
        );
      void Promise.race([answer, after(5000, 'does not answer within 5 s')])
        .then(async (state) => `the page ${state}; ${await renderersNow(page)}`)
        .then((what) =>
          reject(new Error(`${url}: its check took more than ${seconds} s; ${what}.`)),
        );
    }, seconds * 1000);
  });
  try {
    await Promise.race([check(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

test('every demo of the build sits on a page the browser pass opens, once', async ({ baseURL }) => {
  test.skip(demoPageFilter() !== null, 'E2E_DEMO_PAGES narrows the pass to some pages');
  const pages = await demoPages(baseURL!);
  const onPages = pages.flatMap((page) => page.demos);
  const all = playgroundDemoNames();
  expect(all.length, 'the playground lists the demos').toBeGreaterThan(100);
  expect(new Set(onPages).size, 'no demo appears on two pages').toBe(onPages.length);
  expect(
    all.filter((name) => !onPages.includes(name)),
    'demos on no page the browser pass opens',
  ).toEqual([]);
});

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`pages hydrate cleanly and bring every demo live, part ${shard + 1} of ${SHARDS}`, async ({
    page,
    baseURL,
  }) => {
    const pages = shardPages(await demoPages(baseURL!), SHARDS)[shard];
    const demoCount = pages.reduce((sum, entry) => sum + entry.demos.length, 0);
    test.setTimeout(
      (pages.length * PART_PAGE_SECONDS + demoCount * PART_DEMO_SECONDS) * LOOKS.length * 1000,
    );
    test.info().annotations.push({
      type: 'pages',
      description: `${pages.length} pages, ${demoCount} demos`,
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !LICENSE_MESSAGE.test(message.text())) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    // The site's origin, where the look is stored before each page opens.
    await page.goto('/offline/');
    for (const entry of pages) {
      const seconds = (PAGE_SECONDS + entry.demos.length * DEMO_SECONDS) * LOOKS.length;
      await test.step(`${entry.url} (${entry.demos.length} demos)`, () =>
        withinDeadline(page, entry.url, seconds, () => checkPage(page, entry, errors)));
    }
  });
}
