// The source layer: everything the site reads from disk at build time (content/, the
// generated demos and API reference) and the page data built from it. Routes
// (getStaticPaths/getStaticProps) and build scripts import it; components never do
// (they import the page data types from src/docs/page/pageData.ts).
export { getPage } from './page/getPage';
export { getStaticPaths } from './page/staticPaths';
export { STANDALONE_PAGES } from './page/standalonePages';
export { placePromotion } from './page/placePromotion';
export { siteTrees } from './page/siteTrees';
export {
  CONTENT_DIR,
  contentFileToPathname,
  hasContentPage,
  listContentPathnames,
} from './content/contentFiles';
export { loadFrontMatter, type FrontMatter } from './content/frontMatter';
export { loadContentPage, type ContentPage } from './content/loadContentPage';
export { renderMarkdown, type MarkdownLabels } from './markdown/renderMarkdown';
export type { BodySlot } from './markdown/bodySlots';
export { listDemoNames, loadDemo, loadDemoRecord } from './demos/loadDemo';
export { entriesOf, loadApiProduct, readApiProductFile } from './api/apiProducts';
export { apiTabsOf, API_TABS } from './api/apiTabs';
export { findUnknownApiNames, listApiPageKeys } from './api/apiPageKeys';
export { loadApiPageData, loadApiTab, loadXApiPage } from './api/apiPageData';
export { loadSearchablePages, type SearchablePage } from './search/searchablePages';
export { pageNavOf, suggestablePages } from './page/pageNav';
export { searchableApiUrl } from './search/searchableApi';
