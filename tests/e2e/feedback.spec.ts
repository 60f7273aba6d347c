import { pageFeedbackScenarios } from './pageFeedbackScenarios';
import { expect, test } from './fixtures';

const PAGE = '/x/introduction/installation/';

pageFeedbackScenarios(test, 'SQLite');

test.describe('page feedback without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('the buttons wait for the script and section links lead to the widget', async ({ page }) => {
    await page.goto(PAGE);
    const widget = page.locator('#page-feedback');
    await expect(widget.getByRole('button', { name: 'Yes' })).toBeDisabled();
    await expect(widget.getByRole('button', { name: 'No' })).toBeDisabled();
    const link = page.locator('.markdown-body h2 .section-feedback-link').first();
    await expect(link).toHaveAttribute('href', '#page-feedback');
  });
});
