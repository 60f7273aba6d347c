import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['soft', 'solid', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function AvatarVariantsColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {variants.map((variant) => (
          <Avatar key={variant} variant={variant} color="primary" title={`${variant} variant`}>
            {variant.slice(0, 2).toUpperCase()}
          </Avatar>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {colors.map((color) => (
          <Avatar key={color} color={color} title={`${color} color`}>
            {color[0].toUpperCase()}
          </Avatar>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {sizes.map((size) => (
          <Avatar key={size} size={size} title={`size ${size}`}>
            LK
          </Avatar>
        ))}
        <Avatar sx={{ '--Avatar-size': '72px' }} title="72 pixels">
          LK
        </Avatar>
      </Box>
    </Box>
  );
}
