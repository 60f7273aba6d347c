import type { Plan } from '../nav/types';
import type { TocEntry } from '../markdown/renderMarkdown';
import type { DemoData } from '../demo/demoData';
import type { Language } from '../routing/languages';

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
}

export type BodySegment = { kind: 'html'; html: string } | { kind: 'demo'; demo: DemoData };

export interface PlannedPageData {
  kind: 'planned';
  pathname: string;
  title: string;
  description: string;
  plan: Plan | null;
}

/** Pages with their own layout and no content file. */
export interface StandalonePageData {
  kind: 'home' | 'versions';
  pathname: string;
  title: string;
  description: string;
}

export type DocsPageData = MarkdownPageData | PlannedPageData | StandalonePageData;

export interface DocsPageProps {
  userLanguage: Language;
  page: DocsPageData;
}
