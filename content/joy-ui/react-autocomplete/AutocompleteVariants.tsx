import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import type { VariantProp } from '@mui/joy/styles';

const fruits = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Mango', 'Peach', 'Pear'];
const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function AutocompleteVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          gap: 2,
        }}
      >
        {variants.map((variant) => (
          <FormControl key={variant}>
            <FormLabel>Favorite fruit ({variant})</FormLabel>
            <Autocomplete variant={variant} options={fruits} placeholder="Start typing" />
          </FormControl>
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          gap: 2,
        }}
      >
        {sizes.map((size) => (
          <FormControl key={size} size={size}>
            <FormLabel>Smoothie base ({size})</FormLabel>
            <Autocomplete options={fruits} defaultValue="Mango" />
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}
