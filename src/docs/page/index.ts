export * from './pageData';
export { DocsPageView } from './DocsPageView';
export { NotFoundPage } from './NotFoundPage';
