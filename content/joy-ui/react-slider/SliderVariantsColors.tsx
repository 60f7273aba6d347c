import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function SliderVariantsColors() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 4,
        px: 1.5,
      }}
    >
      <div>
        {variants.map((variant) => (
          <Slider
            key={variant}
            variant={variant}
            defaultValue={60}
            aria-label={`Brightness, ${variant} variant`}
          />
        ))}
      </div>
      <div>
        {colors.map((color) => (
          <Slider
            key={color}
            color={color}
            defaultValue={45}
            aria-label={`Contrast, ${color} color`}
          />
        ))}
      </div>
      <div>
        {sizes.map((size) => (
          <Slider
            key={size}
            size={size}
            defaultValue={30}
            aria-label={`Saturation, size ${size}`}
          />
        ))}
        <Box sx={{ height: 140, display: 'flex', justifyContent: 'center', mt: 1 }}>
          <Slider orientation="vertical" defaultValue={70} aria-label="Bass level, vertical" />
        </Box>
      </div>
    </Box>
  );
}
