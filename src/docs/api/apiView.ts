/**
 * The view models API pages render: built from the generated JSON by
 * `toApiView.ts` on the server, shared by the list and table renderers.
 * Everything here is plain data (HTML strings already rendered).
 */
import type { ApiEntryKind, ApiPlan, ApiProductId } from './apiJson';
import type { ApiTypeView } from './formatApiType';

/** The display option that controls a section: one per kind of content. */
export type ApiDisplaySection = 'props' | 'slots' | 'classes';

export type ApiSectionKind =
  'props' | 'properties' | 'parameters' | 'returnValue' | 'slots' | 'classes';

/**
 * One prop, property, slot or CSS class. Absent fields are left out rather
 * than null: the grid's largest pages carry hundreds of rows in their data.
 */
export interface ApiRowView {
  /** Its anchor: `props-checkboxSelection`. */
  id: string;
  name: string;
  descriptionHtml: string;
  type?: ApiTypeView;
  /** The `@default` of a prop, the default component of a slot. */
  defaultValue?: string;
  /** The global class name of a CSS class (`MuiDataGrid-root`). */
  className?: string;
  required?: true;
  /** Shown when the member comes from a higher plan than community. */
  plan?: Exclude<ApiPlan, 'community'>;
  /** The deprecation message as HTML; `''` when deprecated without one; absent when current. */
  deprecatedHtml?: string;
  /** The parameters of a function-typed member, with their descriptions. */
  params?: { name: string; descriptionHtml: string }[];
  returnsHtml?: string;
}

export interface ApiRowGroupView {
  /** Heading id of the group, when it has a label. */
  id: string;
  /** The sub-API declaring these members (`GridColumnApi`), or null for a single group. */
  label: string | null;
  plan: Exclude<ApiPlan, 'community'> | null;
  rows: ApiRowView[];
}

/** A section of an API page: its heading, its layout toggle and its rows. */
export interface ApiSectionView {
  /** Heading id: `props`, `slots`, `Button-props`… */
  id: string;
  kind: ApiSectionKind;
  display: ApiDisplaySection;
  groups: ApiRowGroupView[];
}

export interface ApiInheritanceView {
  kind: 'component' | 'native' | 'type';
  component: string;
  package: string;
  href: string | null;
  props: string[];
}

/** A component, interface or hook, ready to render. */
export interface ApiEntryView {
  kind: ApiEntryKind;
  name: string;
  /** Heading id of the entry on a tab page listing several (`button`). */
  id: string;
  plan: ApiPlan;
  descriptionHtml: string;
  deprecatedHtml: string | null;
  importCode: string;
  /**
   * The import block as highlighted HTML with its Copy button, rendered at build time by the
   * prose's code-block pipeline (the source layer's `withApiImportBlocks`); null before that.
   */
  importHtml: string | null;
  demos: { title: string; href: string }[];
  forwardRefTo: string | null;
  inheritance: ApiInheritanceView[];
  /** The component's key in the theme's `components` (`MuiButton`), or null. */
  themeKey: string | null;
  /** CSS variables named after the component (`--Button-gap`). */
  cssVariables: string[];
  /** The lowest-plan package exporting it: the one named as its source. */
  packageName: string;
  typeParameters: string;
  unionOf: ApiTypeView | null;
  sections: ApiSectionView[];
  /**
   * The key of the component's props playground (`material-ui/Button`), set by the source layer
   * from `generated/playgroundIndex.json`; null when it has none.
   */
  playground: string | null;
}

export interface ApiIndexItemView {
  name: string;
  href: string;
  plan: ApiPlan;
  summary: string;
}

/** A product's API index page. */
export interface ApiIndexView {
  product: ApiProductId;
  packages: { name: string; version: string; plan: ApiPlan }[];
  groups: { kind: ApiEntryKind; items: ApiIndexItemView[] }[];
}
