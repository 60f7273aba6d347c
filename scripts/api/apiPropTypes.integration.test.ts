/**
 * The API pages' prop lists against the components' runtime `propTypes` in
 * the installed packages (their CommonJS builds keep them outside production).
 * A prop one side has and the other lacks fails the test, unless the
 * allow-list below says why.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { ApiComponentJson, ApiPlan, ApiProductJson } from '../../src/docs/api/apiJson';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const PRODUCTS = [
  'data-grid',
  'date-pickers',
  'charts',
  'tree-view',
  'material-ui',
  'joy-ui',
  'system',
  'base-ui',
];
const PLAN_ORDER: Record<ApiPlan, number> = { community: 0, pro: 1, premium: 2 };

/**
 * Props a page lists that the component's propTypes lack, by product and
 * component (`base-ui/Button`). Each entry is a known gap in the package's
 * own propTypes, not in the page.
 */
const PAGE_ONLY_ALLOWED: Record<string, { props: string[]; reason: string }> = {
  // The grid's props type merges the v7 cell props with the legacy cell's (`field`, `value`…);
  // the exported cell is the v7 one, whose propTypes declare only the v7 props.
  'data-grid/GridCell': {
    props: ['field', 'formattedValue', 'hasFocus', 'isEditable', 'isSelected', 'tabIndex', 'value'],
    reason: 'legacy cell props in the type, v7 cell propTypes at runtime',
  },
  // The declaration file inlines Base UI Popper's props into the grid's own file (through the
  // styled root's type), so they read as the panel's own; the grid's propTypes list none of them.
  'data-grid/GridPanel': {
    props: ['component', 'components', 'componentsProps', 'sx'],
    reason: "Popper's props inlined into the panel's declaration",
  },
  // Declared in the grid's own type with a comment pointing at ButtonBase's `component` prop,
  // which the grid's propTypes leave to ButtonBase.
  'data-grid/GridActionsCellItem': {
    props: ['component'],
    reason: "ButtonBase's `component`, redeclared",
  },
  // The chart elements need these (the series id and color, the arc geometry), but React's
  // SVG attributes (`id`, `color`, `x`, `y`) or d3's arc type declare the same names, and the
  // charts' propTypes generator drops every prop an outside type also declares.
  'charts/AreaElement': { props: ['color', 'id'], reason: 'names shared with SVG attributes' },
  'charts/BarElement': { props: ['color', 'id'], reason: 'names shared with SVG attributes' },
  'charts/LineElement': { props: ['color', 'id'], reason: 'names shared with SVG attributes' },
  'charts/LineHighlightElement': {
    props: ['color', 'id', 'x', 'y'],
    reason: 'names shared with SVG attributes',
  },
  'charts/MarkElement': {
    props: ['color', 'id', 'x', 'y'],
    reason: 'names shared with SVG attributes',
  },
  'charts/PieArc': {
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
  'charts/PieArcLabel': {
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
  'base-ui/Button': { props: ['tabIndex', 'type'], reason: "useButton's DOM-typed parameters" },
  // Core families: gaps in Material UI's, Joy UI's and Base UI's own propTypes.
  'material-ui/Accordion': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/AccordionSummary': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/AppBar': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/Autocomplete': {
    props: ['componentName', 'unstable_classNamePrefix', 'unstable_isActiveElementInListbox'],
    reason:
      "useAutocomplete's parameters in the props type (internal ones the propTypes leave out)",
  },
  'material-ui/BottomNavigationAction': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/Card': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/CardActionArea': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/Checkbox': {
    props: ['autoFocus', 'disableFocusRipple', 'edge', 'name', 'readOnly', 'tabIndex'],
    reason: 'props of the internal SwitchBase, which the propTypes leave to SwitchBase',
  },
  'material-ui/CssBaseline': {
    props: ['classes'],
    reason: '`classes` in the type, not in the propTypes',
  },
  'material-ui/DialogContentText': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/DialogTitle': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/IconButton': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/InputLabel': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/MenuList': {
    props: ['classes', 'component'],
    reason: '`classes` and `component` in the type, not in the propTypes',
  },
  'material-ui/Pagination': {
    props: ['componentName'],
    reason: "usePagination's `componentName` parameter in the props type",
  },
  'material-ui/Radio': {
    props: ['autoFocus', 'defaultChecked', 'disableFocusRipple', 'edge', 'readOnly', 'tabIndex'],
    reason: 'props of the internal SwitchBase, which the propTypes leave to SwitchBase',
  },
  'material-ui/Slider': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/Stack': {
    props: ['classes'],
    reason: '`classes` in the type, not in the propTypes',
  },
  'material-ui/StepButton': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/Switch': {
    props: ['autoFocus', 'disableFocusRipple', 'name', 'readOnly', 'tabIndex', 'type'],
    reason: 'props of the internal SwitchBase, which the propTypes leave to SwitchBase',
  },
  'material-ui/Tab': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/TableSortLabel': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'material-ui/ToggleButton': {
    props: ['component'],
    reason: 'overridable component: its type takes `component`, its propTypes do not list it',
  },
  'joy-ui/Grid': {
    props: ['slotProps', 'slots'],
    reason: '`slots`/`slotProps` in the type, not in the propTypes',
  },
  'joy-ui/Input': {
    props: ['slotProps', 'slots'],
    reason: '`slots`/`slotProps` in the type, not in the propTypes',
  },
  'joy-ui/MenuItem': {
    props: ['slotProps', 'slots'],
    reason: '`slots`/`slotProps` in the type, not in the propTypes',
  },
  'joy-ui/ModalOverflow': {
    props: ['slotProps', 'slots'],
    reason: '`slots`/`slotProps` in the type, not in the propTypes',
  },
  'joy-ui/Option': {
    props: ['slotProps', 'slots'],
    reason: '`slots`/`slotProps` in the type, not in the propTypes',
  },
  'joy-ui/Select': {
    props: ['slotProps'],
    reason: '`slots`/`slotProps` in the type, not in the propTypes',
  },
  'joy-ui/Stack': {
    props: ['slotProps', 'slots'],
    reason: '`slots`/`slotProps` in the type, not in the propTypes',
  },
  'joy-ui/Textarea': {
    props: ['slotProps', 'slots'],
    reason: '`slots`/`slotProps` in the type, not in the propTypes',
  },
  'base-ui/NumberInput': {
    props: ['componentName', 'onClick'],
    reason:
      "useNumberInput's `componentName` and the root's `onClick` in the type, not in the propTypes",
  },
  'base-ui/Slider': {
    props: ['rootRef'],
    reason: "useSlider's `rootRef` parameter in the props type",
  },
  'base-ui/Tab': {
    props: ['focusableWhenDisabled', 'href', 'onFocusVisible', 'tabIndex', 'to', 'type'],
    reason: "useTab's and useButton's parameters in the props type, not in the propTypes",
  },
};

