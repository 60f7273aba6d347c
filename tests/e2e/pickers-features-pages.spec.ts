import { expect, focusSectionedField, openPicker, showLiveDemo, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A date `days` from today, as the en-US field shows it (MM/DD/YYYY), in the browser's time zone. */
function fieldDateFromToday(page: import('@playwright/test').Page, days: number) {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
  }, days);
}

test.describe('date pickers main features', () => {
  test('validation: a typed Saturday shows the delivery error message', async ({ page }) => {
    await page.goto('/x/react-date-pickers/validation/');
    const demo = page.getByRole('region', { name: 'Demo: Disabled dates validation' });
    await showLiveDemo(demo);
    const field = demo.getByLabel('Delivery day');
    await expect(demo.getByText('A working day, not in August.')).toBeVisible();
    await focusSectionedField(field);
    await page.keyboard.type('06082024');
    await expect(field).toHaveValue('06/08/2024');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(
      demo.getByText('Deliveries run Monday to Friday, except public holidays.'),
    ).toBeVisible();
    // Monday is accepted: the message goes back to the hint.
    await field.press('ArrowLeft');
    await page.keyboard.type('10');
    await expect(field).toHaveValue('06/10/2024');
    await expect(demo.getByText('A working day, not in August.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  test('lifecycle: picking a day logs onChange, then onAccept, then onClose', async ({ page }) => {
    await page.goto('/x/react-date-pickers/lifecycle/');
    const demo = page.getByRole('region', { name: 'Demo: Lifecycle event log' });
    await showLiveDemo(demo);
    const dialog = await openPicker(demo.getByRole('button', { name: /Choose date/ }));
    await dialog.getByRole('grid').getByRole('gridcell', { name: '14', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(demo.getByLabel('Shipping date')).toHaveValue('11/14/2024');
    await expect(demo.getByRole('list', { name: 'Event log' }).getByRole('listitem')).toHaveText([
      'onOpen',
      'onChange: 2024-11-14',
      'onAccept: 2024-11-14',
      'onClose',
    ]);
  });

  test('shortcuts: the Tomorrow chip sets tomorrow and closes the picker', async ({ page }) => {
    await page.goto('/x/react-date-pickers/shortcuts/');
    const demo = page.getByRole('region', { name: 'Demo: Date picker shortcuts' });
    await showLiveDemo(demo);
    const dialog = await openPicker(demo.getByRole('button', { name: /Choose date/ }));
    await dialog.getByRole('button', { name: 'Tomorrow' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(demo.getByLabel('Due date')).toHaveValue(await fieldDateFromToday(page, 1));
    await expect(demo.getByText(/^Due on /)).toBeVisible();
  });

  test('playground: toggling a prop updates the code, and Copy copies it', async ({ page }) => {
    await page.goto('/x/react-date-pickers/playground/');
    const demo = page.getByRole('region', { name: 'Demo: Pickers playground' });
    await showLiveDemo(demo);
    const code = demo.getByRole('region', { name: 'Generated code' });
    await expect(code).toContainText(
      "import { DatePicker } from '@mui/x-date-pickers/DatePicker';",
    );
    await expect(code).not.toContainText('disablePast');

    const disablePast = demo.getByRole('checkbox', { name: 'disablePast', exact: true });
    await disablePast.focus();
    await page.keyboard.press('Space');
    await expect(disablePast).toBeChecked();
    await expect(code).toContainText('  disablePast');

    await demo.getByRole('checkbox', { name: 'disabled', exact: true }).check();
    await expect(demo.getByLabel('Date', { exact: true })).toBeDisabled();

    await demo.getByRole('button', { name: 'Copy code' }).click();
    await expect(demo.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await code.innerText());
    expect(copied).toContain('<DatePicker\n  label="Date"\n  disabled\n  disablePast\n/>');

    // Another component gives another snippet.
    await demo.getByLabel('Component').selectOption('TimePicker');
    await expect(code).toContainText('<TimePicker');
    await demo.getByRole('checkbox', { name: 'ampm', exact: true }).uncheck();
    await expect(code).toContainText('ampm={false}');
  });
});
