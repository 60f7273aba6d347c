import { expect, test } from './fixtures';
import { fulfillWithScriptAtEnd } from './scriptAtEnd';

// The rules of src/hydration/, seen in the browser (their server halves are unit tests there).

/** Serves `pathname` with a script, run before any of the app's, that keeps server nodes. */
async function keepServerNodes(page: import('@playwright/test').Page, pathname: string) {
  await page.route(`**${pathname}`, (route) =>
    fulfillWithScriptAtEnd(
      route,
      `window.serverNodes = {
      navLink: document.querySelector('.nav-island a'),
      demo: [...document.querySelectorAll('[data-demo-root]')].at(-1).firstElementChild,
      sandboxDisabled: document.querySelector('[data-demo-more]').disabled,
    };`,
    ),
  );
}

interface ServerNodes {
  navLink: Element;
  demo: Element;
  sandboxDisabled: boolean;
}

test.describe('hydration', () => {
  test('a static island keeps the server’s very nodes: the nav tree, and a demo not yet live', async ({
    page,
  }) => {
    await keepServerNodes(page, '/x/react-data-grid/editing/');
    await page.goto('/x/react-data-grid/editing/');
    const lastDemo = page.locator('[data-demo-root]').last();
    await expect(lastDemo).toHaveAttribute('data-demo-state', 'static');
    const kept = await page.evaluate(() => {
      const { navLink, demo } = (window as unknown as { serverNodes: ServerNodes }).serverNodes;
      const demos = document.querySelectorAll('[data-demo-root]');
      return {
        navLink: navLink.isConnected && navLink === document.querySelector('.nav-island a'),
        demo: demo.isConnected && demo === demos[demos.length - 1].firstElementChild,
      };
    });
    expect(kept).toEqual({ navLink: true, demo: true });
  });

  test('useIsHydrating: a control waits for hydration; a demo mounted later has no server HTML', async ({
    page,
  }) => {
    await keepServerNodes(page, '/x/react-data-grid/editing/');
    await page.goto('/x/react-data-grid/editing/');
    // Disabled in the server HTML (and while hydrating), enabled once the page has hydrated.
    expect(
      await page.evaluate(
        () => (window as unknown as { serverNodes: ServerNodes }).serverNodes.sandboxDisabled,
      ),
    ).toBe(true);
    await expect(page.locator('[data-demo-more]').first()).toBeEnabled();

    // A client-side navigation mounts the next page's demos in the browser: an island far from
    // the viewport is empty, keeping the height its demo declares until its code arrives.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/x/react-data-grid/sorting/';
      link.textContent = 'to sorting';
      document.querySelector('.markdown-body')!.append(link);
    });
    await page.locator('.markdown-body').getByRole('link', { name: 'to sorting' }).click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/$/);
    const lastDemo = page.locator('[data-demo-root]').last();
    await expect(lastDemo).toHaveAttribute('data-demo-state', 'static');
    await expect(lastDemo).toHaveAttribute('style', /min-height: \d+px/);
    expect(await lastDemo.evaluate((root) => root.childElementCount)).toBe(0);
  });
});

test.describe('hydration with a stored dark mode', () => {
  test('components that draw with the mode hydrate over the light server HTML, then show dark', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));

    // The color tool's fields start at the default primary of the scheme shown: blue 700 in
    // light (the server HTML), blue 200 in dark.
    await page.goto('/material-ui/customization/color/');
    const tool = page.getByRole('form', { name: 'Color tool' });
    await expect(tool.getByRole('textbox', { name: 'Primary' })).toHaveValue('#90caf9');
    expect(errors, 'the color page hydrates without an error').toEqual([]);

    // A template gallery previews each template in the reader's scheme.
    await page.goto('/material-ui/getting-started/templates/');
    expect(errors, 'the templates page hydrates without an error').toEqual([]);
  });
});
