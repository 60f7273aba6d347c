import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The props playground of API pages (src/docs/api/playground/): ten components across the
 * families. Each test opens the playground, sets every generated control and checks the code
 * follows, checks what some props do to the rendered component, then reloads and finds the
 * state restored from the address. Two page loads per component.
 */

function playground(page: Page, component: string) {
  const panel = page.locator(`[data-playground-panel="${component}"]`);
  return {
    panel,
    preview: panel.locator('[data-playground-preview]'),
    code: panel.locator('[data-playground-code] pre'),
    control: (name: string) => panel.locator(`[data-control="${name}"]`),
  };
}

async function openPlayground(page: Page, path: string, component: string) {
  await page.goto(path);
  const parts = playground(page, component);
  await page
    .locator(`section[data-playground$="/${component}"]`)
    .getByRole('button', { name: 'Open playground' })
    .click();
  await expect(parts.panel).toBeVisible();
  return parts;
}

/** A value for a control other than the one it holds, as the control takes it. */
async function changeControl(control: Locator): Promise<void> {
  const tag = await control.evaluate((element) => element.tagName.toLowerCase());
  const type = await control.getAttribute('type');
  if (type === 'checkbox') {
    await control.click();
  } else if (tag === 'select') {
    const next = await control.evaluate((element) => {
      const select = element as HTMLSelectElement;
      return [...select.options].find((option) => option.value !== select.value)!.value;
    });
    await control.selectOption(next);
  } else if (type === 'number') {
    await control.fill('7');
  } else if (tag === 'textarea') {
    await control.fill('{ "m": 1 }');
  } else {
    await control.fill('playground');
  }
}

/** Sets every control in turn: the code changes each time, and names the prop. */
async function setEveryControl(parts: ReturnType<typeof playground>): Promise<number> {
  const names = await parts.panel
    .locator('[data-control]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-control')!));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const before = await parts.code.textContent();
    await changeControl(parts.control(name));
    await expect(parts.code, `setting ${name} changes the code`).not.toHaveText(before!);
    await expect(parts.code).toContainText(name);
  }
  return names.length;
}

/** Back to a clean address so the next check starts from the defaults. */
async function fresh(page: Page, path: string, component: string) {
  return openPlayground(page, path, component);
}

