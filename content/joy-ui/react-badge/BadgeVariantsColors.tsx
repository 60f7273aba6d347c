import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const sizes = ['sm', 'md', 'lg'] as const;

function Target() {
  return <Sheet variant="outlined" sx={{ width: 40, height: 40, borderRadius: 'sm' }} />;
}

export default function BadgeVariantsColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant} badgeContent={variant}>
            <Target />
          </Badge>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {colors.map((color) => (
          <Badge key={color} color={color} badgeContent={7}>
            <Target />
          </Badge>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {sizes.map((size) => (
          <Badge key={size} size={size} badgeContent={12}>
            <Target />
          </Badge>
        ))}
      </Box>
    </Box>
  );
}
