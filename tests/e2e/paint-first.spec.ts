import { expect, test } from './fixtures';

/**
 * The page's scripts load once its server HTML is parsed and has had a frame to paint
 * (src/hydration/paintFirstScripts.ts): none competes with the HTML or runs before the first
 * paint, and the page still hydrates with every script, in order.
 */
test('the scripts of a page are requested only after its HTML is parsed, and it hydrates', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/x/introduction/licensing/')).text();
  const scriptTags = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(
    ([tag]) => !/\bnomodule\b/i.test(tag),
  );
  expect(scriptTags).toEqual([]);
  const listed = JSON.parse(
    /<script[^>]*\bid="__PAINT_FIRST_SCRIPTS__"[^>]*>([^<]*)<\/script>/.exec(html)![1],
  ) as string[];
  expect(listed.some((src) => src.includes('/framework-'))).toBe(true);

  await page.goto('/x/introduction/licensing/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/'))
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script');
    return {
      parsed: navigation.domContentLoadedEventStart,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      count: scripts.length,
    };
  });
  expect(timing.count).toBeGreaterThanOrEqual(listed.length);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.parsed);
});
