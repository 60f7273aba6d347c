import type { FamilyId } from '../../products';

export type Plan = 'pro' | 'premium';

/** One entry of a navigation tree, with the fields of a page entry of the MUI docs navigation. */
export interface NavPage {
  pathname: string;
  title?: string;
  subheader?: string;
  children?: readonly NavPage[];
  plan?: Plan;
  planned?: boolean;
  newFeature?: boolean;
  /** Exported with an `Unstable_` prefix: the API may still change. */
  unstable?: boolean;
  /** Kept for existing users; newer APIs replace it. */
  legacy?: boolean;
  beta?: boolean;
  /**
   * A link to a section of the page at `pathname` (`badge` for `…/components-api/#badge`):
   * shown in the drawer, but not a page of its own (no previous/next, no route).
   */
  hash?: string;
}

/** A page as a reader reaches it: a leaf of the tree with the titles of its groups. */
export interface NavLeaf {
  pathname: string;
  title: string;
  plan?: Plan;
  planned: boolean;
  newFeature: boolean;
  unstable?: boolean;
  legacy?: boolean;
  beta?: boolean;
  /** Titles of the groups above this page, outermost first. */
  groups: string[];
}

/** Each product family has one navigation tree, with the family's id. */
export type TreeId = FamilyId;

export interface PageTree {
  id: TreeId;
  /** Human name used in error messages and the drawer header. */
  name: string;
  pages: readonly NavPage[];
}

/** A page a previous/next link leads to. */
export interface NavLink {
  pathname: string;
  title: string;
}

/** What a docs page gets of the navigation at build time: its family's tree and its neighbours. */
export interface PageNav {
  tree: PageTree;
  previous: NavLink | null;
  next: NavLink | null;
}
