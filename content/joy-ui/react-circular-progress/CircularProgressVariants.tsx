import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['soft', 'solid', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function CircularProgressVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {variants.map((variant) => (
          <CircularProgress
            key={variant}
            variant={variant}
            aria-label={`Loading, ${variant} variant`}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {colors.map((color) => (
          <CircularProgress key={color} color={color} aria-label={`Loading, ${color} color`} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {sizes.map((size) => (
          <CircularProgress key={size} size={size} aria-label={`Loading, size ${size}`} />
        ))}
        <CircularProgress
          thickness={2}
          sx={{ '--CircularProgress-size': '64px' }}
          aria-label="Loading, 64 pixels wide, thin"
        />
      </Box>
    </Box>
  );
}
