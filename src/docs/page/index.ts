export * from './pageData';
export { DocsPageView, navPathnameOf } from './DocsPageView';
export { NotFoundPage } from './NotFoundPage';
