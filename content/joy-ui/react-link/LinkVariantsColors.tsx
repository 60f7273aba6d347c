import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const variants: VariantProp[] = ['plain', 'soft', 'outlined', 'solid'];

export default function LinkVariantsColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {colors.map((color) => (
          <Link key={color} href={`https://example.com/${color}`} color={color}>
            {color}
          </Link>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {variants.map((variant) => (
          <Link key={variant} href={`https://example.com/${variant}`} variant={variant}>
            {variant} link
          </Link>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
        <Link href="https://example.com/changelog" level="title-lg">
          title-lg
        </Link>
        <Link href="https://example.com/changelog" level="body-md">
          body-md
        </Link>
        <Link href="https://example.com/changelog" level="body-xs">
          body-xs
        </Link>
      </Box>
    </Box>
  );
}
