import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp } from '@mui/joy/styles';

const sizes = ['sm', 'md', 'lg'] as const;
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function InputSizesColors() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <Stack spacing={1.5} sx={{ flex: '1 1 220px' }}>
        {sizes.map((size) => (
          <Input
            key={size}
            size={size}
            placeholder={`Coupon code (${size})`}
            aria-label={`Coupon code, size ${size}`}
          />
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{ flex: '1 1 220px' }}>
        {colors.map((color) => (
          <Input
            key={color}
            color={color}
            variant="soft"
            placeholder={`Team name (${color})`}
            aria-label={`Team name, ${color}`}
          />
        ))}
      </Stack>
    </Box>
  );
}
