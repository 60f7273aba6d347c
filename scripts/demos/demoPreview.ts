import { parse } from '@babel/parser';

/** Longest preview shown collapsed; a longer returned element shows the full source only. */
export const MAX_PREVIEW_LINES = 16;

interface Node {
  type: string;
  start?: number | null;
  end?: number | null;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The component a module exports by default, when it is a function declaration or arrow. */
function defaultExportedFunction(program: Node): Node | null {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ExportDefaultDeclaration') {
      continue;
    }
    const declaration = statement.declaration as Node;
    if (
      declaration.type === 'FunctionDeclaration' ||
      declaration.type === 'ArrowFunctionExpression'
    ) {
      return declaration;
    }
  }
  return null;
}

/** The element returned at the top of the component's body (the last `return <…/>`). */
function returnedJsx(component: Node): Node | null {
  const body = component.body as Node;
  if (body.type === 'JSXElement' || body.type === 'JSXFragment') {
    return body;
  }
  const statements = body.type === 'BlockStatement' ? (body.body as Node[]) : [];
  const last = [...statements].reverse().find((statement) => statement.type === 'ReturnStatement');
  const argument = last?.argument;
  if (isNode(argument) && (argument.type === 'JSXElement' || argument.type === 'JSXFragment')) {
    return argument;
  }
  return null;
}

/** Removes `width` leading spaces from each line (fewer when a line has fewer). */
function outdent(lines: string[], width: number): string[] {
  return lines.map((line) => line.slice(Math.min(width, /^ */.exec(line)![0].length)));
}

/**
 * The short preview of a demo: the JSX its default-exported component returns,
 * dedented, when it fits in a few lines. Null when the demo does not allow one
 * (no default-exported function, no JSX return, or too long to be a preview).
 */
export function demoPreview(source: string, language: 'ts' | 'js' = 'ts'): string | null {
  const program = parse(source, {
    sourceType: 'module',
    plugins: language === 'ts' ? ['typescript', 'jsx'] : ['jsx'],
  }).program as unknown as Node;
  const component = defaultExportedFunction(program);
  const jsx = component ? returnedJsx(component) : null;
  if (!jsx || jsx.start == null || jsx.end == null) {
    return null;
  }
  // Lines after the first are indented relative to the line the element starts on.
  const lineStart = source.lastIndexOf('\n', jsx.start - 1) + 1;
  const baseIndent = /^ */.exec(source.slice(lineStart))![0].length;
  const [first, ...rest] = source.slice(jsx.start, jsx.end).split('\n');
  const lines = [first, ...outdent(rest, baseIndent)];
  if (lines.length > MAX_PREVIEW_LINES) {
    return null;
  }
  return lines.join('\n');
}
