import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

// A site navigation, as a page header would list it: pages of this site, so each link works.
const sections = [
  { label: 'Properties', href: '/system/properties/' },
  { label: 'Spacing', href: '/system/spacing/' },
  { label: 'Typography', href: '/system/typography/' },
];

export default function SkipLink() {
  return (
    <Box
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box
        component="a"
        href="#skip-link-main"
        sx={{
          ...visuallyHidden,
          // Shown, on top of the navigation, while it has focus.
          '&:focus': {
            clip: 'auto',
            width: 'auto',
            height: 'auto',
            m: 1,
            px: 2,
            py: 1,
            zIndex: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            outline: 2,
            outlineColor: 'primary.dark',
          },
        }}
      >
        Skip to main content
      </Box>
      <Box
        component="nav"
        aria-label="Site"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, bgcolor: 'action.hover' }}
      >
        {sections.map((section) => (
          <Box key={section.href} component="a" href={section.href} sx={{ color: 'text.primary' }}>
            {section.label}
          </Box>
        ))}
      </Box>
      <Box id="skip-link-main" tabIndex={-1} sx={{ p: 2 }}>
        Main content: the links above are skipped when you follow the skip link.
      </Box>
    </Box>
  );
}
