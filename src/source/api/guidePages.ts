// Guide pages: content pages whose front matter lists the components or hooks they document.
import type { ApiProductId } from '../../docs/api/apiJson';
import { hasApiPages } from '../../docs/api/apiPageIndex';
import { pageTrees } from '../../docs/nav/pageTrees';
import { CONTENT_DIR, listContentPathnames } from '../content/contentFiles';
import { loadFrontMatter } from '../content/frontMatter';

/** The products whose guide pages carry API tabs, by their content folder. */
const TAB_PRODUCTS: Partial<Record<string, ApiProductId>> = { 'base-ui': 'base-ui' };

export interface GuidePage {
  pathname: string;
  title: string;
  /** The product whose API tabs the page carries; null when its APIs have pages of their own. */
  product: ApiProductId | null;
  /**
   * The core family whose API pages document what the page lists
   * (`material-ui` for `content/material-ui/…`); null for X pages (any X product)
   * and for pages with tabs.
   */
  pageProduct: ApiProductId | null;
  components: string[];
  hooks: string[];
}

/** A guide page's products, from its content folder. */
export function guideProducts(pathname: string): Pick<GuidePage, 'product' | 'pageProduct'> {
  const folder = pathname.split('/')[1];
  const product = TAB_PRODUCTS[folder] ?? null;
  return {
    product,
    pageProduct: !product && folder !== 'x' && hasApiPages(folder) ? folder : null,
  };
}

let guides: GuidePage[] | null = null;

/** Content pages that list components or hooks in their front matter, read once. */
export function guidePages(): GuidePage[] {
  guides ??= listContentPathnames(CONTENT_DIR).flatMap((pathname) => {
    const { title, components = [], hooks = [] } = loadFrontMatter(pathname, CONTENT_DIR);
    if (components.length === 0 && hooks.length === 0) {
      return [];
    }
    return [{ pathname, title, ...guideProducts(pathname), components, hooks }];
  });
  return guides;
}

/** The title of a page from its front matter, or its nav entry's when it has no content. */
export function contentTitle(pathname: string): string {
  try {
    return loadFrontMatter(pathname, CONTENT_DIR).title;
  } catch {
    return pageTrees.leaves.get(pathname)?.title ?? pathname;
  }
}
