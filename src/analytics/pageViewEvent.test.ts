import { describe, expect, it } from 'vitest';
import { eventPathname, pageViewEvent } from './pageViewEvent';

describe('pageViewEvent', () => {
  it.each([
    ['/x/react-data-grid/editing/', 'x-data-grid', 'x'],
    ['/x/react-date-pickers/date-picker/#props', 'x-date-pickers', 'x'],
    ['/x/react-charts/bars/?tab=1', 'x-charts', 'x'],
    ['/x/react-tree-view/', 'x-tree-view', 'x'],
    ['/x/api/data-grid/data-grid/', 'x-data-grid', 'x'],
    ['/x/introduction/installation/', 'x', 'x'],
    ['/zh/x/react-charts/lines/', 'x-charts', 'x'],
    ['/material-ui/getting-started/', 'material-ui', 'core'],
    ['/joy-ui/react-button/', 'joy-ui', 'core'],
    ['/base-ui/react-button/components-api/', 'base-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/versions/', 'docs', 'docs'],
    ['/feedback/', null, null],
    ['/', null, null],
  ])('%s belongs to product %s of category %s', (url, productId, productCategoryId) => {
    expect(pageViewEvent(url, 'Title')).toEqual({
      type: 'page_view',
      pathname: eventPathname(url),
      title: 'Title',
      productId,
      productCategoryId,
    });
  });

  it('keeps the path only, and a title of at most 300 characters', () => {
    const event = pageViewEvent('https://mui.com/x/react-charts/?a=1#b', 'T'.repeat(400));
    expect(event.pathname).toBe('/x/react-charts/');
    expect(event.title).toHaveLength(300);
  });
});
