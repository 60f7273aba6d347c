import { expect, test } from './fixtures';

test('checkout template shows errors under the fields and advances once they are valid', async ({
  page,
}) => {
  await page.goto('/material-ui/getting-started/templates/checkout/');
  const next = page.getByRole('button', { name: 'Next' });
  const field = (name: string) => page.getByRole('textbox', { name });

  // Shipping address: every required field says so, and focus goes to the first one.
  await next.click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(field('First name')).toBeFocused();

  await field('First name').fill('Ada');
  await field('Last name').fill('Lovelace');
  await field('Address line 1').fill('12 St James Square');
  await field('City').fill('London');
  await field('ZIP / Postal code').fill('SW1Y 4JH');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('United Kingdom');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeFocused();

  // Payment details: short card number, past expiry, short CVV, missing name.
  await field('Card number').fill('4242 42');
  await field('Expiry date (MM/YY)').fill('01/20');
  await field('CVV').fill('12');
  await next.click();
  await expect(page.getByText('Name on card is required')).toBeVisible();
  await expect(page.getByText('Card number must have 13 to 19 digits')).toBeVisible();
  await expect(page.getByText('This card has expired')).toBeVisible();
  await expect(page.getByText('CVV must be 3 or 4 digits')).toBeVisible();
  await field('Expiry date (MM/YY)').fill('13/30');
  await expect(page.getByText('Month must be between 01 and 12')).toBeVisible();

  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await field('Name on card').fill('Ada Lovelace');
  await field('Card number').fill('4242 4242 4242 4242');
  await field('Expiry date (MM/YY)').fill(`08/${nextYear}`);
  await field('CVV').fill('123');
  await next.click();

  // Review, then the confirmation with its order number.
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expect(page.getByText(`Card ending in 4242, expires 08/${nextYear}`)).toBeVisible();
  await expect(page.getByText(/SW1Y 4JH, United Kingdom/)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
  await next.click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeFocused();
  await expect(page.getByTestId('order-number')).toHaveText(/^NP-\d{6}$/);
});
