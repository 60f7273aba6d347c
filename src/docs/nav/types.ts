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
}

/** A page as a reader reaches it: a leaf of the tree with the titles of its groups. */
export interface NavLeaf {
  pathname: string;
  title: string;
  plan?: Plan;
  planned: boolean;
  newFeature: boolean;
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
