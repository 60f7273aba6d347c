import type { ApiEntryView, ApiIndexView } from '../api/apiView';
import type { NavLink, PageNav, Plan } from '../nav/types';
import type { DemoRecord } from '../demo/demoRecord';
import type { Dictionary } from '../../i18n/translate';
import type { Language } from '../routing/languages';
import type { PageToolName } from './pageToolNames';
import type { Promotion } from '../../sponsors/promotions';

// Types only: the page data the source layer (src/source) builds at build time and the
// views render. Components import these; they never import src/source itself.

/** A table-of-contents entry: an h2 or h3 of the page and its anchor. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** The tabs a guide page with components or hooks gets (`/base-ui/react-button/components-api`). */
export type ApiTab = 'components-api' | 'hooks-api';

export interface MarkdownPageData {
  kind: 'markdown';
  /** Page key: the canonical pathname without language or trailing slash. */
  pathname: string;
  title: string;
  description: string;
  /** Prose HTML with the page's demos between. */
  body: BodySegment[];
  toc: TocEntry[];
  sourcePath: string;
  plan: Plan | null;
  /** A planned feature's page: it says what the feature will do and what works today. */
  planned: boolean;
  /** The API tabs of a guide page documenting components or hooks (Base UI style); empty otherwise. */
  apiTabs: ApiTab[];
  /** The API pages of the components and hooks its front matter lists (core families). */
  apiLinks: { name: string; href: string }[];
}

export type BodySegment =
  | { kind: 'html'; html: string }
  /**
   * A demo; `css` and `tailwind` are its plain-CSS and Tailwind CSS styling variants when it
   * ships them (`demo` is then MUI System's).
   */
  | { kind: 'demo'; demo: DemoRecord; css: DemoRecord | null; tailwind: DemoRecord | null }
  /** An interactive tool (color tool, theme builder, …) named by a `::tool{name="…"}` slot. */
  | { kind: 'tool'; name: PageToolName }
  /** The in-house promotion right after the first demo (none when its slot says `ad="off"`). */
  | { kind: 'ad'; promotion: Promotion };

export interface PlannedPageData {
  kind: 'planned';
  pathname: string;
  title: string;
  description: string;
  plan: Plan | null;
  /** The nav group holding the page. */
  group: string;
  /** The planned pages of that group, this one included, in nav order. */
  siblings: (NavLink & { plan: Plan | null })[];
  /** The group's first readable page: what works today. */
  overview: NavLink | null;
}

/** Pages with their own layout and no content file. */
export interface StandalonePageData {
  kind: 'home' | 'versions';
  pathname: string;
  title: string;
  description: string;
}

/** An X API page (`/x/api/data-grid/grid-col-def/`) or a product's API index. */
export interface ApiPageData {
  kind: 'api';
  pathname: string;
  title: string;
  description: string;
  plan: Plan | null;
  toc: TocEntry[];
  view: ApiEntryView | ApiIndexView;
}

/** A guide page's API tab (`/base-ui/react-button/components-api/`). */
export interface ApiTabPageData {
  kind: 'api-tab';
  pathname: string;
  title: string;
  description: string;
  /** Page key of the guide page the tabs belong to. */
  guidePathname: string;
  /** Whether that guide page exists yet (its Demos tab is linked only then). */
  hasGuide: boolean;
  tab: ApiTab;
  tabs: ApiTab[];
  toc: TocEntry[];
  entries: ApiEntryView[];
}

export type DocsPageData =
  MarkdownPageData | PlannedPageData | StandalonePageData | ApiPageData | ApiTabPageData;

export interface DocsPageProps {
  userLanguage: Language;
  page: DocsPageData;
  /** The interface strings of a page in another language than English (bundled in the app). */
  messages?: Dictionary;
  /** The page's family tree and previous/next links; null outside the families. */
  nav: PageNav | null;
}
