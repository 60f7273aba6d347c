import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import type { VariantProp } from '@mui/joy/styles';

const fields: { variant: VariantProp; label: string; placeholder: string }[] = [
  { variant: 'outlined', label: 'City (outlined)', placeholder: 'Lisbon' },
  { variant: 'soft', label: 'Postal code (soft)', placeholder: '1100-148' },
  { variant: 'solid', label: 'Country (solid)', placeholder: 'Portugal' },
  { variant: 'plain', label: 'Street (plain)', placeholder: 'Rua Augusta 24' },
];

export default function InputVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 2,
      }}
    >
      {fields.map((field) => (
        <FormControl key={field.variant}>
          <FormLabel>{field.label}</FormLabel>
          <Input variant={field.variant} placeholder={field.placeholder} />
        </FormControl>
      ))}
    </Box>
  );
}
