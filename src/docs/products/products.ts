import type { ProductId } from '../routing/productId';
import type { TreeId } from '../nav/types';

/** One entry of a product's version switcher, as the spec defines it. */
export interface VersionEntry {
  text: string;
  href: string;
  current: boolean;
}

export interface Product {
  id: ProductId;
  name: string;
  /** Short name for tight places (the app bar on small screens). */
  shortName: string;
  /** Where the product switcher leads. */
  href: string;
  treeId: TreeId;
  /** npm package a reader installs first. */
  packageName: string;
  /** The documented version of this product (a fixed fact of this site). */
  version: string;
  versions: readonly VersionEntry[];
}

/**
 * The documented products. The X versions are the installed packages' exact
 * versions (a unit test checks them against node_modules); other majors link
 * to their own documentation sites.
 */
export const X_PRODUCTS: readonly Product[] = [
  {
    id: 'x-data-grid',
    name: 'Data Grid',
    shortName: 'Data Grid',
    href: '/x/react-data-grid/',
    treeId: 'x',
    packageName: '@mui/x-data-grid',
    version: '6.19.1',
    versions: [
      { text: 'v6.19.1', href: '/x/react-data-grid/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/react-data-grid/', current: false },
      { text: 'v5', href: 'https://v5.mui.com/x/react-data-grid/', current: false },
      { text: 'Latest', href: 'https://mui.com/x/react-data-grid/', current: false },
    ],
  },
  {
    id: 'x-date-pickers',
    name: 'Date and Time Pickers',
    shortName: 'Pickers',
    href: '/x/react-date-pickers/',
    treeId: 'x',
    packageName: '@mui/x-date-pickers',
    version: '6.19.0',
    versions: [
      { text: 'v6.19.0', href: '/x/react-date-pickers/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/react-date-pickers/', current: false },
      { text: 'v5', href: 'https://v5.mui.com/x/react-date-pickers/', current: false },
      { text: 'Latest', href: 'https://mui.com/x/react-date-pickers/', current: false },
    ],
  },
  {
    id: 'x-charts',
    name: 'Charts',
    shortName: 'Charts',
    href: '/x/react-charts/',
    treeId: 'x',
    packageName: '@mui/x-charts',
    version: '6.19.1',
    versions: [
      { text: 'v6.19.1', href: '/x/react-charts/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/react-charts/', current: false },
      { text: 'Latest', href: 'https://mui.com/x/react-charts/', current: false },
    ],
  },
  {
    id: 'x-tree-view',
    name: 'Tree View',
    shortName: 'Tree View',
    href: '/x/react-tree-view/',
    treeId: 'x',
    packageName: '@mui/x-tree-view',
    version: '6.17.0',
    versions: [
      { text: 'v6.17.0', href: '/x/react-tree-view/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/react-tree-view/', current: false },
      { text: 'Latest', href: 'https://mui.com/x/react-tree-view/', current: false },
    ],
  },
];

export const CORE_PRODUCTS: readonly Product[] = [
  {
    id: 'material-ui',
    name: 'Material UI',
    shortName: 'Material UI',
    href: '/material-ui/getting-started/',
    treeId: 'material-ui',
    packageName: '@mui/material',
    version: '5.18.0',
    versions: [
      { text: 'v5.18.0', href: '/material-ui/getting-started/', current: true },
      { text: 'v4', href: 'https://v4.mui.com/', current: false },
      { text: 'Latest', href: 'https://mui.com/material-ui/', current: false },
    ],
  },
  {
    id: 'joy-ui',
    name: 'Joy UI',
    shortName: 'Joy UI',
    href: '/joy-ui/getting-started/',
    treeId: 'joy-ui',
    packageName: '@mui/joy',
    version: '5.0.0-beta.52',
    versions: [
      { text: 'v5.0.0-beta.52', href: '/joy-ui/getting-started/', current: true },
      { text: 'Latest', href: 'https://mui.com/joy-ui/getting-started/', current: false },
    ],
  },
  {
    id: 'base-ui',
    name: 'Base UI',
    shortName: 'Base UI',
    href: '/base-ui/getting-started/',
    treeId: 'base-ui',
    packageName: '@mui/base',
    version: '5.0.0-beta.40-1',
    versions: [
      { text: 'v5.0.0-beta.40-1', href: '/base-ui/getting-started/', current: true },
      { text: 'Latest', href: 'https://base-ui.com/', current: false },
    ],
  },
  {
    id: 'system',
    name: 'MUI System',
    shortName: 'System',
    href: '/system/getting-started/',
    treeId: 'system',
    packageName: '@mui/system',
    version: '5.18.0',
    versions: [
      { text: 'v5.18.0', href: '/system/getting-started/', current: true },
      { text: 'v4', href: 'https://v4.mui.com/system/basics/', current: false },
      { text: 'Latest', href: 'https://mui.com/system/getting-started/', current: false },
    ],
  },
];

export const PRODUCTS: readonly Product[] = [...X_PRODUCTS, ...CORE_PRODUCTS];

/** The product shown in the app bar for a product id; X pages outside a product show none. */
export function findProduct(productId: ProductId | null): Product | null {
  return PRODUCTS.find((product) => product.id === productId) ?? null;
}

/** Versions of the MUI X docs as a whole, for X pages outside a single product (introduction, what's new). */
export const X_VERSIONS: readonly VersionEntry[] = [
  { text: 'v6', href: '/x/introduction/', current: true },
  { text: 'v7', href: 'https://v7.mui.com/x/introduction/', current: false },
  { text: 'v5', href: 'https://v5.mui.com/x/introduction/', current: false },
  { text: 'Latest', href: 'https://mui.com/x/introduction/', current: false },
];

/** The version switcher entries for a page: its product's, or the X-wide ones on other X pages. */
export function versionsFor(productId: ProductId | null): readonly VersionEntry[] {
  const product = findProduct(productId);
  if (product) {
    return product.versions;
  }
  return productId === 'x' ? X_VERSIONS : [];
}

/**
 * The version a page documents, without the `v`: its product's version
 * (`6.19.1`), `6` on X pages outside a single product, null elsewhere.
 * Feedback records it beside the page.
 */
export function documentedVersion(productId: ProductId | null): string | null {
  const current = versionsFor(productId).find((entry) => entry.current);
  return current ? current.text.replace(/^v/, '') : null;
}
