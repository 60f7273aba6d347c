import {
  FAMILIES,
  OTHER_SECTIONS,
  PRODUCTS,
  type Family,
  type PageProductCategory,
  type PageProductId,
  type Product,
  type ProductCategory,
  type VersionEntry,
} from './productRegistry';

/** True when `pathname` is `prefix` itself or a page below it (segment by segment). */
function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The product of an id; null for a family or section id (`x`, `docs`) and for null. */
export function findProduct(id: PageProductId | null): Product | null {
  return PRODUCTS.find((product) => product.id === id) ?? null;
}

/** The products of one category, in the product switcher's order. */
export function productsInCategory(category: ProductCategory): readonly Product[] {
  return PRODUCTS.filter((product) => product.category === category);
}

/**
 * The family a pathname belongs to, from its first segment. Works on URLs
 * (`/x/api/charts/`) and page keys (`/x/api-docs/charts`) alike, without the
 * language segment. Its id is the id of the page's navigation tree.
 */
export function familyOfPathname(pathname: string): Family | null {
  return FAMILIES.find((family) => isUnder(pathname, family.routePrefix)) ?? null;
}

/**
 * The product a URL pathname (no language segment) belongs to: the one whose
 * guide folder or API folder holds it.
 */
export function productOfPathname(pathname: string): Product | null {
  return (
    PRODUCTS.find(
      (product) =>
        isUnder(pathname, product.routePrefix) ||
        (product.apiRoutePrefix !== undefined && isUnder(pathname, product.apiRoutePrefix)),
    ) ?? null
  );
}

export interface PageProductInfo {
  productId: PageProductId | null;
  productCategoryId: PageProductCategory | null;
}

/**
 * What a URL pathname (no language segment, no query) is attributed to: its
 * product, else its family, else another section of mui.com; nothing for the
 * home page and unknown folders.
 */
export function productInfoOfPathname(pathname: string): PageProductInfo {
  const product = productOfPathname(pathname);
  if (product) {
    return { productId: product.id, productCategoryId: product.category };
  }
  const family = familyOfPathname(pathname);
  if (family) {
    return { productId: family.id, productCategoryId: family.category };
  }
  for (const section of OTHER_SECTIONS) {
    if (section.routePrefixes.some((prefix) => isUnder(pathname, prefix))) {
      return { productId: section.id, productCategoryId: section.category };
    }
  }
  return { productId: null, productCategoryId: null };
}

/**
 * The version switcher's entries for a page attributed to `id`: its product's,
 * the family-wide ones on family pages outside a product (X), none elsewhere.
 */
export function versionsFor(id: PageProductId | null): readonly VersionEntry[] {
  const product = findProduct(id);
  if (product) {
    return product.versions;
  }
  const family = FAMILIES.find((entry) => entry.id === id);
  return family?.versionsOutsideProducts ?? [];
}

/**
 * The version a page documents, without the `v`: its product's version
 * (`6.19.1`), the family's major on family pages outside a product (`6` on
 * X pages), null elsewhere. Feedback records it beside the page.
 */
export function documentedVersion(id: PageProductId | null): string | null {
  const current = versionsFor(id).find((entry) => entry.current);
  return current ? current.text.replace(/^v/, '') : null;
}

/**
 * What a page's `<title>` ends with after " - ": its family's suffix, or null
 * for a page outside every family (the caller uses the site name).
 */
export function pageTitleSuffix(pathname: string): string | null {
  return familyOfPathname(pathname)?.titleSuffix ?? null;
}

export interface FamilyRedirect {
  source: string;
  destination: string;
  permanent: false;
}

/** Each family's bare folder to its landing page (`/material-ui` → getting started). */
export function familyRedirects(): FamilyRedirect[] {
  return FAMILIES.map((family) => ({
    source: family.routePrefix,
    destination: family.landingHref,
    permanent: false,
  }));
}
