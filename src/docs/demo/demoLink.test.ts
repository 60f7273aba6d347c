import { describe, expect, it } from 'vitest';
import { demoLinkUrl } from './demoLink';

describe('demoLinkUrl', () => {
  it("points at the demo's section on the same page", () => {
    expect(demoLinkUrl('https://example.com/x/react-data-grid/', 'BasicDataGrid')).toBe(
      'https://example.com/x/react-data-grid/#BasicDataGrid',
    );
  });

  it('keeps the query and replaces another hash', () => {
    expect(
      demoLinkUrl('http://localhost:3000/zh/x/react-charts/?a=1#BasicBarChart.js', 'BasicBarChart'),
    ).toBe('http://localhost:3000/zh/x/react-charts/?a=1#BasicBarChart');
  });
});
