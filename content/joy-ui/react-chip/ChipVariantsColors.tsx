import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['soft', 'solid', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function ChipVariantsColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {colors.map((color) => (
            <Chip key={color} variant={variant} color={color}>
              {variant} {color}
            </Chip>
          ))}
        </Box>
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {sizes.map((size) => (
          <Chip key={size} size={size} color="primary">
            size {size}
          </Chip>
        ))}
      </Box>
    </Box>
  );
}
