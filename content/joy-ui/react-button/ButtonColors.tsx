import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const colors: { color: ColorPaletteProp; label: string }[] = [
  { color: 'primary', label: 'Continue' },
  { color: 'neutral', label: 'Cancel' },
  { color: 'danger', label: 'Delete account' },
  { color: 'success', label: 'Approve' },
  { color: 'warning', label: 'Pause billing' },
];

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function ButtonColors() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <Typography id="button-colors-variant" level="title-sm" sx={{ mb: 1 }}>
          Variant
        </Typography>
        <RadioGroup
          orientation="horizontal"
          aria-labelledby="button-colors-variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as VariantProp)}
          sx={{ flexWrap: 'wrap', gap: 2 }}
        >
          {variants.map((item) => (
            <Radio key={item} value={item} label={item} />
          ))}
        </RadioGroup>
      </div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {colors.map(({ color, label }) => (
          <Button key={color} color={color} variant={variant}>
            {label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
