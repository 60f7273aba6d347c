import Box from '@mui/material/Box';
import {
  LOGO_SIZE,
  SPONSOR_LINK_REL,
  SPONSOR_TIERS,
  SPONSORS_BY_TIER,
  TIER_INFO,
  type Sponsor,
} from './sponsors';

function SponsorCard({ sponsor }: { sponsor: Sponsor }) {
  return (
    <Box
      component="li"
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box
        component="a"
        href={sponsor.url}
        rel={SPONSOR_LINK_REL}
        target="_blank"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 1,
          color: 'text.primary',
          fontWeight: 600,
          textDecoration: 'none',
          '&:hover span, &:focus-visible span': { textDecoration: 'underline' },
        }}
      >
        {/* Decorative: the name beside it is the link's text. A plain <img> with its size: the
            wordmarks are small SVGs that next/image would not optimize, only add script to. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={sponsor.logo}
          alt=""
          width={LOGO_SIZE.width}
          height={LOGO_SIZE.height}
          loading="lazy"
        />
        <span>{sponsor.name}</span>
      </Box>
      <Box component="p" sx={{ m: 0, fontSize: '0.875rem', color: 'text.secondary' }}>
        {sponsor.description}
      </Box>
    </Box>
  );
}

/** The sponsors page's list: every tier of the data file with its sponsors. */
export function SponsorTiers() {
  return (
    <Box data-testid="sponsor-tiers" sx={{ my: 3 }}>
      {SPONSOR_TIERS.map((tier) => {
        const info = TIER_INFO[tier];
        const headingId = `sponsor-tier-${tier}`;
        return (
          <Box component="section" key={tier} aria-labelledby={headingId} sx={{ mb: 4 }}>
            <Box component="h3" id={headingId} sx={{ typography: 'h3', mt: 3, mb: 1 }}>
              {info.title}
            </Box>
            <Box component="p" sx={{ mt: 0, mb: 2, color: 'text.secondary' }}>
              {info.summary}
            </Box>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
              }}
            >
              {SPONSORS_BY_TIER[tier].map((sponsor) => (
                <SponsorCard key={sponsor.name} sponsor={sponsor} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
