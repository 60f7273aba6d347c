import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function LinksInText() {
  return (
    <Typography sx={{ maxWidth: 560 }}>
      {/* variant="inherit" (the default): the link takes the paragraph's font. */}A link takes its
      color from the theme&apos;s <Link href="/material-ui/customization/palette/">palette</Link>{' '}
      and its font from the text around it, as the{' '}
      <Link href="/material-ui/customization/typography/">typography guide</Link> explains. For a
      quieter link, use the{' '}
      <Link href="/material-ui/customization/color/" color="secondary">
        secondary color
      </Link>
      .
    </Typography>
  );
}
