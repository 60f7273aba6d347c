/**
 * The shape of the API reference data that `scripts/api` generates from the
 * installed packages' type declarations into `generated/api/*.json`. Types
 * only: the generator writes these, the processors in this folder read them.
 */

/**
 * An X product (`/x/api/{product}/…`), a core family with API pages of its own
 * (`/material-ui/api/{slug}/`), or Base UI, whose guide pages carry API tabs.
 */
export type ApiProductId =
  | 'data-grid'
  | 'date-pickers'
  | 'charts'
  | 'tree-view'
  | 'material-ui'
  | 'joy-ui'
  | 'system'
  | 'base-ui';

export type ApiPlan = 'community' | 'pro' | 'premium';

/** A documented page another type can link to. */
export interface ApiLinkTarget {
  product: ApiProductId;
  kind: ApiEntryKind;
  name: string;
}

/** A type as readers see it: built from the checker's view of the declaration. */
export type ApiType =
  | { kind: 'keyword'; name: string }
  | { kind: 'literal'; text: string }
  | { kind: 'typeParameter'; name: string }
  | { kind: 'reference'; name: string; typeArguments?: ApiType[]; target?: ApiLinkTarget }
  | { kind: 'union'; types: ApiType[] }
  | { kind: 'intersection'; types: ApiType[] }
  | { kind: 'array'; element: ApiType; readonly?: boolean }
  | { kind: 'tuple'; elements: ApiType[] }
  | { kind: 'function'; typeParameters?: string[]; parameters: ApiParameter[]; returns: ApiType }
  | { kind: 'object'; properties: ApiObjectProperty[] }
  /** Anything without a readable structure (conditional, mapped types…), as the checker prints it. */
  | { kind: 'text'; text: string };

export interface ApiParameter {
  name: string;
  type: ApiType;
  optional: boolean;
  rest: boolean;
}

export interface ApiObjectProperty {
  name: string;
  type: ApiType;
  optional: boolean;
}

/** A documented member: a component prop, an interface property or method, a hook field. */
export interface ApiMemberJson {
  name: string;
  type: ApiType;
  required: boolean;
  /** The `@default` tag, as written (`false`, `'standard'`, `GridToolbar`). */
  default: string | null;
  /** The `@deprecated` tag's message; `''` when deprecated without one; null when not deprecated. */
  deprecated: string | null;
  /** JSDoc body, markdown. */
  description: string;
  /** `@param` tags of a function-typed member, in order. */
  params: { name: string; description: string }[];
  /** `@returns` tag of a function-typed member. */
  returns: string | null;
  /** The plan of the package that declares the member. */
  plan: ApiPlan;
}

export interface ApiSlotJson {
  name: string;
  /** The `@default` tag: the component rendered when the slot is not overridden. */
  defaultComponent: string | null;
  description: string;
  deprecated: string | null;
}

export interface ApiClassJson {
  /** The key in the `classes` prop (`root`, `cell--editing`). */
  key: string;
  /** The global class name applied to the element (`MuiDataGrid-root`). */
  className: string;
  description: string;
  deprecated: string | null;
}

/** Props a component accepts because its props type extends another library's component. */
export interface ApiInheritanceJson {
  /**
   * `component`: another library's component (`TextField`); `native`: React's
   * DOM attributes of an element (`div`, or `element` when unknown); `type`: a
   * shared props type outside any component (`CommonProps`).
   */
  kind: 'component' | 'native' | 'type';
  /** The component, element or type name. */
  component: string;
  /** The package declaring them (`@mui/material`, `react`). */
  package: string;
  /** The props inherited this way; empty for native attributes (there are hundreds). */
  props: string[];
}

export type ApiEntryKind = 'component' | 'interface' | 'hook';

interface ApiEntryBase {
  name: string;
  /** kebab-case URL segment: `DataGridPro` → `data-grid-pro`. */
  slug: string;
  product: ApiProductId;
  plan: ApiPlan;
  /** JSDoc body of the export, markdown (demo and API link lists removed). */
  description: string;
  deprecated: string | null;
  /** Module specifiers that export it, the most specific first. */
  imports: string[];
  /** Those of `imports` that export it as their default export (`@mui/material/Button`). */
  defaultImports: string[];
  /** The name it is exported under, when not its page name (`Unstable_Grid` for System's Grid). */
  exportName: string;
  /** The lowest-plan package that exports it: the one a reader installs for it. */
  package: string;
  /** Guide pages its JSDoc lists as demos, as site page keys (`/x/react-data-grid/editing`). */
  demos: string[];
}

export interface ApiComponentJson extends ApiEntryBase {
  kind: 'component';
  props: ApiMemberJson[];
  slots: ApiSlotJson[];
  classes: ApiClassJson[];
  /** The element type the ref reaches (`HTMLDivElement`), when the props accept a ref. */
  forwardRefTo: string | null;
  inheritance: ApiInheritanceJson[];
  /** Props the package marks `@ignore` (not documented, though the component accepts them). */
  ignoredProps: string[];
  /**
   * The key of the component in its package's theme `components` types
   * (`MuiButton`, `JoyButton`), where the package declares one.
   */
  themeKey: string | null;
  /** The CSS variables named after the component (`--Button-gap`) that its styles set or read. */
  cssVariables: string[];
}

export interface ApiMemberGroupJson {
  /** The interface the members are declared in (`GridColumnApi`); null for the type's own members. */
  name: string | null;
  plan: ApiPlan;
  members: ApiMemberJson[];
}

export interface ApiInterfaceJson extends ApiEntryBase {
  kind: 'interface';
  /** `<R extends GridValidRowModel = any>`, as written, or ''. */
  typeParameters: string;
  /** For a union alias such as `GridColDef`: its members; the listed properties are the shared ones. */
  unionOf: ApiType[];
  groups: ApiMemberGroupJson[];
}

export interface ApiHookJson extends ApiEntryBase {
  kind: 'hook';
  parameters: ApiMemberJson[];
  returnValue: ApiMemberJson[];
}

export type ApiEntryJson = ApiComponentJson | ApiInterfaceJson | ApiHookJson;

export interface ApiPackageJson {
  name: string;
  version: string;
  plan: ApiPlan;
}

/** Everything generated for one product: `generated/api/{product}.json`. */
export interface ApiProductJson {
  product: ApiProductId;
  packages: ApiPackageJson[];
  components: ApiComponentJson[];
  interfaces: ApiInterfaceJson[];
  hooks: ApiHookJson[];
}
