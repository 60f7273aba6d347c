import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';

/** Mirrors a directional icon when the page reads right to left. */
const FLIP_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

export default function LinkDecorators() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', maxWidth: 480 }}>
      <Link
        href="https://example.com/projects"
        startDecorator={<ArrowBackRounded sx={FLIP_IN_RTL} />}
      >
        All projects
      </Link>
      <Link
        href="https://status.example.com"
        target="_blank"
        rel="noopener noreferrer"
        endDecorator={<OpenInNewRounded />}
      >
        Service status (opens in a new tab)
      </Link>
      <Typography level="body-sm">
        Three reviewers approved this change.{' '}
        <Link
          component="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
        >
          {expanded ? 'Hide' : 'Show'} reviewers
        </Link>
      </Typography>
      {expanded && <Typography level="body-sm">Amal Haddad, Bruno Costa and Sun Li.</Typography>}
    </Stack>
  );
}
