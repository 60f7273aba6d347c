import { siteTrees } from '../page/siteTrees';
import type { Plan } from '../../docs/nav/types';
import { CONTENT_DIR, listContentPathnames } from '../content/contentFiles';
import { loadContentPage } from '../content/loadContentPage';
import type { BodySlot } from '../markdown/bodySlots';

/** A content page as the search index sees it: rendered without highlighting. */
export interface SearchablePage {
  /** Page key: `/x/react-data-grid/editing`. */
  pathname: string;
  title: string;
  description: string;
  plan: Plan | null;
  body: BodySlot[];
}

/** Every content page in the navigation, rendered for the search index. */
export async function loadSearchablePages(
  contentDir: string = CONTENT_DIR,
): Promise<SearchablePage[]> {
  return Promise.all(
    listContentPathnames(contentDir)
      .filter((pathname) => siteTrees().leaves.has(pathname))
      .map(async (pathname) => {
        const { title, description, body } = await loadContentPage(
          pathname,
          { highlight: false },
          contentDir,
        );
        return {
          pathname,
          title,
          description,
          plan: siteTrees().leaves.get(pathname)?.plan ?? null,
          body,
        };
      }),
  );
}
