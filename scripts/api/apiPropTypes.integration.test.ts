/**
 * The API pages' prop lists against the components' runtime `propTypes` in
 * the installed packages (their CommonJS builds keep them outside production).
 * A prop one side has and the other lacks fails the test, unless the
 * allow-list below says why.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiComponentJson, ApiPlan, ApiProductJson } from '../../src/docs/api/apiJson';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view', 'base-ui'];
const PLAN_ORDER: Record<ApiPlan, number> = { community: 0, pro: 1, premium: 2 };

/**
 * Props a page lists that the component's propTypes lack, by component.
 * Each entry is a known gap in the package's own propTypes, not in the page.
 */
const PAGE_ONLY_ALLOWED: Record<string, { props: string[]; reason: string }> = {
  // The grid's props type merges the v7 cell props with the legacy cell's (`field`, `value`…);
  // the exported cell is the v7 one, whose propTypes declare only the v7 props.
  GridCell: {
    props: ['field', 'formattedValue', 'hasFocus', 'isEditable', 'isSelected', 'tabIndex', 'value'],
    reason: 'legacy cell props in the type, v7 cell propTypes at runtime',
  },
  // The declaration file inlines Base UI Popper's props into the grid's own file (through the
  // styled root's type), so they read as the panel's own; the grid's propTypes list none of them.
  GridPanel: {
    props: ['component', 'components', 'componentsProps', 'sx'],
    reason: "Popper's props inlined into the panel's declaration",
  },
  // Declared in the grid's own type with a comment pointing at ButtonBase's `component` prop,
  // which the grid's propTypes leave to ButtonBase.
  GridActionsCellItem: { props: ['component'], reason: "ButtonBase's `component`, redeclared" },
  // The chart elements need these (the series id and colour, the arc geometry), but React's
  // SVG attributes (`id`, `color`, `x`, `y`) or d3's arc type declare the same names, and the
  // charts' propTypes generator drops every prop an outside type also declares.
  AreaElement: { props: ['color', 'id'], reason: 'names shared with SVG attributes' },
  BarElement: { props: ['color', 'id'], reason: 'names shared with SVG attributes' },
  LineElement: { props: ['color', 'id'], reason: 'names shared with SVG attributes' },
  LineHighlightElement: {
    props: ['color', 'id', 'x', 'y'],
    reason: 'names shared with SVG attributes',
  },
  MarkElement: { props: ['color', 'id', 'x', 'y'], reason: 'names shared with SVG attributes' },
  PieArc: {
    props: [
      'color',
      'cornerRadius',
      'endAngle',
      'id',
      'innerRadius',
      'outerRadius',
      'paddingAngle',
      'startAngle',
    ],
    reason: "names shared with SVG attributes and d3's arc type",
  },
  PieArcLabel: {
    props: [
      'arcLabelRadius',
      'color',
      'cornerRadius',
      'endAngle',
      'id',
      'innerRadius',
      'outerRadius',
      'paddingAngle',
      'startAngle',
    ],
    reason: "names shared with SVG attributes and d3's arc type",
  },
  // Base UI's Button takes `tabIndex` and `type` from useButton's parameters, typed from
  // React's DOM attributes; Base UI's propTypes generator leaves those to the DOM.
  Button: { props: ['tabIndex', 'type'], reason: "useButton's DOM-typed parameters" },
};

function loadProducts(): ApiProductJson[] {
  return PRODUCTS.map((product) => {
    const file = path.join(ROOT, 'generated', 'api', `${product}.json`);
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run \`npm run generate\` first.`);
    }
    return JSON.parse(readFileSync(file, 'utf8')) as ApiProductJson;
  });
}

type PropTypesHolder = { propTypes?: Record<string, unknown>; type?: unknown; render?: unknown };

/** The propTypes of a component, through `React.memo` and `forwardRef` wrappers. */
function propTypesOf(component: unknown): Record<string, unknown> | null {
  let current = component as PropTypesHolder | undefined;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (current.propTypes) {
      return current.propTypes;
    }
    current = (current.type ?? current.render) as PropTypesHolder | undefined;
  }
  return null;
}

/** The runtime export, through an entry point's CommonJS `main` (its folder's package.json). */
function loadRuntime(page: ApiComponentJson): unknown {
  for (const specifier of page.imports) {
    const exports = require(path.join(ROOT, 'node_modules', specifier)) as Record<string, unknown>;
    if (exports[page.name]) {
      return exports[page.name];
    }
  }
  throw new Error(`${page.name} is not exported at runtime by ${page.imports.join(', ')}.`);
}

interface Mismatch {
  component: string;
  runtimeOnly: string[];
  pageOnly: string[];
}

function compare(page: ApiComponentJson, propTypes: Record<string, unknown>): Mismatch {
  const listed = new Set(page.props.map((prop) => prop.name));
  const accounted = new Set([
    ...listed,
    ...page.ignoredProps,
    ...page.inheritance.flatMap((inherited) => inherited.props),
  ]);
  const runtime = Object.keys(propTypes);
  const allowed = new Set(PAGE_ONLY_ALLOWED[page.name]?.props ?? []);
  return {
    component: page.name,
    runtimeOnly: runtime.filter((name) => !accounted.has(name)).sort(),
    pageOnly: page.props
      // A prop a higher-plan package adds to a lower-plan type (module augmentation) cannot be
      // in the lower-plan component's propTypes.
      .filter((prop) => PLAN_ORDER[prop.plan] <= PLAN_ORDER[page.plan])
      .map((prop) => prop.name)
      .filter((name) => !(name in propTypes) && !allowed.has(name))
      .sort(),
  };
}

describe('API pages against the runtime propTypes', () => {
  const products = loadProducts();
  const pages = products.flatMap((product) => product.components);
  const compared: Mismatch[] = [];
  const withoutPropTypes: string[] = [];
  for (const page of pages) {
    const propTypes = propTypesOf(loadRuntime(page));
    if (propTypes) {
      compared.push(compare(page, propTypes));
    } else {
      withoutPropTypes.push(page.name);
    }
  }

  it('compares the components that have runtime propTypes (most of them)', () => {
    expect(pages.length).toBeGreaterThan(160);
    expect(compared.length).toBeGreaterThan(140);
    expect(compared.map((entry) => entry.component)).toEqual(
      expect.arrayContaining(['DataGrid', 'DataGridPro', 'DataGridPremium', 'DatePicker']),
    );
  });

  it('finds no prop on one side only, outside the allow-list', () => {
    const mismatches = compared.filter(
      (entry) => entry.runtimeOnly.length > 0 || entry.pageOnly.length > 0,
    );
    expect(mismatches).toEqual([]);
  });

  it('keeps the allow-list honest: every allowed prop is still a real mismatch', () => {
    const stale: string[] = [];
    for (const [component, { props }] of Object.entries(PAGE_ONLY_ALLOWED)) {
      const page = pages.find((entry) => entry.name === component);
      const propTypes = page && propTypesOf(loadRuntime(page));
      for (const prop of props) {
        if (!page || !propTypes || !page.props.some((p) => p.name === prop) || prop in propTypes) {
          stale.push(`${component}.${prop}`);
        }
      }
    }
    expect(stale).toEqual([]);
  });
});
