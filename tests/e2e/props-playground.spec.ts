import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The props playground of API pages (src/docs/api/playground/), for twelve components across the
 * families (one a data grid part in its grid's slot, one a chart part in its container), two
 * page loads each: open the playground, check what one or two props do to the
 * rendered component, set every other generated control (the code changes each time and names
 * the prop), then reload and find the same code and the panel open, restored from the address.
 */

type Parts = ReturnType<typeof playground>;

function playground(page: Page, component: string) {
  const panel = page.locator(`[data-playground-panel="${component}"]`);
  return {
    panel,
    preview: panel.locator('[data-playground-preview]'),
    code: panel.locator('[data-playground-code] pre'),
    control: (name: string) => panel.locator(`[data-control="${name}"]`),
  };
}

async function openPlayground(page: Page, path: string, component: string): Promise<Parts> {
  await page.goto(path);
  const section = page.locator(`section[data-playground$="/${component}"]`);
  await expect(section.getByRole('heading', { name: 'Playground' })).toBeVisible();
  await expect(page.locator('[data-playground-panel]')).toHaveCount(0);
  await section.getByRole('button', { name: 'Open playground' }).click();
  const parts = playground(page, component);
  await expect(parts.panel).toBeVisible();
  return parts;
}

/** Gives a control a value other than the one it holds, as the control takes it. */
async function changeControl(control: Locator): Promise<void> {
  const { tag, type } = await control.evaluate((element) => ({
    tag: element.tagName.toLowerCase(),
    type: element.getAttribute('type'),
  }));
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

/**
 * Sets every control but the given ones (every `step`-th for a component with very many): the
 * code changes each time and names the prop.
 */
async function setEveryOtherControl(
  parts: Parts,
  checked: readonly string[],
  step = 1,
): Promise<void> {
  const names = await parts.panel
    .locator('[data-control]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-control')!));
  expect(names.length).toBeGreaterThan(checked.length);
  const others = names.filter((candidate) => !checked.includes(candidate));
  // The `sx` editor is always among them: each kind of control is set at least once.
  const sample = others.filter((name, index) => index % step === 0 || name === 'sx');
  for (const name of sample) {
    const before = (await parts.code.textContent())!;
    await changeControl(parts.control(name));
    await expect(parts.code, `setting ${name} changes the code`).not.toHaveText(before);
    await expect(parts.code).toContainText(name);
  }
}

interface Case {
  name: string;
  path: string;
  component: string;
  /** The controls the check sets (left alone by the loop over the others). */
  controls: string[];
  /**
   * Set every `step`-th of the other controls: each of the data grid's 40 re-renders the grid
   * (about a second here), and the full loop took 50 s of the suite's time budget; a quarter
   * plus `sx` still sets every kind of control.
   */
  step?: number;
  check: (parts: Parts, page: Page) => Promise<void>;
}

