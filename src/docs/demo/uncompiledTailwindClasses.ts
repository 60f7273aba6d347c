/**
 * The text of the string and template literals in a piece of code; a template's `${…}` parts
 * count by the literals inside them (`${active ? 'bg-sky-600' : ''}`).
 */
function literalsIn(expression: string): string[] {
  const literals: string[] = [];
  for (const match of expression.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
    if (match[3] === undefined) {
      literals.push(match[1] ?? match[2]);
      continue;
    }
    const parts = [...match[3].matchAll(/\$\{([^}]*)\}/g)].map((part) => part[1]);
    literals.push(match[3].replace(/\$\{[^}]*\}/g, ' '), ...parts.flatMap(literalsIn));
  }
  return literals;
}

/** The expression of a `className={…}` attribute that starts at `start` (after the brace). */
function bracedExpression(code: string, start: number): string {
  let depth = 1;
  for (let index = start; index < code.length; index += 1) {
    if (code[index] === '{') {
      depth += 1;
    } else if (code[index] === '}') {
      depth -= 1;
      if (depth === 0) {
        return code.slice(start, index);
      }
    }
  }
  return code.slice(start);
}

/** Adds the whitespace-separated names of each text to `names`. */
function addNames(names: Set<string>, texts: readonly string[]): void {
  for (const text of texts) {
    for (const name of text.split(/\s+/)) {
      if (name !== '') {
        names.add(name);
      }
    }
  }
}

/**
 * The class names a demo's code writes: in its `className` attributes (a quoted value, or the
 * string and template literals of a `className={…}` expression such as `clsx(…)` or a ternary),
 * and in constants named for classes (`const buttonClasses = '…';`, `const rowClassName = …;`).
 */
export function classNamesInCode(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(/className=(?:"([^"]*)"|'([^']*)'|\{)/g)) {
    const quoted = match[1] ?? match[2];
    addNames(
      names,
      quoted !== undefined
        ? [quoted]
        : literalsIn(bracedExpression(code, match.index + match[0].length)),
    );
  }
  for (const match of code.matchAll(/\bconst\s+\w*(?:Classes|ClassName)\s*=([^;]*);/g)) {
    addNames(names, literalsIn(match[1]));
  }
  return names;
}

/**
 * The classes of edited Tailwind CSS demo code that have no styles on the site: written in a
 * `className` and neither compiled for the demo at build time nor in its original code (the
 * original's own plain class names, which Tailwind has no utility for, are not news).
 */
export function uncompiledTailwindClasses(
  editedCode: string,
  originalCode: string,
  compiled: readonly string[],
): string[] {
  const known = new Set([...compiled, ...classNamesInCode(originalCode)]);
  return [...classNamesInCode(editedCode)].filter((name) => !known.has(name));
}
