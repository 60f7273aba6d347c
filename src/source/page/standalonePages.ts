import type { StandalonePageData } from '../../docs/page/pageData';

/** Pages rendered by their own layout rather than from content/, keyed by page key. */
export const STANDALONE_PAGES: Record<string, StandalonePageData> = {
  '/': {
    kind: 'home',
    pathname: '/',
    title: 'MUI X v6',
    description:
      'Documentation for MUI X v6: the React Data Grid, Date and Time Pickers, Charts and Tree View, with live demos and API reference.',
  },
  '/versions': {
    kind: 'versions',
    pathname: '/versions',
    title: 'Versions',
    description:
      'The versions of MUI X and the MUI core families documented on this site, and where to read the others.',
  },
};
