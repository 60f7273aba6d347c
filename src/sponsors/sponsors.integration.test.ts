import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROMOTIONS, pickPromotion, type Promotion } from './promotions';
import {
  DIAMOND_SPONSORS,
  SPONSOR_TIERS,
  SPONSORS,
  SPONSORS_BY_TIER,
  SPONSORS_PAGE,
  TIER_INFO,
} from './sponsors';

describe('sponsors data', () => {
  it('names every sponsor once', () => {
    const names = SPONSORS.map((sponsor) => sponsor.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(SPONSORS.length).toBeGreaterThan(0);
  });

  it('gives each sponsor a logo file under public/static/sponsors/', () => {
    for (const sponsor of SPONSORS) {
      expect(sponsor.logo, sponsor.name).toMatch(/^\/static\/sponsors\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(process.cwd(), 'public', sponsor.logo)), sponsor.logo).toBe(true);
    }
    const logos = SPONSORS.map((sponsor) => sponsor.logo);
    expect(new Set(logos).size).toBe(logos.length);
  });

  it('files each sponsor under a known tier, in the list of that tier', () => {
    for (const sponsor of SPONSORS) {
      expect(SPONSOR_TIERS).toContain(sponsor.tier);
      expect(SPONSORS_BY_TIER[sponsor.tier]).toContain(sponsor);
    }
    for (const tier of SPONSOR_TIERS) {
      expect(TIER_INFO[tier].tier).toBe(tier);
      expect(SPONSORS_BY_TIER[tier].length, tier).toBeGreaterThan(0);
    }
    expect(DIAMOND_SPONSORS.every((sponsor) => sponsor.tier === 'diamond')).toBe(true);
  });

  it('links every sponsor over https, with a description', () => {
    for (const sponsor of SPONSORS) {
      const url = new URL(sponsor.url);
      expect(url.protocol, sponsor.name).toBe('https:');
      expect(sponsor.description.trim(), sponsor.name).not.toBe('');
    }
  });
});

describe('pickPromotion', () => {
  const everyPage = () => true;

  it('picks the same promotion for the same page, with or without the trailing slash', () => {
    const first = pickPromotion('/x/react-data-grid/editing', everyPage);
    expect(first).not.toBeNull();
    expect(pickPromotion('/x/react-data-grid/editing/', everyPage)).toBe(first);
  });

  it('spreads pages over the promotions', () => {
    const picked = new Set(
      ['editing', 'sorting', 'filtering', 'selection', 'pagination', 'export', 'columns'].map(
        (name) => pickPromotion(`/x/react-data-grid/${name}`, everyPage)?.id,
      ),
    );
    expect(picked.size).toBeGreaterThan(1);
  });

  it('leaves out promotions of pages the build does not have, and the page itself', () => {
    const onlySponsors = (href: string) => href === SPONSORS_PAGE;
    expect(pickPromotion('/x/react-data-grid/editing', onlySponsors)?.id).toBe('sponsors');
    expect(pickPromotion(SPONSORS_PAGE, onlySponsors)).toBeNull();
    expect(pickPromotion('/x/react-data-grid/editing', () => false)).toBeNull();
  });

  it('promotes only pages of this site', () => {
    for (const promotion of PROMOTIONS as Promotion[]) {
      expect(promotion.href).toMatch(/^\/[a-z0-9/-]+\/$/);
    }
  });
});
