import { describe, expect, it } from 'vitest';
import type { ApiEntryView } from '../../docs/api/apiView';
import { API_PAGE_PRODUCTS, CORE_API_PAGE_PRODUCTS } from '../../docs/api/apiPageIndex';
import {
  baseUiDocsTabPages,
  baseUiNav,
  joyUiNav,
  materialUiNav,
  systemNav,
} from '../../docs/nav/coreNav';
import { pathnameToPageKey } from '../../docs/routing/pageKey';
import { loadApiPageData } from './apiPageData';
import { listApiPageKeys } from './apiPageKeys';
import { entriesOf, loadApiProduct } from './apiProducts';

const NAV = { 'material-ui': materialUiNav, 'joy-ui': joyUiNav, system: systemNav };

function entryOf(pageKey: string): ApiEntryView {
  const page = loadApiPageData(pageKey, 'en');
  if (page?.kind !== 'api' || !('kind' in page.view)) {
    throw new Error(`${pageKey} is not served as an API page`);
  }
  return page.view;
}

describe('every API page and docs tab the navigation lists is served with real data', () => {
  const keys = new Set(listApiPageKeys());

  it.each(CORE_API_PAGE_PRODUCTS)('serves each of %s’s API pages, and no other', (product) => {
    const navKeys = NAV[product]
      .filter((entry) => entry.pathname.startsWith(`/${product}/api/`))
      .map((entry) => pathnameToPageKey(entry.pathname));
    const served = [...keys].filter((key) => key.startsWith(`/${product}/api-docs/`));
    expect(served.sort()).toEqual([...navKeys].sort());
    expect(served.length).toBe({ 'material-ui': 140, 'joy-ui': 79, system: 4 }[product]);
    for (const key of served) {
      const view = entryOf(key);
      // Real data: its import line, and props, slots or classes of its own or inherited.
      expect(view.importCode, key).toContain(view.name);
      expect(view.sections.length + view.inheritance.length, key).toBeGreaterThan(0);
    }
  });

  it('serves the 44 Base UI docs tabs, each holding what the navigation links into it', () => {
    const served = [...keys].filter((key) => /^\/base-ui\/.*\/(components|hooks)-api$/.test(key));
    expect(served.sort()).toEqual([...baseUiDocsTabPages].sort());
    const anchorsByTab = new Map<string, Set<string>>();
    for (const tab of served) {
      const page = loadApiPageData(tab, 'en');
      expect(page?.kind, tab).toBe('api-tab');
      const ids = page?.kind === 'api-tab' ? page.entries.map((entry) => entry.id) : [];
      anchorsByTab.set(tab, new Set(ids));
    }
    const navApiEntries = baseUiNav.filter((entry) => entry.pathname.includes('-api/#'));
    expect(navApiEntries.length).toBeGreaterThan(50);
    for (const entry of navApiEntries) {
      const [tab, anchor] = entry.pathname.split('/#');
      expect(anchorsByTab.get(tab)?.has(anchor), entry.pathname).toBe(true);
    }
  });

  it('gives a hooks tab its parameters and return value, and an empty tab says so', () => {
    const hooks = loadApiPageData('/base-ui/react-select/hooks-api', 'en');
    // In the order the guide page's front matter lists them.
    expect(hooks?.kind === 'api-tab' && hooks.entries.map((entry) => entry.name)).toEqual([
      'useSelect',
      'useOption',
      'useOptionContextStabilizer',
    ]);
    const useSelect = hooks?.kind === 'api-tab' ? hooks.entries[0] : null;
    expect(useSelect?.sections.map((section) => section.kind)).toEqual([
      'parameters',
      'returnValue',
    ]);
    const empty = loadApiPageData('/base-ui/react-no-ssr/hooks-api', 'en');
    expect(empty?.kind === 'api-tab' && empty.entries).toEqual([]);
    expect(empty?.description).toMatch(/no hooks/);
  });
});

describe('the package an API page names', () => {
  it('is the lowest-plan package exporting the item, on every API page', () => {
    let checked = 0;
    for (const product of [...API_PAGE_PRODUCTS, 'base-ui' as const]) {
      const json = loadApiProduct(product);
      const order = json.packages.map((pkg) => pkg.name);
      for (const entry of entriesOf(json)) {
        const exporting = order.filter((name) =>
          entry.imports.some((specifier) => specifier === name || specifier.startsWith(`${name}/`)),
        );
        expect(entry.package, `${product} ${entry.name}`).toBe(exporting[0]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(450);
  });

  it('names the MIT package for MIT pickers and grid interfaces, and the lab for lab components', () => {
    const page = (key: string) => loadApiPageData(key, 'en');
    expect(page('/x/api-docs/date-pickers/date-picker')?.description).toContain(
      'from @mui/x-date-pickers:',
    );
    expect(page('/x/api-docs/date-pickers/date-calendar')?.description).toContain(
      'from @mui/x-date-pickers:',
    );
    expect(page('/x/api-docs/date-pickers/date-range-picker')?.description).toContain(
      'from @mui/x-date-pickers-pro:',
    );
    expect(page('/x/api-docs/data-grid/grid-col-def')?.description).toContain(
      'from @mui/x-data-grid:',
    );
    expect(entryOf('/material-ui/api-docs/loading-button').packageName).toBe('@mui/lab');
    expect(entryOf('/material-ui/api-docs/button').packageName).toBe('@mui/material');
  });
});

describe('core API page contents', () => {
  it('names Material UI’s inherited props and links the component they come from', () => {
    const button = entryOf('/material-ui/api-docs/button');
    expect(button.themeKey).toBe('MuiButton');
    expect(button.importCode).toBe(
      "import Button from '@mui/material/Button';\n// or\nimport { Button } from '@mui/material';",
    );
    expect(button.inheritance[0]).toMatchObject({
      component: 'ButtonBase',
      href: '/material-ui/api/button-base/',
    });
    expect(button.sections.find((section) => section.kind === 'classes')?.groups[0].rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'root', className: 'MuiButton-root' }),
      ]),
    );
  });

  it('gives Joy UI its theme key, unions and CSS variables', () => {
    const button = entryOf('/joy-ui/api-docs/button');
    expect(button.themeKey).toBe('JoyButton');
    expect(button.cssVariables).toContain('--Button-gap');
    const color = button.sections[0].groups[0].rows.find((row) => row.name === 'color');
    expect(JSON.stringify(color?.type)).toContain("'danger'");
  });

  it('documents System’s Grid under its name, imported from its unstable export', () => {
    const grid = entryOf('/system/api-docs/grid');
    expect(grid.importCode).toBe(
      "import Grid from '@mui/system/Unstable_Grid';\n// or\nimport { Unstable_Grid as Grid } from '@mui/system';",
    );
  });
});
