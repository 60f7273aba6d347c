import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'docs page', path: '/x/introduction/installation/' },
  { name: 'planned page', path: '/x/react-charts/gauge/' },
  { name: 'page with a demo', path: '/x/react-data-grid/' },
  { name: '404 page', path: '/this/page/does-not-exist/' },
];

for (const mode of ['light', 'dark'] as const) {
  for (const { name, path } of PAGES) {
    test(`${name} has no serious axe violations in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('mui-mode', value), mode);
      await page.goto(path);
      await expect(page.locator('body')).toHaveClass(new RegExp(`mode-${mode}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
