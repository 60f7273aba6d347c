import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['soft', 'solid', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function AlertVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');

  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Alert variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {variants.map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
      {colors.map((color) => (
        <Alert key={color} role="status" variant={variant} color={color}>
          A {variant} alert in the {color} color.
        </Alert>
      ))}
    </Stack>
  );
}