/** Props a component's propTypes list that its props type lacks, by product and component. */
const RUNTIME_ONLY_ALLOWED: Record<string, { props: string[]; reason: string }> = {
  'material-ui/ListItem': {
    props: ['focusVisibleClassName'],
    reason:
      'a ButtonBase prop of the deprecated `button` signature; the page documents the default one',
  },
  'base-ui/CssTransition': {
    props: ['lastTransitionedPropertyOnEnter'],
    reason: 'a propTypes entry for a prop the declarations dropped',
  },
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

/**
 * Every prop name React's DOM types declare (`className`, `onClick`, `aria-label`,
 * `children`, `key`…), read from the installed `@types/react`. A core family's
 * propTypes list such props, while its page covers them with one note: "props of
 * the native element are also available".
 */
function reactDomAttributeNames(): Set<string> {
  const file = path.join(ROOT, 'node_modules', '@types', 'react', 'index.d.ts');
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  const names = new Set<string>();
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    if (
      ['AllHTMLAttributes', 'SVGAttributes', 'Attributes', 'RefAttributes'].includes(symbol.name)
    ) {
      for (const property of checker.getDeclaredTypeOfSymbol(symbol).getProperties()) {
        names.add(property.name);
      }
    }
  }
  if (!names.has('onClick') || !names.has('className')) {
    throw new Error(`Could not read React's DOM attribute names from ${file}.`);
  }
  return names;
}

const DOM_ATTRIBUTES = reactDomAttributeNames();

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
    const found = page.defaultImports.includes(specifier)
      ? exports.default
      : exports[page.exportName];
    if (found) {
      return found;
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
  const hasNativeNote = page.inheritance.some((inherited) => inherited.kind === 'native');
  const runtime = Object.keys(propTypes).filter(
    // `exactProp` adds a check under a key that is not a prop; DOM props are covered by the note.
    (name) => !name.startsWith('exact-prop') && !(hasNativeNote && DOM_ATTRIBUTES.has(name)),
  );
  const allowed = new Set(PAGE_ONLY_ALLOWED[`${page.product}/${page.name}`]?.props ?? []);
  const runtimeAllowed = new Set(RUNTIME_ONLY_ALLOWED[`${page.product}/${page.name}`]?.props ?? []);
  return {
    component: `${page.product}/${page.name}`,
    runtimeOnly: runtime.filter((name) => !accounted.has(name) && !runtimeAllowed.has(name)).sort(),
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
      expect.arrayContaining([
        'data-grid/DataGrid',
        'data-grid/DataGridPro',
        'data-grid/DataGridPremium',
        'date-pickers/DatePicker',
        'material-ui/Button',
        'material-ui/LoadingButton',
        'joy-ui/Button',
        'system/Box',
        'base-ui/Button',
      ]),
    );
    // Every core family's pages are compared, not only the X products'.
    for (const product of ['material-ui', 'joy-ui', 'system', 'base-ui']) {
      const ofProduct = pages.filter((page) => page.product === product);
      const comparedOfProduct = compared.filter((entry) =>
        entry.component.startsWith(`${product}/`),
      );
      expect(comparedOfProduct.length, product).toBeGreaterThan(ofProduct.length / 2);
    }
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
      const page = pages.find((entry) => `${entry.product}/${entry.name}` === component);
      const propTypes = page && propTypesOf(loadRuntime(page));
      for (const prop of props) {
        if (!page || !propTypes || !page.props.some((p) => p.name === prop) || prop in propTypes) {
          stale.push(`${component}.${prop}`);
        }
      }
    }
    for (const [component, { props }] of Object.entries(RUNTIME_ONLY_ALLOWED)) {
      const page = pages.find((entry) => `${entry.product}/${entry.name}` === component);
      const propTypes = page && propTypesOf(loadRuntime(page));
      for (const prop of props) {
        if (
          !page ||
          !propTypes ||
          page.props.some((p) => p.name === prop) ||
          !(prop in propTypes)
        ) {
          stale.push(`${component}.${prop}`);
        }
      }
    }
    expect(stale).toEqual([]);
  });
});
