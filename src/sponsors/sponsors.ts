/**
 * The organizations that sponsor MUI's open-source work, by tier. React-free: the navigation
 * drawer reads only `DIAMOND_SPONSORS` (so only those entries reach every page's scripts), the
 * sponsors page reads `SPONSORS_BY_TIER`.
 *
 * Source of the facts (names, tiers, websites): the "Sponsors and Backers" page of MUI's
 * documentation as published in 2024 (`docs/data/material/discover-more/backers/backers.md` in
 * github.com/mui/material-ui), which lists Octopus Deploy, DoiT and Marblism as Diamond sponsors,
 * Tidelift, Spotify, Icons8, RxDB, Text-em-all, DialMyCalls and Route4Me among the Gold sponsors
 * (a selection of that list), and GitHub, Netlify, BrowserStack and Codecov as services that
 * sponsor the projects in kind. Silver and Bronze sponsors and individual backers are shown there
 * only through Open Collective's live avatar wall, so their names are not listed here.
 * The descriptions are our own words. The logos under `public/static/sponsors/` are simple
 * wordmarks drawn for this site (the name set in text), not the companies' own logo files.
 */

export const SPONSOR_TIERS = ['diamond', 'gold', 'service'] as const;

export type SponsorTier = (typeof SPONSOR_TIERS)[number];

export interface Sponsor {
  name: string;
  /** The sponsor's website (https). */
  url: string;
  /** A path under `public/`, e.g. `/static/sponsors/octopus-deploy.svg`. */
  logo: string;
  tier: SponsorTier;
  /** One short sentence: what the organization does. */
  description: string;
}

export interface SponsorTierInfo {
  tier: SponsorTier;
  title: string;
  /** Who is in the tier and where they are shown. */
  summary: string;
}

export const TIER_INFO: Record<SponsorTier, SponsorTierInfo> = {
  diamond: {
    tier: 'diamond',
    title: 'Diamond sponsors',
    summary:
      'Organizations pledging $1,500 a month or more. Shown in the navigation drawer of every documentation page and at the top of this page.',
  },
  gold: {
    tier: 'gold',
    title: 'Gold sponsors',
    summary: 'Organizations pledging $500 a month or more. Shown on this page.',
  },
  service: {
    tier: 'service',
    title: 'Services',
    summary: 'Companies that give the projects their product for free. Shown on this page.',
  },
};

/** Shown at the bottom of the navigation drawer on every page. */
export const DIAMOND_SPONSORS: readonly Sponsor[] = [
  {
    name: 'Octopus Deploy',
    url: 'https://octopus.com/',
    logo: '/static/sponsors/octopus-deploy.svg',
    tier: 'diamond',
    description: 'Automates releases and deployments across clouds and on-premises servers.',
  },
  {
    name: 'DoiT',
    url: 'https://www.doit.com/',
    logo: '/static/sponsors/doit.svg',
    tier: 'diamond',
    description: 'Helps teams run and pay less for Google Cloud and AWS.',
  },
  {
    name: 'Marblism',
    url: 'https://www.marblism.com/',
    logo: '/static/sponsors/marblism.svg',
    tier: 'diamond',
    description: 'Generates web applications from a description with AI.',
  },
];

const GOLD_SPONSORS: readonly Sponsor[] = [
  {
    name: 'Tidelift',
    url: 'https://tidelift.com/',
    logo: '/static/sponsors/tidelift.svg',
    tier: 'gold',
    description: 'Pays open-source maintainers to keep the packages companies depend on healthy.',
  },
  {
    name: 'Spotify',
    url: 'https://open.spotify.com/',
    logo: '/static/sponsors/spotify.svg',
    tier: 'gold',
    description: 'Streams music and podcasts.',
  },
  {
    name: 'Icons8',
    url: 'https://icons8.com/',
    logo: '/static/sponsors/icons8.svg',
    tier: 'gold',
    description: 'Offers icons, photos, illustrations and music, with an API.',
  },
  {
    name: 'RxDB',
    url: 'https://rxdb.info/',
    logo: '/static/sponsors/rxdb.svg',
    tier: 'gold',
    description: 'A local-first JavaScript database that syncs when online.',
  },
  {
    name: 'Text-em-all',
    url: 'https://www.text-em-all.com/',
    logo: '/static/sponsors/text-em-all.svg',
    tier: 'gold',
    description: 'Sends text messages and automated calls to whole groups at once.',
  },
  {
    name: 'DialMyCalls',
    url: 'https://www.dialmycalls.com/',
    logo: '/static/sponsors/dialmycalls.svg',
    tier: 'gold',
    description: 'Broadcasts notifications by voice call, text and email.',
  },
  {
    name: 'Route4Me',
    url: 'https://route4me.com/',
    logo: '/static/sponsors/route4me.svg',
    tier: 'gold',
    description: 'Plans and optimizes delivery routes.',
  },
];

const SERVICE_SPONSORS: readonly Sponsor[] = [
  {
    name: 'GitHub',
    url: 'https://github.com/',
    logo: '/static/sponsors/github.svg',
    tier: 'service',
    description: 'Hosts the Git repositories and the collaboration around them.',
  },
  {
    name: 'Netlify',
    url: 'https://www.netlify.com/',
    logo: '/static/sponsors/netlify.svg',
    tier: 'service',
    description: 'Builds and serves the documentation websites.',
  },
  {
    name: 'BrowserStack',
    url: 'https://www.browserstack.com/',
    logo: '/static/sponsors/browserstack.svg',
    tier: 'service',
    description: 'Runs the tests in real browsers and devices.',
  },
  {
    name: 'Codecov',
    url: 'https://about.codecov.io/',
    logo: '/static/sponsors/codecov.svg',
    tier: 'service',
    description: 'Reports how much of the code the tests cover.',
  },
];

/** Every sponsor, grouped by tier in `SPONSOR_TIERS` order. */
export const SPONSORS_BY_TIER: Record<SponsorTier, readonly Sponsor[]> = {
  diamond: DIAMOND_SPONSORS,
  gold: GOLD_SPONSORS,
  service: SERVICE_SPONSORS,
};

// Marked pure so that a bundle which reads only DIAMOND_SPONSORS (the drawer, on every page)
// drops this list and with it the other tiers' entries.
export const SPONSORS: readonly Sponsor[] = /* @__PURE__ */ SPONSOR_TIERS.flatMap(
  (tier) => SPONSORS_BY_TIER[tier],
);

/** The width and height every logo file is drawn at (the drawer shows them smaller). */
export const LOGO_SIZE = { width: 160, height: 40 } as const;

/** Where readers learn how to sponsor. */
export const SPONSORS_PAGE = '/material-ui/discover-more/backers/';

/** How a sponsor link is marked: a paid link, opened without giving the site a handle on ours. */
export const SPONSOR_LINK_REL = 'noopener sponsored';
