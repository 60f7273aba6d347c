export * from './types';
export * from './buildPageTree';
export * from './pageTrees';
export * from './suggestPathnames';
export * from './validateTree';
export { PLANNED_CHARTS } from './trees/x';
