import { describe, expect, it } from 'vitest';
import { loadApiTab, loadXApiPage } from './apiPageData';
import { apiTabsOf } from './apiTabs';

describe('API pages from the generated reference', () => {
  it('builds a component page with its plan, title and table of contents', () => {
    const page = loadXApiPage('/x/api-docs/data-grid/data-grid-pro', 'en');
    expect(page?.title).toBe('DataGridPro API');
    expect(page?.plan).toBe('pro');
    expect(page?.toc.map((entry) => entry.id)).toEqual([
      'import',
      'demos',
      'playground',
      'props',
      'slots',
      'classes',
    ]);
    expect(loadXApiPage('/x/api-docs/data-grid/grid-api', 'zh')?.title).toBe('GridApi 接口');
  });

  it("names a component's playground chunk, and gives none to a component without one", () => {
    const pro = loadXApiPage('/x/api-docs/data-grid/data-grid-pro', 'en')?.view;
    expect(pro && 'playground' in pro ? pro.playground : null).toBe('data-grid/DataGridPro');
    const row = loadXApiPage('/x/api-docs/data-grid/grid-row', 'en');
    expect(row?.toc.map((entry) => entry.id)).not.toContain('playground');
    const tab = loadApiTab('/base-ui/react-switch/components-api', 'en');
    expect(tab?.entries[0]?.playground).toBe('base-ui/Switch');
    expect(tab?.toc.map((entry) => entry.id)).toContain('switch-playground');
  });

  it('has no page for an unknown slug', () => {
    expect(loadXApiPage('/x/api-docs/data-grid/no-such-thing', 'en')).toBeNull();
    expect(loadXApiPage('/x/react-data-grid', 'en')).toBeNull();
  });

  it('gives the Button guide both tabs, and only guides with components or hooks get any', () => {
    expect(apiTabsOf('/base-ui/react-button')).toEqual(['components-api', 'hooks-api']);
    expect(apiTabsOf('/base-ui/getting-started')).toEqual([]);
    // X guides list components for their demos, but their APIs have pages of their own.
    expect(apiTabsOf('/x/react-data-grid')).toEqual([]);
    const hooks = loadApiTab('/base-ui/react-button/hooks-api', 'en');
    expect(hooks?.entries.map((entry) => entry.name)).toEqual(['useButton']);
    expect(hooks?.entries[0].sections.map((section) => section.id)).toEqual([
      'use-button-parameters',
      'use-button-return-value',
    ]);
    expect(loadApiTab('/base-ui/getting-started/hooks-api', 'en')).toBeNull();
  });
});
