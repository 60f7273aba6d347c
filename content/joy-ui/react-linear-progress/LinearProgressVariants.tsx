import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['soft', 'solid', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function LinearProgressVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {variants.map((variant) => (
        <LinearProgress
          key={variant}
          variant={variant}
          determinate
          value={60}
          aria-label={`Progress, ${variant} variant`}
        />
      ))}
      {colors.map((color) => (
        <LinearProgress key={color} color={color} aria-label={`Loading, ${color} color`} />
      ))}
      {sizes.map((size) => (
        <LinearProgress
          key={size}
          size={size}
          determinate
          value={40}
          aria-label={`Progress, size ${size}`}
        />
      ))}
    </Stack>
  );
}
