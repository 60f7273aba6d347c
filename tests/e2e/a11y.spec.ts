import type { Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './feedbackServerSettings';
import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations } from './axe';

interface AuditedPage {
  name: string;
  path: string;
  /** Brings the page into the state to audit, after it loaded. */
  prepare?: (page: Page) => Promise<void>;
  /** The stored layout of API sections (props, slots, CSS classes) to audit. */
  apiLayout?: 'expended' | 'collapsed' | 'table';
}

const DATE_CALENDAR = '/x/api/date-pickers/date-calendar/';

const PAGES: AuditedPage[] = [
  { name: 'home', path: '/' },
  { name: 'docs page', path: '/x/introduction/installation/' },
  {
    name: 'docs page with the feedback form open',
    path: '/x/introduction/installation/',
    prepare: async (page) => {
      const widget = page.locator('#page-feedback');
      await page.locator('.markdown-body h2 .section-feedback-link').first().focus();
      await page.locator('.markdown-body h2 .section-feedback-link').first().press('Enter');
      await widget.getByRole('button', { name: 'No' }).click();
      await widget.getByRole('textbox').fill('x'.repeat(2001));
      await expect(
        widget.getByRole('link', { name: 'Open an issue about this page' }),
      ).toBeVisible();
    },
  },
  { name: 'planned page', path: '/x/react-charts/gauge/' },
  // A core family: its own drawer (nested sections, badges) and its overview's list of sections.
  { name: 'core family overview', path: '/material-ui/getting-started/' },
  {
    name: 'page with a demo',
    path: '/x/react-data-grid/',
    // The live demo, not its static rendering: its code loads once it nears the viewport.
    prepare: async (page) => {
      const demo = page.locator('[data-demo]').first();
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.locator('[data-demo-root]')).toHaveAttribute('data-demo-state', 'live');
      await expect(demo.getByRole('gridcell').first()).toBeVisible();
    },
  },
  // API pages in each layout: the toggles, copy-link buttons, collapsed rows and tables.
  // DateCalendar has all three sections; the grid's pages are too large for axe's time budget.
  { name: 'API page (expanded list)', path: DATE_CALENDAR, apiLayout: 'expended' },
  { name: 'API page (collapsed list)', path: DATE_CALENDAR, apiLayout: 'collapsed' },
  { name: 'API page (table)', path: DATE_CALENDAR, apiLayout: 'table' },
  { name: 'API interface page', path: '/x/api/data-grid/grid-filter-item/', apiLayout: 'table' },
  { name: 'API index', path: '/x/api/data-grid/' },
  { name: 'Base UI hooks API tab', path: '/base-ui/react-button/hooks-api/', apiLayout: 'table' },
  { name: '404 page', path: '/this/page/does-not-exist/' },
  { name: 'feedback admin token form', path: '/feedback/' },
  {
    name: 'feedback admin report',
    path: '/feedback/',
    prepare: async (page) => {
      await page.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN);
      await page.getByRole('button', { name: 'Show feedback' }).click();
      await expect(page.getByTestId('feedback-admin-status')).toHaveText(/loaded|No feedback/);
    },
  },
];

/**
 * Marks the "MUI X Missing license key" watermarks that Pro and Premium demos show in a build
 * without a license key (the packages' own low-contrast overlay, absent with a key), so axe skips them.
 */
for (const mode of ['light', 'dark'] as const) {
  for (const { name, path, prepare, apiLayout } of PAGES) {
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
      await prepare?.(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
}
