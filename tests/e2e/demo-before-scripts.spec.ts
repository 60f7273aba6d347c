import type { Page } from '@playwright/test';
import { expect, showLiveDemo, test, waitForHydration } from './fixtures';

/**
 * A demo's server HTML is painted in the reader's color scheme and laid out in the reader's
 * direction before any script of the page runs: with the scripts blocked, only the inline head
 * script (which sets the scheme attribute and `dir` from the stored settings) and the server's
 * CSS decide what the reader sees.
 */
test.use({ waitForHydration: false });

const PAGES = [
  '/x/react-date-pickers/date-calendar/',
  '/x/react-date-pickers/date-field/',
  '/x/react-charts/lines/',
  '/x/react-charts/bars/',
  '/x/react-data-grid/editing/',
  '/x/react-tree-view/',
  '/material-ui/react-card/',
  '/material-ui/react-table/',
  // Demos styled by scheme with `theme.applyStyles('dark', …)`.
  '/base-ui/react-button/',
  '/system/getting-started/usage/',
  // Demos whose styles read the theme's palette through `(theme.vars ?? theme).palette`, or
  // (Base UI) their own colors switched with `theme.applyStyles('dark', …)`.
  '/base-ui/react-autocomplete/',
  '/base-ui/react-number-input/',
  '/material-ui/react-tabs/',
  '/material-ui/customization/how-to-customize/',
  '/material-ui/customization/theme-components/',
  // A nested theme built on the page's theme (responsiveFontSizes(outerTheme)).
  '/material-ui/guides/responsive-ui/',
  '/x/react-date-pickers/custom-field/',
  '/x/react-charts/components/',
  '/system/getting-started/the-sx-prop/',
];

/**
 * Base UI pages checked again with the plain-CSS variants shown (the stored code styling): their
 * dark rules follow the site's scheme attribute.
 */
const PLAIN_CSS_PAGES = ['/base-ui/react-input/'];

interface Problem {
  demo: string;
  text: string;
  color: string;
  background: string;
  why: string;
}

/**
 * Every piece of text in each demo, with its color (an SVG text's fill) composited over the
 * background it stands on: the problems are text that cannot be read (contrast below 3:1) and
 * text standing on a white or near-white gray surface, the light scheme's paper.
 */
async function schemeProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3];
      return [
        top[0] * alpha + bottom[0] * (1 - alpha),
        top[1] * alpha + bottom[1] * (1 - alpha),
        top[2] * alpha + bottom[2] * (1 - alpha),
        1,
      ];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The opaque color behind an element: its backgrounds and its ancestors', composited. */
    const backgroundOf = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color[3] > 0) {
          layers.push(color);
          if (color[3] >= 1) {
            break;
          }
        }
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const problems: Problem[] = [];
    for (const root of document.querySelectorAll('[data-demo-root]')) {
      const demo = root.closest('section[data-demo]')?.id ?? '?';
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!element || !text || seen.has(element)) {
          continue;
        }
        seen.add(element);
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        if (
          style.visibility === 'hidden' ||
          Number(style.opacity) === 0 ||
          box.width === 0 ||
          box.height === 0 ||
          // Hidden text, the license watermark, and disabled controls (whose faint text is the
          // point, and exempt from contrast rules).
          element.closest(
            '[aria-hidden="true"], .MuiDataGrid-watermark, :disabled, [aria-disabled="true"], .Mui-disabled',
          )
        ) {
          continue;
        }
        const background = backgroundOf(element);
        const inSvg = element instanceof SVGElement;
        const color = over(parse(inSvg ? style.fill : style.color), background);
        const [r, g, b] = background;
        const grayish = Math.max(r, g, b) - Math.min(r, g, b) < 24;
        const entry = {
          demo,
          text: text.slice(0, 40),
          color: inSvg ? style.fill : style.color,
          background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
        };
        if (contrast(color, background) < 3) {
          problems.push({ ...entry, why: 'contrast below 3:1' });
        } else if (grayish && luminance(background) > 0.8) {
          problems.push({ ...entry, why: 'light surface' });
        }
      }
    }
    return problems;
  });
}

const CHECKS = [
  ...PAGES.map((path) => ({ path, styling: null })),
  ...PLAIN_CSS_PAGES.map((path) => ({ path, styling: 'css' })),
];

for (const { path, styling } of CHECKS) {
  const variants = styling ? ` (${styling} variants)` : '';
  test(`${path}${variants}: with scripts blocked and the dark mode stored, every demo is dark`, async ({
    page,
  }) => {
    await page.addInitScript((stored) => {
      localStorage.setItem('mui-mode', 'dark');
      if (stored) {
        localStorage.setItem('codeStyling', stored);
      }
    }, styling);
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    if (styling) {
      await expect(page.locator('html')).toHaveAttribute('data-code-styling', styling);
    }
    const demos = page.locator('[data-demo-root]');
    expect(await demos.count()).toBeGreaterThan(1);
    await expect(demos.first()).toHaveAttribute('data-demo-state', 'static');
    expect(await schemeProblems(page)).toEqual([]);
  });
}

