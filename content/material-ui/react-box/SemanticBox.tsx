import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

const sections = [
  { label: 'Overview', href: '#semantic-box-overview' },
  { label: 'Pricing', href: '#semantic-box-pricing' },
  { label: 'Changelog', href: '#semantic-box-changelog' },
];

export default function SemanticBox() {
  return (
    // `component` picks the element: a nav landmark holding a list.
    <Box component="nav" aria-label="Product sections">
      <Box
        component="ul"
        sx={{ display: 'flex', gap: 3, listStyle: 'none', m: 0, p: 0, typography: 'body2' }}
      >
        {sections.map((section) => (
          <Box component="li" key={section.label}>
            <Link href={section.href} underline="hover">
              {section.label}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
