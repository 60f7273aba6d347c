import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function CheckboxVariantsColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <div>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Variants (checked and unchecked)
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          {variants.map((variant) => (
            <Box key={variant} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Checkbox variant={variant} label={`${variant}, on`} defaultChecked />
              <Checkbox variant={variant} label={`${variant}, off`} />
            </Box>
          ))}
        </Box>
      </div>
      <div>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Colors
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          {colors.map((color) => (
            <Checkbox key={color} color={color} label={color} defaultChecked />
          ))}
        </Box>
      </div>
      <div>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Sizes
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
          <Checkbox size="sm" label="Small" defaultChecked />
          <Checkbox size="md" label="Medium" defaultChecked />
          <Checkbox size="lg" label="Large" defaultChecked />
        </Box>
      </div>
    </Box>
  );
}
