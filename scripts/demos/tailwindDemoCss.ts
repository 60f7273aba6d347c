import postcss, { type AcceptedPlugin, type Rule } from 'postcss';
import tailwindcss from 'tailwindcss';
import type { Config } from 'tailwindcss';
import { COLOR_SCHEME_ATTRIBUTE } from '../../src/settings/mode/modeCodec';
import { TAILWIND_SCOPE_CLASS, type TailwindDemoStyles } from '../../src/docs/demo/tailwindScope';

const SCOPE = `.${TAILWIND_SCOPE_CLASS}`;

/** Selectors of the document itself in Tailwind's preflight: the scope element stands in for them. */
const DOCUMENT_SELECTORS = new Set(['html', ':host', 'body', ':root']);

/**
 * `dark:` follows the site's colour scheme (the attribute on `<html>`, set before first paint),
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

/** Puts every rule below the scope class: `.flex` → `.tailwind-demo .flex`, `html` → the scope. */
export function scopeSelector(selector: string): string {
  const trimmed = selector.trim();
  if (DOCUMENT_SELECTORS.has(trimmed)) {
    return SCOPE;
  }
  return `${SCOPE} ${trimmed}`;
}

/** Scopes every rule, and drops comments and layout whitespace (the stylesheet ships in page data). */
const scopeRules: AcceptedPlugin = {
  postcssPlugin: 'scope-tailwind-demo',
  OnceExit(root) {
    root.walkComments((comment) => {
      comment.remove();
    });
    root.walkRules((rule) => {
      if (!insideKeyframes(rule)) {
        rule.selectors = [...new Set(rule.selectors.map(scopeSelector))];
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

/** The class names a stylesheet's selectors name (CSS escapes undone), the scope's own left out. */
export function classesOfCss(css: string): string[] {
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
  return [...classes].sort();
}

/**
 * Compiles the Tailwind CSS a demo needs with the installed `tailwindcss`: preflight and the
 * utilities its code names, every selector scoped below {@link TAILWIND_SCOPE_CLASS}, so the
 * stylesheet styles the demo's subtree and nothing else on the page.
 */
export async function compileTailwindDemoCss(source: string): Promise<TailwindDemoStyles> {
  const config: Config = {
    content: [{ raw: source, extension: 'tsx' }],
    darkMode: ['variant', DARK_VARIANT],
    theme: { extend: {} },
  };
  const result = await postcss([tailwindcss(config), scopeRules]).process(
    '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
    { from: undefined },
  );
  const css = result.css;
  return { css, classes: classesOfCss(css) };
}
