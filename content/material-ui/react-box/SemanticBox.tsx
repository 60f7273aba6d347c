import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

const sections = [
  { label: 'Box', href: '/material-ui/react-box/' },
  { label: 'Container', href: '/material-ui/react-container/' },
  { label: 'Stack', href: '/material-ui/react-stack/' },
];

export default function SemanticBox() {
  return (
    // `component` picks the element: a nav landmark holding a list.
    <Box component="nav" aria-label="Layout components">
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
