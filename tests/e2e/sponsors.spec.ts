import { PROMOTIONS } from '../../src/sponsors/promotions';
import {
  DIAMOND_SPONSORS,
  SPONSOR_TIERS,
  SPONSORS_BY_TIER,
  SPONSORS_PAGE,
  TIER_INFO,
} from '../../src/sponsors/sponsors';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/** A page whose first demo carries the promotion (a grid guide). */
const DEMO_PAGE = '/x/react-data-grid/editing/';
/** A page whose first demo is a full-width playground, marked `ad="off"`. */
const AD_OFF_PAGE = '/x/react-date-pickers/playground/';

const AD_NAME = 'Ad, sponsored by MUI';

test.describe('sponsors', () => {
  for (const url of [DEMO_PAGE, '/material-ui/getting-started/']) {
    test(`the navigation drawer lists the Diamond sponsors as sponsored links on ${url}`, async ({
      page,
    }) => {
      await page.goto(url);
      const drawer = page.getByTestId('nav-desktop').getByTestId('drawer-sponsors');
      await expect(drawer.getByText('Diamond sponsors')).toBeVisible();
      for (const sponsor of DIAMOND_SPONSORS) {
        const link = drawer.getByRole('link', { name: sponsor.name, exact: true });
        await expect(link).toHaveAttribute('href', sponsor.url);
        await expect(link).toHaveAttribute('target', '_blank');
        const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
        expect(rel).toEqual(expect.arrayContaining(['noopener', 'sponsored']));
        // Sized (no layout shift) and lazily loaded.
        const logo = link.locator('img');
        await expect(logo).toHaveAttribute('src', sponsor.logo);
        await expect(logo).toHaveAttribute('width', /\d+/);
        await expect(logo).toHaveAttribute('height', /\d+/);
        await expect(logo).toHaveAttribute('loading', 'lazy');
      }
      await expect(drawer.getByRole('link', { name: 'Become a sponsor' })).toHaveAttribute(
        'href',
        SPONSORS_PAGE,
      );
    });
  }

  test('the sponsors page lists every tier with its sponsors, and passes axe', async ({ page }) => {
    await page.goto(SPONSORS_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsors and backers');
    for (const tier of SPONSOR_TIERS) {
      const section = page.getByRole('region', { name: TIER_INFO[tier].title });
      await expect(section.getByRole('heading', { name: TIER_INFO[tier].title })).toBeVisible();
      for (const sponsor of SPONSORS_BY_TIER[tier]) {
        const link = section.getByRole('link', { name: sponsor.name, exact: true });
        await expect(link).toHaveAttribute('href', sponsor.url);
        expect(((await link.getAttribute('rel')) ?? '').split(/\s+/)).toEqual(
          expect.arrayContaining(['noopener', 'sponsored']),
        );
        await expect(section.getByText(sponsor.description)).toBeVisible();
      }
    }
    await expectNoSeriousAxeViolations(page);
  });

  test('the first demo of a page has the in-house ad, which asks nothing of another host', async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== 'localhost') {
        foreign.push(request.url());
      }
    });
    await page.goto(DEMO_PAGE);
    const ads = page.getByRole('note', { name: AD_NAME });
    await expect(ads).toHaveCount(1);
    const ad = ads.first();
    await ad.scrollIntoViewIfNeeded();
    await expect(ad).toBeVisible();
    await expect(ad).toContainText('Ad');
    // Right after the first demo, before the second.
    const order = await ad.evaluate((element) => {
      const demos = [...document.querySelectorAll('main section[data-demo]')];
      const follows = (node: Element) =>
        Boolean(node.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      return { afterFirst: follows(demos[0]), beforeSecond: !demos[1] || !follows(demos[1]) };
    });
    expect(order).toEqual({ afterFirst: true, beforeSecond: true });
    // One of our own promotions: a link to a page of this site, no image, script or frame.
    const link = ad.getByRole('link');
    await expect(link).toHaveCount(1);
    const href = await link.getAttribute('href');
    expect(PROMOTIONS.map((promotion) => promotion.href)).toContain(href);
    await expect(ad.locator('img, script, iframe')).toHaveCount(0);
    // Same promotion after a reload: chosen from the pathname, not at random.
    const id = await ad.getAttribute('data-ad');
    await page.reload();
    await expect(page.getByRole('note', { name: AD_NAME })).toHaveAttribute('data-ad', id ?? '');
    expect(foreign).toEqual([]);
  });

  test('a first demo marked ad="off" has no ad, and pages without demos have none', async ({
    page,
  }) => {
    await page.goto(AD_OFF_PAGE);
    await expect(page.locator('main section[data-demo]').first()).toBeVisible();
    await expect(page.getByRole('note', { name: AD_NAME })).toHaveCount(0);
    await page.goto('/x/introduction/licensing/');
    await expect(page.getByRole('note', { name: AD_NAME })).toHaveCount(0);
  });
});
