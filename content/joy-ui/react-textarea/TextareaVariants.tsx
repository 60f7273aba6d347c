import Box from '@mui/joy/Box';
import Textarea from '@mui/joy/Textarea';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function TextareaVariants() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}
    >
      {variants.map((variant) => (
        <Textarea
          key={variant}
          variant={variant}
          minRows={2}
          placeholder={`Release notes (${variant})`}
          aria-label={`Release notes, ${variant} variant`}
        />
      ))}
      {colors.map((color) => (
        <Textarea
          key={color}
          color={color}
          variant="soft"
          minRows={2}
          placeholder={`Standup update (${color})`}
          aria-label={`Standup update, ${color}`}
        />
      ))}
      {sizes.map((size) => (
        <Textarea
          key={size}
          size={size}
          minRows={2}
          placeholder={`Bio (${size})`}
          aria-label={`Bio, size ${size}`}
        />
      ))}
    </Box>
  );
}
