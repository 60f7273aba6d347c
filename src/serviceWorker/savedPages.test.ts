import { describe, expect, it } from 'vitest';
import { savedPagePaths } from './savedPages';

describe('savedPagePaths', () => {
  it('lists cached pages once each, sorted, without data files or the offline page', () => {
    expect(
      savedPagePaths([
        'http://localhost:3000/x/react-charts/bars/',
        'http://localhost:3000/_next/data/abc/x/react-charts/bars.json',
        'http://localhost:3000/offline/',
        'http://localhost:3000/x/introduction/?tab=2',
        'http://localhost:3000/x/introduction/',
        'http://localhost:3000/favicon.svg',
      ]),
    ).toEqual(['/x/introduction/', '/x/react-charts/bars/']);
  });
});
