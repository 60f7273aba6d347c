// Runs the installed tailwindcss, which reads its own files (preflight) from node_modules.
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { TAILWIND_SCOPE_CLASS } from '../../src/docs/demo/tailwindScope';
import { compileTailwindDemoCss, demoScopeClass } from './tailwindDemoCss';

const DEMO = `export default function Badge() {
  return (
    <span className="inline-flex rounded-md bg-emerald-600 px-3 py-1 text-white hover:bg-emerald-700 dark:bg-emerald-400 ms-2">
      In stock
    </span>
  );
}
`;

/** Every selector of a stylesheet, one per entry (keyframe steps left out). */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type !== 'atrule' || !/keyframes$/.test(rule.parent.name)) {
      selectors.push(...rule.selectors);
    }
  });
  return selectors;
}

const NAME = 'base-ui/react-badge/StockBadgeTailwind';
/** The demo's element: the shared class and its own. */
const SCOPE = `.${TAILWIND_SCOPE_CLASS}.${demoScopeClass(NAME)}`;

describe('compileTailwindDemoCss', () => {
  it('compiles exactly the utilities the demo names, scoped below the demo class', async () => {
    const { scope, css, classes } = await compileTailwindDemoCss(DEMO, NAME);
    expect(scope).toBe(demoScopeClass(NAME));
    expect(classes).toEqual([
      'bg-emerald-600',
      'dark:bg-emerald-400',
      'hover:bg-emerald-700',
      'inline-flex',
      'ms-2',
      'px-3',
      'py-1',
      'rounded-md',
      'text-white',
    ]);
    expect(css).toContain(
      `${SCOPE} .bg-emerald-600{--tw-bg-opacity:1;background-color:rgb(5 150 105 / var(--tw-bg-opacity, 1))}`,
    );
    expect(css).toContain(`${SCOPE} .ms-2{margin-inline-start:0.5rem}`);
    // Utilities the demo does not use are not compiled.
    expect(css).not.toContain('.flex{');
    expect(css).not.toContain('.bg-red-500');
  });

  it('scopes every rule, preflight included, so nothing reaches the rest of the page', async () => {
    const { css } = await compileTailwindDemoCss(DEMO, NAME);
    const selectors = selectorsOf(css);
    expect(selectors.length).toBeGreaterThan(20);
    for (const selector of selectors) {
      expect(selector === SCOPE || selector.startsWith(`${SCOPE} `)).toBe(true);
    }
    // Another demo's stylesheet on the same page reaches its own element only: its preflight
    // and utilities cannot undo this demo's (a later `border-0` over this one's `border-b`).
    const other = await compileTailwindDemoCss(DEMO, 'base-ui/react-badge/OtherBadgeTailwind');
    for (const selector of selectorsOf(other.css)) {
      expect(selector.startsWith(SCOPE)).toBe(false);
    }
    // The document-level preflight rules land on the scope element itself.
    expect(selectors).not.toContain('html');
    expect(selectors).not.toContain('body');
    expect(css).toContain(`${SCOPE} button`);
  });

  it("ties dark: to the site's color scheme attribute, and to the OS preference without it", async () => {
    const { css } = await compileTailwindDemoCss(DEMO, NAME);
    expect(css).toContain(
      `${SCOPE} .dark\\:bg-emerald-400:where([data-mui-color-scheme="dark"], [data-mui-color-scheme="dark"] *)`,
    );
    expect(css).toMatch(
      /@media \(prefers-color-scheme: dark\)\{\.tailwind-demo\.tw-[0-9a-f]{8} \.dark\\:bg-emerald-400:where\(:root:not\(\[data-mui-color-scheme\]\) \*\)/,
    );
  });
});
