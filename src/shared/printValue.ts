// Values printed as TypeScript source: the theme builders' exported code, the props playground's `sx`.

/**
 * A name the printed code declares elsewhere (`const primary = {…}`), printed as is: as a
 * property's value under the same key, it is printed as a shorthand property (`primary,`).
 */
export class CodeReference {
  constructor(readonly name: string) {}
}

/** A plain, JSON-like value the code writer prints. */
export type Plain =
  string | number | boolean | null | CodeReference | Plain[] | { [key: string]: Plain };
export type PlainObject = { [key: string]: Plain };

const INDENT = '  ';

/** A property name: bare when it is an identifier or a whole number (`50`, `primary`). */
function printKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) || /^(0|[1-9]\d*)$/.test(key) ? key : `'${key}'`;
}

function printString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A value as TypeScript source, objects over several lines with trailing commas. */
export function printValue(value: Plain, depth = 0): string {
  if (typeof value === 'string') {
    return printString(value);
  }
  if (typeof value !== 'object' || value === null) {
    return String(value);
  }
  if (value instanceof CodeReference) {
    return value.name;
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => printValue(item, depth)).join(', ')}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) {
    return '{}';
  }
  const inner = INDENT.repeat(depth + 1);
  const lines = entries.map(([key, child]) =>
    child instanceof CodeReference && child.name === key
      ? `${inner}${key},`
      : `${inner}${printKey(key)}: ${printValue(child, depth + 1)},`,
  );
  return `{\n${lines.join('\n')}\n${INDENT.repeat(depth)}}`;
}
