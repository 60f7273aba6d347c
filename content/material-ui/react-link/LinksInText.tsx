import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function LinksInText() {
  return (
    <Typography sx={{ maxWidth: 560 }}>
      {/* variant="inherit" (the default): the link takes the paragraph's font. */}
      Before you deploy, read the <Link href="#checklist">release checklist</Link> and make sure the{' '}
      <Link href="#changelog">changelog</Link> lists every breaking change. Questions go to the{' '}
      <Link href="#support" color="secondary">
        support forum
      </Link>
      .
    </Typography>
  );
}
