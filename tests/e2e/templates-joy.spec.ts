import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { templateUrl, type TemplateSlug } from '../../src/templates/templateList';
import { templatesWithPagesOf } from '../../src/templates/templatePages';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

// Joy UI's templates (src/templates/joy-ui/): what a reader sees and does on each page. The
// checks every template shares (no docs chrome, phone and desktop widths, axe, the gallery) are
// in templates.spec.ts.

const JOY_TEMPLATES = templatesWithPagesOf('joy-ui');
const joy = (slug: TemplateSlug<'joy-ui'>) => templateUrl({ family: 'joy-ui', slug });

/** Joy UI's default `background.body`: `common.white` in light, `common.black` in dark. */
const BODY_BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(0, 0, 0)' };

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Answers every form post to StackBlitz in place of the service and hands over their fields. */
function collectStackBlitzPosts(context: BrowserContext): URLSearchParams[] {
  const posts: URLSearchParams[] = [];
  void context.route('https://stackblitz.com/**', async (route) => {
    if (route.request().method() === 'POST') {
      posts.push(new URLSearchParams(route.request().postData() ?? ''));
    }
    await route.fulfill({ contentType: 'text/html', body: '<title>Intercepted</title>' });
  });
  return posts;
}

test.describe('Joy UI templates', () => {
  test('each template shows in dark when the site is dark, before and after hydration, and passes axe', async ({
    browser,
  }) => {
    test.slow();
    for (const scripts of ['blocked', 'running'] as const) {
      const context = await browser.newContext();
      await context.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
      if (scripts === 'blocked') {
        // Only the inline scheme script runs: what the reader sees before the page hydrates.
        await context.route('**/_next/static/**/*.js', (route) => route.abort());
      }
      const page = await context.newPage();
      const errors = collectErrors(page);
      for (const template of JOY_TEMPLATES) {
        await page.goto(templateUrl(template));
        const body = await page.evaluate(() => ({
          background: getComputedStyle(document.body).backgroundColor,
          scheme: getComputedStyle(document.documentElement).colorScheme,
        }));
        expect(body, `${template.key} with scripts ${scripts}`).toEqual({
          background: BODY_BACKGROUND.dark,
          scheme: 'dark',
        });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (scripts === 'running') {
          await expectNoSeriousAxeViolations(page);
        }
      }
      if (scripts === 'running') {
        expect(errors).toEqual([]);
      }
      await context.close();
    }
  });

  test('a template switches to light with the site, at once', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
    await page.goto(joy('order-list'));
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe(BODY_BACKGROUND.dark);
    // The site's setting in another tab reaches this page through storage, like a reader's switch.
    await page.evaluate(() => {
      localStorage.setItem('mui-mode', 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'light' }));
    });
    await expect.poll(background).toBe(BODY_BACKGROUND.light);
  });

  test('the sandbox export offers each template’s own file inside Joy UI’s provider', async ({
    page,
    context,
  }) => {
    test.slow();
    const posts = collectStackBlitzPosts(context);
    for (const template of JOY_TEMPLATES) {
      await page.goto(templateUrl(template));
      const popup = page.waitForEvent('popup');
      await page
        .getByRole('navigation', { name: 'Template' })
        .getByRole('button', { name: 'Sandbox' })
        .click();
      await page.getByRole('menuitem', { name: 'Open in StackBlitz' }).click();
      await (await popup).close();
      await expect.poll(() => posts.length).toBe(JOY_TEMPLATES.indexOf(template) + 1);
      const fields = posts.at(-1)!;
      const file = `src/${template.componentName}.tsx`;
      // A form post sends line breaks as CRLF.
      const posted = (name: string) =>
        fields.get(`project[files][${name}]`)?.replace(/\r\n/g, '\n');
      expect(posted(file), template.key).toBe(
        readFileSync(path.join(process.cwd(), template.sourcePath), 'utf8'),
      );
      const entry = posted('src/index.tsx') ?? '';
      expect(entry).toContain("import { CssVarsProvider } from '@mui/joy/styles';");
      expect(entry).toContain(`<${template.componentName} />`);
      const packageJson = JSON.parse(posted('package.json') ?? '{}') as {
        dependencies: Record<string, string>;
      };
      expect(Object.keys(packageJson.dependencies)).toEqual(
        expect.arrayContaining(['@mui/joy', '@mui/icons-material', 'react', 'react-dom']),
      );
      expect(packageJson.dependencies['@mui/joy']).toBe('5.0.0-beta.52');
      expect(fields.get('project[title]')).toBe(`${template.title} template`);
    }
  });

  test('sign-in reports each field’s problem, focuses it, and signs in by keyboard', async ({
    page,
  }) => {
    await page.goto(joy('sign-in'));
    const main = page.getByRole('main');
    const email = main.getByRole('textbox', { name: 'Email address' });
    // The label reads "Password *": the field is required.
    const password = main.getByLabel(/^Password/);

    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(main.getByText('Enter the email address of your shop account.')).toBeVisible();
    await expect(main.getByText('Enter your password.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();

    // Keyboard only: type, move on with Tab, reveal the password, send with Enter.
    await page.keyboard.type('maren@clayandcurrent');
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.type('short');
    await page.keyboard.press('Enter');
    await expect(main.getByText(/check for a missing @ or dot/)).toBeVisible();
    await expect(
      main.getByText('Passwords on Harbor & Pine have 8 characters or more.'),
    ).toBeVisible();
    await expect(email).toBeFocused();

    await email.fill('maren@clayandcurrent.com');
    await password.focus();
    await page.keyboard.type('-kiln-2026');
    await page.keyboard.press('Tab');
    const reveal = main.getByRole('button', { name: 'Show password' });
    await expect(reveal).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveValue('short-kiln-2026');
    await expect(password).toHaveAttribute('type', 'text');
    await password.press('Enter');
    await expect(main.getByRole('status')).toHaveText('Signed in as maren@clayandcurrent.com.');
    await expect(email).not.toHaveAttribute('aria-invalid');
  });

  test('order list: search, a status filter chosen by keyboard, selection and shipping', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(joy('order-list'));
    const table = page.getByRole('table', { name: 'Orders' });
    const rows = table.locator('tbody tr');
    const count = page.getByRole('main').getByRole('status');
    await expect(rows).toHaveCount(12);
    await expect(count).toHaveText('12 orders');

    await page.getByRole('searchbox', { name: 'Search' }).fill('fischer');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Noah Fischer');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows).toHaveCount(12);

    // The status list opens and picks with the keyboard.
    await page.getByRole('combobox', { name: 'Status' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    // The list opens on the current choice, "All statuses": Paid, then Shipped, follow it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Shipped');
    await expect(rows).toHaveCount(5);
    await page.getByRole('button', { name: 'Clear filters' }).click();

    await table.getByRole('checkbox', { name: 'Select order HP-2291' }).press('Space');
    await table.getByRole('checkbox', { name: 'Select order HP-2289' }).check();
    await expect(count).toHaveText('2 of 12 orders selected');
    // Only the paid one of the two can ship.
    await page.getByRole('button', { name: 'Mark 1 paid as shipped' }).click();
    await expect(rows.filter({ hasText: 'HP-2291' })).toContainText('Shipped');
    await expect(count).toHaveText('12 orders');

    await page.getByRole('checkbox', { name: 'Select every order shown' }).check();
    await expect(count).toHaveText('12 of 12 orders selected');
  });

  test('order list shows cards with the same actions on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(joy('order-list'));
    await expect(page.getByRole('table', { name: 'Orders' })).toBeHidden();
    const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await cards.first().getByRole('button', { name: 'Actions for order HP-2291' }).click();
    await expect(page.getByRole('menuitem', { name: 'Print packing slip' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expectNoSeriousAxeViolations(page);
  });

  test('dashboard: the period changes the figures, and the phone menu opens by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(joy('dashboard'));
    const main = page.getByRole('main');
    const revenue = main.locator('.MuiCard-root', {
      has: page.getByRole('heading', { name: 'Revenue' }),
    });
    await expect(revenue).toContainText('$6,840');
    await main.getByRole('button', { name: '30 days' }).click();
    await expect(main.getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(revenue).toContainText('$27,450');
    await main.getByRole('button', { name: '12 months' }).press('Enter');
    await expect(
      main.getByRole('list', { name: 'Sales, last 12 months' }).getByRole('listitem'),
    ).toHaveCount(12);

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('navigation', { name: 'Store' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open the navigation' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('navigation', { name: 'Store' });
    await expect(drawer.getByRole('link', { name: /Orders/ })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('messages: open a conversation by keyboard, reply with Ctrl+Enter', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(joy('messages'));
    const conversations = page.getByRole('list', { name: 'Conversations' });
    const kiln = conversations.getByRole('button', { name: /Tideline Kiln Co-op/ });
    await expect(kiln).toContainText('1 unread');
    await kiln.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Tideline Kiln Co-op' }),
    ).toBeVisible();
    await expect(kiln).not.toContainText('unread');
    await expect(kiln).toHaveAttribute('aria-current', 'true');

    const thread = page.getByRole('log', { name: 'Messages with Tideline Kiln Co-op' });
    await expect(thread.getByRole('listitem')).toHaveCount(3);
    const composer = page.getByRole('textbox', { name: 'Message to Tideline Kiln Co-op' });
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await composer.focus();
    await page.keyboard.type('Friday works. We will bring the bowls on Thursday afternoon.');
    await page.keyboard.press('Control+Enter');
    await expect(thread.getByRole('listitem')).toHaveCount(4);
    await expect(thread.getByRole('listitem').last()).toContainText('We will bring the bowls');
    await expect(composer).toHaveValue('');
    await expect(kiln).toContainText('You: Friday works.');
  });

  test('messages: a phone shows the list, then the conversation, then the list again', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(joy('messages'));
    const conversations = page.getByRole('list', { name: 'Conversations' });
    await expect(conversations).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Message to/ })).toBeHidden();
    await conversations.getByRole('button', { name: /Jonas Berg/ }).click();
    await expect(conversations).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Message to Jonas Berg' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(conversations).toBeVisible();
  });

  test('profile: tabs by arrow keys, field checks, save and discard', async ({ page }) => {
    await page.goto(joy('profile'));
    const main = page.getByRole('main');
    const firstName = main.getByRole('textbox', { name: 'First name' });
    const save = main.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await firstName.fill('');
    await save.click();
    await expect(main.getByText('Enter your first name.')).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await firstName.fill('Marenka');
    await save.click();
    await expect(main.getByRole('status')).toHaveText('Your profile is saved.');
    await expect(save).toBeDisabled();
    await firstName.fill('M');
    await main.getByRole('button', { name: 'Discard changes' }).click();
    await expect(firstName).toHaveValue('Marenka');

    const profileTab = main.getByRole('tab', { name: 'Profile' });
    await profileTab.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(main.getByRole('tab', { name: 'Password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await main.getByLabel('Current password').fill('old-kiln-2025');
    await main.getByLabel('New password', { exact: true }).fill('Glaze&Fire2026');
    await expect(main.getByText('Strength: Strong')).toBeVisible();
    await main.getByLabel('Repeat the new password').fill('Glaze&Fire2025');
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(main.getByText('The two new passwords are different.')).toBeVisible();
    await main.getByLabel('Repeat the new password').fill('Glaze&Fire2026');
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(main.getByRole('status')).toHaveText('Your password is changed.');
  });

  test('team: search and department filters, by keyboard, and the empty state', async ({
    page,
  }) => {
    await page.goto(joy('team'));
    const people = page.getByRole('list', { name: 'People' }).getByRole('listitem');
    const count = page.getByRole('main').getByRole('status');
    await expect(people).toHaveCount(10);
    await expect(count).toHaveText('10 people');

    const support = page.getByRole('checkbox', { name: 'Support' });
    await support.focus();
    await page.keyboard.press('Space');
    await expect(support).toBeChecked();
    await expect(people).toHaveCount(3);
    await expect(count).toHaveText('3 of 10 people');
    await page.getByRole('checkbox', { name: 'Design' }).check();
    await expect(people).toHaveCount(5);

    await page.getByRole('searchbox', { name: 'Search' }).fill('refunds');
    await expect(people).toHaveCount(1);
    await expect(people.first().getByRole('heading', { level: 2 })).toHaveText('Hannah Weiss');
    await expect(people.first().getByRole('link', { name: 'Email Hannah Weiss' })).toHaveAttribute(
      'href',
      'mailto:hannah.weiss@harborandpine.com',
    );

    await page.getByRole('searchbox', { name: 'Search' }).fill('astronomy');
    await expect(page.getByText('Nobody matches')).toBeVisible();
    await page.getByRole('button', { name: 'Show everyone' }).click();
    await expect(people).toHaveCount(10);
    await expect(support).not.toBeChecked();
  });
});