test('the same check finds the light scheme in a dark page (it can fail)', async ({ page }) => {
  // The stored mode is light, but the page is forced dark after load: the server's CSS for the
  // chrome follows, while a demo styled for light only would not. Here the light scheme's demo
  // variables are set on the demos' root, as a light-only demo theme would leave them.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/x/react-date-pickers/date-calendar/');
  await page.evaluate(() => {
    const light = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find(
        (rule) =>
          rule instanceof CSSStyleRule &&
          rule.selectorText === ':root' &&
          rule.style.getPropertyValue('--demo-palette-background-paper'),
      ) as CSSStyleRule | undefined;
    document.documentElement.setAttribute('data-mui-color-scheme', 'dark');
    for (const root of document.querySelectorAll<HTMLElement>('[data-demo-root]')) {
      for (const name of light ? [...light.style] : []) {
        root.style.setProperty(name, light!.style.getPropertyValue(name));
      }
    }
  });
  const problems = await schemeProblems(page);
  expect(problems.length).toBeGreaterThan(0);
});

/** Where each icon, button and text field of the named demos sits, relative to its demo. */
async function layoutOf(page: Page, demos: readonly string[]) {
  return page.evaluate((ids) => {
    const places: Record<string, string[]> = {};
    for (const id of ids) {
      const root = document.querySelector(`section#${id} [data-demo-root]`);
      const origin = root!.getBoundingClientRect();
      // Spinners are left out: a rotating icon's box changes with its angle.
      const placed = root!.querySelectorAll(
        'svg:not([role="progressbar"] *), button, input, .MuiChip-label',
      );
      places[id] = [...placed].map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName} ${Math.round(box.left - origin.left)},${Math.round(box.top - origin.top)} ${Math.round(box.width)}`;
      });
    }
    return places;
  }, demos);
}

test('with right to left stored, the server HTML of demos is laid out as the live demos are', async ({
  browser,
}) => {
  const pages = [
    { path: '/material-ui/react-button/', demos: ['IconLabelButtons', 'LoadingButtons'] },
    { path: '/material-ui/react-chip/', demos: ['ChipAdornments', 'DeletableChips'] },
    { path: '/x/react-date-pickers/date-field/', demos: ['ControlledDateField'] },
  ];
  for (const { path, demos } of pages) {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
    const before = await context.newPage();
    await before.route('**/_next/static/**/*.js', (route) => route.abort());
    await before.goto(path);
    await expect(before.locator('html')).toHaveAttribute('dir', 'rtl');
    const serverLayout = await layoutOf(before, demos);

    const live = await context.newPage();
    await live.goto(path);
    await waitForHydration(live);
    for (const id of demos) {
      await showLiveDemo(live.locator(`section#${id}`));
    }
    await live.evaluate(() => window.scrollTo(0, 0));
    expect(serverLayout, path).toEqual(await layoutOf(live, demos));
    // The check can fail: without the mirrored rules (the left-to-right ones apply), the server
    // HTML is laid out differently.
    await before.evaluate(() => document.documentElement.setAttribute('dir', 'ltr'));
    expect(await layoutOf(before, demos), path).not.toEqual(serverLayout);
    await context.close();
  }
});

/**
 * Each demo's drawn charts in its static HTML: per demo, the SVGs that are not icons, with the
 * bars, arcs and lines each plots, the texts it holds (axis labels, legend) and how far it
 * reaches past the demo's box.
 */
async function drawnCharts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('section[data-demo]')].map((section) => {
      const root = section.querySelector('[data-demo-root]')!;
      const box = root.getBoundingClientRect();
      const charts = [...root.querySelectorAll('svg[viewBox]:not(.MuiSvgIcon-root)')].map((svg) => {
        const drawn = svg.getBoundingClientRect();
        // What the chart plots: bars and arcs that have a size, and lines.
        const marks = [
          ...svg.querySelectorAll('.MuiBarElement-root, .MuiPieArc-root, .MuiLineElement-root'),
        ].filter((mark) => {
          const { width, height } = mark.getBoundingClientRect();
          return width > 1 && height > 1;
        }).length;
        return {
          marks,
          texts: svg.querySelectorAll('text').length,
          overflow: Math.max(
            0,
            Math.round(drawn.right - box.right),
            Math.round(box.left - drawn.left),
          ),
        };
      });
      return { demo: section.getAttribute('data-demo')!, charts };
    }),
  );
}

for (const width of [1440, 375]) {
  test(`at ${width} px with scripts blocked, every chart demo draws its chart, its data and its labels, inside its box`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    for (const path of [
      '/x/react-charts/bars/',
      '/x/react-charts/lines/',
      '/x/react-charts/pie/',
    ]) {
      await page.goto(path);
      const demos = await drawnCharts(page);
      expect(demos.length, path).toBeGreaterThan(3);
      for (const { demo, charts } of demos) {
        expect(charts.length, `${demo} draws a chart`).toBeGreaterThan(0);
        for (const chart of charts) {
          expect(chart.marks, `${demo} plots its data`).toBeGreaterThan(0);
          expect(chart.texts, `${demo} labels its axes or its legend`).toBeGreaterThan(1);
          expect(chart.overflow, `${demo} fits its box`).toBe(0);
        }
      }
    }
  });
}
