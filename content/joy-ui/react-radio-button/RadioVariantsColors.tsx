import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function RadioVariantsColors() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <FormControl>
        <FormLabel>Variant</FormLabel>
        <RadioGroup defaultValue="outlined" name="radio-variant">
          {variants.map((variant) => (
            <Radio key={variant} value={variant} label={variant} variant={variant} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel>Color</FormLabel>
        <RadioGroup defaultValue="success" name="radio-color">
          {colors.map((color) => (
            <Radio key={color} value={color} label={color} color={color} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl size="sm">
        <FormLabel>Size (sm, from the FormControl)</FormLabel>
        <RadioGroup defaultValue="weekly" name="radio-size-sm">
          <Radio value="daily" label="Daily" />
          <Radio value="weekly" label="Weekly" />
        </RadioGroup>
      </FormControl>
      <FormControl size="lg">
        <FormLabel>Size (lg)</FormLabel>
        <RadioGroup defaultValue="weekly" name="radio-size-lg">
          <Radio value="daily" label="Daily" />
          <Radio value="weekly" label="Weekly" />
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
