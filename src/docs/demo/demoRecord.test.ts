import { describe, expect, it } from 'vitest';
import { demoPagePathname } from './demoRecord';

describe('demoPagePathname', () => {
  it('is the page key of the folder the demo file sits in', () => {
    expect(demoPagePathname('x/react-data-grid/BasicDataGrid')).toBe('/x/react-data-grid');
    expect(demoPagePathname('base-ui/react-button/CartButtons')).toBe('/base-ui/react-button');
  });
});
