import { describe, expect, it } from 'vitest';
import type { DemoRecord } from '../demo/demoRecord';
import type { DocsPageData, MarkdownPageData } from './pageData';
import { demoTypeface, pageDemoTypefaces } from './pageTypefaces';

function pageWithDemos(...names: string[]): MarkdownPageData {
  return {
    kind: 'markdown',
    pathname: '/x/page',
    title: 'Page',
    description: '',
    body: [
      { kind: 'html', html: '<p>Intro</p>' },
      ...names.map((name) => ({
        kind: 'demo' as const,
        demo: { name } as DemoRecord,
        css: null,
        tailwind: null,
      })),
    ],
    toc: [],
    sourcePath: 'content/x/page.md',
    plan: null,
    planned: false,
    apiTabs: [],
    apiLinks: [],
  };
}

describe('demo typefaces', () => {
  it.each([
    ['x/react-data-grid/BasicDataGrid', 'Roboto'],
    ['material-ui/react-button/BasicButtons', 'Roboto'],
    ['joy-ui/react-button/BasicButtons', 'Inter'],
    ['base-ui/react-button/UnstyledButton', null],
    ['system/getting-started/BoxSx', null],
  ])('%s renders in %s', (name, typeface) => {
    expect(demoTypeface(name)).toBe(typeface);
  });

  it("collects a page's demos' typefaces; pages without demos have none", () => {
    expect(
      pageDemoTypefaces(
        pageWithDemos('x/react-data-grid/BasicDataGrid', 'material-ui/react-button/BasicButtons'),
      ),
    ).toEqual(new Set(['Roboto']));
    expect(pageDemoTypefaces(pageWithDemos('joy-ui/react-button/BasicButtons'))).toEqual(
      new Set(['Inter']),
    );
    expect(pageDemoTypefaces(pageWithDemos())).toEqual(new Set());
    const home = { kind: 'home', pathname: '/', title: 'Home', description: '' } as DocsPageData;
    expect(pageDemoTypefaces(home)).toEqual(new Set());
  });
});
