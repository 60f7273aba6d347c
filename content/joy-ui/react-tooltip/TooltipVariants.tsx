import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function TooltipVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {variants.map((variant) => (
          <Tooltip key={variant} title={`A ${variant} tooltip`} variant={variant} arrow>
            <Button variant="outlined" color="neutral">
              {variant}
            </Button>
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {colors.map((color) => (
          <Tooltip key={color} title={`A ${color} tooltip`} color={color} variant="soft">
            <Button variant="soft" color={color}>
              {color}
            </Button>
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {sizes.map((size) => (
          <Tooltip key={size} title={`Size ${size}`} size={size}>
            <Button variant="plain" color="neutral">
              size {size}
            </Button>
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}
