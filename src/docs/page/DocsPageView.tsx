import { AppFrame } from '../../chrome/AppFrame';
import { HomePage } from './HomePage';
import { MarkdownPage } from './MarkdownPage';
import { PageHead } from './PageHead';
import type { DocsPageData } from './pageData';
import { PlannedPage } from './PlannedPage';
import { VersionsPage } from './VersionsPage';

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
    default:
      throw new Error(`No layout for page kind "${(page as { kind: string }).kind}".`);
  }
}

/** Any page of the catch-all route inside the app frame, with its head tags. */
export function DocsPageView({ page }: { page: DocsPageData }) {
  return (
    <AppFrame pathname={page.pathname}>
      <PageHead title={page.title} description={page.description} pathname={page.pathname} />
      <PageBody page={page} />
    </AppFrame>
  );
}
