import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function SheetVariantsColors() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Sheet variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {variants.map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 1.5,
        }}
      >
        {colors.map((color) => (
          <Sheet
            key={color}
            variant={variant}
            color={color}
            sx={{ p: 2, borderRadius: 'sm', textAlign: 'center' }}
          >
            <Typography level="title-sm" textColor="inherit">
              {color}
            </Typography>
          </Sheet>
        ))}
      </Box>
    </Box>
  );
}
