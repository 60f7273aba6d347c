import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function SwitchVariantsColors() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {variants.map((variant) => (
          <Typography
            key={variant}
            component="label"
            startDecorator={<Switch variant={variant} defaultChecked sx={{ mr: 1 }} />}
          >
            {variant}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {colors.map((color) => (
          <Typography
            key={color}
            component="label"
            startDecorator={<Switch color={color} defaultChecked sx={{ mr: 1 }} />}
          >
            {color}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {sizes.map((size) => (
          <Typography
            key={size}
            component="label"
            startDecorator={<Switch size={size} defaultChecked sx={{ mr: 1 }} />}
          >
            size {size}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
