import { createHash } from 'node:crypto';
import postcss, { type AcceptedPlugin, type Rule } from 'postcss';
import tailwindcss from 'tailwindcss';
import type { Config } from 'tailwindcss';
import { COLOR_SCHEME_ATTRIBUTE } from '../../src/settings/mode/modeCodec';
import { TAILWIND_SCOPE_CLASS, type TailwindDemoStyles } from '../../src/docs/demo/tailwindScope';

/** Selectors of the document itself in Tailwind's preflight: the scope element stands in for them. */
const DOCUMENT_SELECTORS = new Set(['html', ':host', 'body', ':root']);

/**
 * `dark:` follows the site's color scheme (the attribute on `<html>`, set before first paint),
 * and the OS preference when no script has set it (readers without JavaScript in `system` mode).
 */
const DARK_VARIANT = [
  `&:where([${COLOR_SCHEME_ATTRIBUTE}="dark"], [${COLOR_SCHEME_ATTRIBUTE}="dark"] *)`,
  `@media (prefers-color-scheme: dark) { &:where(:root:not([${COLOR_SCHEME_ATTRIBUTE}]) *) }`,
];

function insideKeyframes(rule: Rule): boolean {
  const parent = rule.parent;
  return parent?.type === 'atrule' && /keyframes$/.test((parent as { name: string }).name);
}

/** A demo's own scope class (`tw-1a2b3c4d`), from its name: stable from build to build. */
export function demoScopeClass(demoName: string): string {
  return `tw-${createHash('sha256').update(demoName).digest('hex').slice(0, 8)}`;
}

/** The selector of a demo's element: the shared class and its own. */
function scopeOf(demoScope: string): string {
  return `.${TAILWIND_SCOPE_CLASS}.${demoScope}`;
}

/**
 * Puts a rule below the demo's element: `.flex` → `.tailwind-demo.tw-1a2b3c4d .flex`, `html` →
 * that element itself.
 */
export function scopeSelector(selector: string, demoScope: string): string {
  const scope = scopeOf(demoScope);
  const trimmed = selector.trim();
  if (DOCUMENT_SELECTORS.has(trimmed)) {
    return scope;
  }
  return `${scope} ${trimmed}`;
}

/** Scopes every rule, and drops comments and layout whitespace (the stylesheet ships in page data). */
function scopeRules(demoScope: string): AcceptedPlugin {
  return {
    postcssPlugin: 'scope-tailwind-demo',
    OnceExit(root) {
      root.walkComments((comment) => {
        comment.remove();
      });
      root.walkRules((rule) => {
        if (!insideKeyframes(rule)) {
          rule.selectors = [
            ...new Set(rule.selectors.map((selector) => scopeSelector(selector, demoScope))),
          ];
        }
        rule.selector = rule.selectors.join(',');
      });
      root.walk((node) => {
        node.raws.before = '';
        node.raws.after = '';
        if (node.type === 'decl') {
          node.raws.between = ':';
        } else if (node.type === 'rule' || node.type === 'atrule') {
          node.raws.between = '';
          node.raws.semicolon = false;
        }
      });
    },
  };
}

/**
 * The class names a stylesheet's selectors name (CSS escapes undone), the scope's own (the
 * shared class and the demo's `tw-…`) left out.
 */
export function classesOfCss(css: string, demoScope: string): string[] {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    if (insideKeyframes(rule)) {
      return;
    }
    for (const match of rule.selector.matchAll(/\.((?:\\.|[A-Za-z0-9_-])+)/g)) {
      classes.add(match[1].replace(/\\(.)/g, '$1'));
    }
  });
  classes.delete(TAILWIND_SCOPE_CLASS);
  classes.delete(demoScope);
  return [...classes].sort();
}

/**
 * Compiles the Tailwind CSS a demo needs with the installed `tailwindcss`: preflight and the
 * utilities its code names, every selector scoped below {@link TAILWIND_SCOPE_CLASS} and the
 * demo's own class ({@link demoScopeClass}), so the stylesheet styles the demo's subtree and
 * nothing else on the page, not even another Tailwind demo.
 */
export async function compileTailwindDemoCss(
  source: string,
  demoName: string,
): Promise<TailwindDemoStyles> {
  const scope = demoScopeClass(demoName);
  const config: Config = {
    content: [{ raw: source, extension: 'tsx' }],
    darkMode: ['variant', DARK_VARIANT],
    theme: { extend: {} },
  };
  const result = await postcss([tailwindcss(config), scopeRules(scope)]).process(
    '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
    { from: undefined },
  );
  const css = result.css;
  return { scope, css, classes: classesOfCss(css, scope) };
}
