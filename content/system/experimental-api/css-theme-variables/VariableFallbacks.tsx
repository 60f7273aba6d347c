import Box from '@mui/material/Box';
import { unstable_createGetCssVar as createGetCssVar } from '@mui/system';

type Token = 'palette-brand' | 'palette-accent' | 'palette-onBrand';

const getCssVar = createGetCssVar<Token>('app');

const sections: { title: string; sx: Record<string, string> }[] = [
  { title: 'Default', sx: {} },
  // A section that defines the accent: the button picks it over the brand color.
  { title: 'Seasonal campaign', sx: { '--app-palette-accent': '#8e24aa' } },
];

export default function VariableFallbacks() {
  return (
    <Box
      sx={{
        '--app-palette-brand': '#00695c',
        '--app-palette-onBrand': '#ffffff',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
      }}
    >
      {sections.map((section) => (
        <Box
          key={section.title}
          sx={[{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }, section.sx]}
        >
          <Box sx={{ mb: 1, typography: 'body2' }}>{section.title}</Box>
          <Box
            component="button"
            type="button"
            sx={{
              font: 'inherit',
              px: 2,
              py: 1,
              border: 0,
              borderRadius: 1,
              cursor: 'pointer',
              // var(--app-palette-accent, var(--app-palette-brand))
              bgcolor: getCssVar('palette-accent', 'palette-brand'),
              color: getCssVar('palette-onBrand'),
            }}
          >
            Shop now
          </Box>
        </Box>
      ))}
      <Box component="code" sx={{ flexBasis: '100%', fontSize: 13 }}>
        {getCssVar('palette-accent', 'palette-brand')}
      </Box>
    </Box>
  );
}