test.describe('props playground', () => {
  test('the section is a heading and a button until opened; Material Button', async ({ page }) => {
    const path = '/material-ui/api/button/';
    await page.goto(path);
    const section = page.locator('section[data-playground="material-ui/Button"]');
    await expect(section.getByRole('heading', { name: 'Playground' })).toBeVisible();
    await expect(page.locator('[data-playground-panel]')).toHaveCount(0);
    let parts = await fresh(page, path, 'Button');
    await expect(parts.preview.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await expect(parts.code).toContainText("import Button from '@mui/material/Button';");
    await expect(parts.code).toContainText('<Button>');
    await setEveryControl(parts);

    parts = await fresh(page, path, 'Button');
    await parts.control('disabled').click();
    await expect(parts.preview.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await parts.control('variant').selectOption({ label: 'outlined' });
    await expect(parts.preview.locator('.MuiButton-root')).toHaveClass(/MuiButton-outlined/);
    await parts.control('sx').fill('{ "m": ');
    await expect(parts.panel.getByText('Not a JSON object')).toBeVisible();
    await parts.control('sx').fill('{ "borderRadius": 0 }');
    await expect(parts.preview.locator('.MuiButton-root')).toHaveCSS('border-radius', '0px');
    await expect(parts.code).toContainText('<Button disabled variant="outlined" sx={{');
    expect(new URL(page.url()).searchParams.get('playground.Button')).toBe(
      '{"disabled":true,"variant":"outlined","sx":{"borderRadius":0}}',
    );

    await page.reload();
    parts = playground(page, 'Button');
    await expect(parts.panel).toBeVisible();
    await expect(parts.control('disabled')).toBeChecked();
    await expect(parts.control('variant')).toHaveValue('"outlined"');
    await expect(parts.preview.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(parts.code).toContainText('<Button disabled variant="outlined"');
  });

  const CASES: {
    name: string;
    path: string;
    component: string;
    check: (parts: ReturnType<typeof playground>) => Promise<void>;
    restored: (parts: ReturnType<typeof playground>) => Promise<void>;
  }[] = [
    {
      name: 'Material Switch',
      path: '/material-ui/api/switch/',
      component: 'Switch',
      check: async (parts) => {
        await parts.control('disabled').click();
        await expect(parts.preview.locator('input')).toBeDisabled();
      },
      restored: async (parts) => expect(parts.preview.locator('input')).toBeDisabled(),
    },
    {
      name: 'Material Slider',
      path: '/material-ui/api/slider/',
      component: 'Slider',
      check: async (parts) => {
        await parts.control('orientation').selectOption({ label: 'vertical' });
        await expect(parts.preview.locator('.MuiSlider-root')).toHaveClass(/MuiSlider-vertical/);
      },
      restored: async (parts) =>
        expect(parts.preview.locator('.MuiSlider-root')).toHaveClass(/MuiSlider-vertical/),
    },
    {
      name: 'Material Chip',
      path: '/material-ui/api/chip/',
      component: 'Chip',
      check: async (parts) => {
        await parts.control('variant').selectOption({ label: 'outlined' });
        await expect(parts.preview.locator('.MuiChip-root')).toHaveClass(/MuiChip-outlined/);
        await expect(parts.preview).toContainText('Design');
      },
      restored: async (parts) =>
        expect(parts.preview.locator('.MuiChip-root')).toHaveClass(/MuiChip-outlined/),
    },
    {
      name: 'Joy Button',
      path: '/joy-ui/api/button/',
      component: 'Button',
      check: async (parts) => {
        await parts.control('variant').selectOption({ label: 'soft' });
        await expect(parts.preview.locator('.MuiButton-root')).toHaveClass(/MuiButton-variantSoft/);
      },
      restored: async (parts) =>
        expect(parts.preview.locator('.MuiButton-root')).toHaveClass(/MuiButton-variantSoft/),
    },
    {
      name: 'Joy Input',
      path: '/joy-ui/api/input/',
      component: 'Input',
      check: async (parts) => {
        await parts.control('error').click();
        await expect(parts.preview.locator('.MuiInput-root')).toHaveClass(/Mui-error/);
      },
      restored: async (parts) =>
        expect(parts.preview.locator('.MuiInput-root')).toHaveClass(/Mui-error/),
    },
    {
      name: 'Base UI Switch',
      path: '/base-ui/react-switch/components-api/',
      component: 'Switch',
      check: async (parts) => {
        await parts.control('defaultChecked').click();
        await expect(parts.preview.getByRole('checkbox', { name: 'Notifications' })).toBeChecked();
      },
      restored: async (parts) =>
        expect(parts.preview.getByRole('checkbox', { name: 'Notifications' })).toBeChecked(),
    },
    {
      name: 'DataGrid',
      path: '/x/api/data-grid/data-grid/',
      component: 'DataGrid',
      check: async (parts) => {
        await expect(parts.preview.getByRole('gridcell', { name: 'Notebook' })).toBeVisible();
        await parts.control('checkboxSelection').click();
        await expect(
          parts.preview.getByRole('checkbox', { name: 'Select all rows' }),
        ).toBeVisible();
      },
      restored: async (parts) =>
        expect(parts.preview.getByRole('checkbox', { name: 'Select all rows' })).toBeVisible(),
    },
    {
      name: 'DatePicker',
      path: '/x/api/date-pickers/date-picker/',
      component: 'DatePicker',
      check: async (parts) => {
        await parts.control('disabled').click();
        await expect(parts.preview.getByRole('textbox', { name: 'Departure' })).toBeDisabled();
      },
      restored: async (parts) =>
        expect(parts.preview.getByRole('textbox', { name: 'Departure' })).toBeDisabled(),
    },
    {
      name: 'BarChart',
      path: '/x/api/charts/bar-chart/',
      component: 'BarChart',
      check: async (parts) => {
        await parts.control('height').fill('150');
        await expect(parts.preview.locator('svg').first()).toHaveAttribute('height', '150');
      },
      restored: async (parts) =>
        expect(parts.preview.locator('svg').first()).toHaveAttribute('height', '150'),
    },
  ];

  for (const { name, path, component, check, restored } of CASES) {
    test(`${name}: every control changes the code; the prop changes the component; the address restores it`, async ({
      page,
    }) => {
      let parts = await openPlayground(page, path, component);
      await setEveryControl(parts);
      // The page without the state in its address gives the defaults back.
      parts = await openPlayground(page, path, component);
      await check(parts);
      await page.reload();
      parts = playground(page, component);
      await expect(parts.panel).toBeVisible();
      await restored(parts);
    });
  }

  for (const setting of ['light', 'dark', 'rtl'] as const) {
    test(`an open playground has no serious axe violations (${setting})`, async ({ page }) => {
      await page.addInitScript((value) => {
        if (value === 'rtl') {
          localStorage.setItem('mui-direction', 'rtl');
        } else {
          localStorage.setItem('mui-mode', value);
        }
      }, setting);
      await openPlayground(page, '/joy-ui/api/button/', 'Button');
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the controls work from the keyboard', async ({ page }) => {
    const parts = await openPlayground(page, '/material-ui/api/switch/', 'Switch');
    await parts.control('disabled').focus();
    await page.keyboard.press('Space');
    await expect(parts.preview.locator('input')).toBeDisabled();
    await parts.control('size').focus();
    await page.keyboard.press('s');
    await expect(parts.code).toContainText('size=');
  });
});
