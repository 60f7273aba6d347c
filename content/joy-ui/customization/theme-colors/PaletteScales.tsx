import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';

const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

export default function PaletteScales() {
  const theme = useTheme();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {COLORS.map((color) => (
        <Box key={color} component="section" aria-labelledby={`scale-${color}`}>
          <Typography id={`scale-${color}`} level="title-sm" sx={{ mb: 0.5 }}>
            {color}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
              gap: 0.5,
            }}
          >
            {SHADES.map((shade) => (
              <div key={shade}>
                {/* `primary.500` in sx resolves to var(--joy-palette-primary-500). */}
                <Box
                  sx={{
                    height: 32,
                    borderRadius: 'sm',
                    bgcolor: `${color}.${shade}`,
                    border: '1px solid',
                    borderColor: 'divider',
                  }}
                />
                <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
                  {shade}
                </Typography>
                <Typography level="body-xs" textColor="text.tertiary" sx={{ fontFamily: 'code' }}>
                  {theme.colorSchemes.light.palette[color][shade]}
                </Typography>
              </div>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
