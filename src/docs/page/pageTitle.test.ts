import { describe, expect, it } from 'vitest';
import { fullPageTitle } from './pageTitle';

describe('fullPageTitle', () => {
  it.each([
    ['Joy UI overview', '/joy-ui/getting-started', 'Joy UI overview - Joy UI'],
    ['Overview', '/material-ui/getting-started', 'Overview - Material UI'],
    ['Button', '/base-ui/react-button', 'Button - Base UI'],
    ['Overview', '/system/getting-started', 'Overview - MUI System'],
    ['Data Grid - Editing', '/x/react-data-grid/editing', 'Data Grid - Editing - MUI X v6'],
    ['GridColDef', '/x/api-docs/data-grid/grid-col-def', 'GridColDef - MUI X v6'],
    ['Versions', '/versions', 'Versions - MUI X v6'],
    ['Page not found', '/404', 'Page not found - MUI X v6'],
  ])('%s at %s is "%s"', (title, pathname, expected) => {
    expect(fullPageTitle(title, pathname)).toBe(expected);
  });

  it('leaves the home page its bare site name', () => {
    expect(fullPageTitle('MUI X v6', '/')).toBe('MUI X v6');
  });
});
