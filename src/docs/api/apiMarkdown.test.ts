import { describe, expect, it } from 'vitest';
import { createApiMarkdownRenderer, rewriteDocsUrl } from './apiMarkdown';

const hasPage = (pageKey: string) => pageKey === '/x/react-data-grid';

describe('rewriteDocsUrl', () => {
  it('sends a section of a core family page to the archive, whose page has it', () => {
    const hasPalette = (pageKey: string) => pageKey === '/material-ui/customization/palette';
    expect(
      rewriteDocsUrl(
        'https://mui.com/material-ui/customization/palette/#custom-colors',
        hasPalette,
      ),
    ).toBe('https://v5.mui.com/material-ui/customization/palette/#custom-colors');
    expect(rewriteDocsUrl('https://mui.com/material-ui/customization/palette/', hasPalette)).toBe(
      '/material-ui/customization/palette/',
    );
  });

  it('makes links to pages this site has local, keeping the fragment', () => {
    expect(rewriteDocsUrl('https://mui.com/x/react-data-grid/#features', hasPage)).toBe(
      '/x/react-data-grid/#features',
    );
  });

  it('sends the other mui.com/x links to the archived v6 documentation', () => {
    expect(rewriteDocsUrl('https://mui.com/x/react-data-grid/editing/', hasPage)).toBe(
      'https://v6.mui.com/x/react-data-grid/editing/',
    );
  });

  it('reads site-relative links as mui.com links, sending core pages to the v5 archive', () => {
    expect(rewriteDocsUrl('/x/react-data-grid/#features', hasPage)).toBe(
      '/x/react-data-grid/#features',
    );
    expect(rewriteDocsUrl('/material-ui/transitions/#transitioncomponent-prop', hasPage)).toBe(
      'https://v5.mui.com/material-ui/transitions/#transitioncomponent-prop',
    );
  });

  it('leaves other links alone', () => {
    expect(rewriteDocsUrl('https://github.com/mui/mui-x', hasPage)).toBe(
      'https://github.com/mui/mui-x',
    );
  });
});

describe('createApiMarkdownRenderer', () => {
  const render = createApiMarkdownRenderer({
    hasPage,
    apiHref: (name) => (name === 'GridColDef' ? '/x/api/data-grid/grid-col-def/' : null),
  });

  it('renders inline code and emphasis', () => {
    expect(render('If `true`, the grid is **dense**.')).toBe(
      '<p>If <code>true</code>, the grid is <strong>dense</strong>.</p>',
    );
  });

  it('links [[references]] to documented API pages and codes the others', () => {
    expect(render('See [[GridColDef]] and [[GridRowModel]].')).toBe(
      '<p>See <a href="/x/api/data-grid/grid-col-def/"><code>GridColDef</code></a> and <code>GridRowModel</code>.</p>',
    );
  });

  it('rewrites mui.com links and protects external ones', () => {
    expect(render('[Editing](https://mui.com/x/react-data-grid/editing/)')).toBe(
      '<p><a href="https://v6.mui.com/x/react-data-grid/editing/" rel="noopener noreferrer">Editing</a></p>',
    );
  });

  it('renders nothing for an empty description', () => {
    expect(render('  ')).toBe('');
  });
});
