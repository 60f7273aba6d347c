import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import FormLabel from '@mui/joy/FormLabel';
import FormControl from '@mui/joy/FormControl';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import ShareRounded from '@mui/icons-material/ShareRounded';

const VARIANTS: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const COLORS: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function VariantAcrossComponents() {
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="variant-color-label">Color</FormLabel>
        <RadioGroup
          orientation="horizontal"
          aria-labelledby="variant-color-label"
          value={color}
          onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
          sx={{ flexWrap: 'wrap', gap: 2 }}
        >
          {COLORS.map((name) => (
            <Radio key={name} value={name} label={name} color={name} />
          ))}
        </RadioGroup>
      </FormControl>
      {VARIANTS.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={1.5}
          alignItems="center"
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          <Typography level="body-sm" fontFamily="code" sx={{ width: 72 }}>
            {variant}
          </Typography>
          <Button variant={variant} color={color}>
            Publish
          </Button>
          <IconButton variant={variant} color={color} aria-label="Share the article">
            <ShareRounded />
          </IconButton>
          <Chip variant={variant} color={color}>
            Draft
          </Chip>
          <Alert variant={variant} color={color} size="sm" sx={{ flex: '1 1 200px' }}>
            Saved 2 minutes ago
          </Alert>
        </Stack>
      ))}
    </Stack>
  );
}
