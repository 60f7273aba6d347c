/**
 * The one list of what this site documents: the product families (one
 * navigation tree and one URL folder each) and the products inside them.
 * Pure data, no React: the client, the server, the build scripts and
 * `next.config.ts` all read it. Lookups over it are in `productLookup.ts`.
 */

/** MUI X's components, or the MUI core families. */
export type ProductCategory = 'x' | 'core';

/** One entry of a version switcher. */
export interface VersionEntry {
  text: string;
  href: string;
  current: boolean;
}

/** Another major's documentation, listed after the documented version. */
export interface OtherVersion {
  text: string;
  href: string;
}

interface FamilyData {
  id: string;
  category: ProductCategory;
  name: string;
  /** Where the bare folder (`/x`) redirects. */
  landingHref: string;
  /** What the `<title>` of every page of the family ends with, after " - ". */
  titleSuffix: string;
  /**
   * The version switcher on the family's pages outside any product (the X
   * introduction); absent when every page of the family belongs to a product.
   */
  versionsOutsideProducts?: readonly VersionEntry[];
}

/**
 * The families. A family's id is its URL folder (`/x/…`, `/joy-ui/…`) and the
 * id of its navigation tree.
 */
const FAMILY_DATA = [
  {
    id: 'x',
    category: 'x',
    name: 'MUI X',
    landingHref: '/x/introduction/',
    titleSuffix: 'MUI X v6',
    versionsOutsideProducts: [
      { text: 'v6', href: '/x/introduction/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/introduction/', current: false },
      { text: 'v5', href: 'https://v5.mui.com/x/introduction/', current: false },
      { text: 'Latest', href: 'https://mui.com/x/introduction/', current: false },
    ],
  },
  coreFamily('material-ui', 'Material UI'),
  coreFamily('joy-ui', 'Joy UI'),
  coreFamily('base-ui', 'Base UI'),
  coreFamily('system', 'MUI System'),
] as const satisfies readonly FamilyData[];

function coreFamily<Id extends string>(id: Id, name: string) {
  return {
    id,
    category: 'core',
    name,
    landingHref: `/${id}/getting-started/`,
    titleSuffix: name,
  } as const;
}

/** A product family: its URL folder, navigation tree and page-title suffix. */
export type FamilyId = (typeof FAMILY_DATA)[number]['id'];

export interface Family extends FamilyData {
  id: FamilyId;
  /** The URL folder of every page of the family (`/x`). */
  routePrefix: string;
}

export const FAMILIES: readonly Family[] = FAMILY_DATA.map((family) => ({
  ...family,
  routePrefix: `/${family.id}`,
}));

interface ProductData {
  id: string;
  family: FamilyId;
  name: string;
  /** Short name for tight places (the app bar on small screens). */
  shortName: string;
  /** The folder of the product's guide pages (`/x/react-data-grid`). */
  routePrefix: string;
  /**
   * The folder of the product's API pages, one page per component or hook
   * below it: `/x/api/data-grid` holds `/x/api/data-grid/{name}/`. Absent
   * while the product has none (a core family gets `/{family}/api` by adding it).
   */
  apiRoutePrefix?: string;
  /**
   * Packages besides `packageName` whose components the API pages document,
   * at their own versions (Material UI's `@mui/lab`).
   */
  apiPackageNames?: readonly string[];
  /** Where the product switcher leads. */
  href: string;
  /** The npm package a reader installs first. */
  packageName: string;
  /** Its paid plans' packages, documented at the same version. */
  planPackageNames?: readonly string[];
  /** The documented version of every package above (a unit test checks node_modules). */
  version: string;
  /** The version switcher's links to the other majors' documentation sites. */
  otherVersions: readonly OtherVersion[];
}

