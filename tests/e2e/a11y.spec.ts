import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const DATE_CALENDAR = '/x/api/date-pickers/date-calendar/';

const PAGES: { name: string; path: string; apiLayout?: string }[] = [
  { name: 'home', path: '/' },
  { name: 'docs page', path: '/x/introduction/installation/' },
  { name: 'planned page', path: '/x/react-charts/gauge/' },
  { name: '404 page', path: '/this/page/does-not-exist/' },
  // API pages in each layout: the toggles, copy-link buttons, collapsed rows and tables.
  // DateCalendar has all three sections; the grid's pages are too large for axe's time budget.
  { name: 'API page (expanded list)', path: DATE_CALENDAR, apiLayout: 'expended' },
  { name: 'API page (collapsed list)', path: DATE_CALENDAR, apiLayout: 'collapsed' },
  { name: 'API page (table)', path: DATE_CALENDAR, apiLayout: 'table' },
  { name: 'API interface page', path: '/x/api/data-grid/grid-filter-item/', apiLayout: 'table' },
  { name: 'API index', path: '/x/api/data-grid/' },
  { name: 'Base UI hooks API tab', path: '/base-ui/react-button/hooks-api/', apiLayout: 'table' },
];

for (const mode of ['light', 'dark'] as const) {
  for (const { name, path, apiLayout } of PAGES) {
    test(`${name} has no serious axe violations in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('mui-mode', value), mode);
      if (apiLayout) {
        await page.addInitScript((layout) => {
          for (const section of ['props', 'slots', 'classes']) {
            localStorage.setItem(`apiPage_${section}`, layout);
          }
        }, apiLayout);
      }
      await page.goto(path);
      await expect(page.locator('body')).toHaveClass(new RegExp(`mode-${mode}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (apiLayout) {
        await expect(page.locator('.ApiSection').first()).toHaveAttribute('data-layout', apiLayout);
      }
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
}
