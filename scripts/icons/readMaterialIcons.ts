// Reads every icon of the installed @mui/icons-material into plain shape data, for the
// Material Icons gallery: the icon modules are evaluated with stand-ins for createSvgIcon and
// the JSX runtime, so no React, no bundler and no icon module reaches the page.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** One SVG element: its tag, its attributes (React names) and its child elements, if any. */
export interface IconShape {
  tag: string;
  attributes: Record<string, string | number>;
  children?: IconShape[];
}

export interface InstalledIcon {
  /** The export name, which is also the module path: `DeleteOutlined`. */
  name: string;
  shapes: IconShape[];
}

/** What the JSX runtime stand-ins return: a shape, or a fragment's children. */
type Node = IconShape | { fragment: Node[] };

const FRAGMENT = Symbol('fragment');

function flatten(node: unknown): IconShape[] {
  if (Array.isArray(node)) {
    return node.flatMap(flatten);
  }
  if (node && typeof node === 'object' && 'fragment' in node) {
    return flatten((node as { fragment: Node[] }).fragment);
  }
  return node ? [node as IconShape] : [];
}

function element(type: unknown, props: Record<string, unknown>): Node {
  const { children, ...rest } = props;
  if (type === FRAGMENT) {
    return { fragment: flatten(children) };
  }
  if (typeof type !== 'string') {
    throw new Error(
      `An icon module renders a ${String(type)} element; only SVG tags are expected.`,
    );
  }
  const attributes: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(
        `An icon's <${type}> has a ${typeof value} attribute ${key}; expected text or a number.`,
      );
    }
    attributes[key] = value;
  }
  const nested = flatten(children);
  return nested.length > 0
    ? { tag: type, attributes, children: nested }
    : { tag: type, attributes };
}

/** The stand-ins an icon module runs against; one context serves every module. */
export function createIconContext(): vm.Context {
  return vm.createContext({
    result: undefined,
    createSvgIcon: (shapes: unknown) => flatten(shapes),
    _jsx: element,
    _jsxs: element,
    React: { Fragment: FRAGMENT },
  });
}

/** Evaluates one icon module of the package's `esm/` build and returns its shapes. */
export function evaluateIconModule(
  source: string,
  file: string,
  context: vm.Context = createIconContext(),
): IconShape[] {
  const body = source
    .replace(/^"use client";\s*/m, '')
    .replace(/^import .*;$/gm, '')
    .replace(/export default createSvgIcon\(/, 'result = createSvgIcon(');
  if (!body.includes('result = createSvgIcon(')) {
    throw new Error(
      `${file} does not default-export createSvgIcon(...); the icon reader needs updating.`,
    );
  }
  context.result = undefined;
  vm.runInContext(body, context, { filename: file, timeout: 1000 });
  const shapes = context.result as IconShape[];
  if (!Array.isArray(shapes) || shapes.length === 0) {
    throw new Error(`${file} draws no shapes.`);
  }
  return shapes;
}

/** Every icon of the package, in name order. */
export function readMaterialIcons(nodeModules: string): InstalledIcon[] {
  const dir = path.join(nodeModules, '@mui', 'icons-material', 'esm');
  const context = createIconContext();
  return readdirSync(dir)
    .filter((file) => /^[A-Z][A-Za-z0-9]*\.js$/.test(file))
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.js'.length),
      shapes: evaluateIconModule(readFileSync(path.join(dir, file), 'utf8'), file, context),
    }));
}