const PRODUCT_DATA = [
  {
    id: 'x-data-grid',
    family: 'x',
    name: 'Data Grid',
    shortName: 'Data Grid',
    routePrefix: '/x/react-data-grid',
    apiRoutePrefix: '/x/api/data-grid',
    href: '/x/react-data-grid/',
    packageName: '@mui/x-data-grid',
    planPackageNames: ['@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
    version: '6.19.1',
    otherVersions: [
      { text: 'v7', href: 'https://v7.mui.com/x/react-data-grid/' },
      { text: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
      { text: 'Latest', href: 'https://mui.com/x/react-data-grid/' },
    ],
  },
  {
    id: 'x-date-pickers',
    family: 'x',
    name: 'Date and Time Pickers',
    shortName: 'Pickers',
    routePrefix: '/x/react-date-pickers',
    apiRoutePrefix: '/x/api/date-pickers',
    href: '/x/react-date-pickers/',
    packageName: '@mui/x-date-pickers',
    planPackageNames: ['@mui/x-date-pickers-pro'],
    version: '6.19.0',
    otherVersions: [
      { text: 'v7', href: 'https://v7.mui.com/x/react-date-pickers/' },
      { text: 'v5', href: 'https://v5.mui.com/x/react-date-pickers/' },
      { text: 'Latest', href: 'https://mui.com/x/react-date-pickers/' },
    ],
  },
  {
    id: 'x-charts',
    family: 'x',
    name: 'Charts',
    shortName: 'Charts',
    routePrefix: '/x/react-charts',
    apiRoutePrefix: '/x/api/charts',
    href: '/x/react-charts/',
    packageName: '@mui/x-charts',
    version: '6.19.1',
    otherVersions: [
      { text: 'v7', href: 'https://v7.mui.com/x/react-charts/' },
      { text: 'Latest', href: 'https://mui.com/x/react-charts/' },
    ],
  },
  {
    id: 'x-tree-view',
    family: 'x',
    name: 'Tree View',
    shortName: 'Tree View',
    routePrefix: '/x/react-tree-view',
    apiRoutePrefix: '/x/api/tree-view',
    href: '/x/react-tree-view/',
    packageName: '@mui/x-tree-view',
    version: '6.17.0',
    otherVersions: [
      { text: 'v7', href: 'https://v7.mui.com/x/react-tree-view/' },
      { text: 'Latest', href: 'https://mui.com/x/react-tree-view/' },
    ],
  },
  {
    id: 'material-ui',
    family: 'material-ui',
    name: 'Material UI',
    shortName: 'Material UI',
    routePrefix: '/material-ui',
    apiRoutePrefix: '/material-ui/api',
    apiPackageNames: ['@mui/lab'],
    href: '/material-ui/getting-started/',
    packageName: '@mui/material',
    version: '5.18.0',
    otherVersions: [
      { text: 'v4', href: 'https://v4.mui.com/' },
      { text: 'Latest', href: 'https://mui.com/material-ui/' },
    ],
  },
  {
    id: 'joy-ui',
    family: 'joy-ui',
    name: 'Joy UI',
    shortName: 'Joy UI',
    routePrefix: '/joy-ui',
    apiRoutePrefix: '/joy-ui/api',
    href: '/joy-ui/getting-started/',
    packageName: '@mui/joy',
    version: '5.0.0-beta.52',
    otherVersions: [{ text: 'Latest', href: 'https://mui.com/joy-ui/getting-started/' }],
  },
  {
    id: 'base-ui',
    family: 'base-ui',
    name: 'Base UI',
    shortName: 'Base UI',
    routePrefix: '/base-ui',
    href: '/base-ui/getting-started/',
    packageName: '@mui/base',
    version: '5.0.0-beta.40-1',
    otherVersions: [{ text: 'Latest', href: 'https://base-ui.com/' }],
  },
  {
    id: 'system',
    family: 'system',
    name: 'MUI System',
    shortName: 'System',
    routePrefix: '/system',
    apiRoutePrefix: '/system/api',
    href: '/system/getting-started/',
    packageName: '@mui/system',
    version: '5.18.0',
    otherVersions: [
      { text: 'v4', href: 'https://v4.mui.com/system/basics/' },
      { text: 'Latest', href: 'https://mui.com/system/getting-started/' },
    ],
  },
] as const satisfies readonly ProductData[];

/** A documented product: an X component package, or a core family as a whole. */
export type ProductId = (typeof PRODUCT_DATA)[number]['id'];

export interface Product extends ProductData {
  id: ProductId;
  category: ProductCategory;
  /** The version switcher: the documented version (here), then the other majors. */
  versions: readonly VersionEntry[];
}

/** Every documented product, X products first, in the order the product switcher lists them. */
export const PRODUCTS: readonly Product[] = PRODUCT_DATA.map((product) => ({
  ...product,
  category: FAMILIES.find((family) => family.id === product.family)!.category,
  versions: [
    { text: `v${product.version}`, href: product.href, current: true },
    ...product.otherVersions.map((other) => ({ ...other, current: false })),
  ],
}));

/**
 * Parts of mui.com that are not documented here but that page views are
 * still attributed to, as on mui.com (a page's first URL segment names them).
 */
export const OTHER_SECTIONS = [
  { id: 'toolpad', category: 'toolpad', routePrefixes: ['/toolpad'] },
  { id: 'docs', category: 'docs', routePrefixes: ['/docs', '/versions', '/production-error'] },
] as const;

type OtherSection = (typeof OTHER_SECTIONS)[number];

/**
 * What analytics, feedback and search attribute a page to: its product, else
 * its family (an X page outside a single product is `x`), else another section.
 */
export type PageProductId = ProductId | FamilyId | OtherSection['id'];

export type PageProductCategory = ProductCategory | OtherSection['category'];
