import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function LinkButtonAndExternal() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Stack spacing={2} alignItems="flex-start">
      {/* An action that does not navigate: a <button> styled as a link. */}
      <Typography variant="body2">
        The order ships in 2 days.{' '}
        <Link
          component="button"
          variant="body2"
          aria-expanded={expanded}
          onClick={() => setExpanded((previous) => !previous)}
        >
          {expanded ? 'Hide details' : 'Show details'}
        </Link>
      </Typography>
      {expanded && (
        <Typography variant="body2" color="text.secondary">
          Carrier: DHL Express. Tracking number: 7381 2044 91.
        </Typography>
      )}
      {/* A link that opens a new tab says so, in text and with an icon. */}
      <Link
        href="https://www.w3.org/WAI/ARIA/apg/"
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        ARIA Authoring Practices Guide
        <OpenInNewIcon fontSize="inherit" aria-hidden />
        <span
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          (opens in a new tab)
        </span>
      </Link>
    </Stack>
  );
}
