// Temporary: checks the templates of the templates-b branch on their preview route.
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

const SLUGS = ['album', 'blog', 'checkout', 'dashboard'];

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

for (const slug of SLUGS) {
  test(`${slug} template fits 375 px and 1280 px, loads nothing from other hosts, passes axe`, async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== 'localhost') {
        foreign.push(request.url());
      }
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/template-preview/${slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    // The preview route has no <title>; the real template route sets one.
    await page.evaluate(() => {
      document.title ||= 'Template preview';
    });
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousAxeViolations(page);
    expect(foreign).toEqual([]);
  });
}

test('checkout shows errors under the fields and advances once they are valid', async ({
  page,
}) => {
  await page.goto('/template-preview/checkout/');
  const next = page.getByRole('button', { name: 'Next' });

  await next.click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();

  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('12 St James Square');
  await page.getByRole('textbox', { name: 'City' }).fill('London');
  await page.getByRole('textbox', { name: 'ZIP / Postal code' }).fill('SW1Y 4JH');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('United Kingdom');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 42');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('01/20');
  await page.getByRole('textbox', { name: 'CVV' }).fill('12');
  await next.click();
  await expect(page.getByText('Name on card is required')).toBeVisible();
  await expect(page.getByText('Card number must have 13 to 19 digits')).toBeVisible();
  await expect(page.getByText('This card has expired')).toBeVisible();
  await expect(page.getByText('CVV must be 3 or 4 digits')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();

  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill(`08/${nextYear}`);
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await expect(page.getByText('This card has expired')).toBeHidden();
  await next.click();

  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expect(page.getByText(`Card ending in 4242, expires 08/${nextYear}`)).toBeVisible();
  await expect(page.getByText(/SW1Y 4JH, United Kingdom/)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeFocused();
  await expect(page.getByTestId('order-number')).toHaveText(/^NP-\d{6}$/);
});

test('dashboard draws its chart and grid, and its mobile drawer opens and closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/template-preview/dashboard/');
  await expect(page.locator('#revenue svg path').first()).toBeAttached();
  const grid = page.locator('#orders').getByRole('grid');
  await expect(grid.getByText('Lina Haddad')).toBeVisible();
  await expect(grid.getByText('Diego Silva')).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawerLink = page.getByRole('link', { name: 'Recent orders' });
  await expect(drawerLink).toBeVisible();
  await drawerLink.click();
  await expect(drawerLink).toBeHidden();
  await expect(page).toHaveURL(/#orders$/);
});
