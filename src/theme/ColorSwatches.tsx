import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { colorVariants, contrastTextOn, type ColorParseResult } from './colorInput';

const VARIANTS = ['main', 'light', 'dark'] as const;

/**
 * The variants the theme computes from a color: `main`, `light` and `dark` as swatches,
 * each showing large sample text in the color the theme would put on it (`contrastText`
 * on `main`).
 */
export function ColorSwatches({ label, result }: { label: string; result: ColorParseResult }) {
  if (!result.ok) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, minHeight: 96 }}>
        The preview shows once the color is complete.
      </Typography>
    );
  }
  const variants = colorVariants(result.color);
  return (
    <Box sx={{ mt: 2 }}>
      <Box
        component="ul"
        aria-label={`${label} variants`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, m: 0, p: 0 }}
      >
        {VARIANTS.map((variant) => {
          const background = variants[variant];
          const text = variant === 'main' ? variants.contrastText : contrastTextOn(background);
          return (
            <Box component="li" key={variant} sx={{ listStyle: 'none', minWidth: 0 }}>
              <Box
                data-variant={variant}
                sx={{
                  height: 56,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: background,
                  color: text,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  // Large text: the theme's contrast threshold (3) is WCAG's for large text.
                  fontSize: 24,
                  fontWeight: 700,
                }}
              >
                Aa
              </Box>
              <Typography variant="caption" component="p" sx={{ mt: 0.5, fontWeight: 600 }}>
                {variant}
              </Typography>
              <Typography
                variant="caption"
                component="p"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              >
                {background}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        contrastText:{' '}
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {variants.contrastText}
        </Box>
      </Typography>
    </Box>
  );
}
