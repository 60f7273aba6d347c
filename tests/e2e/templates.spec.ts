import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { decompressFromBase64 } from 'lz-string';
import { DOCS_REPOSITORY_URL } from '../../src/docs/siteConfig';
import {
  TEMPLATE_FAMILIES,
  TEMPLATES,
  templateGalleryPathname,
  templateUrl,
  type TemplateFamily,
  type TemplateSlug,
} from '../../src/templates/templateList';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

// The templates with a page are those whose file exists (templateList.integration.test.ts checks that
// this matches the components src/templates/templatePages.ts loads).
const WITH_PAGES = TEMPLATES.filter((entry) =>
  existsSync(path.join(process.cwd(), entry.sourcePath)),
);
const FAMILY_NAMES: Record<TemplateFamily, string> = {
  'material-ui': 'Material UI',
  'joy-ui': 'Joy UI',
};
const galleryUrl = (family: TemplateFamily) => `${templateGalleryPathname(family)}/`;
const material = (slug: TemplateSlug<'material-ui'>) =>
  templateUrl({ family: 'material-ui', slug });

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const element = document.scrollingElement!;
    return { scrollWidth: element.scrollWidth, clientWidth: element.clientWidth };
  });
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** Answers the next form post to `host` in place of the real service and hands over its fields. */
function interceptPost(context: BrowserContext, host: string): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    void context.route(`https://${host}/**`, async (route) => {
      if (route.request().method() === 'POST') {
        resolve(new URLSearchParams(route.request().postData() ?? ''));
      }
      await route.fulfill({ contentType: 'text/html', body: '<title>Intercepted</title>' });
    });
  });
}

test.describe('templates', () => {
  for (const template of WITH_PAGES) {
    test(`the ${template.key} template fits phone and desktop widths and passes axe`, async ({
      page,
    }) => {
      // Two page widths, each checked by axe: slow on a loaded machine.
      test.slow();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(message.text());
        }
      });
      // A phone: Joy UI's templates are laid out down to 360px wide, Material UI's to 375px.
      await page.setViewportSize({ width: template.family === 'joy-ui' ? 360 : 375, height: 740 });
      await page.goto(templateUrl(template));
      await expect(page).toHaveTitle(
        `${template.title} template - ${FAMILY_NAMES[template.family]}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // No docs chrome: the template bar is the only addition to the template.
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
      const bar = page.getByRole('navigation', { name: 'Template' });
      await expect(bar.getByRole('link', { name: 'Templates' })).toHaveAttribute(
        'href',
        galleryUrl(template.family),
      );
      await expect(bar.getByRole('link', { name: 'Source on GitHub' })).toHaveAttribute(
        'href',
        `${DOCS_REPOSITORY_URL}/blob/main/${template.sourcePath}`,
      );
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('a template takes the dark scheme of the site without a hydration error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
    await page.goto(material('sign-in'));
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(15, 20, 26)');
    expect(errors).toEqual([]);
  });

  test('sign-in reports a malformed email and a short password, and accepts good ones', async ({
    page,
  }) => {
    await page.goto(material('sign-in'));
    const email = page.getByRole('textbox', { name: 'Email address' });
    const password = page.getByLabel('Password', { exact: false }).first();
    await email.fill('ada.example.com');
    await password.fill('short');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText('Enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    await expect(page.getByText('Your password has at least 8 characters.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('ada@example.com');
    await password.fill('analytical-engine');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Signed in as ada@example.com.',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText(/Enter a valid email|at least 8 characters/)).toHaveCount(0);
  });

  test('pricing switches to yearly prices; the sticky footer sits at the window bottom', async ({
    page,
  }) => {
    await page.goto(material('pricing'));
    const team = page.getByRole('region', { name: 'Team' });
    await expect(team.getByText('$15', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Yearly', exact: true }).click();
    await expect(team.getByText('$12', { exact: true })).toBeVisible();
    await expect(team.getByText('$144 per seat, billed yearly')).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(material('sticky-footer'));
    const footer = page.getByRole('contentinfo');
    await expect.poll(async () => (await footer.boundingBox())?.y ?? 0).toBeGreaterThan(600);
    const box = (await footer.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(800);
  });

  test('the template bar opens the template in CodeSandbox', async ({ page, context }) => {
    const posted = interceptPost(context, 'codesandbox.io');
    await page.goto(material('sign-up'));
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('navigation', { name: 'Template' })
      .getByRole('button', { name: 'Sandbox' })
      .click();
    await page.getByRole('menuitem', { name: 'Open in CodeSandbox' }).click();
    const fields = await posted;
    await (await popup).close();
    const parameters = fields.get('parameters') ?? '';
    const json = decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'));
    const { files } = JSON.parse(json) as { files: Record<string, { content: unknown }> };
    expect(files['src/SignUpTemplate.tsx'].content).toBe(
      readFileSync(
        path.join(process.cwd(), 'src/templates/material-ui/sign-up/SignUpTemplate.tsx'),
        'utf8',
      ),
    );
  });

  for (const family of TEMPLATE_FAMILIES) {
    test(`the ${family} gallery shows each of its templates with a preview and a link`, async ({
      page,
    }) => {
      const own = WITH_PAGES.filter((entry) => entry.family === family);
      expect(own.length, 'the family has templates').toBeGreaterThan(0);
      await page.goto(galleryUrl(family));
      const gallery = page.getByRole('list', { name: 'Templates' });
      await expect(gallery.getByRole('listitem')).toHaveCount(own.length);
      for (const template of own) {
        const card = gallery.locator(`[data-template="${template.slug}"]`);
        await expect(card.getByRole('link', { name: template.title, exact: true })).toHaveAttribute(
          'href',
          templateUrl(template),
        );
        await expect(card.getByText(template.description)).toBeVisible();
        await expect(card.locator('iframe')).toHaveAttribute('src', templateUrl(template));
      }
      // The thumbnails are live pages, kept out of focus and of the accessibility tree.
      const first = gallery.locator(`[data-template="${own[0].slug}"]`);
      await first.scrollIntoViewIfNeeded();
      await expect(first.frameLocator('iframe').locator('h1')).toBeAttached();
      await expectNoSeriousAxeViolations(page, { include: '[data-template-gallery]' });

      await first.getByRole('link', { name: own[0].title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${templateUrl(own[0])}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    });
  }
});
