/** A leaf page of a core family's navigation: where it lives, what it is called, which nav section holds it. */
export interface CoreNavEntry {
  /** URL path without the trailing slash (`/material-ui/react-button`). */
  pathname: string;
  title: string;
  /** The nav section (subheader) the page sits under, such as `Inputs` or `Component API`. */
  section: string;
  /** Listed, but not available in this version. */
  planned?: true;
  /** Exported with an `Unstable_` prefix: the API may still change. */
  unstable?: true;
  /** Kept for existing users; newer APIs replace it. */
  legacy?: true;
  beta?: true;
  newFeature?: true;
}
