import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function SnackbarVariants() {
  const [open, setOpen] = React.useState(false);
  // The last style shown: it stays while the snackbar animates out.
  const [shown, setShown] = React.useState<{ variant: VariantProp; color: ColorPaletteProp }>({
    variant: 'outlined',
    color: 'neutral',
  });

  return (
    <Stack spacing={1}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          {colors.map((color) => (
            <Button
              key={color}
              size="sm"
              variant={variant}
              color={color}
              onClick={() => {
                setShown({ variant, color });
                setOpen(true);
              }}
            >
              {variant} {color}
            </Button>
          ))}
        </Stack>
      ))}
      <Snackbar
        open={open}
        autoHideDuration={3000}
        variant={shown.variant}
        color={shown.color}
        invertedColors={shown.variant === 'solid'}
        onClose={() => setOpen(false)}
      >
        <span role="status">
          A {shown.variant} snackbar in the {shown.color} color.
        </span>
      </Snackbar>
    </Stack>
  );
}
