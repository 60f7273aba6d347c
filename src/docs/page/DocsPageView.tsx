import dynamic from 'next/dynamic';
import { MarkdownPage } from './MarkdownPage';
import { PageHead } from './PageHead';
import type { DocsPageData } from './pageData';
import { PageNeighboursProvider, type PageNeighbours } from './pageNeighbours';

// API pages have their own chunk (rows, toggles, the display option): prose pages never load it.
const ApiPage = dynamic(() => import('../api/ApiPage').then((module) => module.ApiPage));
const ApiTabPage = dynamic(() => import('../api/ApiTabPage').then((module) => module.ApiTabPage));
// So have the few pages of the other kinds.
const HomePage = dynamic(() => import('./HomePage').then((module) => module.HomePage));
const VersionsPage = dynamic(() => import('./VersionsPage').then((module) => module.VersionsPage));
const PlannedPage = dynamic(() => import('./PlannedPage').then((module) => module.PlannedPage));

function PageBody({ page }: { page: DocsPageData }) {
  switch (page.kind) {
    case 'markdown':
      return <MarkdownPage page={page} />;
    case 'planned':
      return <PlannedPage page={page} />;
    case 'home':
      return <HomePage />;
    case 'versions':
      return <VersionsPage />;
    case 'api':
      return <ApiPage page={page} />;
    case 'api-tab':
      return <ApiTabPage page={page} />;
    default:
      throw new Error(`No layout for page kind "${(page as { kind: string }).kind}".`);
  }
}

/** The page key a page is listed under in the navigation: a guide's API tab under its guide. */
export function navPathnameOf(page: DocsPageData): string {
  return page.kind === 'api-tab' ? page.guidePathname : page.pathname;
}

/** Any page of the catch-all route, with its head tags (the route puts it in the app frame). */
export function DocsPageView({
  page,
  neighbours = null,
}: {
  page: DocsPageData;
  /** The previous/next links, computed at build time; none outside the families. */
  neighbours?: PageNeighbours | null;
}) {
  return (
    <PageNeighboursProvider neighbours={neighbours}>
      <PageHead title={page.title} description={page.description} pathname={page.pathname} />
      <PageBody page={page} />
    </PageNeighboursProvider>
  );
}
