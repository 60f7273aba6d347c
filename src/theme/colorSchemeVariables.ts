import { COLOR_SCHEME_ATTRIBUTE } from '../settings/mode/modeCodec';

type Declarations = Record<string, string | number>;

/**
 * A stylesheet giving a theme's CSS variables to `scopes`: the light scheme's (with the
 * variables shared by both schemes) everywhere, the dark scheme's where the site's scheme
 * attribute on `<html>` says dark (the mode's inline script sets it before the first paint,
 * so server HTML is right before any script of the page runs), or where the OS prefers dark
 * and no script has set the attribute (scripts disabled).
 *
 * A scope is `:root` (the variables reach everything, popups portaled to `<body>` included)
 * or a selector of elements below `<html>`.
 */
export function colorSchemeVariables(
  scopes: readonly string[],
  variables: { shared: Declarations; light: Declarations; dark: Declarations },
): string {
  const under = (condition: string) =>
    scopes
      .map((scope) => (scope === ':root' ? `:root${condition}` : `:root${condition} ${scope}`))
      .join(', ');
  const block = (selector: string, declarations: Declarations) =>
    `${selector}{${Object.entries(declarations)
      .map(([name, value]) => `${name}:${value};`)
      .join('')}}`;
  return [
    block(scopes.join(', '), { ...variables.shared, ...variables.light }),
    block(under(`[${COLOR_SCHEME_ATTRIBUTE}="dark"]`), variables.dark),
    `@media (prefers-color-scheme: dark){${block(under(`:not([${COLOR_SCHEME_ATTRIBUTE}])`), variables.dark)}}`,
  ].join('\n');
}