const CASES: Case[] = [
  {
    name: 'Material Button',
    path: '/material-ui/api/button/',
    component: 'Button',
    controls: ['disabled', 'variant', 'sx'],
    check: async (parts, page) => {
      const button = parts.preview.getByRole('button', { name: 'Save changes' });
      await expect(button).toBeEnabled();
      await expect(parts.code).toContainText("import Button from '@mui/material/Button';");
      await parts.control('disabled').click();
      await expect(button).toBeDisabled();
      await parts.control('variant').selectOption({ label: 'outlined' });
      await expect(parts.preview.locator('.MuiButton-root')).toHaveClass(/MuiButton-outlined/);
      await parts.control('sx').fill('{ "m": ');
      await expect(parts.panel.getByText('Not a JSON object')).toBeVisible();
      await parts.control('sx').fill('{ "borderRadius": 0 }');
      await expect(parts.preview.locator('.MuiButton-root')).toHaveCSS('border-radius', '0px');
      await expect(parts.code).toContainText('disabled');
      await expect(parts.code).toContainText('variant="outlined"');
      expect(new URL(page.url()).searchParams.get('playground.Button')).toBe(
        '{"disabled":true,"variant":"outlined","sx":{"borderRadius":0}}',
      );
    },
  },
  {
    name: 'Material Switch (keyboard)',
    path: '/material-ui/api/switch/',
    component: 'Switch',
    controls: ['disabled', 'size'],
    check: async (parts, page) => {
      await parts.control('disabled').focus();
      await page.keyboard.press('Space');
      await expect(parts.preview.locator('input')).toBeDisabled();
      await parts.control('size').focus();
      await page.keyboard.press('s');
      await expect(parts.preview.locator('.MuiSwitch-root')).toHaveClass(/MuiSwitch-sizeSmall/);
    },
  },
  {
    name: 'Material Slider',
    path: '/material-ui/api/slider/',
    component: 'Slider',
    controls: ['orientation', 'max'],
    check: async (parts) => {
      await parts.control('orientation').selectOption({ label: 'vertical' });
      await expect(parts.preview.locator('.MuiSlider-root')).toHaveClass(/MuiSlider-vertical/);
      await parts.control('max').fill('40');
      await expect(parts.preview.getByRole('slider')).toHaveAttribute('aria-valuemax', '40');
    },
  },
  {
    name: 'Material Chip',
    path: '/material-ui/api/chip/',
    component: 'Chip',
    controls: ['variant'],
    check: async (parts) => {
      await expect(parts.preview).toContainText('Design');
      await parts.control('variant').selectOption({ label: 'outlined' });
      await expect(parts.preview.locator('.MuiChip-root')).toHaveClass(/MuiChip-outlined/);
    },
  },
  {
    name: 'Material TableCell (inside its table)',
    path: '/material-ui/api/table-cell/',
    component: 'TableCell',
    controls: ['align'],
    check: async (parts) => {
      // The cell renders in the row its preset nests it in, beside the row's other cell.
      const row = parts.preview.getByRole('row');
      await expect(row.getByRole('cell')).toHaveText(['Flat white', '$4.20']);
      const cell = row.getByRole('cell', { name: '$4.20' });
      await expect(cell).not.toHaveClass(/MuiTableCell-alignRight/);
      await parts.control('align').selectOption({ label: 'right' });
      await expect(cell).toHaveClass(/MuiTableCell-alignRight/);
      await expect(cell).toHaveCSS('text-align', 'right');
      // The code is the whole table, the cell in its row with the control's prop.
      await expect(parts.code).toContainText(
        '<TableRow>\n          <TableCell>Flat white</TableCell>\n          <TableCell align="right">',
      );
      await expect(parts.code).toContainText("import TableRow from '@mui/material/TableRow';");
    },
  },
  {
    name: 'Material Dialog (opened and closed by keyboard)',
    path: '/material-ui/api/dialog/',
    component: 'Dialog',
    controls: [],
    check: async (parts, page) => {
      const trigger = parts.preview.getByRole('button', { name: 'Show shortcuts' });
      const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(dialog).toHaveCount(0);
      // The code holds the state the trigger and the dialog share.
      await expect(parts.code).toContainText('const [open, setOpen] = React.useState(false);');
      await expect(parts.code).toContainText('onClick={() => setOpen(!open)}');
      await expect(parts.code).toContainText('<Dialog\n');
      await expect(parts.code).toContainText('onClose={() => setOpen(false)}');
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Escape closes this dialog');
      // Focus moves into the dialog's layer (Material UI's focus trap focuses the container
      // around the dialog's paper), and the page with an open dialog is axe clean.
      const layer = page.locator('.MuiDialog-container', { has: dialog });
      await expect
        .poll(() => layer.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(trigger).toBeFocused();
    },
  },
  {
    name: 'Joy Button',
    path: '/joy-ui/api/button/',
    component: 'Button',
    controls: ['variant'],
    check: async (parts) => {
      await parts.control('variant').selectOption({ label: 'soft' });
      await expect(parts.preview.locator('.MuiButton-root')).toHaveClass(/MuiButton-variantSoft/);
    },
  },
  {
    name: 'Joy Input',
    path: '/joy-ui/api/input/',
    component: 'Input',
    controls: ['error'],
    check: async (parts) => {
      await parts.control('error').click();
      await expect(parts.preview.locator('.MuiInput-root')).toHaveClass(/Mui-error/);
    },
  },
  {
    name: 'Base UI Switch',
    path: '/base-ui/react-switch/components-api/',
    component: 'Switch',
    controls: ['defaultChecked'],
    check: async (parts) => {
      const input = parts.preview.getByRole('switch', { name: 'Notifications' });
      await expect(input).not.toBeChecked();
      await parts.control('defaultChecked').click();
      await expect(input).toBeChecked();
    },
  },
  {
    name: 'DataGrid',
    path: '/x/api/data-grid/data-grid/',
    component: 'DataGrid',
    controls: ['checkboxSelection'],
    step: 4,
    check: async (parts) => {
      await expect(parts.preview.getByRole('gridcell', { name: 'Notebook' })).toBeVisible();
      await parts.control('checkboxSelection').click();
      await expect(parts.preview.getByRole('checkbox', { name: 'Select all rows' })).toBeVisible();
    },
  },
  {
    name: 'DatePicker',
    path: '/x/api/date-pickers/date-picker/',
    component: 'DatePicker',
    controls: ['disabled'],
    check: async (parts) => {
      const field = parts.preview.getByRole('textbox', { name: 'Departure' });
      await expect(field).toBeEnabled();
      await parts.control('disabled').click();
      await expect(field).toBeDisabled();
    },
  },
  {
    name: 'BarChart',
    path: '/x/api/charts/bar-chart/',
    component: 'BarChart',
    controls: ['height'],
    check: async (parts) => {
      await parts.control('height').fill('150');
      await expect(parts.preview.locator('svg').first()).toHaveAttribute('height', '150');
    },
  },
  {
    // A part shown in its parent's slot: the grid renders it as its toolbar, with slotProps.
    name: 'GridToolbarQuickFilter (in the DataGrid toolbar slot)',
    path: '/x/api/data-grid/grid-toolbar-quick-filter/',
    component: 'GridToolbarQuickFilter',
    controls: [],
    check: async (parts, page) => {
      await expect(parts.code).toContainText('slots={{ toolbar: GridToolbarQuickFilter }}');
      await expect(parts.preview.getByRole('gridcell', { name: 'Lisbon' })).toBeVisible();
      await parts.preview.getByPlaceholder('Search cities').fill('Spain');
      await expect(parts.preview.getByRole('gridcell', { name: 'Seville' })).toBeVisible();
      await expect(parts.preview.getByRole('gridcell', { name: 'Lisbon' })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    },
  },
  {
    // A chart part drawn inside the ChartContainer of its preset.
    name: 'ChartsXAxis (in a ChartContainer)',
    path: '/x/api/charts/charts-x-axis/',
    component: 'ChartsXAxis',
    controls: ['label', 'disableLine'],
    check: async (parts, page) => {
      const axis = parts.preview.locator('.MuiChartsAxis-directionX');
      await expect(axis.locator('.MuiChartsAxis-label')).toHaveText('Quarter');
      await parts.control('label').fill('Fiscal quarter');
      await expect(axis.locator('.MuiChartsAxis-label')).toHaveText('Fiscal quarter');
      await expect(axis.locator('.MuiChartsAxis-line')).toHaveCount(1);
      await parts.control('disableLine').click();
      await expect(axis.locator('.MuiChartsAxis-line')).toHaveCount(0);
      await expect(parts.code).toContainText('<ChartsXAxis disableLine label="Fiscal quarter" />');
      await expectNoSeriousAxeViolations(page);
    },
  },
];

test.describe('props playground', () => {
  for (const { name, path, component, controls, step, check } of CASES) {
    test(`${name}: the props change the component, every control the code; the address restores it`, async ({
      page,
    }) => {
      // The data grid re-renders after each of its controls.
      test.setTimeout(60_000);
      let parts = await openPlayground(page, path, component);
      await check(parts, page);
      await setEveryOtherControl(parts, controls, step);
      const code = (await parts.code.textContent())!;
      await page.reload();
      parts = playground(page, component);
      await expect(parts.panel).toBeVisible();
      await expect(parts.code).toHaveText(code);
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
});
