import { describe, expect, it } from 'vitest';
import { siteTrees } from '../source';
import { feedbackPageContext } from './feedbackPageContext';

describe('feedbackPageContext', () => {
  it('names the product and its documented version', () => {
    expect(feedbackPageContext('/x/react-data-grid/editing')).toEqual({
      productId: 'x-data-grid',
      version: '6.19.1',
    });
    expect(feedbackPageContext('/x/introduction/installation')).toEqual({
      productId: 'x',
      version: '6',
    });
    expect(feedbackPageContext('/material-ui/getting-started')).toEqual({
      productId: 'material-ui',
      version: '5.18.0',
    });
  });

  it('is null outside every product', () => {
    expect(feedbackPageContext('/versions')).toBeNull();
    expect(feedbackPageContext('/')).toBeNull();
  });

  it('knows every page of the navigation trees', () => {
    for (const pathname of siteTrees().leaves.keys()) {
      expect(feedbackPageContext(pathname), pathname).not.toBeNull();
    }
  });
});
