/**
 * The default theme viewer's model: a theme object as a tree of labelled nodes,
 * and the search that narrows it. React-free and pure.
 */

export type ThemeNodeKind =
  | 'object'
  | 'array'
  | 'function'
  | 'string'
  | 'number'
  | 'boolean'
  | 'null'
  | 'undefined'
  | 'other';

export interface ThemeTreeNode {
  /** The dotted path from the theme's root, e.g. `palette.primary.main` or `shadows.1`. */
  path: string;
  /** The last key of the path. */
  key: string;
  kind: ThemeNodeKind;
  /** A leaf's value as text (`'#1976d2'`, `4`, `function up(key)`); a container's size (`{5 keys}`). */
  value: string;
  /** A container's entries, in the object's order; empty for leaves and empty containers. */
  children: ThemeTreeNode[];
}

/** The text between a function's parameter parentheses, or a lone arrow parameter. */
function parameters(source: string): string {
  const arrow = /^(?:async\s+)?([\w$]+)\s*=>/.exec(source);
  if (arrow) {
    return arrow[1];
  }
  const open = source.indexOf('(');
  if (open < 0) {
    return '';
  }
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
      if (depth === 0) {
        return source
          .slice(open + 1, index)
          .replace(/\s+/g, ' ')
          .trim();
      }
    }
  }
  return '';
}

/**
 * `function name(args)`: the function's own name, or the key holding it when it
 * has none (or a one- or two-letter one left by a minifier); native code shows `…`.
 */
export function formatFunction(fn: (...args: never[]) => unknown, key: string): string {
  const name = fn.name && fn.name.length > 2 && !fn.name.startsWith('bound ') ? fn.name : key;
  const source = Function.prototype.toString.call(fn);
  const args = /\[native code\]\s*}$/.test(source) ? '…' : parameters(source);
  return `function ${name}(${args})`;
}

function kindOf(value: unknown): ThemeNodeKind {
  if (value === null) {
    return 'null';
  }
  if (Array.isArray(value)) {
    return 'array';
  }
  const type = typeof value;
  if (
    type === 'object' ||
    type === 'function' ||
    type === 'string' ||
    type === 'number' ||
    type === 'boolean' ||
    type === 'undefined'
  ) {
    return type;
  }
  return 'other';
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function buildNode(key: string, path: string, value: unknown, ancestors: object[]): ThemeTreeNode {
  const kind = kindOf(value);
  if (kind === 'object' || kind === 'array') {
    const container = value as Record<string, unknown>;
    if (ancestors.includes(container)) {
      return { path, key, kind, value: '[Circular]', children: [] };
    }
    const entries = Object.entries(container);
    const children = entries.map(([childKey, child]) =>
      buildNode(childKey, `${path}.${childKey}`, child, [...ancestors, container]),
    );
    const summary =
      kind === 'array'
        ? `[${plural(entries.length, 'item', 'items')}]`
        : `{${plural(entries.length, 'key', 'keys')}}`;
    return {
      path,
      key,
      kind,
      value: entries.length === 0 ? (kind === 'array' ? '[]' : '{}') : summary,
      children,
    };
  }
  let text: string;
  switch (kind) {
    case 'string':
      text = JSON.stringify(value);
      break;
    case 'function':
      text = formatFunction(value as (...args: never[]) => unknown, key);
      break;
    default:
      text = String(value);
  }
  return { path, key, kind, value: text, children: [] };
}

/** The top-level entries of an object (a theme) as tree nodes. */
export function buildThemeTree(root: object): ThemeTreeNode[] {
  return Object.entries(root).map(([key, value]) => buildNode(key, key, value, [root]));
}

/** Whether a node has entries to show. */
export function isExpandable(node: ThemeTreeNode): boolean {
  return node.children.length > 0;
}

/** The paths of every expandable node, for "expand all". */
export function expandablePaths(nodes: readonly ThemeTreeNode[]): string[] {
  return nodes.flatMap((node) =>
    isExpandable(node) ? [node.path, ...expandablePaths(node.children)] : [],
  );
}

export interface ThemeTreeFilter {
  /** The nodes to show: the matches, their ancestors, and a matching container's entries. */
  nodes: ThemeTreeNode[];
  /** The ancestors of the matches, to expand so every match is in view. */
  expanded: string[];
  /** The paths that match. */
  matches: string[];
}

/**
 * Narrows the tree to the nodes whose path (`palette.primary.main`) or leaf value
 * (`#1976d2`) contains the query, case-insensitively. An empty query keeps everything.
 */
export function filterThemeTree(nodes: readonly ThemeTreeNode[], query: string): ThemeTreeFilter {
  const needle = query.trim().toLowerCase();
  const expanded: string[] = [];
  const matches: string[] = [];
  if (needle === '') {
    return { nodes: [...nodes], expanded, matches };
  }
  const visit = (node: ThemeTreeNode): ThemeTreeNode | null => {
    const selfMatch =
      node.path.toLowerCase().includes(needle) ||
      (!isExpandable(node) && node.value.toLowerCase().includes(needle));
    if (selfMatch) {
      matches.push(node.path);
    }
    const kept = node.children.map(visit).filter((child): child is ThemeTreeNode => child !== null);
    if (kept.length > 0) {
      expanded.push(node.path);
      return selfMatch ? node : { ...node, children: kept };
    }
    return selfMatch ? node : null;
  };
  const kept = nodes.map(visit).filter((node): node is ThemeTreeNode => node !== null);
  return { nodes: kept, expanded, matches };
}
