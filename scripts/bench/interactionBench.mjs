// Interaction budgets on a running production server: the time from a reader's press to the
// next frame that shows its result, with the CPU slowed 4× (Chromium's own throttling), for
// sorting a data grid column, opening a date picker and a client-side page change from the
// navigation. Used by scripts/bench.mjs; runnable alone with a base URL.
//
// Each scenario loads its page fresh, waits until the page has hydrated and the demo is live,
// slows the CPU, moves the pointer onto the target and rests it there (POINTER_REST_MS), then
// presses with the mouse alone. A `pointerdown` listener (capture) notes the press's event time;
// a `requestAnimationFrame` loop checks for the scenario's visible result, and the time of the
// first frame that has it (its callbacks run just before that frame is painted) is the figure.
//
// Why not Playwright's `click()`: it moves the pointer and presses in the same moment, so the
// hover's own work (a link's prefetch, a button's hover style) lands inside the measured press,
// and its hit-target check runs script in the page during the press. A reader's pointer arrives
// before it presses; the figure is the press's own time.
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { FLAGS, percentile } from './searchBench.mjs';

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
export const CPU_SLOWDOWN = 4;
/** How long the pointer rests on the target before the press (a reader's dwell is longer). */
export const POINTER_REST_MS = 250;

/**
 * The scenarios: where, what to press, and what the result looks like (checked in the page; no
 * code is evaluated from strings, the site's CSP forbids it). `budget` is in milliseconds, for
 * the median.
 */
export const SCENARIOS = [
  {
    name: 'sort a data grid column (click a header)',
    page: '/x/react-data-grid/sorting/',
    demo: 'BasicSortingGrid',
    press: (tab) =>
      tab.locator('section#BasicSortingGrid [role="columnheader"][aria-sort]').first(),
    result: 'sorted',
    budget: 200,
  },
  {
    name: 'open a date picker (click its calendar button)',
    page: '/x/react-date-pickers/date-picker/',
    demo: 'ControlledDatePicker',
    press: (tab) =>
      tab.locator('section#ControlledDatePicker').getByRole('button', { name: /Choose date/ }),
    result: 'calendar',
    budget: 200,
  },
  {
    name: 'change page from the navigation (Editing → Sorting)',
    page: '/x/react-data-grid/editing/',
    demo: null,
    press: (tab) => tab.locator('nav a[href="/x/react-data-grid/sorting/"]').first(),
    result: 'page',
    budget: 150,
  },
];

/** Arms the measurement in the page: resolves `window.__interaction` with the milliseconds. */
function arm(result) {
  const header = document.querySelector(
    'section#BasicSortingGrid [role="columnheader"][aria-sort]',
  );
  const sortBefore = header?.getAttribute('aria-sort');
  const titleBefore = document.querySelector('h1')?.textContent;
  const shows = {
    sorted: () => header?.getAttribute('aria-sort') !== sortBefore,
    calendar: () => document.querySelector('[role="dialog"] .MuiDateCalendar-root') !== null,
    page: () => document.querySelector('h1')?.textContent !== titleBefore,
  }[result];
  window.__interaction = new Promise((resolve) => {
    let pressedAt = null;
    document.addEventListener(
      'pointerdown',
      (event) => {
        pressedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const frame = () => {
      if (pressedAt !== null && shows()) {
        resolve(performance.now() - pressedAt);
      } else {
        requestAnimationFrame(frame);
      }
    };
    requestAnimationFrame(frame);
  });
}

async function runOnce(browser, baseUrl, scenario) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const tab = await context.newPage();
    await tab.goto(baseUrl + scenario.page, { waitUntil: 'networkidle' });
    await tab.waitForSelector('html[data-hydrated]', { state: 'attached' });
    if (scenario.demo) {
      const root = tab.locator(`section#${scenario.demo} [data-demo-root]`).first();
      await root.scrollIntoViewIfNeeded();
      await tab.waitForSelector(
        `section#${scenario.demo} [data-demo-root][data-demo-state="live"]`,
      );
    }
    const target = scenario.press(tab);
    await target.scrollIntoViewIfNeeded();
    // Let the page settle (idle demos, prefetches) before the CPU is slowed.
    await tab.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.evaluate(arm, scenario.result);
    const box = await target.boundingBox();
    if (!box) {
      throw new Error(`${scenario.name}: the target has no box to press`);
    }
    await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await tab.waitForTimeout(POINTER_REST_MS);
    await tab.mouse.down();
    await tab.mouse.up();
    const ms = await tab.evaluate(() => window.__interaction);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return ms;
  } finally {
    await context.close();
  }
}

/** Each scenario's median and slowest of RUNS presses, and the host's CPU benchmark index. */
export async function benchInteractions(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
  });
  try {
    const probe = await browser.newPage();
    // Lighthouse's own index (its function, run in this browser before any throttling).
    const benchmarkIndex = await probe.evaluate(pageFunctions.computeBenchmarkIndex);
    await probe.close();
    const rows = [];
    for (const scenario of SCENARIOS) {
      const times = [];
      for (let run = 0; run < RUNS; run += 1) {
        times.push(await runOnce(browser, baseUrl, scenario));
      }
      rows.push({
        name: scenario.name,
        budget: scenario.budget,
        median: percentile(times, 50),
        max: Math.max(...times),
        times,
      });
    }
    return { benchmarkIndex, rows };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchInteractions(process.argv[2] ?? 'http://localhost:3000');
  console.log(JSON.stringify(result, null, 2));
}
